import { execFileSync } from 'node:child_process';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { httpGet, httpsGet, startEdgeStack, type Answer, type EdgeStack } from './edge-stack.js';
import { grade } from './observatory-rules.js';
import { waitUntil } from '../support/wait.js';

// What one anonymous request can make the edge hand to everyone (docs/security.md "The edge"):
// through the real TLS terminator, Varnish and HAProxy of docker-compose.yml, an attacker sends
// forwarded headers and junk parameters, and then a clean visitor's request shows what the edge
// kept. The edge sets the scheme and the client's address itself and drops a forwarded host; it
// keys on the scheme; it keeps only the query parameters a route reads.

const SITE = 'groenkennisnet';

/** Trips to the app one client may cause in ten seconds (deploy/varnish/gkn.vcl): low for this file, above what its other tests make. */
const ORIGIN_TRIPS_PER_10S = 200;

let stack: EdgeStack;
before(async () => {
  stack = await startEdgeStack(SITE, {}, { EDGE_ORIGIN_TRIPS_PER_10S: String(ORIGIN_TRIPS_PER_10S) });
});
after(async () => {
  await stack?.stop();
});

/** Varnish's plain listener, as a client that reaches it (Host as given). */
const plain = (path: string, host: string, headers: Record<string, string> = {}) =>
  httpGet(`${stack.edgeUrl}${path}`, host, { 'accept-encoding': 'identity', ...headers });
/** Over HTTPS through the TLS terminator. */
const secure = (path: string, host: string, headers: Record<string, string> = {}) =>
  httpsGet(`${stack.httpsUrl}${path}`, host, stack.certificate, { 'accept-encoding': 'identity', ...headers });

/** One of the stack's varnishd counters (varnishstat). */
const edgeCounter = (field: string) =>
  Number(
    execFileSync('varnishstat', ['-n', stack.varnishWorkDir, '-1', '-f', field], { encoding: 'utf8' })
      .trim()
      .split(/\s+/)[1],
  );
/** The number of objects the edge holds. */
const edgeObjects = () => edgeCounter('MAIN.n_object');
/** How many objects were ever stored in one of the edge's stores (`pages`, `strays`). */
const storedIn = (store: string) => edgeCounter(`SMA.${store}.c_req`);

const titleOf = (res: Answer) => /<title>([^<]*)<\/title>/.exec(res.body)?.[1] ?? '';
const cspOf = (res: Answer) => String(res.headers['content-security-policy'] ?? '');

describe('forwarded headers from a client never reach a kept page', { concurrency: false }, () => {
  test('X-Forwarded-Host of another site neither picks the site nor poisons the edge copy', async () => {
    for (const [send, host] of [
      [plain, 'www.groenkennisnet.nl'],
      [secure, `${SITE}.localhost`],
    ] as const) {
      const attack = await send('/', host, { 'x-forwarded-host': 'bodemdaling.localhost' });
      assert.equal(attack.status, 200);
      assert.match(titleOf(attack), /Groen Kennisnet/, `${host}: the attacker gets the Host's site`);
      for (let i = 0; i < 2; i++) {
        const clean = await send('/', host);
        assert.equal(clean.headers['x-edge'], 'HIT', `${host}: the attack's copy is the one kept`);
        assert.match(titleOf(clean), /Groen Kennisnet/, host);
        assert.ok(!clean.body.includes('Welkom bij Bodemdaling'), `${host}: no word of the other site`);
      }
    }
  });

  test('X-Forwarded-Host of the acceptance host does not close robots.txt to every crawler', async () => {
    for (const [send, host] of [
      [plain, 'www.groenkennisnet.nl'],
      [secure, `${SITE}.localhost`],
    ] as const) {
      const attack = await send('/robots.txt', host, { 'x-forwarded-host': 'acc.groenkennisnet.nl' });
      assert.doesNotMatch(attack.body, /Disallow: \/\n/, host);
      const clean = await send('/robots.txt', host);
      assert.equal(clean.headers['x-edge'], 'HIT');
      assert.doesNotMatch(clean.body, /Disallow: \/\n/, `${host}: ${clean.body}`);
      assert.match(clean.body, /^Sitemap: https:\/\/www\.groenkennisnet\.nl\/sitemap\.xml$/m);
    }
    // The acceptance host itself, by its own name, is still closed to crawlers.
    assert.equal((await plain('/robots.txt', 'acc.groenkennisnet.nl')).body, 'User-agent: *\nDisallow: /\n');
  });

  test('X-Forwarded-Proto over plain HTTP neither earns HSTS nor leaves it on the plain copy', async () => {
    const attack = await plain('/over-ons', 'www.groenkennisnet.nl', { 'x-forwarded-proto': 'https' });
    assert.equal(attack.headers['strict-transport-security'], undefined);
    const clean = await plain('/over-ons', 'www.groenkennisnet.nl');
    assert.equal(clean.headers['x-edge'], 'HIT');
    assert.equal(clean.headers['strict-transport-security'], undefined);
    assert.doesNotMatch(cspOf(clean), /upgrade-insecure-requests/);
  });

  test('a plain-HTTP copy or X-Forwarded-Proto: http never strips HSTS from the HTTPS answer', async () => {
    const host = `${SITE}.localhost`;
    // The attacker fills the plain listener's copy first, then asks over HTTPS claiming http.
    await plain('/nieuws', host);
    const claim = await secure('/nieuws', host, { 'x-forwarded-proto': 'http', forwarded: 'proto=http' });
    for (const res of [claim, await secure('/nieuws', host)]) {
      assert.equal(res.status, 200);
      assert.match(String(res.headers['strict-transport-security']), /max-age=31536000/);
      // The app itself rendered it as HTTPS (its CSP upgrades insecure requests only then).
      assert.match(cspOf(res), /upgrade-insecure-requests/);
    }
    assert.equal((await secure('/nieuws', host)).headers['x-edge'], 'HIT');
  });
});

describe('the edge keys a URL on what its route reads', { concurrency: false }, () => {
  test('a loop of junk parameters on pages, robots.txt and page data is served from one edge entry', async () => {
    const host = `${SITE}.localhost:${new URL(stack.edgeUrl).port}`;
    const data = `/_data?route=content&path=${encodeURIComponent('/over-ons')}`;
    for (const path of ['/over-ons', '/robots.txt', data]) {
      await plain(path, host);
      const kept = await plain(path, host);
      assert.equal(kept.headers['x-edge'], 'HIT', path);
      for (let i = 0; i < 40; i++) {
        const sep = path.includes('?') ? '&' : '?';
        const junk = await plain(`${path}${sep}junk${i}=${i}&a=${i}`, host);
        assert.equal(junk.status, 200, path);
        assert.equal(junk.headers['x-edge'], 'HIT', `${path} with junk ${i}: no new entry, no trip to the origin`);
        assert.equal(junk.headers.etag, kept.headers.etag, 'the same copy');
      }
    }
  });

  test('a loop of junk parameters on a search page adds no edge entry and keeps the real page', async () => {
    const host = `${SITE}.localhost:${new URL(stack.edgeUrl).port}`;
    const search = '/zoeken/water';
    await plain(search, host);
    const kept = await plain(search, host);
    assert.equal(kept.headers['x-edge'], 'HIT');
    const objectsBefore = edgeObjects();
    for (let i = 0; i < 40; i++) {
      // Names that could be filters (`junk3`) and names that cannot (`_x`): only the search service
      // knows the first kind, so the app answers, from its cache, and says the URL is not a page.
      const junk = await plain(`${search}?junk${i}=${i}&_x${i}=1`, host);
      assert.equal(junk.status, 200);
      assert.equal(junk.headers['x-edge'], 'MISS', 'never an entry of its own');
      assert.equal(junk.headers['x-gkn-unread-query'], undefined, 'the marker stays between app and edge');
      assert.equal(titleOf(junk), titleOf(kept), 'the kept page');
    }
    // An answer the edge does not keep still passes through its store for an instant (an object
    // of no lifetime, removed by its expiry thread): within moments the count is back.
    await waitUntil(() => edgeObjects() <= objectsBefore, 10_000, 'the edge to hold no more objects than before');
    assert.equal((await plain(search, host)).headers['x-edge'], 'HIT', 'the real page is still kept');
    // A filter the search service knows is read: its page is an entry of its own.
    await plain(`${search}?language=nl`, host);
    assert.equal((await plain(`${search}?language=nl`, host)).headers['x-edge'], 'HIT');
  });

  test('made-up paths and their page data are kept apart, and push no real page out', async () => {
    const host = `${SITE}.localhost:${new URL(stack.edgeUrl).port}`;
    await plain('/over-ons', host);
    const pagesBefore = storedIn('pages');
    const straysBefore = storedIn('strays');
    const loop = 30;
    for (let i = 0; i < loop; i++) {
      const page = await plain(`/made-up-${i}`, host);
      assert.equal(page.status, 404);
      const data = await plain(`/_data?route=content&path=${encodeURIComponent(`/made-up-data-${i}`)}`, host);
      assert.equal(data.status, 200, 'a navigation gets its 404 in the envelope');
      assert.equal(JSON.parse(data.body).status, 404);
      assert.equal(data.headers['x-gkn-not-found'], undefined, 'the marker stays between app and edge');
    }
    // Each made-up URL is an entry of the small `strays` store; the `pages` store, which a loop
    // could otherwise fill until real pages are evicted, got none of them (a refresh of a real
    // page in the background may add one or two).
    assert.ok(storedIn('strays') - straysBefore >= 2 * loop, 'every 404 in the strays store');
    assert.ok(storedIn('pages') - pagesBefore < 5, `pages store grew by ${storedIn('pages') - pagesBefore}`);
    // A 404 is still kept (in its own store): the same made-up URL again is an edge hit.
    assert.equal((await plain('/made-up-0', host)).headers['x-edge'], 'HIT');
    assert.equal((await plain('/over-ons', host)).headers['x-edge'], 'HIT');
  });

  test('search pages keep the parameters they read and lose campaign parameters', async () => {
    const host = `${SITE}.localhost:${new URL(stack.edgeUrl).port}`;
    await plain('/zoeken/bodem', host);
    const first = await plain('/zoeken/bodem', host);
    assert.equal(first.headers['x-edge'], 'HIT');
    const tracked = await plain('/zoeken/bodem?utm_source=mail&gclid=x&fbclid=y', host);
    assert.equal(tracked.headers['x-edge'], 'HIT');
    // The page parameter is read: another page of results, another entry, asked of the app.
    const next = await plain('/zoeken/bodem?start=10', host);
    assert.equal(next.headers['x-edge'], 'MISS');
    assert.notEqual(next.headers.etag, first.headers.etag);
    // The search form's redirect still reads its term.
    const form = await plain('/zoeken?q=bodem', host);
    assert.equal(form.status, 302);
    assert.match(String(form.headers.location), /\/zoeken\/bodem$/);
  });
});

describe('TLS at the edge', { concurrency: false }, () => {
  test('plain HTTP is redirected to the same host and URL over HTTPS, and nothing else', async () => {
    const httpsPort = new URL(stack.httpsUrl).port;
    for (const path of ['/', '/over-ons?x=1', '/robots.txt']) {
      const res = await httpGet(`${stack.httpUrl}${path}`, `${SITE}.localhost:8080`);
      assert.equal(res.status, 301, path);
      assert.equal(res.headers.location, `https://${SITE}.localhost:${httpsPort}${path}`);
      assert.equal(res.headers['x-edge'], undefined, 'the edge cache is never asked');
    }
  });

  test('every HTTPS answer carries HSTS, the edge cache errors and files included', async () => {
    const host = `${SITE}.localhost`;
    for (const path of ['/', '/robots.txt', '/favicon.svg', '/bestaat-niet-echt', '/_data?route=nope&path=x']) {
      const res = await secure(path, host);
      assert.match(String(res.headers['strict-transport-security']), /^max-age=31536000; includeSubDomains$/, path);
    }
  });

  test('a site behind it gets A+ on the HTTP Observatory rules', async () => {
    const host = `${SITE}.localhost`;
    const start = new URL(`http://${host}:${new URL(stack.httpUrl).port}/`);
    const first = await httpGet(`${stack.httpUrl}/`, start.host);
    const target = new URL(String(first.headers.location));
    const page = await secure(`${target.pathname}${target.search}`, target.hostname, { accept: 'text/html' });
    const robots = await secure('/robots.txt', host);
    const preflight = await httpsGet(
      `${stack.httpsUrl}/`,
      host,
      stack.certificate,
      { origin: 'https://http-observatory.security.mozilla.org', 'access-control-request-method': 'GET' },
      'OPTIONS',
    );
    const result = grade({
      redirects: [
        { url: start, res: first },
        { url: target, res: page },
      ],
      page,
      seen: [page, robots],
      preflight,
      origin: target,
    });
    const summary = JSON.stringify(result, null, 1);
    assert.equal(result.grade, 'A+', summary);
    const outcome = (rule: string) => result.outcomes.find((o) => o.rule === rule)?.result;
    assert.equal(outcome('redirection'), 'to-https', summary);
    assert.equal(outcome('strict-transport-security'), 'at-least-six-months', summary);
  });
});

describe('one client looping through made-up URLs', { concurrency: false }, () => {
  test('gets a 429 from the edge after its share of trips to the app, and still every kept page', async () => {
    const host = `${SITE}.localhost:${new URL(stack.edgeUrl).port}`;
    // The tests before this one made trips of their own: kept once the client has trips again.
    await waitUntil(async () => (await plain('/nieuws', host)).status === 200, 15_000, 'the page kept');
    let refused: Answer | undefined;
    let sent = 0;
    while (!refused && sent < 4 * ORIGIN_TRIPS_PER_10S) {
      const res = await plain(`/loop-${sent++}`, host);
      if (res.status === 429) refused = res;
      else assert.equal(res.status, 404);
    }
    assert.ok(refused, `no 429 after ${sent} made-up URLs`);
    assert.ok(sent <= ORIGIN_TRIPS_PER_10S + 1, `refused only after ${sent}`);
    assert.equal(refused.headers['retry-after'], '10');
    assert.equal(refused.headers['cache-control'], 'no-store');
    assert.match(refused.body, /Too many requests/);
    // What the edge holds is still served to that client: hits are not trips to the app.
    const kept = await plain('/nieuws', host);
    assert.equal(kept.status, 200);
    assert.equal(kept.headers['x-edge'], 'HIT');
    // Within the ten seconds it has its trips back.
    await waitUntil(
      async () => (await plain(`/loop-after-${Date.now()}`, host)).status === 404,
      15_000,
      'a trip again',
    );
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Redis } from 'ioredis';
import request from 'supertest';
import { PREVIEW_SCOPE, signPreviewLink } from '../../src/server/preview/preview-link.js';
import { hostOf, startTestApp, type TestServer } from '../support/app.js';
import { startTestRedis, type TestRedis } from '../support/redis.js';

// The signed preview over real sockets, with the page cache ON and a real Redis: a draft must
// stay out of both anyway, and every refusal is made before any call to the CMS.
const SECRET = 'preview-secret-for-these-tests-0123456789';
const CMS_ORIGIN = 'https://cms.example.nl';
let server: TestServer;
let redis: TestRedis;
before(async () => {
  redis = await startTestRedis();
  server = await startTestApp({
    PAGE_CACHE_TTL_S: '60',
    REDIS_URL: redis.url,
    PREVIEW_SECRET: SECRET,
    PREVIEW_FRAME_ANCESTORS: `${CMS_ORIGIN}, http://localhost:4321`,
  });
});
after(async () => {
  await server.close();
  await redis.stop();
});

const host = hostOf('groenkennisnet');
const DRAFT = '/concept-nieuwe-pagina';
const minutesFromNow = (m: number) => Math.floor(Date.now() / 1000) + m * 60;
const link = (opts: { site?: string; path?: string; exp?: number; secret?: string } = {}) =>
  `/preview?${signPreviewLink(
    {
      site: opts.site ?? 'groenkennisnet',
      path: opts.path ?? DRAFT,
      scope: PREVIEW_SCOPE,
      exp: opts.exp ?? minutesFromNow(30),
    },
    opts.secret ?? SECRET,
  )}`;
const get = (url: string, onHost = host) => request(server.url).get(url).set('Host', onHost);
const demo = () => new URL(server.upstreams.cmsBaseUrl).origin;
const draftCalls = async () =>
  ((await (await fetch(`${demo()}/__demo/requests?pathIncludes=draft%3D1`)).json()) as { requests: unknown[] }).requests
    .length;
const clearCalls = () => fetch(`${demo()}/__demo/requests`, { method: 'DELETE' });

function assertPreviewHeaders(res: request.Response, name: string) {
  assert.equal(res.headers['cache-control'], 'private, no-store', name);
  assert.equal(res.headers['x-robots-tag'], 'noindex, nofollow', name);
  assert.equal(res.headers['set-cookie'], undefined, `${name}: no cookie`);
  assert.equal(res.headers['x-cache'], undefined, `${name}: not from or through the page cache`);
  const csp = String(res.headers['content-security-policy']);
  assert.match(csp, /frame-ancestors https:\/\/cms\.example\.nl http:\/\/localhost:4321(;|$)/, name);
  assert.equal(res.headers['x-frame-options'], undefined, `${name}: the CMS may frame it`);
}

describe('a signed preview link shows the draft', () => {
  test('the draft renders in the frame with the label; noindex, no-store, no cookie, framed only by the CMS', async () => {
    const res = await get(link()).expect(200);
    assert.match(res.text, /data-preview="true"/);
    assert.match(res.text, />Voorbeeldweergave</);
    assert.match(res.text, /<h1[^>]*>Nog niet gepubliceerd: nieuwe pagina/);
    assert.match(res.text, /<meta name="robots" content="noindex, nofollow">/);
    assert.doesNotMatch(res.text, /rel="canonical"/);
    assertPreviewHeaders(res, 'first');
    assertPreviewHeaders(await get(link()).expect(200), 'again');
  });

  test('the published route does not show the draft; other pages keep refusing frames', async () => {
    const res = await get(DRAFT).expect(404);
    assert.doesNotMatch(res.text, /Nog niet gepubliceerd/);
    const page = await get('/over-ons').expect(200);
    assert.match(String(page.headers['content-security-policy']), /frame-ancestors 'none'/);
    assert.equal(page.headers['x-frame-options'], 'DENY');
  });

  test('a published page previews too; the English site gets the English label', async () => {
    const about = await get(link({ path: '/over-ons' })).expect(200);
    assert.match(about.text, /<h1[^>]*>Over ons/);
    const english = await get(
      link({ site: 'green-knowledge-network', path: '/draft-new-page' }),
      hostOf('green-knowledge-network'),
    ).expect(200);
    assert.match(english.text, />Preview</);
    assert.match(english.text, /Not yet published: new page/);
  });

  test('links inside stay in the preview only for the signed path; others go to the published pages', async () => {
    const signed = link();
    const res = await get(signed).expect(200);
    const hrefs = [...res.text.matchAll(/<a [^>]*href="([^"]+)"[^>]*>(Deze pagina opnieuw|Over ons)</g)].map((m) => [
      m[2],
      m[1]!.replaceAll('&amp;', '&'),
    ]);
    assert.deepEqual(Object.fromEntries(hrefs), { 'Deze pagina opnieuw': signed, 'Over ons': '/over-ons' });
  });

  test('the same link works on every host of the site and through the edge (forwarded host)', async () => {
    for (const onHost of ['www.groenkennisnet.nl', 'acc.groenkennisnet.nl']) {
      const res = await get(link(), onHost).expect(200);
      assert.match(res.text, /Nog niet gepubliceerd/, onHost);
    }
    const proxied = await request(server.url)
      .get(link())
      .set('Host', '127.0.0.1')
      .set('X-Forwarded-Host', 'www.groenkennisnet.nl')
      .set('X-Forwarded-Proto', 'https')
      .expect(200);
    assert.match(proxied.text, /Nog niet gepubliceerd/);
  });

  test("a client navigation's data checks the link the same way and is never shared", async () => {
    const data = (path: string) => get(`/_data?route=preview&path=${encodeURIComponent(path)}`).expect(200);
    const ok = await data(link());
    assert.equal(ok.body.type, 'data');
    assert.equal(ok.body.data.previewScope.path, DRAFT);
    assert.equal(ok.headers['cache-control'], 'private, no-store');
    await clearCalls();
    const expired = await data(link({ exp: minutesFromNow(-1) }));
    assert.deepEqual([expired.body.type, expired.body.status], ['error', 410]);
    const altered = await data(link().replace('path=/concept-nieuwe-pagina', 'path=/over-ons'));
    assert.deepEqual([altered.body.type, altered.body.status], ['error', 403]);
    assert.equal(altered.headers['cache-control'], 'private, no-store');
    assert.equal(await draftCalls(), 0, 'no draft was asked of the CMS');
  });

  test('neither the page cache nor the upstream cache in Redis holds a draft', async () => {
    // A draft no test asks of the published route, so no key may name it.
    const english = hostOf('green-knowledge-network');
    await get(link({ site: 'green-knowledge-network', path: '/draft-new-page' }), english).expect(200);
    await get('/about', english).expect(200);
    const client = new Redis(redis.url);
    try {
      const keys = (await client.keys('*')).filter((k) => !k.startsWith('gkn-limit:'));
      assert.ok(
        keys.some((k) => k.includes('gkn-international') || k.includes('/about')),
        'the published pages around it are cached',
      );
      assert.deepEqual(
        keys.filter((k) => /preview|draft-new-page/i.test(k)),
        [],
      );
    } finally {
      client.disconnect();
    }
  });
});

describe('a link that is not signed, altered, expired or for another site is refused before any CMS call', () => {
  const signedDraft = () => link();
  const cases = (): [string, string, number, RegExp][] => [
    ['no link at all', '/preview', 403, /Deze voorbeeldlink is ongeldig/],
    ['unsigned', signedDraft().replace(/&sig=[^&]+/, ''), 403, /ongeldig/],
    ['the old url parameter', `/preview?url=${encodeURIComponent('/over-ons')}`, 403, /ongeldig/],
    ['expired', link({ exp: minutesFromNow(-1) }), 410, /Deze voorbeeldlink is verlopen/],
    [
      'an altered signature',
      signedDraft().replace(/sig=(.)/, (_m, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`),
      403,
      /ongeldig/,
    ],
    ['a changed path', signedDraft().replace('path=/concept-nieuwe-pagina', 'path=/over-ons'), 403, /ongeldig/],
    ['a later expiry', signedDraft().replace(/exp=\d+/, `exp=${minutesFromNow(600)}`), 403, /ongeldig/],
    ['another secret', link({ secret: 'another-secret-of-at-least-32-characters' }), 403, /ongeldig/],
    ['another site', link({ site: 'green-knowledge-network', path: '/draft-new-page' }), 403, /ongeldig/],
    ['a repeated parameter', `${signedDraft()}&path=/over-ons`, 403, /ongeldig/],
    ['valid for longer than a week', link({ exp: minutesFromNow(8 * 24 * 60) }), 403, /ongeldig/],
    ['an encoded slash, signed', link({ path: '/nl%2Fgroenkennisnet/over-ons' }), 400, /ongeldig/],
    [
      'an encoded slash in the query',
      signedDraft().replace('path=/concept', 'path=%2Fx%252F..%252Fconcept'),
      400,
      /ongeldig/,
    ],
    ['dot segments, signed', link({ path: '/x/../../../__demo/health' }), 400, /ongeldig/],
    ['a backslash, signed', link({ path: '/x\\..\\y' }), 400, /ongeldig/],
  ];

  test('each answers its status with a readable page, no-store, noindex, no cookie, and the CMS is never asked', async () => {
    await clearCalls();
    for (const [name, url, status, text] of cases()) {
      const res = await get(url);
      assert.equal(res.status, status, name);
      assert.match(res.text, text, name);
      assert.match(res.text, /<html lang="nl-NL">/, name);
      assert.doesNotMatch(res.text, /Nog niet gepubliceerd|at .*\.ts:\d+/, `${name}: no draft, no stack`);
      assertPreviewHeaders(res, name);
    }
    assert.equal(await draftCalls(), 0, 'no draft was asked of the CMS');
  });

  test('the refusal page is in the site language', async () => {
    const res = await get(`/preview`, hostOf('green-knowledge-network')).expect(403);
    assert.match(res.text, /This preview link is not valid/);
    const expired = await get(
      link({ site: 'green-knowledge-network', path: '/about', exp: minutesFromNow(-5) }),
      hostOf('green-knowledge-network'),
    ).expect(410);
    assert.match(expired.text, /This preview link has expired/);
  });
});

describe('preview attempts are limited per client address, in the shared Redis', () => {
  let limited: TestServer;
  before(async () => {
    // The app above counted in the same Redis under the same keys: start this one's count afresh.
    const client = new Redis(redis.url);
    const counted = await client.keys('gkn-limit:preview:*');
    if (counted.length > 0) await client.del(...counted);
    client.disconnect();
    limited = await startTestApp({ REDIS_URL: redis.url, PREVIEW_SECRET: SECRET, PREVIEW_LIMIT_PER_ADDRESS: '3' });
  });
  after(() => limited.close());

  test('past the limit, even a valid link is a 429 with Retry-After; the data endpoint counts too', async () => {
    const at = (url: string) => request(limited.url).get(url).set('Host', host);
    await at(link()).expect(200);
    await at('/preview?sig=guess').expect(403);
    await at(`/_data?route=preview&path=${encodeURIComponent(link())}`).expect(200);
    const res = await at(link()).expect(429);
    assert.match(res.text, /Te veel voorbeeldweergaven/);
    assert.ok(Number(res.headers['retry-after']) > 0);
    assert.equal(res.headers['cache-control'], 'private, no-store');
    const data = await at(`/_data?route=preview&path=${encodeURIComponent(link())}`).expect(429);
    assert.ok(Number(data.headers['retry-after']) > 0);
    const client = new Redis(redis.url);
    try {
      assert.ok((await client.keys('gkn-limit:preview:address:*')).length > 0, 'counted in Redis');
    } finally {
      client.disconnect();
    }
    // Published pages are not counted.
    await at('/over-ons').expect(200);
  });
});

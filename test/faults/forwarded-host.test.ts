import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { hostOf, startTestApp, type TestServer } from '../support/app.js';
import { rawGet, startForwarder, type Forwarder } from './forwarder.js';

// The request's host and scheme are read once, under one rule (TRUST_PROXY, Express's `trust
// proxy`): X-Forwarded-Host and X-Forwarded-Proto count only from a trusted proxy. Everything
// after that (the site, the page-cache key, the security headers) uses that reading, and absolute
// URLs (canonical, og:url, sitemap, robots, embed snippet) come from the site's configuration, so
// no header a client sends, port included, ends up in a page or in the page cache.

/** Production (HSTS on https), page cache on, loopback NOT trusted: the test plays an outside client. */
let direct: TestServer;
/** Production, page cache on, loopback trusted (the default) behind a real proxy hop on loopback. */
let proxied: TestServer;
let proxy: Forwarder;
before(async () => {
  direct = await startTestApp({ NODE_ENV: 'production', PAGE_CACHE_TTL_S: '60', TRUST_PROXY: '10.0.0.0/8' });
  proxied = await startTestApp({ NODE_ENV: 'production', PAGE_CACHE_TTL_S: '60' });
  // Like a TLS-terminating load balancer: the client's Host goes on as X-Forwarded-Host (whatever
  // the client sent as X-Forwarded-* is replaced), the backend gets its own address as Host.
  proxy = await startForwarder({
    target: proxied.url,
    headers: (incoming) => ({
      'x-forwarded-host': incoming.host ?? '',
      'x-forwarded-proto': 'https',
      host: `127.0.0.1:${proxied.port}`,
    }),
  });
});
after(async () => {
  await proxy?.close();
  await direct?.close();
  await proxied?.close();
});

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];
const ogUrlOf = (html: string) => /<meta property="og:url" content="([^"]+)">/.exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const noindex = (html: string) => html.includes('<meta name="robots" content="noindex, nofollow">');

describe('X-Forwarded-Host and -Proto from an address TRUST_PROXY does not name change nothing', () => {
  const spoofed = {
    'x-forwarded-host': `${hostOf('akkerbouw-nu')}:9999`,
    'x-forwarded-proto': 'https',
  };

  test('the site, the canonical URL, the security headers and the page-cache entry are those of the Host', async () => {
    const plain = await rawGet(direct.url, '/over-ons', { host: hostOf('groenkennisnet') });
    const spoof = await rawGet(direct.url, '/over-ons', { host: hostOf('groenkennisnet'), ...spoofed });
    assert.equal(spoof.status, 200);
    assert.match(titleOf(spoof.body) ?? '', /Groen Kennisnet/);
    assert.equal(canonicalOf(spoof.body), 'https://www.groenkennisnet.nl/over-ons');
    assert.equal(spoof.headers['strict-transport-security'], undefined, 'X-Forwarded-Proto ignored');
    // One cache entry for both: the spoofed header is not part of the key.
    assert.equal(plain.headers['x-cache'], 'MISS');
    assert.equal(spoof.headers['x-cache'], 'HIT');
    assert.equal(spoof.headers.etag, plain.headers.etag);
  });

  test('a spoofed acceptance host does not close the site to robots or mark its pages noindex', async () => {
    const headers = { host: hostOf('groenkennisnet'), 'x-forwarded-host': 'acc.groenkennisnet.nl' };
    const page = await rawGet(direct.url, '/contact', headers);
    assert.equal(noindex(page.body), false);
    const robots = await rawGet(direct.url, '/robots.txt', headers);
    assert.match(robots.body, /^Sitemap: https:\/\/www\.groenkennisnet\.nl\/sitemap\.xml$/m);
  });

  test('the embed snippet is the same', async () => {
    const plain = await rawGet(direct.url, '/embed/wur-bibliotheek', { host: hostOf('groenkennisnet') });
    const spoof = await rawGet(direct.url, '/embed/wur-bibliotheek', { host: hostOf('groenkennisnet'), ...spoofed });
    assert.equal(spoof.body, plain.body);
    assert.match(plain.body, /src="https:\/\/www\.groenkennisnet\.nl\/portlet\/wur-bibliotheek\/\*"/);
  });
});

describe('behind a trusted proxy (a real hop on loopback)', () => {
  const viaProxy = (host: string, path: string) => rawGet(proxy.url, path, { host });

  test('the forwarded host picks the site and the forwarded scheme counts; absolute URLs stay the configured ones', async () => {
    const page = await viaProxy('www.groenkennisnet.nl', '/over-ons');
    assert.equal(page.status, 200);
    assert.match(titleOf(page.body) ?? '', /Groen Kennisnet/);
    assert.match(String(page.headers['strict-transport-security']), /max-age=\d+/);
    assert.equal(canonicalOf(page.body), 'https://www.groenkennisnet.nl/over-ons');
    assert.equal(noindex(page.body), false);
  });

  test('an acceptance host behind the proxy is an acceptance host, in its own cache entry', async () => {
    const acc = await viaProxy('acc.groenkennisnet.nl', '/nieuws');
    assert.equal(acc.status, 200);
    assert.equal(noindex(acc.body), true);
    const www = await viaProxy('www.groenkennisnet.nl', '/nieuws');
    assert.equal(noindex(www.body), false, 'the acceptance page is not served on the production host');
    assert.equal((await viaProxy('acc.groenkennisnet.nl', '/robots.txt')).body, 'User-agent: *\nDisallow: /\n');
  });

  test('a forwarded host we do not serve is not found', async () => {
    const res = await viaProxy('evil.example', '/over-ons');
    assert.equal(res.status, 404);
  });
});

describe('a port in the Host never reaches canonical, og:url, sitemap or robots, also from the page cache', () => {
  // plantgezondheid has no production host, bijen-en-bestuivers only an acceptance one.
  const cases = [
    { site: 'groenkennisnet', path: '/over-ons', origin: 'https://www.groenkennisnet.nl' },
    { site: 'plantgezondheid', path: '/', origin: 'http://plantgezondheid.localhost' },
    { site: 'bijen-en-bestuivers', path: '/', origin: 'http://bijen-en-bestuivers.localhost' },
  ];
  for (const { site, path, origin } of cases) {
    test(`${site}: ${origin}`, async () => {
      for (const server of [direct, proxied]) {
        const url = server === proxied ? proxy.url : server.url;
        const first = await rawGet(url, path, { host: `${hostOf(site)}:9999` });
        const again = await rawGet(url, path, { host: `${hostOf(site)}:1234` });
        assert.equal(first.status, 200);
        assert.equal(again.headers['x-cache'], 'HIT', 'the second port reads the first one’s entry');
        for (const res of [first, again]) {
          assert.equal(canonicalOf(res.body), `${origin}${path}`);
          assert.equal(ogUrlOf(res.body), `${origin}${path}`);
          assert.doesNotMatch(res.body, /:9999|:1234/);
        }
        const robots = await rawGet(url, '/robots.txt', { host: `${hostOf(site)}:9999` });
        assert.ok(robots.body.includes(`Sitemap: ${origin}/sitemap.xml`), robots.body);
        const sitemap = await rawGet(url, '/sitemap.xml', { host: `${hostOf(site)}:9999` });
        const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
        assert.ok(locs.length > 0);
        assert.deepEqual(
          locs.filter((l) => !l.startsWith(`${origin}/`)),
          [],
        );
      }
    });
  }
});

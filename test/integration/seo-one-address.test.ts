import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { request, type IncomingHttpHeaders } from 'node:http';
import { hostOf, startTestApp, type TestServer } from '../support/app.js';

// issue 13 item 10, requirements §10.7.3: one URL per page. A trailing slash and the home page's CMS
// names (/index, a site's own home path) answer 301 to the one address, the query kept, never to
// another host; encoded separators stay the 404 the path-traversal rule gives them; the redirect
// is never stored as the page (nor the page answered for the duplicate address).

let server: TestServer;
before(async () => {
  server = await startTestApp({ PAGE_CACHE_TTL_S: '60' });
});
after(() => server.close());

/** The path exactly as given (no URL parser in between), on a site's host. */
function get(path: string, site = 'groenkennisnet', method = 'GET') {
  const { hostname, port } = new URL(server.url);
  return new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
    const req = request({ host: hostname, port, path, method, headers: { host: hostOf(site) } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('duplicate addresses answer 301 to the one address', () => {
  for (const [path, location] of [
    ['/over-ons/', '/over-ons'],
    ['/over-ons//', '/over-ons'],
    ['/over-ons/?utm_source=nb&x=1', '/over-ons?utm_source=nb&x=1'],
    ['/nieuws/', '/nieuws'],
    ['/dossier/', '/dossier'],
    ['/index', '/'],
    ['/index?x=1', '/?x=1'],
    ['/index/', '/'],
    ['/index/?x=1&y=%C3%A9', '/?x=1&y=%C3%A9'],
    ['/zoeken/bodem/?theme=Bodem', '/zoeken/bodem?theme=Bodem'],
    ['/zoeken/', '/zoeken'],
    ['/zoeken/resultaat/x/?id=abc', '/zoeken/resultaat/x?id=abc'],
  ] as const) {
    test(`${path} -> ${location}`, async () => {
      const res = await get(path);
      assert.equal(res.status, 301);
      assert.equal(res.headers.location, location);
      assert.equal(res.headers['cache-control'], 'public, max-age=300');
      assert.equal(res.headers['x-cache'], undefined, 'not an answer of the page cache');
    });
  }

  test("a site's own home path is the home page's duplicate too", async () => {
    // groen-onderwijs has site.home "start": its home page is at / and the CMS also answers /start and /index.
    for (const path of ['/start', '/start/', '/index']) {
      const res = await get(path, 'groen-onderwijs');
      assert.equal(res.status, 301, path);
      assert.equal(res.headers.location, '/', path);
    }
    assert.equal((await get('/start', 'groenkennisnet')).status, 404, 'elsewhere /start is no page');
  });

  test('HEAD is redirected as GET is; other methods are not pages', async () => {
    const head = await get('/over-ons/', 'groenkennisnet', 'HEAD');
    assert.equal(head.status, 301);
    assert.equal(head.headers.location, '/over-ons');
    assert.equal((await get('/over-ons/', 'groenkennisnet', 'POST')).status, 405);
  });

  test('the one address itself is the page, and stays the page once the duplicate was asked', async () => {
    assert.equal((await get('/over-ons/')).status, 301);
    const page = await get('/over-ons');
    assert.equal(page.status, 200);
    const again = await get('/over-ons');
    assert.equal(again.status, 200);
    assert.equal(again.headers['x-cache'], 'HIT');
    assert.equal((await get('/over-ons/')).status, 301, 'the stored page is not the answer for the duplicate');
    const home = await get('/');
    assert.equal(home.status, 200);
    assert.equal((await get('/?x=1')).status, 200, 'a query alone makes no duplicate of /');
  });
});

describe('never off the site, and encoded separators stay 404', () => {
  for (const path of [
    '//evil.example/',
    '///evil.example//',
    '/\\evil.example/',
    '/%5Cevil.example/',
    '/%2F/',
    '/%2Fevil.example/',
    '/over-ons%2F',
    '/over-ons/%2F/',
    '/zoeken/1%2F2/',
    '/zoeken/%2F/',
    '/nieuws/%2e%2e/',
    '/over-ons/./',
  ]) {
    test(`${path}: 404, no redirect`, async () => {
      const res = await get(path);
      assert.equal(res.status, 404, path);
      assert.equal(res.headers.location, undefined);
    });
  }

  test('a search term may hold an encoded slash at its own address', async () => {
    assert.equal((await get('/zoeken/1%2F2')).status, 200);
  });

  test('a malformed path is still a 400, not a redirect', async () => {
    const res = await get('/over-ons%zz/');
    assert.equal(res.status, 400);
    assert.equal(res.headers.location, undefined);
  });
});

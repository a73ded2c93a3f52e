import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { hostOf, startTestApp } from '../support/app.js';

// The JSON data endpoint of client navigations (GET /_data?route=<id>&path=<url>): the same loader
// as the server render, through the router's static handler, its outcome in an envelope.
let server: Awaited<ReturnType<typeof startTestApp>>;
before(async () => {
  server = await startTestApp({ PAGE_CACHE_TTL_S: '0' });
});
after(() => server.close());

const data = (site: string, route: string, path: string) =>
  request(server.url)
    .get(`/_data?route=${route}&path=${encodeURIComponent(path)}`)
    .set('Host', hostOf(site));

describe('GET /_data', () => {
  test('a search path in the other language is loaded, and answered, in the language of that path', async () => {
    const res = await data('groenkennisnet', 'search-en', '/search/soil').expect(200);
    assert.equal(res.body.type, 'data');
    assert.equal(res.body.locale, 'en');
    assert.equal(res.body.data.page.title, 'Search for “soil”');
    const dutch = await data('green-knowledge-network', 'search-nl', '/zoeken/bodem').expect(200);
    assert.equal(dutch.body.locale, 'nl');
    assert.equal(dutch.body.data.page.title, 'Zoeken naar “bodem”');
  });

  test('a route id the router does not have for the path is a 404 with a JSON message', async () => {
    for (const [route, path] of [
      ['nope', '/'],
      ['home', '/over-ons'],
      ['search-nl', '/over-ons'],
    ]) {
      const res = await data('groenkennisnet', route!, path!).expect(404);
      assert.match(res.headers['content-type'] ?? '', /application\/json/);
      assert.equal(res.body.error, `route ${route} does not match ${path}`);
    }
  });

  test("the router-level 404 says so in its data; the CMS's 404 carries only its status", async () => {
    const router = await data('groenkennisnet', 'no-route-zoeken', '/zoeken/bodem/en-meer').expect(200);
    assert.deepEqual(router.body, {
      type: 'error',
      status: 404,
      data: { status: 404, reason: 'no-route' },
      locale: 'nl',
    });
    const cms = await data('groenkennisnet', 'content', '/bestaat-echt-niet').expect(200);
    assert.deepEqual(cms.body, { type: 'error', status: 404, data: { status: 404 }, locale: 'nl' });
  });

  test('a thrown error status and a redirect travel in the envelope', async () => {
    const preview = await data('groenkennisnet', 'preview', '/preview').expect(200);
    assert.deepEqual(preview.body, { type: 'error', status: 403, data: { status: 403 }, locale: 'nl' });
    const portlet = await data('groenkennisnet', 'portlet-domain-redirect', '/portlet/onbekend').expect(200);
    assert.deepEqual(portlet.body.data, { status: 404, portlet: 'onbekend' });
    const redirect = await data('groenkennisnet', 'search-redirect-en', '/search?q=soil').expect(200);
    assert.deepEqual(redirect.body, { type: 'redirect', status: 302, location: '/search/soil', locale: 'en' });
  });

  test('a page returned with an error status is data: the search page in its error state (503)', async () => {
    server.demo!.setFault('search', { kind: 'status', status: 503 }, { pathIncludes: 'storingsterm' });
    try {
      const res = await data('groenkennisnet', 'search-nl', '/zoeken/storingsterm').expect(200);
      assert.equal(res.body.type, 'data');
      assert.equal(res.body.data.result.status, 'error');
    } finally {
      server.demo!.setFault('search', null);
    }
  });

  test('the root route answers the site chrome for any path (the menu asks for it again)', async () => {
    const res = await data('groenkennisnet', 'root', '/').expect(200);
    assert.equal(res.body.type, 'data');
    assert.ok(Array.isArray(res.body.data.menu) && res.body.data.menu.length > 0);
  });
});

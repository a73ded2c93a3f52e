import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import request from 'supertest';
import { hostOf, startTestApp, type TestServer } from '../support/app.js';

// A page rendered while one of its upstream calls failed shows a fallback (the menu's error
// state, unfiltered results). It must not outlive the outage: not stored in the page cache, and
// sent with a Cache-Control no browser or CDN keeps. Once the upstream answers again, the very
// next request renders the healthy page.

let app: TestServer;
before(async () => {
  app = await startTestApp({ PAGE_CACHE_TTL_S: '60' });
});
after(() => app?.close());

const host = hostOf('groenkennisnet');
const get = (path: string) => request(app.url).get(path).set('Host', host);
/** The main menu's error state (src/app/layouts/MainMenu.tsx). */
const MENU_ERROR = /class="gkn-error"/;

test('a page rendered without its menu is not cached; after the CMS recovers the next request is healthy', async () => {
  app.demo.setFault('cms', { kind: 'status', status: 503 }, { pathIncludes: 'pagesectionid=gkn_menu' });
  try {
    const degraded = await get('/over-ons').expect(200);
    assert.match(degraded.text, MENU_ERROR, 'the menu shows its error state');
    assert.match(String(degraded.headers['cache-control']), /private/);
    assert.match(String(degraded.headers['cache-control']), /no-store/);
    assert.doesNotMatch(String(degraded.headers['cache-control']), /s-maxage|stale-while-revalidate/);
    const again = await get('/over-ons').expect(200);
    assert.notEqual(again.headers['x-cache'], 'HIT', 'a degraded page is never answered from the page cache');
  } finally {
    app.demo.setFault('cms', null, { pathIncludes: 'pagesectionid=gkn_menu' });
  }
  const healthy = await get('/over-ons').expect(200);
  assert.equal(healthy.headers['x-cache'], 'MISS', 'rendered afresh');
  assert.doesNotMatch(healthy.text, MENU_ERROR, 'the menu is back at once');
  assert.match(String(healthy.headers['cache-control']), /public.*s-maxage=60/);
  const cached = await get('/over-ons').expect(200);
  assert.equal(cached.headers['x-cache'], 'HIT', 'the healthy page is cached as usual');
});

test('a search page rendered without its filter list is not cached', async () => {
  app.demo.setFault('search', { kind: 'status', status: 503 }, { pathIncludes: 'filters' });
  try {
    const degraded = await get('/zoeken/mest?theme=Bodem').expect(200);
    assert.match(String(degraded.headers['cache-control']), /private, no-store/);
    const again = await get('/zoeken/mest?theme=Bodem').expect(200);
    assert.notEqual(again.headers['x-cache'], 'HIT');
  } finally {
    app.demo.setFault('search', null, { pathIncludes: 'filters' });
  }
  const healthy = await get('/zoeken/mest?theme=Bodem').expect(200);
  assert.equal(healthy.headers['x-cache'], 'MISS');
  assert.match(String(healthy.headers['cache-control']), /public/);
});

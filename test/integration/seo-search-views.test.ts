import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { hostOf, startTestApp, type TestServer } from '../support/app.js';

// issue 13 item 10, requirements §10.7.2: a search's filtered, paged and sorted states are views of
// its one page. They carry `noindex, follow` and name the page without filter, start and sort as
// canonical; the search page itself is indexable and its own canonical.

let server: TestServer;
before(async () => {
  server = await startTestApp();
});
after(() => server.close());

const get = (path: string, host = hostOf('groenkennisnet')) => request(server.url).get(path).set('Host', host);
const canonicalOf = (html: string) => {
  const link = /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  const og = /<meta property="og:url" content="([^"]+)">/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  assert.equal(og, link, 'og:url is the canonical URL');
  return link;
};
const robotsOf = (html: string) => [...html.matchAll(/<meta name="robots" content="([^"]+)">/g)].map((m) => m[1]);

describe('search pages: one indexable page, its views noindex', () => {
  test('the search page itself is indexed and its own canonical, tracking parameters dropped', async () => {
    for (const path of ['/zoeken/bodem', '/zoeken/bodem?start=0', '/zoeken/bodem?utm_source=nb&gclid=1&foo=bar']) {
      const res = await get(path).expect(200);
      assert.deepEqual(robotsOf(res.text), [], `${path}: no robots meta`);
      assert.equal(canonicalOf(res.text), 'https://www.groenkennisnet.nl/zoeken/bodem', path);
    }
  });

  for (const [state, query] of [
    ['filtered', '?contentsubtype=news'],
    ['paged', '?start=20'],
    ['sorted', '?srt=year&srt_direction=desc'],
    ['sorted by direction alone', '?srt_direction=desc'],
    ['filtered, sorted and paged, with tracking', '?contentsubtype=news&srt=title&start=20&utm_source=nb'],
  ] as const) {
    test(`a ${state} state: noindex, follow, and the page without its state as canonical`, async () => {
      const res = await get(`/zoeken/bodem${query}`).expect(200);
      assert.deepEqual(robotsOf(res.text), ['noindex, follow']);
      assert.equal(canonicalOf(res.text), 'https://www.groenkennisnet.nl/zoeken/bodem');
      assert.doesNotMatch(res.text, /rel="alternate" hreflang/, 'a view names no language alternates');
    });
  }

  test('an English search page on the English site, paged', async () => {
    const res = await get('/search/soil?start=20', hostOf('green-knowledge-network')).expect(200);
    assert.deepEqual(robotsOf(res.text), ['noindex, follow']);
    assert.equal(canonicalOf(res.text), 'https://www.greenknowledgenetwork.eu/search/soil');
  });

  test('a parameter that is no filter of the site makes no view: the page is indexed', async () => {
    const res = await get('/zoeken/bodem?nofilterhere=1&theme=').expect(200);
    assert.deepEqual(robotsOf(res.text), []);
    assert.equal(canonicalOf(res.text), 'https://www.groenkennisnet.nl/zoeken/bodem');
  });

  test('a portlet search: its views alike', async () => {
    const page = await get('/portlet/wur-bibliotheek/bodem').expect(200);
    assert.deepEqual(robotsOf(page.text), []);
    const view = await get('/portlet/wur-bibliotheek/bodem?start=20&srt=year').expect(200);
    assert.deepEqual(robotsOf(view.text), ['noindex, follow']);
    assert.equal(canonicalOf(view.text), 'https://www.groenkennisnet.nl/portlet/wur-bibliotheek/bodem');
  });

  test('an acceptance host stays noindex, nofollow in every state', async () => {
    const res = await get('/zoeken/bodem?start=20', 'acc.groenkennisnet.nl').expect(200);
    assert.deepEqual(robotsOf(res.text), ['noindex, nofollow']);
  });

  test('a cached view keeps its noindex and the cached page stays indexable', async () => {
    for (let i = 0; i < 2; i++) {
      const view = await get('/zoeken/water?srt=year').expect(200);
      assert.deepEqual(robotsOf(view.text), ['noindex, follow']);
      const page = await get('/zoeken/water').expect(200);
      assert.deepEqual(robotsOf(page.text), []);
      if (i === 1) assert.equal(page.headers['x-cache'], 'HIT');
    }
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { hostOf, startTestApp, type TestServer } from '../support/app.js';

// A result page leads back to the search state it was opened from (issue 13 item 12): term,
// filters, sort and page travel in the result link's `from` and come back in "Terug naar de
// zoekresultaten", on the site and in a portlet, without JavaScript. A `from` that is not a search
// of the same base is ignored (never a link elsewhere).

let server: TestServer;
before(async () => {
  server = await startTestApp();
});
after(async () => {
  await server?.close();
});

const get = (path: string, site = 'groenkennisnet') => request(server.url).get(path).set('Host', hostOf(site));
const unescape = (s: string) => s.replace(/&amp;/g, '&');

/** The first result link of a search page's HTML. */
function firstResultHref(html: string, prefix: string): string {
  const m = new RegExp(`<h3[^>]*><a href="(${prefix}[^"]+)"`).exec(html);
  assert.ok(m, 'a result link');
  return unescape(m[1]!);
}
/** The back link of a result page: its href and text. */
function backLink(html: string): { href: string; text: string } | null {
  const m = /<a[^>]*href="([^"]+)"[^>]*>‹ (?:<!-- -->)?([^<]+)<\/a>/.exec(html);
  return m ? { href: unescape(m[1]!), text: m[2]! } : null;
}

describe('result page: back to the search it came from', () => {
  test('site: term, filters, sort and page come back', async () => {
    const search = '/zoeken/bodem?contentsubtype=source&srt=year&srt_direction=desc&start=20';
    const list = await get(search);
    assert.equal(list.status, 200);
    const href = firstResultHref(list.text, '/zoeken/resultaat/');
    assert.equal(new URL(href, 'http://x').searchParams.get('from'), search);
    const page = await get(href);
    assert.equal(page.status, 200);
    assert.deepEqual(backLink(page.text), { href: search, text: 'Terug naar de zoekresultaten' });
  });

  test('English site: the same on /search', async () => {
    const search = '/search/soil?srt=title&srt_direction=asc';
    const list = await get(search, 'green-knowledge-network');
    const href = firstResultHref(list.text, '/search/result/');
    const page = await get(href, 'green-knowledge-network');
    assert.equal(page.status, 200);
    assert.deepEqual(backLink(page.text), { href: search, text: 'Back to the search results' });
  });

  test('portlet: back to the portlet search state', async () => {
    const search = '/portlet/wur-bibliotheek/bodem?start=20';
    const list = await get(search);
    assert.equal(list.status, 200);
    const href = firstResultHref(list.text, '/portlet/wur-bibliotheek/resultaat/');
    const page = await get(href);
    assert.equal(page.status, 200);
    assert.equal(backLink(page.text)?.href, search);
  });

  test('a wrong slug redirects keeping from', async () => {
    const list = await get('/zoeken/mest?start=20');
    const href = firstResultHref(list.text, '/zoeken/resultaat/');
    const wrong = await get(href.replace(/resultaat\/[^?]+/, 'resultaat/iets-anders'));
    assert.equal(wrong.status, 301);
    assert.equal(new URL(wrong.headers.location!, 'http://x').searchParams.get('from'), '/zoeken/mest?start=20');
  });

  test('a from that is not a search of this base is ignored: the plain way to search', async () => {
    const list = await get('/zoeken/bodem');
    const href = firstResultHref(list.text, '/zoeken/resultaat/');
    const id = new URL(href, 'http://x').searchParams.get('id')!;
    const path = href.split('?')[0]!;
    for (const from of [
      'https://elsewhere.example/zoeken/x',
      '//elsewhere.example/zoeken/x',
      '/zoeken/../over-ons',
      '/portlet/wur-bibliotheek/bodem',
      '/zoeken/resultaat/iets?id=x',
      'javascript:alert(1)',
    ]) {
      const page = await get(`${path}?id=${encodeURIComponent(id)}&from=${encodeURIComponent(from)}`);
      assert.equal(page.status, 200, from);
      const back = backLink(page.text);
      assert.deepEqual(back, { href: '/zoeken/*', text: 'Naar zoeken' }, from);
    }
  });
});

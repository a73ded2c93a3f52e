import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { parseFeed } from '@rowanmanning/feed-parser';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { hostOf, startTestApp, type TestServer } from '../support/app.js';

let server: TestServer;
before(async () => {
  server = await startTestApp();
});
after(() => server.close());

const host = hostOf('groenkennisnet');
const get = (path: string, siteHost = host) => request(server.url).get(path).set('Host', siteHost);

/** The feed's XML as elements (attributes under `@_`), every element a list, for RFC 4287 checks. */
function atomOf(xml: string) {
  assert.equal(XMLValidator.validate(xml), true, 'well-formed XML');
  const parser = new XMLParser({
    ignoreAttributes: false,
    isArray: (_name: string, _path: unknown, _leaf: boolean, isAttribute: boolean) => !isAttribute,
  });
  return parser.parse(xml).feed[0];
}

describe('the Atom feed of a search', () => {
  test('holds the newest results of the same search and filters, with absolute links on the production origin', async () => {
    const res = await get('/feeds/zoeken/*?theme=Bodem').expect(200);
    assert.equal(res.headers['content-type'], 'application/atom+xml; charset=utf-8');
    const feed = parseFeed(res.text);
    assert.equal(feed.meta.type, 'atom');
    assert.equal(feed.self, 'https://www.groenkennisnet.nl/feeds/zoeken/*?theme=Bodem');
    assert.match(feed.title!, /nieuwste zoekresultaten/);
    assert.ok(feed.items.length > 0 && feed.items.length <= 20);
    // The same search as the page's, newest first: the search service's year sort, its records in its order.
    const search = await fetch(
      `${server.demo.searchBaseUrl}gkn3?q=*&wq_max=20&wq_ofs=0&wq_flt=theme&wq_val=Bodem&wq_srt_desc=year`,
    );
    const expected = ((await search.json()) as { records: { title: string; theme?: string }[] }).records;
    assert.deepEqual(
      feed.items.map((i) => i.title),
      expected.map((r) => r.title),
    );
    for (const item of feed.items) {
      assert.match(item.url!, /^https:\/\/www\.groenkennisnet\.nl\/zoeken\/resultaat\/[^?]+\?id=/);
      assert.doesNotMatch(item.url!, /127\.0\.0\.1|localhost/);
      assert.ok(item.updated instanceof Date);
    }
    const times = feed.items.map((i) => i.updated!.getTime());
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
      'newest first',
    );
  });

  test('has every element RFC 4287 requires of a feed and its entries', async () => {
    const res = await get('/feeds/search/*', hostOf('green-knowledge-network')).expect(200);
    const feed = atomOf(res.text);
    assert.equal(feed['@_xmlns'], 'http://www.w3.org/2005/Atom');
    for (const name of ['id', 'title', 'updated', 'author']) assert.equal(feed[name]?.length, 1, `feed/${name}`);
    assert.match(feed.updated[0], /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    assert.ok(feed.author[0].name[0]);
    const links = feed.link.map((l: Record<string, string>) => [l['@_rel'], l['@_href']]);
    assert.ok(links.some(([rel, href]: string[]) => rel === 'self' && href!.startsWith('https://')));
    assert.ok(
      links.some(
        ([rel, href]: string[]) => rel === 'alternate' && /\/search\/\*\?srt=year&srt_direction=desc$/.test(href!),
      ),
    );
    assert.ok(feed.entry.length > 0);
    const ids = new Set();
    for (const entry of feed.entry) {
      for (const name of ['id', 'title', 'updated']) assert.equal(entry[name]?.length, 1, `entry/${name}`);
      assert.ok(
        entry.link.some(
          (l: Record<string, string>) => l['@_rel'] === 'alternate' && /\/search\/result\//.test(l['@_href']!),
        ),
      );
      ids.add(entry.id[0]);
    }
    assert.equal(ids.size, feed.entry.length, 'entry ids are unique');
  });

  test('is cacheable at the edge and tagged with the search scope, like the search page', async () => {
    const res = await get('/feeds/zoeken/bodem').expect(200);
    assert.match(res.headers['cache-control']!, /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+/);
    const keys = res.headers.xkey!.split(' ');
    assert.ok(keys.includes('groenkennisnet'), 'site key: a site purge drops it');
    assert.ok(
      keys.some((k) => k.startsWith('groenkennisnet:search:')),
      `scope key in ${res.headers.xkey}`,
    );
    const page = await get('/zoeken/bodem').expect(200);
    const pageScope = page.headers.xkey!.split(' ').filter((k) => k.includes(':search:'));
    for (const key of pageScope) assert.ok(keys.includes(key), `the page's ${key} tags the feed too`);
  });

  test('refuses bad parameters with a readable reason in the search language', async () => {
    const unknown = await get('/feeds/zoeken/bodem?srt=title').expect(400);
    assert.equal(unknown.headers['cache-control'], 'no-store');
    assert.match(unknown.text, /Onbekende parameter “srt”.*theme/);
    const en = await get('/feeds/search/soil?colour=green').expect(400);
    assert.match(en.text, /Unknown parameter “colour”/);
    assert.match((await get('/feeds/zoeken/bodem?theme=').expect(400)).text, /lege of te lange waarde/);
    assert.match((await get(`/feeds/zoeken/${'a'.repeat(300)}`).expect(400)).text, /langer dan 200 tekens/);
    assert.match((await get('/feeds/over-ons').expect(400)).text, /geen zoekopdracht/);
    // Campaign parameters are not part of a search: ignored, as on the page.
    await get('/feeds/zoeken/bodem?utm_source=mail').expect(200);
  });

  test('escapes CMS text as XML and keeps it text', async () => {
    const res = await get('/feeds/zoeken/%3Cb%3E%26%22').expect(200);
    const feed = parseFeed(res.text);
    assert.match(feed.title!, /“<b>&"”/);
    assert.match(res.text, /&lt;b&gt;&amp;&quot;/);
  });

  test('answers 503, uncached, while the search service is down', async () => {
    server.demo.setFault('search', { kind: 'status', status: 500 });
    try {
      const res = await get('/feeds/zoeken/nooit-eerder-gezocht').expect(503);
      assert.equal(res.headers['cache-control'], 'no-store');
      assert.match(res.text, /niet beschikbaar/);
    } finally {
      server.demo.setFault('search', null);
    }
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import type { RunningServer } from '../../src/server/start-server.js';
import { hostOf, startTestApp } from '../support/app.js';

// issue 13 item 8: structured data. Home: the Organization and the WebSite with its SearchAction;
// an article page: the BreadcrumbList of the breadcrumbs it shows; a result page: an Article
// (NewsArticle for news), a Dataset or an Event, as the record's type fits. Every node's
// properties are checked against schema.org's types at typecheck (schema-dts, in json-ld.ts).

let server: RunningServer;
before(async () => {
  server = await startTestApp();
});
after(() => server.close());

const get = (siteId: string, path: string) => request(server.url).get(path).set('Host', hostOf(siteId));
type Node = Record<string, unknown> & { '@type': string };

/** The page's JSON-LD graph (one block); [] when it has none. */
function graphOf(html: string): Node[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  assert.ok(blocks.length <= 1, 'at most one JSON-LD block');
  if (blocks.length === 0) return [];
  const json = JSON.parse(blocks[0]![1]!) as { '@context': string; '@graph': Node[] };
  assert.equal(json['@context'], 'https://schema.org');
  return json['@graph'];
}
const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"');

describe('JSON-LD', () => {
  for (const [site, origin, search] of [
    ['groenkennisnet', 'https://www.groenkennisnet.nl', 'zoeken'],
    ['green-knowledge-network', 'https://www.greenknowledgenetwork.eu', 'search'],
  ] as const) {
    test(`${site} home: Organization and WebSite whose SearchAction opens the site's search`, async () => {
      const graph = graphOf((await get(site, '/').expect(200)).text);
      assert.deepEqual(graph.map((n) => n['@type']).sort(), ['Organization', 'WebSite']);
      const org = graph.find((n) => n['@type'] === 'Organization')!;
      assert.equal(org.url, `${origin}/`);
      const website = graph.find((n) => n['@type'] === 'WebSite')!;
      assert.deepEqual(website.publisher, { '@id': org['@id'] });
      const action = website.potentialAction as { target: { urlTemplate: string }; 'query-input': string };
      assert.equal(action.target.urlTemplate, `${origin}/${search}/{search_term_string}`);
      assert.equal(action['query-input'], 'required name=search_term_string');
      // The template filled in is a working search page of the site.
      const path = new URL(action.target.urlTemplate.replace('{search_term_string}', 'bodem')).pathname;
      const page = await get(site, path).expect(200);
      assert.match(page.text, /<h2[^>]*id="search-results-title"/);
    });
  }

  test('an article page: visible breadcrumbs, and the same trail as its BreadcrumbList', async () => {
    const news = (await get('groenkennisnet', '/nieuws').expect(200)).text;
    const path = /href="(\/nieuws\/[a-z0-9-]+)"/.exec(news)![1]!;
    const html = (await get('groenkennisnet', path).expect(200)).text;
    const nav = /<nav aria-label="Kruimelpad">([\s\S]*?)<\/nav>/.exec(html)?.[1];
    assert.ok(nav, 'the page shows its breadcrumbs');
    const shown = [...nav!.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[1], decode(m[2]!)]);
    assert.deepEqual(shown, [
      ['/', 'Home'],
      ['/nieuws', 'Nieuws'],
    ]);
    const [list] = graphOf(html);
    assert.equal(list!['@type'], 'BreadcrumbList');
    const items = list!.itemListElement as { position: number; name: string; item: string }[];
    const h1 = decode(/<h1[^>]*>([^<]+)<\/h1>/.exec(html)![1]!);
    assert.deepEqual(items, [
      { '@type': 'ListItem', position: 1, name: 'Groen Kennisnet', item: 'https://www.groenkennisnet.nl/' },
      { '@type': 'ListItem', position: 2, name: 'Nieuws', item: 'https://www.groenkennisnet.nl/nieuws' },
      { '@type': 'ListItem', position: 3, name: h1, item: `https://www.groenkennisnet.nl${path}` },
    ]);
  });

  test('a top-level page has no breadcrumbs and no structured data', async () => {
    const html = (await get('groenkennisnet', '/over-ons').expect(200)).text;
    assert.doesNotMatch(html, /aria-label="Kruimelpad"/);
    assert.deepEqual(graphOf(html), []);
  });

  test('result pages: a news record is a NewsArticle, a source an Article, in the record’s language', async () => {
    for (const [type, expected] of [
      ['news', 'NewsArticle'],
      ['source', 'Article'],
    ] as const) {
      const res = await fetch(
        `${server.upstreams.searchBaseUrl}gkn3?q=*&wq_max=1&wq_flt=contentsubtype&wq_val=${type}&wq_flt=language&wq_val=en`,
      );
      const record = ((await res.json()) as { records: { id: string; title: string }[] }).records[0]!;
      const moved = await get('groenkennisnet', `/zoeken/resultaat/x?id=${encodeURIComponent(record.id)}`).expect(301);
      const html = (await get('groenkennisnet', moved.headers.location!).expect(200)).text;
      const [node] = graphOf(html);
      assert.ok(node, `${type}: structured data`);
      assert.ok([expected, 'Dataset'].includes(node['@type']), `${type}: ${node['@type']}`);
      assert.equal(node.name, record.title);
      assert.equal(node.inLanguage, 'en-US');
      assert.equal(node.url, `https://www.groenkennisnet.nl${moved.headers.location!.replace(/&amp;/g, '&')}`);
      if (node['@type'] !== 'Dataset') assert.equal(node.headline, record.title.slice(0, 110));
    }
  });

  test('an event with a date and a place is an Event: its start date, place and organiser', async () => {
    const res = await fetch(`${server.upstreams.searchBaseUrl}gkn3?q=*&wq_max=20&wq_flt=contentsubtype&wq_val=event`);
    const records = (
      (await res.json()) as {
        records: { id: string; title: string; date?: string; location?: string; organiser?: string }[];
      }
    ).records;
    const record = records.find((r) => r.date && r.location);
    assert.ok(record, 'an event record with a date and a location');
    const moved = await get('groenkennisnet', `/zoeken/resultaat/x?id=${encodeURIComponent(record.id)}`).expect(301);
    const html = (await get('groenkennisnet', moved.headers.location!).expect(200)).text;
    const [node] = graphOf(html);
    assert.equal(node?.['@type'], 'Event');
    assert.equal(node.name, record.title);
    assert.equal(node.startDate, record.date);
    assert.deepEqual(node.location, { '@type': 'Place', name: record.location, address: record.location });
    if (record.organiser) assert.deepEqual(node.organizer, { '@type': 'Organization', name: record.organiser });
    assert.equal(node.headline, undefined, 'an Event has no headline');
  });

  test('error pages and previews carry none; a title with </script> cannot end the block', async () => {
    const missing = await get('groenkennisnet', '/bestaat-echt-niet').expect(404);
    assert.deepEqual(graphOf(missing.text), []);
    const home = (await get('groenkennisnet', '/').expect(200)).text;
    const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(home)![1]!;
    assert.doesNotMatch(block, /</, 'every < is escaped inside the block');
  });
});

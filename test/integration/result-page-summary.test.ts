import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import request from 'supertest';
import { hostOf, startTestApp, type TestServer } from '../support/app.js';

// Issue 13 item 12, requirements §3: a result page shows every summary item the search list
// showed of its record (an event's when, location and organiser, a project's status, …), in the
// same words, besides its publisher, year and links; on the Dutch and the English site.

let server: TestServer;
before(async () => {
  server = await startTestApp();
});
after(() => server?.close());

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
/** The dt/dd pairs of an HTML fragment, as "label: value". */
const pairs = (html: string) =>
  [...html.matchAll(/<dt>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map((m) => `${decode(m[1]!)}: ${decode(m[2]!)}`);

for (const site of [
  { id: 'groenkennisnet', search: '/zoeken/bodem', result: '/zoeken/resultaat/' },
  { id: 'green-knowledge-network', search: '/search/soil', result: '/search/result/' },
]) {
  test(`${site.id}: each result page shows the summary items its list entry showed`, async () => {
    const list = (await request(server.url).get(site.search).set('Host', hostOf(site.id)).expect(200)).text;
    const links = [...list.matchAll(new RegExp(`href="(${site.result}[^"]+)"`, 'g'))];
    assert.ok(links.length >= 10, 'a page of results');
    let withSummary = 0;
    for (const [i, link] of links.entries()) {
      // The list entry: from its title link to the next one.
      const entry = list.slice(link.index, links[i + 1]?.index ?? list.indexOf('</ol>', link.index));
      const shown = pairs(entry);
      if (shown.length === 0) continue;
      withSummary++;
      const page = (await request(server.url).get(decode(link[1]!)).set('Host', hostOf(site.id)).expect(200)).text;
      const onPage = pairs(page);
      for (const pair of shown)
        assert.ok(onPage.includes(pair), `${link[1]}: "${pair}" shown in the list, not on the page`);
    }
    assert.ok(withSummary >= 5, `results with summary items: ${withSummary}`);
  });
}

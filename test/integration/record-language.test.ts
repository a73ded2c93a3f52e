import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import type { RunningServer } from '../../src/server/start-server.js';
import { hostOf, startTestApp } from '../support/app.js';

// WCAG 3.1.2 language of parts (issue 13 item 1): a record's own words carry its own language,
// whatever the site's: English results on Dutch sites, Dutch items on the English site; a result
// page is declared in its record's language, its menus and labels in the site's.

let server: RunningServer;
before(async () => {
  server = await startTestApp();
});
after(() => server.close());

const get = (siteId: string, path: string) => request(server.url).get(path).set('Host', hostOf(siteId));
const decode = (s: string) => decodeURIComponent(s.replace(/&amp;/g, '&'));
const TAG = { nl: 'nl-NL', en: 'en-US' } as const;

/** Ids of the scope's records in a language, straight from the search service (first 100). */
async function idsIn(language: 'nl' | 'en'): Promise<Set<string>> {
  const res = await fetch(`${server.upstreams.searchBaseUrl}gkn3?q=*&wq_max=100&wq_flt=language&wq_val=${language}`);
  const body = (await res.json()) as { records: { id: string }[] };
  return new Set(body.records.map((r) => r.id));
}

/** Every record title heading of the main content: its `lang` and the record id it links. */
function titledRecords(html: string, tag: 'h2' | 'h3'): { lang: string | null; id: string }[] {
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  return main
    .split(`<${tag}`)
    .slice(1)
    .flatMap((chunk) => {
      const open = chunk.slice(0, chunk.indexOf('>'));
      // The id, then (on a search list) the `from` of the list's state.
      const id = /href="\/(?:zoeken\/resultaat|search\/result)\/[^"?]+\?id=([^"&]+)(?:&amp;[^"]*)?"/.exec(
        chunk.slice(0, chunk.indexOf(`</${tag}>`)),
      )?.[1];
      return id ? [{ lang: / lang="([^"]+)"/.exec(open)?.[1] ?? null, id: decode(id) }] : [];
    });
}

describe('the language of records', () => {
  test('search results on a Dutch site carry each record’s language (English ones en-US)', async () => {
    const english = await idsIn('en');
    const dutch = await idsIn('nl');
    const seen = new Set<string>();
    for (const path of ['/zoeken/*', '/zoeken/*?start=20', '/zoeken/*?start=40']) {
      const results = titledRecords((await get('groenkennisnet', path).redirects(2).expect(200)).text, 'h3');
      assert.ok(results.length > 0, `${path} lists results`);
      for (const r of results) {
        const expected = english.has(r.id) ? TAG.en : dutch.has(r.id) ? TAG.nl : null;
        if (!expected) continue; // beyond the first 100 of its language: not known here
        assert.equal(r.lang, expected, `${path}: ${r.id}`);
        seen.add(expected);
      }
    }
    assert.deepEqual([...seen].sort(), ['en-US', 'nl-NL'], 'both languages were among the results');
  });

  test('item cards carry their record’s language (Dutch site and English site)', async () => {
    for (const [site, path, lang] of [
      ['groenkennisnet', '/nieuws', TAG.nl],
      ['green-knowledge-network', '/news', TAG.en],
    ] as const) {
      const cards = titledRecords((await get(site, path).expect(200)).text, 'h3');
      assert.ok(cards.length > 0, `${site}${path} shows item cards`);
      for (const card of cards) assert.equal(card.lang, lang, `${site}${path}: ${card.id}`);
    }
  });

  for (const [site, recordLanguage, siteTag] of [
    ['groenkennisnet', 'en', TAG.nl],
    ['green-knowledge-network', 'nl', TAG.en],
  ] as const) {
    test(`a ${recordLanguage} record's result page on ${site} is declared ${TAG[recordLanguage]}, its chrome ${siteTag}`, async () => {
      const [id] = await idsIn(recordLanguage);
      const search = site === 'groenkennisnet' ? '/zoeken/resultaat/x' : '/search/result/x';
      const moved = await get(site, `${search}?id=${encodeURIComponent(id!)}`).expect(301);
      const html = (await get(site, moved.headers.location!).expect(200)).text;
      assert.match(html, new RegExp(`<html lang="${TAG[recordLanguage]}"`));
      assert.match(html, new RegExp(`<div class="gkn-page"[^>]* lang="${siteTag}"`));
      assert.match(html, new RegExp(`<h1[^>]* lang="${TAG[recordLanguage]}"`));
    });
  }
});

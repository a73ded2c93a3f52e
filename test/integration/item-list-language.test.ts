import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import type { RunningServer } from '../../src/server/start-server.js';
import { listSiteFiles, validateSiteFiles } from '../../src/sites/site-files.js';
import { hostOf, startTestApp } from '../support/app.js';

// A site's scope holds records in both languages; the item lists of its pages show only the
// records of the page's language (no 'Climate knowledge day 2026' on a Dutch page).

const { sites } = validateSiteFiles(listSiteFiles(`${ROOT_DIR}/sites`));
let server: RunningServer;
before(async () => {
  server = await startTestApp();
});
after(() => server.close());

const get = (siteId: string, path: string) => request(server.url).get(path).set('Host', hostOf(siteId));
const decode = (s: string) => decodeURIComponent(s.replace(/&amp;/g, '&'));

/** Ids of the records the page's item lists show (not the map banner or item links). */
function itemListIds(html: string): string[] {
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  return main
    .split('data-element="')
    .filter((chunk) => chunk.startsWith('item-list"'))
    .flatMap((chunk) =>
      [...chunk.matchAll(/href="\/(?:zoeken\/resultaat|search\/result)\/[^"?]+\?id=([^"]+)"/g)].map((m) =>
        decode(m[1]!),
      ),
    );
}

/** Every record id of a scope in a language, straight from the search service (paged). */
async function idsIn(scope: string, language: 'nl' | 'en'): Promise<Set<string>> {
  const ids = new Set<string>();
  for (let ofs = 0; ; ofs += 100) {
    const res = await fetch(
      `${server.upstreams.searchBaseUrl}${scope}?q=*&wq_max=100&wq_ofs=${ofs}&wq_flt=language&wq_val=${language}`,
    );
    const body = (await res.json()) as { hits: number; records: { id: string }[] };
    for (const r of body.records) ids.add(r.id);
    if (body.records.length < 100 || ofs + 100 >= body.hits) return ids;
  }
}

/** Pages with item lists: home, the overviews, and an article and a dossier the overviews link. */
async function pagesWithLists(siteId: string, overviews: string[]): Promise<string[]> {
  const paths = ['/', ...overviews];
  for (const overview of [overviews[0]!, '/dossier']) {
    const html = (await get(siteId, overview).expect(200)).text;
    const section = overview === '/dossier' ? 'dossier' : overview.slice(1);
    const article = new RegExp(`href="(/${section}/[a-z0-9-]+)"`).exec(html)?.[1];
    assert.ok(article, `${overview} links an article`);
    paths.push(article!);
  }
  return paths;
}

const CASES = [
  {
    id: 'groenkennisnet',
    language: 'nl' as const,
    overviews: ['/nieuws', '/agenda', '/projecten', '/experts', '/kennisbank'],
  },
  { id: 'kennisbank-bodem', language: 'nl' as const, overviews: ['/nieuws', '/agenda', '/kennisbank'] },
  { id: 'green-knowledge-network', language: 'en' as const, overviews: ['/news', '/events', '/projects'] },
];
const ENGLISH_DATE =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}\b/;

describe("item lists show only the page's language", () => {
  for (const c of CASES) {
    test(`${c.id} (${c.language}): every item-list record is ${c.language}`, async () => {
      const site = sites.find((s) => s.id === c.id)!;
      const other = await idsIn(site.gkz.scope ?? 'gkn3', c.language === 'nl' ? 'en' : 'nl');
      assert.ok(other.size > 0, 'the scope holds records in the other language');
      let shown = 0;
      for (const path of await pagesWithLists(c.id, c.overviews)) {
        const html = (await get(c.id, path).expect(200)).text;
        const ids = itemListIds(html);
        assert.ok(ids.length > 0, `${path} has item-list records`);
        shown += ids.length;
        assert.deepEqual(
          ids.filter((id) => other.has(id)),
          [],
          `${path}: no records in the other language`,
        );
        if (c.language === 'nl')
          assert.doesNotMatch(
            html.slice(html.indexOf('<main'), html.indexOf('</main>')),
            ENGLISH_DATE,
            `${path}: no English dates`,
          );
      }
      assert.ok(shown >= 20, `${shown} records checked`);
    });
  }
});

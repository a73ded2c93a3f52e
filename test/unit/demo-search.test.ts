import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SearchIndex, processTerm, type SearchQuery } from '../../src/demo/search-index.js';
import { parseSearchQuery, QueryError } from '../../src/demo/search-routes.js';
import type { SearchRecord } from '../../src/demo/corpus-types.js';

// The demo search engine on a hand-made corpus, where every count can be worked out by hand.

function rec(id: string, title: string, extra: Partial<SearchRecord> = {}): SearchRecord {
  return {
    id,
    title,
    description: '',
    contentsubtype: 'news',
    year: 2020,
    language: 'nl',
    publisher: 'P',
    authors: [],
    source: 'S',
    keywords: [],
    ...extra,
  };
}

const corpus = [
  rec('a', 'Bodemleven in kleigrond', {
    contentsubtype: 'source',
    year: 2021,
    keywords: ['bodem', 'klei'],
    region: 'Zeeland',
  }),
  rec('b', 'Écologie du sol', { contentsubtype: 'source', year: 2019, language: 'en', keywords: ['bodem'] }),
  rec('c', 'Akkerranden en bijen', { contentsubtype: 'news', year: 2021, keywords: ['bijen'], region: 'Zeeland' }),
  rec('d', 'Zandgrond en water', {
    contentsubtype: 'event',
    year: 2021,
    keywords: ['bodem', 'water'],
    region: 'Drenthe',
  }),
  rec('e', 'Bodemleven meten', {
    contentsubtype: 'news',
    year: 2019,
    keywords: ['bodem', 'klei'],
    description: 'Regenwormen tellen op kleigrond',
  }),
];
const index = new SearchIndex(corpus);
const q = (over: Partial<SearchQuery>): SearchQuery => ({
  q: '*',
  max: 20,
  offset: 0,
  filters: [],
  sort: { field: 'score', direction: 'desc' },
  ...over,
});
const run = async (over: Partial<SearchQuery>) => (await index.search('gkn3', q(over)))!;
const facet = (r: { facets: { name: string; properties: { value: string; count: number }[] }[] }, name: string) =>
  Object.fromEntries(r.facets.find((f) => f.name === name)!.properties.map((p) => [p.value, p.count]));

describe('demo search index', () => {
  test('* lists everything newest first', async () => {
    const r = await run({});
    assert.equal(r.hits, 5);
    assert.deepEqual(
      r.records.map((x) => x.year),
      [2021, 2021, 2021, 2019, 2019],
    );
  });

  test('a term matches title and description, with prefix and fuzziness', async () => {
    assert.deepEqual((await run({ q: 'kleigrond' })).records.map((x) => x.id).sort(), ['a', 'e']);
    assert.deepEqual(
      (await run({ q: 'akkerrand' })).records.map((x) => x.id),
      ['c'],
    );
    assert.deepEqual(
      (await run({ q: 'zandgrnd' })).records.map((x) => x.id),
      ['d'],
    );
  });

  test('OR within a pair, AND between pairs, facets leave out their own group', async () => {
    const r = await run({
      filters: [
        { name: 'contentsubtype', values: ['news', 'event'] },
        { name: 'keyword', values: ['bodem'] },
      ],
    });
    assert.deepEqual(r.records.map((x) => x.id).sort(), ['d', 'e']);
    // contentsubtype counts apply only the keyword filter: a, b (source), d (event), e (news).
    assert.deepEqual(facet(r, 'contentsubtype'), { source: 2, event: 1, news: 1 });
    // keyword counts apply only the subtype filter: c, d, e.
    assert.deepEqual(facet(r, 'keyword'), { bodem: 2, bijen: 1, klei: 1, water: 1 });
    assert.deepEqual(facet(r, 'year'), { '2021': 1, '2019': 1 });
  });

  test('two keyword pairs need both keywords', async () => {
    const r = await run({
      filters: [
        { name: 'keyword', values: ['bodem'] },
        { name: 'keyword', values: ['klei'] },
      ],
    });
    assert.deepEqual(r.records.map((x) => x.id).sort(), ['a', 'e']);
  });

  test('an unknown filter value matches nothing', async () => {
    assert.equal((await run({ filters: [{ name: 'region', values: ['Atlantis'] }] })).hits, 0);
  });

  test('title sort ignores accents and case; year sort breaks ties by title', async () => {
    assert.deepEqual(
      (await run({ sort: { field: 'title', direction: 'asc' } })).records.map((x) => x.id),
      ['c', 'a', 'e', 'b', 'd'],
    );
    assert.deepEqual(
      (await run({ sort: { field: 'title', direction: 'desc' } })).records.map((x) => x.id),
      ['d', 'b', 'e', 'a', 'c'],
    );
    assert.deepEqual(
      (await run({ sort: { field: 'year', direction: 'asc' } })).records.map((x) => x.id),
      ['e', 'b', 'c', 'a', 'd'],
    );
    assert.deepEqual(
      (await run({ sort: { field: 'year', direction: 'desc' } })).records.map((x) => x.id),
      ['c', 'a', 'd', 'e', 'b'],
    );
  });

  test('pages with max and offset over the same result list', async () => {
    const all = (await run({ sort: { field: 'title', direction: 'asc' } })).records.map((x) => x.id);
    const page = await run({ sort: { field: 'title', direction: 'asc' }, max: 2, offset: 2 });
    assert.deepEqual(
      page.records.map((x) => x.id),
      all.slice(2, 4),
    );
    assert.equal(page.hits, 5);
  });

  test('scopes restrict search and lookups', async () => {
    index.defineScope('zeeland', (r) => r.region === 'Zeeland');
    assert.equal((await index.search('zeeland', q({})))!.hits, 2);
    assert.equal((await index.search('zeeland', q({ q: 'bodemleven' })))!.hits, 1);
    assert.equal(index.get('zeeland', 'e'), undefined);
    assert.equal(index.get('gkn3', 'e')?.id, 'e');
    assert.equal(await index.search('nowhere', q({})), undefined);
  });

  test('stop words and one-letter terms are not indexed; accents are folded', () => {
    assert.equal(processTerm('de'), null);
    assert.equal(processTerm('x'), null);
    assert.equal(processTerm('Écologie'), 'ecologie');
  });
});

describe('demo search parameters', () => {
  test('defaults: all, 20 per page from 0, by score', () => {
    assert.deepEqual(parseSearchQuery({}), {
      q: '*',
      max: 20,
      offset: 0,
      filters: [],
      sort: { field: 'score', direction: 'desc' },
    });
  });

  test('the last wq_max wins (a prepared query URL plus &wq_max=n) and is capped at 100', () => {
    assert.equal(parseSearchQuery({ wq_max: ['10', '5'] }).max, 5);
    assert.equal(parseSearchQuery({ wq_max: '1000' }).max, 100);
  });

  test('filter pairs line up by position and || splits values', () => {
    const p = parseSearchQuery({
      wq_flt: ['contentsubtype', 'keyword', 'keyword'],
      wq_val: ['news||event', 'bodem', 'water'],
      wq_srt_asc: 'year',
    });
    assert.deepEqual(p.filters, [
      { name: 'contentsubtype', values: ['news', 'event'] },
      { name: 'keyword', values: ['bodem'] },
      { name: 'keyword', values: ['water'] },
    ]);
    assert.deepEqual(p.sort, { field: 'year', direction: 'asc' });
  });

  test('rejects what it cannot honour', () => {
    for (const bad of [
      { wq_max: 'x' },
      { wq_ofs: '-3' },
      { wq_flt: 'colour', wq_val: 'green' },
      { wq_flt: ['year', 'language'], wq_val: '2020' },
      { wq_srt_desc: 'date' },
      { wq_srt_asc: 'title', wq_srt_desc: 'title' },
      { wq_flt: 'year', wq_val: '||' },
    ]) {
      assert.throws(() => parseSearchQuery(bad), QueryError, JSON.stringify(bad));
    }
  });
});

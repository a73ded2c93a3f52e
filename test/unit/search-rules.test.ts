import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  alignedStart,
  pageCount,
  pageOfStart,
  paginationItems,
  paginationModel,
  startOfPage,
  type PageItem,
} from '../../src/app/logic/pagination.js';
import {
  canonicalQuery,
  isFilterParam,
  MAX_START,
  MAX_TERM_LENGTH,
  parseFilters,
  parseSort,
  parseStart,
  parseTerm,
  sortOfChoice,
  asksForFilters,
} from '../../src/app/logic/search-params.js';
import { phaseOf } from '../../src/app/logic/search-state.js';
import { resultUrlOf, searchUrlOf, toggleFilter } from '../../src/app/logic/search-url.js';
import { slugify } from '../../src/app/logic/slug.js';
import { encodeSearchTerm } from '../../src/app/logic/route-segments.js';
import { buildFilterGroups } from '../../src/app/logic/search-data.js';

/** Pagination as text: numbers, [n] for the current page, … for a separator. */
const show = (items: PageItem[]) =>
  items.map((i) => (i.kind === 'gap' ? '…' : i.current ? `[${i.page}]` : String(i.page))).join(' ');

describe('pagination (spec §9)', () => {
  test('page 1 of 20: the first pages, a separator, the last page', () => {
    assert.equal(show(paginationItems(1, 20)), '[1] 2 3 … 20');
  });
  test('page 4: no left separator yet (current below 5), the numbers run from 1', () => {
    assert.equal(show(paginationItems(4, 20)), '1 2 3 [4] 5 … 20');
  });
  test('page 5: a left separator from page 5 on, 3 numbers around the current page', () => {
    assert.equal(show(paginationItems(5, 20)), '1 … 4 [5] 6 … 20');
  });
  test('4 or more pages from the end there is a right separator; 3 from the end there is none', () => {
    assert.equal(show(paginationItems(16, 20)), '1 … 15 [16] 17 … 20');
    assert.equal(show(paginationItems(17, 20)), '1 … 16 [17] 18 19 20');
  });
  test('the last pages', () => {
    assert.equal(show(paginationItems(19, 20)), '1 … 18 [19] 20');
    assert.equal(show(paginationItems(20, 20)), '1 … 18 19 [20]');
  });
  test('few pages: all numbers, no separators; one page: no pagination', () => {
    assert.equal(show(paginationItems(3, 6)), '1 2 [3] 4 5 6');
    assert.equal(show(paginationItems(2, 2)), '1 [2]');
    assert.deepEqual(paginationItems(1, 1), []);
  });
  test('past MAX_START the page count is capped: the last number is the deepest page we can show', () => {
    // 250,000 hits would be 12,500 pages, but start is clamped to 10,000: page 501 is the last.
    const first = paginationModel(0, 250_000, 20);
    assert.equal(first.total, 501);
    assert.equal(show(first.items), '[1] 2 3 … 501');
    assert.equal(startOfPage(501, 20), MAX_START);
    const last = paginationModel(MAX_START, 250_000, 20);
    assert.equal(last.current, 501);
    assert.equal(show(last.items), '1 … 499 500 [501]');
    assert.equal(last.nextStart, null, 'no next page past the deepest one');
    assert.equal(last.prevStart, MAX_START - 20);
    // Exactly at the cap and just below it nothing changes.
    assert.equal(paginationModel(0, 10_020, 20).total, 501);
    assert.equal(paginationModel(0, 10_000, 20).total, 500);
    assert.equal(pageCount(10_041, 20), 501);
  });
  test('an unaligned start is the page it falls in; next is the following aligned page (no overlap)', () => {
    assert.equal(alignedStart(19, 20), 0);
    assert.equal(alignedStart(45, 20), 40);
    assert.equal(alignedStart(20_000, 20), MAX_START);
    const m = paginationModel(19, 100, 20);
    assert.equal(m.current, 1);
    assert.equal(show(m.items), '[1] 2 3 … 5');
    assert.equal(m.nextStart, 20);
    assert.equal(m.prevStart, null);
    const mid = paginationModel(45, 100, 20);
    assert.equal(mid.current, 3);
    assert.deepEqual([mid.prevStart, mid.nextStart], [20, 60]);
  });
  test('page count and the page of an offset (20 per page)', () => {
    assert.equal(pageCount(0, 20), 1);
    assert.equal(pageCount(41, 20), 3);
    assert.equal(pageOfStart(40, 20), 3);
    assert.equal(pageOfStart(45, 20), 3);
  });
});

describe('search URL rules (spec §5)', () => {
  test('an empty or blank term becomes *; + is a space; long terms are cut, not refused', () => {
    assert.deepEqual(parseTerm(''), { term: '*', truncated: false });
    assert.deepEqual(parseTerm('   '), { term: '*', truncated: false });
    assert.deepEqual(parseTerm('bodem+leven'), { term: 'bodem leven', truncated: false });
    const long = parseTerm('a'.repeat(MAX_TERM_LENGTH + 50));
    assert.equal(long.truncated, true);
    assert.equal(long.term.length, MAX_TERM_LENGTH);
  });
  test('a literal + (%2B) in the still-encoded term segment survives; + between words is a space', () => {
    assert.deepEqual(parseTerm('c%2B%2B'), { term: 'c++', truncated: false });
    assert.deepEqual(parseTerm('c%2B%2B+programmeren'), { term: 'c++ programmeren', truncated: false });
    assert.deepEqual(parseTerm('caf%C3%A9+cr%C3%A8me'), { term: 'café crème', truncated: false });
    assert.deepEqual(parseTerm('100%+zeker'), { term: '100% zeker', truncated: false }, 'a stray % is literal');
    assert.equal(parseTerm('a%2Bb+c').term, 'a+b c');
    assert.equal(parseTerm('+%20+').term, '*');
    for (const term of ['c++', 'a + b', 'NPK 12+10+18', 'café', '50%'])
      assert.equal(parseTerm(encodeSearchTerm(term)).term, term.replace(/\s+/g, ' '), term);
  });
  test('start is an integer, default 0; junk and negatives are 0', () => {
    assert.equal(parseStart(new URLSearchParams('start=40')), 40);
    assert.equal(parseStart(new URLSearchParams('start=40abc')), 40);
    assert.equal(parseStart(new URLSearchParams('start=abc')), 0);
    assert.equal(parseStart(new URLSearchParams('start=-20')), 0);
    assert.equal(parseStart(new URLSearchParams('')), 0);
  });
  test('sort direction accepts only asc or desc, default asc; relevance needs no parameter', () => {
    assert.deepEqual(parseSort(new URLSearchParams('srt=title&srt_direction=desc')), {
      field: 'title',
      direction: 'desc',
    });
    assert.deepEqual(parseSort(new URLSearchParams('srt=year&srt_direction=sideways')), {
      field: 'year',
      direction: 'asc',
    });
    assert.deepEqual(parseSort(new URLSearchParams('srt=year')), { field: 'year', direction: 'asc' });
    assert.equal(parseSort(new URLSearchParams('srt=score&srt_direction=desc')), null);
    assert.equal(parseSort(new URLSearchParams('srt=price')), null);
  });
  test('parameters starting with srt, and start, are not filters', () => {
    for (const name of ['srt', 'srt_direction', 'srtanything', 'start', 'q', 'sort'])
      assert.equal(isFilterParam(name), false, name);
    for (const name of ['contentsubtype', 'keyword', 'theme', 'starts']) assert.equal(isFilterParam(name), true, name);
  });
  test('filter groups keep their order; duplicates and empty values go; unknown names are dropped when the filters are known', () => {
    const params = new URLSearchParams(
      'theme=Bodem&srt=title&contentsubtype=news&theme=Water&theme=Bodem&start=20&contentsubtype=&utm_source=x',
    );
    assert.deepEqual(parseFilters(params, ['contentsubtype', 'theme', 'keyword']), [
      { name: 'theme', values: ['Bodem', 'Water'] },
      { name: 'contentsubtype', values: ['news'] },
    ]);
  });
  test('without a filter list nothing is a filter; tracking parameters never are', () => {
    const params = new URLSearchParams('theme=Bodem&utm_source=mail&fbclid=abc&gclid=1');
    assert.deepEqual(parseFilters(params, null), []);
    assert.deepEqual(parseFilters(params, []), []);
    for (const name of ['utm_source', 'utm_medium', 'fbclid', 'gclid', 'msclkid', 'mc_cid'])
      assert.equal(isFilterParam(name), false, name);
    assert.deepEqual(parseFilters(params, ['theme', 'utm_source']), [{ name: 'theme', values: ['Bodem'] }]);
  });
  test('the no-JS sort form value becomes srt and srt_direction; q and start are dropped', () => {
    assert.equal(
      canonicalQuery(new URLSearchParams('q=x&theme=Bodem&sort=year-desc&start=40')).toString(),
      'theme=Bodem&srt=year&srt_direction=desc',
    );
    assert.equal(canonicalQuery(new URLSearchParams('srt=title&srt_direction=asc&sort=relevance')).toString(), '');
    assert.equal(sortOfChoice('nonsense'), null);
  });
  test('search URLs: spaces as +, filters, sort, start only past the first page', () => {
    const base = { kind: 'site', locale: 'nl' } as const;
    assert.equal(
      searchUrlOf(base, {
        term: 'bodem leven',
        filters: [{ name: 'theme', values: ['Bodem', 'Water'] }],
        sort: { field: 'year', direction: 'desc' },
        start: 20,
      }),
      '/zoeken/bodem+leven?theme=Bodem&theme=Water&srt=year&srt_direction=desc&start=20',
    );
    assert.equal(
      searchUrlOf({ kind: 'site', locale: 'en' }, { term: '  ', filters: [], sort: null, start: 0 }),
      '/search/*',
    );
    assert.equal(
      searchUrlOf({ kind: 'portlet', domain: 'wur-bibliotheek' }, { term: 'mest', filters: [], sort: null, start: 0 }),
      '/portlet/wur-bibliotheek/mest',
    );
  });
  test('result URLs carry the slugified title and the encoded id', () => {
    assert.equal(
      resultUrlOf({ kind: 'site', locale: 'nl' }, 'Effect van bekalking op het bodemleven', 'gkn:source:1'),
      '/zoeken/resultaat/effect-van-bekalking-op-het-bodemleven?id=gkn%3Asource%3A1',
    );
    assert.equal(resultUrlOf({ kind: 'site', locale: 'en' }, 'Soil', 'edepot/5'), '/search/result/soil?id=edepot%2F5');
    assert.equal(
      resultUrlOf({ kind: 'portlet', domain: 'wur-bibliotheek' }, 'Soil', 'edepot/5'),
      '/portlet/wur-bibliotheek/resultaat/soil?id=edepot%2F5',
      'a portlet result page is Dutch whatever the language',
    );
    assert.equal(slugify('Éénjarige teelt & “water”: 2024!'), 'eenjarige-teelt-water-2024');
    assert.equal(slugify('!!!'), 'item');
  });
  test('toggling a filter adds or removes one value and drops an empty group', () => {
    const one = toggleFilter([], 'theme', 'Bodem');
    assert.deepEqual(one, [{ name: 'theme', values: ['Bodem'] }]);
    assert.deepEqual(toggleFilter(one, 'theme', 'Water'), [{ name: 'theme', values: ['Bodem', 'Water'] }]);
    assert.deepEqual(toggleFilter(one, 'theme', 'Bodem'), []);
  });
});

describe('filter groups for the sidebar', () => {
  const filters = [
    {
      id: 1,
      name: 'contentsubtype',
      alias: 'Soort inhoud',
      aliasEng: 'Content type',
      properties: [
        { id: 'c:news', value: 'news', display: 'Nieuws' },
        { id: 'c:event', value: 'event', display: 'Evenement' },
      ],
    },
    {
      id: 5,
      name: 'theme',
      alias: 'Thema',
      aliasEng: 'Theme',
      properties: [{ id: 't:Bodem', value: 'Bodem', display: 'Bodem' }],
    },
  ];
  test('named by alias in Dutch and alias-eng in English, counts from the facets', () => {
    const facets = [
      {
        name: 'contentsubtype',
        id: 1,
        properties: [
          { value: 'event', count: 3 },
          { value: 'news', count: 1 },
        ],
      },
    ];
    const nl = buildFilterGroups(filters, facets, [], 'nl');
    assert.equal(nl.length, 1, 'a group without counts is left out');
    assert.equal(nl[0]!.label, 'Soort inhoud');
    assert.deepEqual(
      nl[0]!.properties.map((p) => [p.value, p.count, p.checked]),
      [
        ['event', 3, false],
        ['news', 1, false],
      ],
    );
    assert.equal(buildFilterGroups(filters, facets, [], 'en')[0]!.label, 'Content type');
  });
  test('a checked value stays visible when its count drops to 0', () => {
    const facets = [
      { name: 'contentsubtype', id: 1, properties: [{ value: 'event', count: 3 }] },
      { name: 'theme', id: 5, properties: [] },
    ];
    const groups = buildFilterGroups(filters, facets, [{ name: 'theme', values: ['Bodem'] }], 'nl');
    const theme = groups.find((g) => g.name === 'theme')!;
    assert.deepEqual(theme.properties, [{ value: 'Bodem', display: 'Bodem', count: 0, checked: true }]);
  });
});

test('a group shows its 40 most frequent values, plus any checked value further down', () => {
  const filters = [{ id: 6, name: 'keyword', alias: 'Trefwoord', aliasEng: 'Keyword', properties: [] }];
  const facets = [
    { name: 'keyword', id: 6, properties: Array.from({ length: 100 }, (_, i) => ({ value: `k${i}`, count: 100 - i })) },
  ];
  const [group] = buildFilterGroups(filters, facets, [{ name: 'keyword', values: ['k90'] }], 'nl');
  assert.equal(group!.properties.length, 41);
  assert.deepEqual(group!.properties.at(-1), { value: 'k90', display: 'k90', count: 10, checked: true });
});

describe('search state (spec §4)', () => {
  test('the rendered page: searching while the next state loads', () => {
    assert.equal(phaseOf({ status: 'results' }, true), 'searching');
    assert.equal(phaseOf({ status: 'error' }, false), 'error');
    assert.equal(phaseOf({ status: 'results' }, false), 'results');
  });
});

test('an address asks for filters when it has a filter-like parameter with a value; tracking, paging and sort do not count', () => {
  assert.equal(asksForFilters(new URLSearchParams('theme=Bodem')), true);
  assert.equal(
    asksForFilters(new URLSearchParams('utm_source=x&fbclid=y&srt=title&srt_direction=asc&start=20&q=a')),
    false,
  );
  assert.equal(asksForFilters(new URLSearchParams('theme=')), false);
});

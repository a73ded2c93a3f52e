import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  canonicalQuery,
  isFilterParam,
  MAX_TERM_LENGTH,
  parseFilters,
  parseSort,
  parseStart,
  parseTerm,
  sortOfChoice,
} from '../../src/app/logic/search-params.js';
import { resultUrlOf, searchQueryPath, searchUrlOf, toggleFilter } from '../../src/app/logic/search-url.js';
import { slugify } from '../../src/app/logic/slug.js';
import { encodeSearchTerm } from '../../src/app/logic/route-segments.js';

describe('search URL rules (requirements §5)', () => {
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
      resultUrlOf({ kind: 'site', locale: 'nl' }, 'Wat weten we? Stand van de kennis', 'edepot/500002'),
      '/zoeken/resultaat/wat-weten-we-stand-van-de-kennis?id=edepot%2F500002',
    );
    assert.equal(resultUrlOf({ kind: 'site', locale: 'en' }, 'Über', 'x'), '/search/result/uber?id=x');
    assert.equal(
      resultUrlOf({ kind: 'portlet', domain: 'wur-bibliotheek' }, 'Soil', 'edepot/5'),
      '/portlet/wur-bibliotheek/resultaat/soil?id=edepot%2F5',
      'a portlet result page is Dutch whatever the language',
    );
    assert.equal(slugify('Éénjarige teelt & “water”: 2024!'), 'eenjarige-teelt-water-2024');
    assert.equal(slugify('!!!'), 'item');
  });
  test('a CMS search-query link turns its query string into the search page of its term, filters kept', () => {
    assert.equal(searchQueryPath('nl', 'q=organische+stof&theme=Bodem'), '/zoeken/organische+stof?theme=Bodem');
    assert.equal(searchQueryPath('en', 'q='), '/search/*');
    assert.equal(searchQueryPath('nl', '?q=c%2B%2B  bodem'), '/zoeken/c%2B%2B+bodem');
  });
  test('toggling a filter adds or removes one value and drops an empty group', () => {
    const one = toggleFilter([], 'theme', 'Bodem');
    assert.deepEqual(one, [{ name: 'theme', values: ['Bodem'] }]);
    assert.deepEqual(toggleFilter(one, 'theme', 'Water'), [{ name: 'theme', values: ['Bodem', 'Water'] }]);
    assert.deepEqual(toggleFilter(one, 'theme', 'Bodem'), []);
  });
});

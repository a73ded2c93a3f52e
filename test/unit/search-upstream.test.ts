import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { preparedQueryUrl, searchQueryString } from '../../src/upstream/search/search-client.js';
import { toFilter, toLinks, toSearchRecord } from '../../src/upstream/search/search-mappers.js';
import { searchRecordSchema } from '../../src/upstream/search/search-schemas.js';
import { toKnowledgeItem } from '../../src/upstream/knowledge-index/knowledge-index-client.js';
import { knowledgeIndexItemSchema } from '../../src/upstream/knowledge-index/knowledge-index-schemas.js';

describe('search call parameters (requirements §7)', () => {
  test('values of a group are joined with ||, keyword values repeat the pair, then the sort', () => {
    const qs = searchQueryString(
      {
        term: 'bodem leven',
        start: 40,
        filters: [
          { name: 'contentsubtype', values: ['news', 'event'] },
          { name: 'keyword', values: ['mest', 'stikstof'] },
        ],
        sort: { field: 'year', direction: 'desc' },
      },
      20,
    );
    const p = new URLSearchParams(qs);
    assert.equal(p.get('q'), 'bodem leven');
    assert.equal(p.get('wq_max'), '20');
    assert.equal(p.get('wq_ofs'), '40');
    assert.deepEqual(p.getAll('wq_flt'), ['contentsubtype', 'keyword', 'keyword']);
    assert.deepEqual(p.getAll('wq_val'), ['news||event', 'mest', 'stikstof']);
    assert.equal(p.get('wq_srt_desc'), 'year');
    assert.ok(qs.includes('wq_val=news%7C%7Cevent'));
  });
  test('a blank term is *, no sort parameter for relevance', () => {
    const p = new URLSearchParams(searchQueryString({ term: ' ', start: 0, filters: [], sort: null }, 20));
    assert.equal(p.get('q'), '*');
    assert.equal(
      [...p.keys()].some((k) => k.startsWith('wq_srt')),
      false,
    );
  });
  test('a prepared query URL gets &wq_max only when asked', () => {
    assert.equal(preparedQueryUrl('http://s/search/gkn3?q=*', 4), 'http://s/search/gkn3?q=*&wq_max=4');
    assert.equal(preparedQueryUrl('http://s/search/gkn3', 4), 'http://s/search/gkn3?wq_max=4');
    assert.equal(preparedQueryUrl('http://s/search/gkn3?q=*'), 'http://s/search/gkn3?q=*');
  });
});

describe('record links (requirements §3)', () => {
  test('the legacy url/access/filetype become a one-item list; none gives null', () => {
    assert.deepEqual(toLinks({ url: 'https://x/a.pdf', access: 'open', filetype: 'pdf' }), [
      { url: 'https://x/a.pdf', access: 'open', filetype: 'pdf' },
    ]);
    assert.deepEqual(toLinks({ links: [{ url: 'https://x/b', access: 'restricted', filetype: 'html' }] }), [
      { url: 'https://x/b', access: 'restricted', filetype: 'html' },
    ]);
    assert.equal(toLinks({}), null);
  });
  test('a record keeps its summary items and links', () => {
    const r = toSearchRecord(
      searchRecordSchema.parse({
        id: 'gkn:event:1',
        title: 'Dag',
        description: 'd',
        contentsubtype: 'event',
        year: 2026,
        language: 'nl',
        publisher: 'P',
        authors: [],
        source: 'S',
        keywords: [],
        when: 'morgen',
        location: 'Ede',
        url: 'https://x',
      }),
    );
    assert.deepEqual(r.summary, { when: 'morgen', location: 'Ede' });
    assert.deepEqual(r.links, [{ url: 'https://x', access: null, filetype: null }]);
  });
  test('a knowledge-index item reads its content subtype from metadata', () => {
    const item = toKnowledgeItem(
      knowledgeIndexItemSchema.parse({
        title: 'T',
        id: 'a/b',
        publisher: 'P',
        journal: null,
        year: 2014,
        metadata: { item_metadata: { contentsubtype: 'source' } },
      }),
    );
    assert.deepEqual(item, {
      id: 'a/b',
      title: 'T',
      publisher: 'P',
      journal: null,
      year: 2014,
      contentsubtype: 'source',
      description: null,
      links: null,
      // Optional in the contract (upstream-contracts §3): absent is null, the site's language applies.
      language: null,
      // The record's details, when the index gives them: none here.
      date: null,
      authors: [],
      source: null,
      summary: {},
    });
  });

  test('a knowledge-index item keeps the summary items, authors and source its record gives', () => {
    const item = toKnowledgeItem(
      knowledgeIndexItemSchema.parse({
        title: 'Studiedag',
        id: 'gkn:event:1',
        metadata: { item_metadata: { contentsubtype: 'event' } },
        authors: ['A. de Boer', 'B. Jansen'],
        source: 'Groen Kennisnet',
        when: '12 september 2025',
        location: 'Goes',
        region: '',
        keywords: ['ignored'],
      }),
    );
    assert.deepEqual(item.summary, { when: '12 september 2025', location: 'Goes' });
    assert.deepEqual(item.authors, [
      { name: 'A. de Boer', role: null },
      { name: 'B. Jansen', role: null },
    ]);
    assert.equal(item.source, 'Groen Kennisnet');
  });

  test('author_roles gives each author its role by name; no map, an unknown name or a malformed map give none', () => {
    const base = { id: 'gkn:source:1', title: 'Rapport', authors: ['Jan de Vries', 'Eva Bakker', 'Piet Smit'] };
    const record = toSearchRecord(
      searchRecordSchema.parse({
        ...base,
        author_roles: { 'Jan de Vries': 'expert', 'Eva Bakker': ' contact person ', 'Iemand Anders': 'contact' },
      }),
    );
    assert.deepEqual(record.authors, [
      { name: 'Jan de Vries', role: 'expert' },
      { name: 'Eva Bakker', role: 'contact person' },
      { name: 'Piet Smit', role: null },
    ]);
    // Roles only label the authors: a malformed map drops the roles, never the record.
    for (const author_roles of [undefined, null, ['expert'], 'expert', { 'Jan de Vries': 3 }]) {
      const parsed = searchRecordSchema.parse({ ...base, author_roles });
      assert.deepEqual(
        toSearchRecord(parsed).authors.map((a) => a.role),
        [null, null, null],
        JSON.stringify(author_roles),
      );
    }
    // A name such as "constructor" is not looked up on the map's prototype.
    const odd = toSearchRecord(searchRecordSchema.parse({ ...base, authors: ['constructor'], author_roles: {} }));
    assert.deepEqual(odd.authors, [{ name: 'constructor', role: null }]);
    const item = toKnowledgeItem(
      knowledgeIndexItemSchema.parse({ ...base, author_roles: { 'Piet Smit': 'dossier owner' } }),
    );
    assert.deepEqual(
      item.authors.map((a) => a.role),
      [null, null, 'dossier owner'],
    );
  });
  test('filters take alias-eng, falling back to the alias', () => {
    assert.equal(toFilter({ id: 1, name: 'x', alias: 'Jaar', 'alias-eng': 'Year', properties: [] }).aliasEng, 'Year');
    assert.equal(toFilter({ id: 1, name: 'x', alias: 'Jaar', properties: [] }).aliasEng, 'Jaar');
  });
});

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { buildFilterGroups } from '../../src/app/logic/search-data.js';

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

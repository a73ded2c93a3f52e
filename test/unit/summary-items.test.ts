import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { summaryItemsOf } from '../../src/model/summary-items.js';

describe('summary items', () => {
  test('summary items in the required order, authors joined, empty values left out', () => {
    const items = summaryItemsOf({ source: 'eDepot', year: 2020, status: 'Lopend', authors: ['A', 'B'], region: ' ' });
    assert.deepEqual(
      items.map((i) => i.key),
      ['status', 'year', 'authors', 'source'],
    );
    assert.equal(items.find((i) => i.key === 'authors')!.value, 'A, B');
  });

  test('the authors item keeps each author’s role (requirements §3 author roles); blank names are dropped', () => {
    const authors = [
      { name: 'Jan de Vries', role: 'expert' },
      { name: ' ', role: 'contact' },
      { name: 'Eva Bakker', role: null },
    ];
    const [item] = summaryItemsOf({ authors });
    assert.equal(item!.value, 'Jan de Vries, Eva Bakker');
    assert.deepEqual(item!.authors, [
      { name: 'Jan de Vries', role: 'expert' },
      { name: 'Eva Bakker', role: null },
    ]);
    assert.deepEqual(summaryItemsOf({ authors: [{ name: '', role: 'expert' }] }), []);
  });
});

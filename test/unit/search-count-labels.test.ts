import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { formatCount, resultCountLabel, showResultsLabel } from '../../src/app/components/search/search-labels.js';
import { i18nFor, loadAllCatalogs } from '../../src/app/i18n/i18n.js';

describe('result counts (requirements §4: the count is announced), worded without Intl', () => {
  before(loadAllCatalogs);

  test('a count is grouped as Intl.NumberFormat groups it, for both languages', () => {
    for (const n of [0, 1, 7, 999, 1000, 1234, 12345, 999999, 1234567]) {
      assert.equal(formatCount(n, 'nl'), new Intl.NumberFormat('nl-NL').format(n));
      assert.equal(formatCount(n, 'en'), new Intl.NumberFormat('en-US').format(n));
    }
  });

  test('singular for exactly one, plural otherwise, with and without a term', () => {
    const nl = i18nFor('nl');
    const en = i18nFor('en');
    assert.equal(resultCountLabel(nl, 1, '*'), '1 resultaat');
    assert.equal(resultCountLabel(nl, 0, '*'), '0 resultaten');
    assert.equal(resultCountLabel(nl, 1234, 'bodem'), '1.234 resultaten voor “bodem”');
    assert.equal(resultCountLabel(en, 1, 'soil'), '1 result for “soil”');
    assert.equal(resultCountLabel(en, 1234, '*'), '1,234 results');
    assert.equal(showResultsLabel(nl, 1), 'Toon 1 resultaat');
    assert.equal(showResultsLabel(en, 20), 'Show 20 results');
  });
});

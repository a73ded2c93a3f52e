import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { asksForFilters } from '../../src/app/logic/search-params.js';
import { phaseOf } from '../../src/app/logic/search-state.js';

describe('search state (requirements §4)', () => {
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

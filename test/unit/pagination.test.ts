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
import { MAX_START } from '../../src/app/logic/search-params.js';

/** Pagination as text: numbers, [n] for the current page, … for a separator. */
const show = (items: PageItem[]) =>
  items.map((i) => (i.kind === 'gap' ? '…' : i.current ? `[${i.page}]` : String(i.page))).join(' ');

describe('pagination (requirements §9)', () => {
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

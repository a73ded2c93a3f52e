// requirements §9: up to 3 page numbers around the current page, extra numbers near the ends, and
// separators when the current page is 5 or higher (left) or 4 or more pages from the end (right).

import { MAX_START } from './search-params.js';

export type PageItem = { kind: 'page'; page: number; current: boolean } | { kind: 'gap'; side: 'left' | 'right' };

/** Pages are 1-based. Returns [] when everything fits on one page. */
export function paginationItems(current: number, total: number): PageItem[] {
  if (total <= 1) return [];
  const c = Math.min(Math.max(1, current), total);
  const leftGap = c >= 5;
  const rightGap = total - c >= 4;
  // Near an end the window reaches that end; else it is the 3 pages around the current one,
  // at least 3 numbers wide next to a gap ("extra numbers near the ends").
  let from = leftGap ? c - 1 : 1;
  let to = rightGap ? c + 1 : total;
  if (rightGap && !leftGap) to = Math.max(to, Math.min(3, total));
  if (leftGap && !rightGap) from = Math.min(from, Math.max(1, total - 2));
  const items: PageItem[] = [];
  if (leftGap) items.push({ kind: 'page', page: 1, current: false }, { kind: 'gap', side: 'left' });
  for (let p = from; p <= to; p++) items.push({ kind: 'page', page: p, current: p === c });
  if (rightGap) items.push({ kind: 'gap', side: 'right' }, { kind: 'page', page: total, current: false });
  return items;
}

/**
 * The number of pages we offer: all hits, but no page starting past maxStart (the deepest offset
 * we ask the service for, MAX_START), so the last number is a page that really exists.
 */
export function pageCount(hits: number, pageSize: number, maxStart = MAX_START): number {
  return Math.max(1, Math.min(Math.ceil(hits / pageSize), Math.floor(maxStart / pageSize) + 1));
}

/** The 1-based page of a start offset. */
export function pageOfStart(start: number, pageSize: number): number {
  return Math.floor(start / pageSize) + 1;
}

/**
 * The start of the page an offset falls in: pages start at multiples of the page size (requirements §9:
 * 20), and none past maxStart. start=19 is page 1 (start 0); the loader redirects such addresses
 * to this start, so that one page has one address and 'next' never overlaps it.
 */
export function alignedStart(start: number, pageSize: number, maxStart = MAX_START): number {
  const deepest = Math.floor(maxStart / pageSize) * pageSize;
  return Math.min(Math.floor(Math.max(0, start) / pageSize) * pageSize, deepest);
}

export interface PaginationModel {
  current: number;
  total: number;
  items: PageItem[];
  /** Offsets of the previous and next pages; null at the ends. */
  prevStart: number | null;
  nextStart: number | null;
}

/** Everything the pagination shows for a result page, from the same capped page count. */
export function paginationModel(start: number, hits: number, pageSize: number, maxStart = MAX_START): PaginationModel {
  const total = pageCount(hits, pageSize, maxStart);
  const current = pageOfStart(alignedStart(start, pageSize, maxStart), pageSize);
  return {
    current,
    total,
    items: paginationItems(current, total),
    prevStart: current > 1 ? startOfPage(Math.min(current - 1, total), pageSize) : null,
    nextStart: current < total ? startOfPage(current + 1, pageSize) : null,
  };
}

export function startOfPage(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

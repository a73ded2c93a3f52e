// spec §9: up to 3 page numbers around the current page, extra numbers near the ends, and
// separators when the current page is 5 or higher (left) or 4 or more pages from the end (right).

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

export function pageCount(hits: number, pageSize: number): number {
  return Math.max(1, Math.ceil(hits / pageSize));
}

/** The 1-based page of a start offset. */
export function pageOfStart(start: number, pageSize: number): number {
  return Math.floor(start / pageSize) + 1;
}

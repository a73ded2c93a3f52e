import type { Locale } from '../../model/services.js';
import type { FilterSelection, SortDirection, SortField } from '../../model/search.js';
import { encodeSearchTerm, ROUTE_SEGMENTS } from './route-segments.js';
import { slugify } from './slug.js';

// Where a search lives (the site's search page or a portlet) and the URLs of its states and its
// result pages: the one builder of each of these paths. The URL is the whole state
// (requirements §5): term in the path, filters, srt, srt_direction and start in the query, so
// every state works without JavaScript and the back button restores it.

export type SearchBase = { kind: 'site'; locale: Locale } | { kind: 'portlet'; domain: string };

export interface SortState {
  field: SortField;
  direction: SortDirection;
}

export interface SearchUrlState {
  term: string;
  filters: FilterSelection;
  sort: SortState | null;
  start: number;
}

const enc = encodeURIComponent;

/**
 * The search's root (/zoeken, /search, /portlet/<domain>): the address a GET search form posts
 * to, which redirects to the search page of the term in q.
 */
export function searchFormAction(base: SearchBase): string {
  return base.kind === 'site' ? `/${ROUTE_SEGMENTS.search[base.locale]}` : `/portlet/${enc(base.domain)}`;
}

/** The search page of a term (blank: `*`), without filters. */
export function searchPathOf(base: SearchBase, term: string): string {
  return `${searchFormAction(base)}/${encodeSearchTerm(term)}`;
}

/** Query parameters of a state: filters in their order, then srt, srt_direction, start (when > 0). */
function searchQueryOf(state: Omit<SearchUrlState, 'term'>): URLSearchParams {
  const params = new URLSearchParams();
  for (const group of state.filters) for (const value of group.values) params.append(group.name, value);
  if (state.sort) {
    params.set('srt', state.sort.field);
    params.set('srt_direction', state.sort.direction);
  }
  if (state.start > 0) params.set('start', String(state.start));
  return params;
}

export function searchUrlOf(base: SearchBase, state: SearchUrlState): string {
  const query = searchQueryOf(state).toString();
  return `${searchPathOf(base, state.term)}${query ? `?${query}` : ''}`;
}

/**
 * requirements §2: a result page takes the slugified title as route parameter and the id as query:
 * /zoeken/resultaat/<slug>?id=…, /search/result/<slug>?id=…, /portlet/<domain>/resultaat/<slug>?id=…
 * (a portlet's routes are Dutch whatever the site's language).
 */
export function resultUrlOf(base: SearchBase, title: string, id: string, from?: string): string {
  const segment = ROUTE_SEGMENTS.result[base.kind === 'site' ? base.locale : 'nl'];
  return `${searchFormAction(base)}/${segment}/${slugify(title)}?id=${enc(id)}${from ? `&from=${enc(from)}` : ''}`;
}

/** The result page's query parameter holding the search it was reached from (issue 13 item 12). */
export const RESULT_FROM_PARAM = 'from';

/**
 * Where a result page's "back to search" goes: the search state it was opened from (term,
 * filters, sort, page: `from`, a path under this base's search root) or, without one, the
 * base's blank search. Anything else (another site, another base, a path that climbs out of
 * the search root) is ignored, so the link can never lead elsewhere.
 */
export function backToSearchOf(base: SearchBase, from: string | null | undefined): string | null {
  if (!from || from.length > 2000) return null;
  const root = `${searchFormAction(base)}/`;
  let url: URL;
  try {
    url = new URL(from, 'http://site.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://site.invalid' || !from.startsWith(root) || !url.pathname.startsWith(root)) return null;
  const resultRoot = `${root}${ROUTE_SEGMENTS.result[base.kind === 'site' ? base.locale : 'nl']}/`;
  if (url.pathname.startsWith(resultRoot)) return null;
  return `${url.pathname}${url.search}`;
}

/**
 * requirements §2 Links: a CMS search-query link's url is a query string `q=<term>[&filter=value]…`
 * (spaces as +); it becomes the site's search page for that term with the filters as query
 * parameters, in their order.
 */
export function searchQueryPath(locale: Locale, query: string): string {
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  const term = params.get('q') ?? '';
  params.delete('q');
  const rest = params.toString();
  return `${searchPathOf({ kind: 'site', locale }, term)}${rest ? `?${rest}` : ''}`;
}

/** Toggles one filter value; the page starts again at the first result. */
export function toggleFilter(filters: FilterSelection, name: string, value: string): FilterSelection {
  const next: FilterSelection = [];
  let seen = false;
  for (const group of filters) {
    if (group.name !== name) {
      next.push(group);
      continue;
    }
    seen = true;
    const values = group.values.includes(value) ? group.values.filter((v) => v !== value) : [...group.values, value];
    if (values.length > 0) next.push({ name, values });
  }
  if (!seen) next.push({ name, values: [value] });
  return next;
}

export function selectedCount(filters: FilterSelection): number {
  return filters.reduce((n, g) => n + g.values.length, 0);
}

import type { Locale } from '../../model/services.js';
import type { FilterSelection } from '../../model/search.js';
import { ROUTE_SEGMENTS } from './route-segments.js';
import { searchPathOf } from './search-url.js';

// The addresses of following a search (docs/architecture.md §4.2): its Atom feed and where its
// "Mail me" form posts. A feed is the search's own address behind `/feeds` (decision 023), so
// anyone can read one from the other, and the term and filters are spelled exactly as on the page.

/** The prefix of every feed; a route of the app's own, never a page. */
export const FEEDS_PREFIX = '/feeds';

/** Where the "Mail me" form of a search posts (src/server/forms). */
export const SEARCH_ALERT_ACTION = '/_forms/search-alert';

/** The element id of that form (and its `_form` field): one per search page. */
export const SEARCH_ALERT_FORM_ID = 'volg-zoekopdracht';

/** The hidden field of that form holding the search followed: its path and filters. */
export const SEARCH_ALERT_FIELD = 'search';

/** The search's path and filters, without page or sort: what a feed and an alert follow. */
export function followedSearchOf(locale: Locale, term: string, filters: FilterSelection): string {
  const params = new URLSearchParams();
  for (const group of filters) for (const value of group.values) params.append(group.name, value);
  const query = params.toString();
  return `${searchPathOf({ kind: 'site', locale }, term)}${query ? `?${query}` : ''}`;
}

/** The Atom feed of a search of the site (portlets have none: decision 023). */
export function searchFeedPathOf(locale: Locale, term: string, filters: FilterSelection): string {
  return `${FEEDS_PREFIX}${followedSearchOf(locale, term, filters)}`;
}

/** The locale a followed search's first segment names (`zoeken`, `search`), or null. */
export function followedSearchLocale(segment: string): Locale | null {
  for (const locale of Object.keys(ROUTE_SEGMENTS.search) as Locale[])
    if (ROUTE_SEGMENTS.search[locale] === segment) return locale;
  return null;
}

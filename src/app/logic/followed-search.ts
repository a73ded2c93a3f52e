import type { FilterSelection } from '../../model/search.js';
import type { Locale } from '../../model/services.js';
import { followedSearchLocale } from './search-feed-url.js';
import { isTrackingParam, MAX_TERM_LENGTH, parseTerm } from './search-params.js';

// Reading a followed search (a feed's address, an alert's hidden field): the search page's own
// rules (requirements §5), but strict. A page shows what it can of a sloppy address; a feed or
// an alert that silently dropped a filter would follow another search than the visitor chose,
// for months, so anything it cannot follow exactly is refused with the reason (decision 023).

export interface FollowedSearch {
  locale: Locale;
  term: string;
  filters: FilterSelection;
}

export type FollowRefusal =
  | { problem: 'not-a-search' }
  | { problem: 'term-too-long'; max: number }
  | { problem: 'unknown-parameter'; name: string; known: readonly string[] }
  | { problem: 'bad-value'; name: string }
  | { problem: 'too-many-values'; name: string; max: number };

const MAX_VALUE_LENGTH = 200;
const MAX_VALUES_PER_GROUP = 50;

/**
 * `pathname` is the search's path still percent-encoded (`/zoeken/bodem+leven`, `/search`);
 * `params` its query; `known` the scope's filter names.
 */
export function parseFollowedSearch(
  pathname: string,
  params: URLSearchParams,
  known: readonly string[],
): { ok: true; search: FollowedSearch } | { ok: false; refusal: FollowRefusal } {
  const parts = pathname.split('/');
  if (parts[0] !== '' || parts.length < 2 || parts.length > 3) return refuse({ problem: 'not-a-search' });
  const locale = followedSearchLocale(parts[1]!);
  if (!locale) return refuse({ problem: 'not-a-search' });
  const { term, truncated } = parseTerm(parts[2]);
  if (truncated) return refuse({ problem: 'term-too-long', max: MAX_TERM_LENGTH });
  const groups = new Map<string, string[]>();
  for (const [name, raw] of params) {
    if (isTrackingParam(name)) continue;
    if (!known.includes(name)) return refuse({ problem: 'unknown-parameter', name, known });
    const value = raw.trim();
    if (value === '' || value.length > MAX_VALUE_LENGTH) return refuse({ problem: 'bad-value', name });
    const values = groups.get(name) ?? [];
    if (!values.includes(value)) values.push(value);
    if (values.length > MAX_VALUES_PER_GROUP)
      return refuse({ problem: 'too-many-values', name, max: MAX_VALUES_PER_GROUP });
    groups.set(name, values);
  }
  return { ok: true, search: { locale, term, filters: [...groups].map(([name, values]) => ({ name, values })) } };
}

const refuse = (refusal: FollowRefusal) => ({ ok: false as const, refusal });

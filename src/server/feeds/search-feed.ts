import type { I18n } from '@lingui/core';
import type { Filter, FilterSelection, SearchRecord } from '../../model/search.js';
import type { Locale } from '../../model/services.js';
import { searchFeedPathOf } from '../../app/logic/search-feed-url.js';
import { resultUrlOf, searchUrlOf } from '../../app/logic/search-url.js';
import type { AtomEntry, AtomFeed } from './atom.js';
import type { FollowedSearch } from '../../app/logic/followed-search.js';
import { feedTitle } from '../../app/logic/feed-messages.js';

// A followed search's newest results as an Atom feed (docs/architecture.md §4.2). Every address
// in it is absolute on the site's configured origin (src/sites/site-origin.ts), as canonical
// links and the sitemap are: a feed is read far from the request that built it.

/** How many results a feed holds: one search page (requirements §9). */
export const FEED_SIZE = 20;

/** Newest first: the year, then the date within it (the search service's `year` sort). */
export const FEED_SORT = { field: 'year', direction: 'desc' } as const;

/**
 * The year of a tag URI's authority (RFC 4151): a date on which the site owned its host name.
 * Fixed, so an entry's id never changes.
 */
const TAG_YEAR = 2026;

export interface SearchFeedInput {
  search: FollowedSearch;
  records: readonly SearchRecord[];
  filters: readonly Filter[];
  site: { id: string; title: string };
  /** The site's configured origin, e.g. https://www.groenkennisnet.nl. */
  origin: string;
  i18n: I18n;
  /** Stands in as `updated` when no result carries a date (an empty feed). */
  now: Date;
}

/** When a record appeared: its date, else 1 January of its year; null when it says neither. */
export function recordDate(record: Pick<SearchRecord, 'date' | 'year'>): Date | null {
  const dated = record.date ? Date.parse(record.date) : Number.NaN;
  if (Number.isFinite(dated)) return new Date(dated);
  return record.year ? new Date(Date.UTC(record.year, 0, 1)) : null;
}

export function searchFeed(input: SearchFeedInput): AtomFeed {
  const { search, origin, i18n } = input;
  const dates = input.records.map(recordDate);
  const newest = dates.reduce<Date | null>((max, d) => (d && (!max || d > max) ? d : max), null);
  // Nothing dated: the start of today, so the feed's `updated` moves at most once a day.
  const updated =
    newest ?? new Date(Date.UTC(input.now.getUTCFullYear(), input.now.getUTCMonth(), input.now.getUTCDate()));
  const host = new URL(origin).hostname;
  const self = `${origin}${searchFeedPathOf(search.locale, search.term, search.filters)}`;
  const base = { kind: 'site', locale: search.locale } as const;
  const entries: AtomEntry[] = input.records.map((record, i) => ({
    id: `tag:${host},${TAG_YEAR}:${input.site.id}/${encodeURIComponent(record.id)}`,
    title: record.title,
    link: `${origin}${resultUrlOf(base, record.title, record.id)}`,
    updated: dates[i] ?? updated,
    summary: record.description || undefined,
    authors: record.authors.filter((a) => a.name.trim() !== '').map((a) => ({ name: a.name })),
  }));
  return {
    id: self,
    title: feedTitle(i18n, input.site.title, search.term),
    subtitle: filtersText(search.filters, input.filters, search.locale) || undefined,
    updated,
    language: search.locale,
    self,
    alternate: `${origin}${searchUrlOf(base, { term: search.term, filters: search.filters, sort: FEED_SORT, start: 0 })}`,
    author: { name: input.site.title, uri: origin },
    entries,
  };
}

/** The filters as a visitor reads them: `Thema: Bodem, Water; Regio: Gelderland`. */
function filtersText(selection: FilterSelection, filters: readonly Filter[], locale: Locale): string {
  return selection
    .map((group) => {
      const filter = filters.find((f) => f.name === group.name);
      const label = (locale === 'en' ? filter?.aliasEng : filter?.alias) || group.name;
      const values = group.values.map((v) => filter?.properties.find((p) => p.value === v)?.display || v);
      return `${label}: ${values.join(', ')}`;
    })
    .join('; ');
}

import type { FilterSelection, SortDirection, SortField } from '../../model/search.js';
import type { SortState } from './search-url.js';
import { splitSearchSegment } from './route-segments.js';

// Reading a search URL (requirements §5): term rules, start, sort, and which parameters are filters.

/** Longer terms are cut (with a notice), never refused: nobody types more, and it bounds cache keys. */
export const MAX_TERM_LENGTH = 200;
const MAX_VALUES_PER_GROUP = 50;
const MAX_VALUE_LENGTH = 200;
/** The largest offset we ask for: deep pages past this are not useful and cost the service. */
export const MAX_START = 10_000;

const SORT_FIELDS: readonly SortField[] = ['score', 'title', 'year'];
const FILTER_NAME = /^[a-z][a-z0-9_-]{0,39}$/i;
/** Campaign and click ids that links from mail and social media carry: never a filter. */
const TRACKING_PARAM = /^(utm_|mc_|_ga$|_gl$|fbclid$|gclid$|dclid$|msclkid$|yclid$|twclid$|igshid$|wbraid$|gbraid$)/i;

/**
 * requirements §5: parameters starting with srt, and start, are not filters; nor are q, sort and id (ours)
 * and tracking parameters (utm_source, fbclid, …).
 */
export function isFilterParam(name: string): boolean {
  if (name.startsWith('srt') || name === 'start' || name === 'q' || name === 'sort' || name === 'id') return false;
  return FILTER_NAME.test(name) && !TRACKING_PARAM.test(name);
}

/** A campaign or click id (utm_source, fbclid, …): never part of what an address asks for. */
export function isTrackingParam(name: string): boolean {
  return TRACKING_PARAM.test(name);
}

/**
 * requirements §5: an empty or blank term becomes *; '+' in the path is a space and %2B a literal '+'.
 * Takes the term's path segment still percent-encoded (see splitSearchSegment). Cut past MAX_TERM_LENGTH.
 */
export function parseTerm(rawSegment: string | undefined): { term: string; truncated: boolean } {
  const term = splitSearchSegment(rawSegment ?? '')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (term === '') return { term: '*', truncated: false };
  if (term.length <= MAX_TERM_LENGTH) return { term, truncated: false };
  return { term: [...term].slice(0, MAX_TERM_LENGTH).join('').trim(), truncated: true };
}

/** requirements §5: the start-of-page parameter parsed as an integer, default 0 (negative or junk: 0). */
export function parseStart(params: URLSearchParams): number {
  const n = Number.parseInt(params.get('start') ?? '', 10);
  if (!Number.isFinite(n) || n < 0) return 0;
  return Math.min(n, MAX_START);
}

/**
 * requirements §5: srt and srt_direction; the direction is asc or desc (anything else ignored, default
 * asc). Relevance (score) is the service's default order, best first, so it needs no parameter.
 */
export function parseSort(params: URLSearchParams): SortState | null {
  const field = params.get('srt');
  if (!field || !SORT_FIELDS.includes(field as SortField) || field === 'score') return null;
  const dir = params.get('srt_direction');
  const direction: SortDirection = dir === 'desc' ? 'desc' : 'asc';
  return { field: field as SortField, direction };
}

/** The sort choices of requirements §3 as one form value each (the no-JS sort form sends `sort`). */
export const SORT_CHOICES = ['relevance', 'title-asc', 'title-desc', 'year-asc', 'year-desc'] as const;
export type SortChoice = (typeof SORT_CHOICES)[number];

export function sortChoiceOf(sort: SortState | null): SortChoice {
  if (!sort || sort.field === 'score') return 'relevance';
  return `${sort.field}-${sort.direction}` as SortChoice;
}

export function sortOfChoice(choice: string | null): SortState | null {
  if (!choice || !(SORT_CHOICES as readonly string[]).includes(choice) || choice === 'relevance') return null;
  const [field, direction] = choice.split('-') as [SortField, SortDirection];
  return { field, direction };
}

/**
 * Filter groups from the query: every parameter that is a filter and names one of the search
 * service's filters, values in order of appearance without duplicates. Without a filter list
 * (the filters call failed or returned none) no parameter is a known filter, so none is sent: the
 * service refuses unknown filters, and an unfiltered result beats no result at all.
 */
/** The address asks for filters (parameters that could be filters), whatever the filter list says. */
export function asksForFilters(params: URLSearchParams): boolean {
  for (const [name, value] of params) if (isFilterParam(name) && value.trim() !== '') return true;
  return false;
}

export function parseFilters(params: URLSearchParams, known: readonly string[] | null): FilterSelection {
  if (!known || known.length === 0) return [];
  const groups = new Map<string, string[]>();
  for (const [name, raw] of params) {
    if (!isFilterParam(name) || !known.includes(name)) continue;
    const value = raw.trim();
    if (value === '' || value.length > MAX_VALUE_LENGTH) continue;
    const values = groups.get(name) ?? [];
    if (!values.includes(value) && values.length < MAX_VALUES_PER_GROUP) values.push(value);
    groups.set(name, values);
  }
  return [...groups].map(([name, values]) => ({ name, values }));
}

/** The query without the form-only `q` and `sort`, with `sort` turned into srt/srt_direction. */
export function canonicalQuery(params: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const [name, value] of params) if (name !== 'q' && name !== 'sort' && name !== 'start') out.append(name, value);
  if (params.has('sort')) {
    out.delete('srt');
    out.delete('srt_direction');
    const sort = sortOfChoice(params.get('sort'));
    if (sort) {
      out.set('srt', sort.field);
      out.set('srt_direction', sort.direction);
    }
  }
  return out;
}

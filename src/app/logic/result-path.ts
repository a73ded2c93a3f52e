import type { Locale } from '../../model/services.js';
import { ROUTE_SEGMENTS } from './route-segments.js';

/** The slug of a result page: the item title, lower case, ascii, dashes (spec §2 resultpage). */
export function slugifyTitle(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'item';
}

/** spec §2: /zoeken/resultaat/{resultpage}?id=… (English: /search/result/…). */
export function resultPagePath(locale: Locale, title: string, id: string): string {
  return `/${ROUTE_SEGMENTS.search[locale]}/${ROUTE_SEGMENTS.result[locale]}/${slugifyTitle(title)}?id=${encodeURIComponent(id)}`;
}

/**
 * spec §2 Links: a search-query link's url is a query string `q=<term>[&filter=value]…` (spaces
 * as +); it becomes the search page for that term with the filters as query parameters.
 */
export function searchQueryPath(locale: Locale, query: string): string {
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  const term = (params.get('q') ?? '').trim();
  params.delete('q');
  const rest = params.toString();
  const encoded = term === '' ? '*' : term.split(/\s+/).map(encodeURIComponent).join('+');
  return `/${ROUTE_SEGMENTS.search[locale]}/${encoded}${rest ? `?${rest}` : ''}`;
}

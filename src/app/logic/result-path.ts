import type { Locale } from '../../model/services.js';
import { resultUrlOf, searchPathOf } from './search-url.js';

// Site paths for code that knows only the locale; search-url.ts builds them.

/** requirements §2: /zoeken/resultaat/{resultpage}?id=… (English: /search/result/…). */
export function resultPagePath(locale: Locale, title: string, id: string): string {
  return resultUrlOf({ kind: 'site', locale }, title, id);
}

/**
 * requirements §2 Links: a search-query link's url is a query string `q=<term>[&filter=value]…`
 * (spaces as +); it becomes the search page for that term with the filters as query parameters.
 */
export function searchQueryPath(locale: Locale, query: string): string {
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  const term = params.get('q') ?? '';
  params.delete('q');
  const rest = params.toString();
  return `${searchPathOf({ kind: 'site', locale }, term)}${rest ? `?${rest}` : ''}`;
}

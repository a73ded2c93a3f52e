import type { Locale } from '../model/services.js';

// Route segments translated per language, from one table (spec §2 Routes).
export const ROUTE_SEGMENTS = {
  search: { en: 'search', nl: 'zoeken' },
  result: { en: 'result', nl: 'resultaat' },
  aiSearch: { en: 'ai-search', nl: 'ai-zoeken' },
  cookies: { en: 'my-cookie-data', nl: 'mijn-cookiegegevens' },
  privacy: { en: 'privacy-cookie-statement', nl: 'privacy-cookie-verklaring' },
  dashboard: { en: 'mijn-gkn', nl: 'mijn-gkn' },
} as const satisfies Record<string, Record<Locale, string>>;

/** spec §5: an empty or blank term becomes *; spaces are + in the URL. */
export function encodeSearchTerm(term: string | undefined | null): string {
  const trimmed = (term ?? '').trim();
  if (trimmed === '') return '*';
  return trimmed.split(/\s+/).map(encodeURIComponent).join('+');
}

/** The reverse of encodeSearchTerm, for a route parameter (already percent-decoded by the router). */
export function decodeSearchTerm(param: string | undefined): string {
  const term = (param ?? '').replace(/\+/g, ' ').trim();
  return term === '' ? '*' : term;
}

export function searchPath(locale: Locale, term?: string | null): string {
  return `/${ROUTE_SEGMENTS.search[locale]}/${encodeSearchTerm(term)}`;
}

import type { Locale } from '../../model/services.js';
import { ROUTE_SEGMENTS } from '../logic/route-segments.js';

export const HTML_LANG: Record<Locale, string> = { nl: 'nl-NL', en: 'en-US' }; // requirements §3 Locales

const { search, aiSearch } = ROUTE_SEGMENTS;
const ENGLISH_SEGMENTS = new Set<string>([search.en, aiSearch.en]);
const DUTCH_SEGMENTS = new Set<string>([search.nl, aiSearch.nl]);

/**
 * The site's language, except that a search path forces its own language (requirements §2: English when
 * the path contains search, Dutch when it contains zoeken). We match the route segment, not any
 * substring, so a CMS page such as /research-agenda keeps the site's language.
 */
export function localeFor(siteLanguage: Locale, pathname: string): Locale {
  const first = pathname.split('/')[1] ?? '';
  if (ENGLISH_SEGMENTS.has(first)) return 'en';
  if (DUTCH_SEGMENTS.has(first)) return 'nl';
  return siteLanguage;
}

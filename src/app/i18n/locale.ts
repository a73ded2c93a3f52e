import type { Locale } from '../../model/services.js';

export const HTML_LANG: Record<Locale, string> = { nl: 'nl-NL', en: 'en-US' }; // spec §3 Locales

const ENGLISH_SEGMENTS = new Set(['search', 'ai-search']);
const DUTCH_SEGMENTS = new Set(['zoeken', 'ai-zoeken']);

/**
 * The site's language, except that a search path forces its own language (spec §2: English when
 * the path contains search, Dutch when it contains zoeken). We match the route segment, not any
 * substring, so a CMS page such as /research-agenda keeps the site's language.
 */
export function localeFor(siteLanguage: Locale, pathname: string): Locale {
  const first = pathname.split('/')[1] ?? '';
  if (ENGLISH_SEGMENTS.has(first)) return 'en';
  if (DUTCH_SEGMENTS.has(first)) return 'nl';
  return siteLanguage;
}

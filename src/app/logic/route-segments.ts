import type { Locale } from '../../model/services.js';

// Route segments translated per language, from one table (requirements §2 Routes).
export const ROUTE_SEGMENTS = {
  search: { en: 'search', nl: 'zoeken' },
  result: { en: 'result', nl: 'resultaat' },
  aiSearch: { en: 'ai-search', nl: 'ai-zoeken' },
  /** requirements §2 /aiSearch/{aisearch?}: the alternate form, the same in both languages. */
  aiSearchAlternate: { en: 'aiSearch', nl: 'aiSearch' },
  cookies: { en: 'my-cookie-data', nl: 'mijn-cookiegegevens' },
  privacy: { en: 'privacy-cookie-statement', nl: 'privacy-cookie-verklaring' },
  dashboard: { en: 'mijn-gkn', nl: 'mijn-gkn' },
  /** Below the dashboard: confirming a comment's deletion without JavaScript (requirements §6). */
  deleteComment: { en: 'delete-comment', nl: 'reactie-verwijderen' },
  logout: { en: 'logout', nl: 'logout' },
  /** The page of the CMS Contactformulier (requirements §7): our own path, per language. */
  contactForm: { en: 'contact-form', nl: 'contactformulier' },
  /** Our accessibility statement (Dutch law asks every site for one; linked from the footer). */
  accessibilityStatement: { en: 'accessibility-statement', nl: 'toegankelijkheidsverklaring' },
} as const satisfies Record<string, Record<Locale, string>>;

/** requirements §5: an empty or blank term becomes *; spaces are + in the URL. */
export function encodeSearchTerm(term: string | undefined | null): string {
  const trimmed = (term ?? '').trim();
  if (trimmed === '') return '*';
  return trimmed.split(/\s+/).map(encodeURIComponent).join('+');
}

/**
 * The parts of a term's path segment as it is in the URL, still percent-encoded (requirements §5),
 * between its '+' signs (the spaces), each then percent-decoded, so that a literal '+' (%2B, as in
 * "c++") survives. A router parameter is already decoded and cannot tell the two apart.
 */
export function splitSearchSegment(rawSegment: string): string[] {
  return rawSegment.split('+').map(decodeSafe);
}

function decodeSafe(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    // A stray '%' is taken literally rather than failing the page.
    return part;
  }
}

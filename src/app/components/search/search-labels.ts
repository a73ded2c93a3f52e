import type { I18n } from '@lingui/core';
import { badgeLabel } from '../ui/Badge.js';

/** Display of a filter value: our labels for content types and languages, else the service's. */
export function filterValueLabel(i18n: I18n, filter: string, value: string, display: string): string {
  if (filter === 'contentsubtype') return badgeLabel(i18n, value, display);
  if (filter === 'language') {
    if (value === 'nl') return i18n._({ id: 'search.language.nl', message: 'Nederlands' });
    if (value === 'en') return i18n._({ id: 'search.language.en', message: 'Engels' });
  }
  return display;
}

export function accessLabel(i18n: I18n, access: string | null): string | null {
  if (access === 'open') return i18n._({ id: 'search.access.open', message: 'open toegang' });
  if (access === 'restricted') return i18n._({ id: 'search.access.restricted', message: 'beperkte toegang' });
  return null;
}

// Result counts are worded without Lingui's plural: it formats the number with Intl.NumberFormat,
// whose first use on a page loads the locale's data, tens of milliseconds in the middle of hydration
// (docs/benchmark.md, Lighthouse). Dutch and English have one plural rule: exactly 1 is singular.

/** A count as the page's language writes it: 12.345 in Dutch, 12,345 in English. */
export function formatCount(count: number, locale: string): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, locale === 'en' ? ',' : '.');
}

/** 'N resultaten', or 'N resultaten voor “term”' when a term was searched ('*' is everything). */
export function resultCountLabel(i18n: I18n, hits: number, term: string): string {
  const values = { count: formatCount(hits, i18n.locale), term };
  if (term === '*') {
    return hits === 1
      ? i18n._({ id: 'search.count.all.one', message: '{count} resultaat', values })
      : i18n._({ id: 'search.count.all.other', message: '{count} resultaten', values });
  }
  return hits === 1
    ? i18n._({ id: 'search.count.term.one', message: '{count} resultaat voor “{term}”', values })
    : i18n._({ id: 'search.count.term.other', message: '{count} resultaten voor “{term}”', values });
}

/** The filter panel's 'Toon N resultaten' button. */
export function showResultsLabel(i18n: I18n, hits: number): string {
  const values = { count: formatCount(hits, i18n.locale) };
  return hits === 1
    ? i18n._({ id: 'search.filters.showResults.one', message: 'Toon {count} resultaat', values })
    : i18n._({ id: 'search.filters.showResults.other', message: 'Toon {count} resultaten', values });
}

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

import type { I18n } from '@lingui/core';

/** Badge label of a content subtype (spec §3 badge types). */
export function subtypeLabel(i18n: I18n, subtype: string): string {
  switch (subtype) {
    case 'news':
      return i18n._({ id: 'search.subtype.news', message: 'Nieuws' });
    case 'gkz':
      return i18n._({ id: 'search.subtype.gkz', message: 'Groen Kennisnet' });
    case 'source':
      return i18n._({ id: 'search.subtype.source', message: 'Bron' });
    case 'dossier':
      return i18n._({ id: 'search.subtype.dossier', message: 'Dossier' });
    case 'project':
      return i18n._({ id: 'search.subtype.project', message: 'Project' });
    case 'event':
      return i18n._({ id: 'search.subtype.event', message: 'Evenement' });
    case 'contact':
      return i18n._({ id: 'search.subtype.contact', message: 'Contact' });
    case 'expert':
      return i18n._({ id: 'search.subtype.expert', message: 'Expert' });
    default:
      return i18n._({ id: 'search.subtype.other', message: 'Overig' });
  }
}

/** Display of a filter value: our labels for content types and languages, else the service's. */
export function filterValueLabel(i18n: I18n, filter: string, value: string, display: string): string {
  if (filter === 'contentsubtype') return subtypeLabel(i18n, value);
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

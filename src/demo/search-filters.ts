import type { SearchRecord } from './corpus-types.js';

// The filter groups of the demo search service (GET {search base}{scope}/filters) and how a
// record's values for each group are read. The order here is the order of facets in responses.

export interface FilterGroup {
  id: number;
  name: 'contentsubtype' | 'year' | 'language' | 'region' | 'theme' | 'keyword';
  alias: string;
  'alias-eng': string;
  valuesOf(record: SearchRecord): readonly string[];
  /** Display text of a value; the value itself when absent. */
  display?: Record<string, string>;
  /** Facet and filter properties ordered by value descending (years) instead of by count. */
  byValueDesc?: boolean;
}

const single = (v: string | number | undefined): readonly string[] => (v === undefined || v === '' ? [] : [String(v)]);

export const FILTER_GROUPS: readonly FilterGroup[] = [
  {
    id: 1,
    name: 'contentsubtype',
    alias: 'Soort inhoud',
    'alias-eng': 'Content type',
    valuesOf: (r) => single(r.contentsubtype),
    display: {
      news: 'Nieuws',
      gkz: 'Lesmateriaal',
      other: 'Overig',
      source: 'Bron',
      dossier: 'Dossier',
      project: 'Project',
      event: 'Evenement',
      contact: 'Contact',
      expert: 'Expert',
    },
  },
  { id: 2, name: 'year', alias: 'Jaar', 'alias-eng': 'Year', valuesOf: (r) => single(r.year), byValueDesc: true },
  {
    id: 3,
    name: 'language',
    alias: 'Taal',
    'alias-eng': 'Language',
    valuesOf: (r) => single(r.language),
    display: { nl: 'Nederlands', en: 'Engels' },
  },
  { id: 4, name: 'region', alias: 'Regio', 'alias-eng': 'Region', valuesOf: (r) => single(r.region) },
  { id: 5, name: 'theme', alias: 'Thema', 'alias-eng': 'Theme', valuesOf: (r) => single(r.theme) },
  {
    id: 6,
    name: 'keyword',
    alias: 'Trefwoord',
    'alias-eng': 'Keyword',
    valuesOf: (r) => (Array.isArray(r.keywords) ? r.keywords : []),
  },
];

export const FILTER_NAMES: readonly string[] = FILTER_GROUPS.map((g) => g.name);

export interface FilterProperty {
  id: string;
  value: string;
  display: string;
}

export interface FilterResponseItem {
  id: number;
  name: string;
  alias: string;
  'alias-eng': string;
  properties: FilterProperty[];
}

export function filterProperty(group: FilterGroup, value: string): FilterProperty {
  return { id: `${group.name}:${value}`, value, display: group.display?.[value] ?? value };
}

// The search and filter entities of requirements §3 as the views see them (mapped from the upstream
// responses in src/upstream/search and src/upstream/knowledge-index).

export const SEARCH_PAGE_SIZE = 20; // requirements §9

export type ContentSubtype =
  'news' | 'gkz' | 'other' | 'source' | 'dossier' | 'project' | 'event' | 'contact' | 'expert';
export type SortField = 'score' | 'title' | 'year';
export type SortDirection = 'asc' | 'desc';

/** One link of a record (requirements §3: legacy single url/access/filetype become a one-item list). */
export interface RecordLink {
  url: string;
  access: string | null;
  filetype: string | null;
}

/**
 * An author of a record and the role the record gives them (requirements §3 author roles: contact,
 * contact person, expert, dossier owner); null when it gives none. Other roles are kept as sent
 * and shown without a label.
 */
export interface RecordAuthor {
  name: string;
  role: string | null;
}

export interface SearchRecord {
  id: string;
  title: string;
  description: string;
  contentsubtype: string;
  year: number | null;
  date: string | null;
  language: string | null;
  publisher: string | null;
  journal: string | null;
  authors: RecordAuthor[];
  source: string | null;
  /** Summary items (requirements §3): status, region, subject, target audience, when, location, … */
  summary: Partial<Record<SummaryKey, string>>;
  /** null when the record has neither links nor the legacy fields (requirements §3). */
  links: RecordLink[] | null;
}

export const SUMMARY_KEYS = [
  'status',
  'region',
  'subject',
  'target_audience',
  'when',
  'location',
  'organiser',
  'price',
  'duration',
  'theme',
  'project_arrangement',
] as const;
export type SummaryKey = (typeof SUMMARY_KEYS)[number];

interface FacetProperty {
  value: string;
  count: number;
}
export interface Facet {
  name: string;
  id: number;
  properties: FacetProperty[];
}

/** requirements §3 Search response. */
export interface SearchResponse {
  hits: number;
  records: SearchRecord[];
  facets: Facet[];
}

interface FilterProperty {
  id: string;
  value: string;
  display: string;
}

/** requirements §3 Filter as the search service lists it (count and checked are added per search). */
export interface Filter {
  id: number;
  name: string;
  alias: string;
  aliasEng: string;
  properties: FilterProperty[];
}

/** The filter groups of one search: name -> selected values. */
export type FilterSelection = Array<{ name: string; values: string[] }>;

export interface SearchRequest {
  /** The term as the user means it; '*' for everything. */
  term: string;
  start: number;
  max?: number;
  filters: FilterSelection;
  sort: { field: SortField; direction: SortDirection } | null;
}

/** requirements §3 Knowledge-index item. */
export interface KnowledgeItem {
  id: string;
  title: string;
  publisher: string | null;
  journal: string | null;
  year: number | null;
  contentsubtype: string | null;
  description: string | null;
  links: RecordLink[] | null;
  /** The record's language (requirements §3), e.g. 'nl' or 'en'; null when the index does not say. */
  language: string | null;
  /** As on the search record, when the index gives them: the result page shows what the list showed. */
  date: string | null;
  authors: RecordAuthor[];
  source: string | null;
  summary: Partial<Record<SummaryKey, string>>;
}

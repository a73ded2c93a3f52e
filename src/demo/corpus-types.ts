// The search record as the demo search service returns it (docs/upstream-contracts.md).

export const CONTENT_SUBTYPES = [
  'news',
  'gkz',
  'other',
  'source',
  'dossier',
  'project',
  'event',
  'contact',
  'expert',
] as const;
export type ContentSubtype = (typeof CONTENT_SUBTYPES)[number];

type Access = 'open' | 'restricted';

export interface RecordLink {
  url: string;
  access: Access;
  filetype: string;
}

export interface SearchRecord {
  id: string;
  title: string;
  description: string;
  contentsubtype: ContentSubtype;
  year: number;
  /** ISO 8601 date-time; news, events and some others only. */
  date?: string;
  language: 'nl' | 'en';
  publisher: string;
  journal?: string;
  authors: string[];
  /** Author name -> role (contact, contact person, expert, dossier owner, or another); optional. */
  author_roles?: Record<string, string>;
  source: string;
  keywords: string[];
  status?: string;
  region?: string;
  subject?: string;
  target_audience?: string;
  when?: string;
  location?: string;
  organiser?: string;
  price?: string;
  duration?: string;
  theme?: string;
  project_arrangement?: string;
  geo?: { lat: number; lon: number };
  /** Current shape. Legacy records have url/access/filetype instead (or nothing at all). */
  links?: RecordLink[];
  url?: string;
  access?: Access;
  filetype?: string;
}

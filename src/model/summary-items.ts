import { SUMMARY_KEYS as RECORD_SUMMARY_KEYS, type RecordAuthor } from './search.js';

// requirements §3 Summary items shown, in this order: the search record's summary fields, then
// year, author(s) and source.
const SUMMARY_KEYS = [...RECORD_SUMMARY_KEYS, 'year', 'authors', 'source'] as const;
export type SummaryKey = (typeof SUMMARY_KEYS)[number];
export interface SummaryItem {
  key: SummaryKey;
  value: string;
  /** The authors item's people with the roles the record gives them (requirements §3 author roles). */
  authors?: RecordAuthor[];
}

/** An author list as names (strings) or as authors with roles; blank names dropped. */
function authorsOf(v: unknown): RecordAuthor[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((a: unknown) => {
    if (typeof a === 'string') return a.trim() ? [{ name: a, role: null }] : [];
    const { name, role } = (a ?? {}) as Partial<RecordAuthor>;
    return typeof name === 'string' && name.trim() ? [{ name, role: typeof role === 'string' ? role : null }] : [];
  });
}

/** The summary items a record has, in the order of requirements §3 (strings, numbers and author lists). */
export function summaryItemsOf(record: Record<string, unknown>): SummaryItem[] {
  return SUMMARY_KEYS.flatMap((key): SummaryItem[] => {
    const v = record[key];
    if (key === 'authors') {
      const authors = authorsOf(v);
      return authors.length > 0 ? [{ key, value: authors.map((a) => a.name).join(', '), authors }] : [];
    }
    const value = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
    return value ? [{ key, value }] : [];
  });
}

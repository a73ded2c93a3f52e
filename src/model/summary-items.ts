import { SUMMARY_KEYS as RECORD_SUMMARY_KEYS } from './search.js';

// requirements §3 Summary items shown, in this order: the search record's summary fields, then
// year, author(s) and source.
const SUMMARY_KEYS = [...RECORD_SUMMARY_KEYS, 'year', 'authors', 'source'] as const;
export type SummaryKey = (typeof SUMMARY_KEYS)[number];
export interface SummaryItem {
  key: SummaryKey;
  value: string;
}

/** The summary items a record has, in the order of requirements §3 (strings, numbers and author lists). */
export function summaryItemsOf(record: Record<string, unknown>): SummaryItem[] {
  return SUMMARY_KEYS.flatMap((key) => {
    const v = record[key];
    const value = Array.isArray(v)
      ? v.filter((x) => typeof x === 'string' && x).join(', ')
      : typeof v === 'number'
        ? String(v)
        : typeof v === 'string'
          ? v.trim()
          : '';
    return value ? [{ key, value }] : [];
  });
}

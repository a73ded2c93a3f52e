// spec §3 Summary items shown, in this order.
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
  'year',
  'authors',
  'source',
] as const;
export type SummaryKey = (typeof SUMMARY_KEYS)[number];
export interface SummaryItem {
  key: SummaryKey;
  value: string;
}

/** The summary items a record has, in spec order (strings, numbers and author lists). */
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

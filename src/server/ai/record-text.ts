import type { SearchRecord } from '../../model/search.js';
import { wordsOf } from './question-terms.js';

// A record's text as the AI search weighs it (docs/architecture.md §16): its title says what it
// is about, its summary fields (subject, theme, place, organiser…) and authors are facts about it,
// its description is the body. A question's word in the title counts three times one in the body.

export const FIELD_WEIGHT = { title: 3, summary: 2, body: 1 } as const;

export interface RecordWords {
  title: string[];
  summary: string[];
  body: string[];
}

const cache = new WeakMap<SearchRecord, RecordWords>();

export function recordWords(record: SearchRecord): RecordWords {
  const known = cache.get(record);
  if (known) return known;
  const words = {
    title: wordsOf(record.title),
    summary: wordsOf([...Object.values(record.summary), ...record.authors.map((a) => a.name)].join(' ')),
    body: wordsOf(record.description),
  };
  cache.set(record, words);
  return words;
}

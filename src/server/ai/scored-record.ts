import type { SearchRecord } from '../../model/search.js';

/** A record the search found for a question, weighed for the answer (retrieve.ts). */
export interface ScoredRecord {
  record: SearchRecord;
  /** How well the record (title, summary and body) fits the question, 0..1 (question-fit.ts). */
  coverage: number;
  score: number;
}

import type { SearchRecord } from '../../model/search.js';
import type { Locale } from '../../model/services.js';
import type { Passage } from './passages.js';
import { conceptCoverage, type QuestionWeighing } from './question-fit.js';
import { wordsOf } from './question-terms.js';
import { recordWords } from './record-text.js';
import { answersFromFields, byDate, FACT_RECORDS, factLine } from './record-facts.js';
import type { QuestionAnalysis } from './retrieve.js';
import type { ScoredRecord } from './scored-record.js';

// What an answer is made of (docs/architecture.md §16): the records' facts for a question about
// when, where, who, how much or which ones; else the sentences that carry the question's
// concepts; else, where records fit by their titles alone, those records named with their facts;
// else nothing ("not found in our sources"). The extractive answer quotes `quoted`; a model gets
// `context`: the same records with their facts and best sentences.

/**
 * A record (and a passage, with its record's title and summary) must fit the question this well
 * to be used (question-fit.ts); when none does, the answer is "not found in our sources". Set
 * with `gkn ai eval` on the question sets (decision 020).
 */
export const MIN_COVERAGE = 0.6;
/** Sentences the extractive answer quotes at most: a short answer, the source list holds the rest. */
export const QUOTED_SENTENCES = 3;

/** One cited piece of an answer: a sentence of the record, or a line of its facts. */
export interface Quoted {
  record: SearchRecord;
  text: string;
}

export interface AnswerPlan {
  quoted: Quoted[];
  context: Quoted[];
}

export function planAnswer(
  analysis: QuestionAnalysis,
  weighing: QuestionWeighing,
  records: ScoredRecord[],
  passages: Passage[],
  locale: Locale,
  now: number,
): AnswerPlan | null {
  const relevant = records.filter((r) => r.coverage >= MIN_COVERAGE).map((r) => r.record);
  // The answer is in the site's language whatever the question's: where records in that
  // language fit, only those are used (a quoted sentence is never translated).
  const inLanguage = relevant.filter((r) => r.language === locale || r.language === null);
  const pool = inLanguage.length > 0 ? inLanguage : relevant;
  if (pool.length === 0) return null;
  const inPool = new Set(pool.map((r) => r.id));
  const usable = passages.filter((p) => inPool.has(p.record.id) && p.coverage >= MIN_COVERAGE && p.own > 0);
  const bestSentence = new Map(onePerRecord(usable).map((p) => [p.record.id, p.text]));
  // A model gets the record's best sentence, and its facts where the question asks for them or
  // no sentence carries the question's concepts.
  const contextOf = (record: SearchRecord): Quoted => {
    const sentence = bestSentence.get(record.id);
    if (sentence && analysis.kind === 'explain') return { record, text: sentence };
    return { record, text: [factLine(record, analysis.kind, locale), sentence].filter(Boolean).join(' ') };
  };

  const { kind } = analysis;
  const withFields = pool.filter((r) => answersFromFields(r, kind, locale));
  if (withFields.length > 0) {
    const ordered = eachConcept(weighing, kind === 'who' ? withFields : byDate(withFields, now)).slice(0, FACT_RECORDS);
    return {
      quoted: ordered.map((record) => ({ record, text: factLine(record, kind, locale) })),
      context: ordered.map(contextOf),
    };
  }
  if (usable.length > 0) {
    // The sentences that fit best, alone and with their record's title, one per record.
    const best = Math.max(...usable.map((p) => p.coverage));
    const bestOwn = Math.max(...usable.filter((p) => p.coverage >= best).map((p) => p.own));
    const quoted = weighing.joined
      ? sentencePerConcept(weighing, usable)
      : onePerRecord(usable.filter((p) => p.coverage >= best && p.own >= bestOwn));
    return {
      quoted: quoted.slice(0, QUOTED_SENTENCES).map((p) => ({ record: p.record, text: p.text })),
      context: onePerRecord(usable).map((p) => contextOf(p.record)),
    };
  }
  // The records fit by their titles and fields, but no sentence names the concept: the records
  // themselves are the answer ("masterclass" → the masterclasses, with their dates).
  const named = eachConcept(weighing, byDate(pool, now)).slice(0, FACT_RECORDS);
  return {
    quoted: named.map((record) => ({ record, text: factLine(record, 'list', locale) })),
    context: named.map(contextOf),
  };
}

/**
 * For a question that joins its concepts ("masterclass en veldexcursie"), the records taken in
 * turn for each concept, so the answer speaks of each; otherwise the order as it is.
 */
function eachConcept(weighing: QuestionWeighing, records: SearchRecord[]): SearchRecord[] {
  if (!weighing.joined) return records;
  const groups = weighing.concepts.map((concept) =>
    records.filter((r) => {
      const { title, summary, body } = recordWords(r);
      return conceptCoverage(concept, [...title, ...summary, ...body]) === 1;
    }),
  );
  const ordered = new Set<SearchRecord>();
  for (let i = 0; groups.some((g) => i < g.length); i++) {
    for (const group of groups) {
      const record = group[i];
      if (record) ordered.add(record);
    }
  }
  for (const record of records) ordered.add(record);
  return [...ordered];
}

/** For a joined question, the best sentence carrying each concept in turn ("hedgerows", "wild bees"). */
function sentencePerConcept(weighing: QuestionWeighing, passages: Passage[]): Passage[] {
  const groups = weighing.concepts.map((concept) =>
    passages.filter((p) => conceptCoverage(concept, wordsOf(p.text)) === 1),
  );
  const ordered: Passage[] = [];
  for (let i = 0; groups.some((g) => i < g.length); i++) {
    for (const group of groups) {
      const passage = group[i];
      if (passage) ordered.push(passage);
    }
  }
  return onePerRecord(ordered);
}

/** One passage per record, best first, and a sentence quoted once: a record is cited once. */
function onePerRecord(passages: Passage[]): Passage[] {
  const seen = new Set<string>();
  return passages.filter((p) => !seen.has(p.record.id) && !seen.has(p.text) && seen.add(p.record.id).add(p.text));
}

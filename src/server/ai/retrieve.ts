import type { SearchRecord } from '../../model/search.js';
import { runSearch } from '../services/search-service.js';
import type { ServiceDeps, ServiceScope } from '../services/service-deps.js';
import { rankPassages, type Passage } from './passages.js';
import { questionKind, type QuestionKind } from './question-kind.js';
import { fitOf, weightOfHits, type QuestionWeighing } from './question-fit.js';
import { readConcepts, splitCompound, termIn, termOf, type QuestionTerm } from './question-terms.js';
import { FIELD_WEIGHT, recordWords } from './record-text.js';

// requirements §1 AI search, retrieval (docs/architecture.md §16, decision 020): the site's search
// service, in the request's own scope (requirements §7; never another site's), asked for the
// question's key phrase and, when it names several concepts, for each of them; the records it
// returns ranked again by how much of the question they hold, where (title and summary over
// body), and in which language; then the best passages inside the best records.

/** Records read per search call: the search's first page. */
const RECORDS_READ = 20;
/** Concepts searched for one by one at most (beside the key phrase): a question names few. */
const CONCEPT_SEARCHES = 4;
export const RECORDS_USED = 8;

/** What the question asks and about what. */
export interface QuestionAnalysis {
  kind: QuestionKind;
  concepts: string[];
  /** The concepts are joined ("A en B"): each is asked about on its own. */
  joined: boolean;
  terms: QuestionTerm[];
  /** The words the normal search is asked for (and linked with when nothing is found). */
  keyPhrase: string;
}

export interface ScoredRecord {
  record: SearchRecord;
  /** How well the record (title, summary and body) fits the question, 0..1 (question-fit.ts). */
  coverage: number;
  score: number;
}

export interface Retrieval {
  analysis: QuestionAnalysis;
  weighing: QuestionWeighing;
  /** Records in the order the answer considers them, best first. */
  records: ScoredRecord[];
  passages: Passage[];
  /** The search call failed: the answer says "not found" and the page links to the normal search. */
  searchFailed: boolean;
}

export function analyseQuestion(question: string): QuestionAnalysis {
  const { concepts, joined } = readConcepts(question);
  const words = [...new Set(concepts.flatMap((c) => c.split(' ')))];
  return { kind: questionKind(question), concepts, joined, terms: words.map(termOf), keyPhrase: concepts.join(' ') };
}

export async function retrieve(deps: ServiceDeps, scope: ServiceScope, question: string): Promise<Retrieval> {
  const analysis = analyseQuestion(question);
  const none = { concepts: [], joined: false };
  if (analysis.terms.length === 0)
    return { analysis, weighing: none, records: [], passages: [], searchFailed: false };
  const several = analysis.concepts.length > 1;
  const phrases = several ? [analysis.keyPhrase, ...analysis.concepts.slice(0, CONCEPT_SEARCHES)] : [analysis.keyPhrase];
  const results = await Promise.all(
    phrases.map((term) => runSearch(deps, scope, { term, start: 0, max: RECORDS_READ, filters: [], sort: null })),
  );
  const found = results.flatMap((r) => (r.status === 'results' ? [r.records] : []));
  if (found.length === 0) return { analysis, weighing: none, records: [], passages: [], searchFailed: true };

  const candidates = interleave(found);
  const vocabulary = new Set(candidates.flatMap((r) => Object.values(recordWords(r)).flat()));
  const terms = new Map(analysis.terms.map((t) => [t.word, splitCompound(t, vocabulary)]));
  // The records the search finds for a concept on its own: how rare it is on this site.
  const hitsOf = (i: number) => {
    const result = results[several ? i + 1 : 0];
    return result?.status === 'results' ? result.hits : RECORDS_READ;
  };
  const weighing: QuestionWeighing = {
    joined: analysis.joined,
    concepts: analysis.concepts.map((phrase, i) => ({
      phrase,
      terms: phrase.split(' ').map((w) => terms.get(w)!),
      weight: weightOfHits(hitsOf(i)),
    })),
  };
  const termList = [...terms.values()];
  const ranked = candidates
    .map((record, rank) => scoreRecord(record, rank, weighing, termList, scope.locale))
    .sort((a, b) => b.score - a.score);
  return {
    analysis: { ...analysis, terms: termList },
    weighing,
    records: ranked,
    passages: rankPassages(weighing, ranked.slice(0, RECORDS_USED)),
    searchFailed: false,
  };
}

/** The search calls' records, first of each call, then second of each…, each once. */
function interleave(lists: SearchRecord[][]): SearchRecord[] {
  const seen = new Map<string, SearchRecord>();
  const longest = Math.max(...lists.map((l) => l.length));
  for (let i = 0; i < longest; i++) {
    for (const list of lists) {
      const record = list[i];
      if (record && !seen.has(record.id)) seen.set(record.id, record);
    }
  }
  return [...seen.values()];
}

/**
 * Fit decides (a record holding every concept beats one holding half), then where the terms
 * stand (title and summary over body), then the site's language, then the search's own order.
 */
function scoreRecord(
  record: SearchRecord,
  rank: number,
  weighing: QuestionWeighing,
  terms: QuestionTerm[],
  locale: string,
): ScoredRecord {
  const words = recordWords(record);
  const coverage = fitOf(weighing, [...words.title, ...words.summary, ...words.body]);
  let placed = 0;
  for (const term of terms) {
    placed += termIn(term, words.title)
      ? FIELD_WEIGHT.title
      : termIn(term, words.summary)
        ? FIELD_WEIGHT.summary
        : termIn(term, words.body)
          ? FIELD_WEIGHT.body
          : 0;
  }
  const ownLanguage = record.language === locale || record.language === null ? 1 : 0;
  const score = coverage * 10 + placed / terms.length + ownLanguage * 1.5 - rank * 0.02;
  return { record, coverage, score };
}

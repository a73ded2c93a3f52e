import type { SearchRecord } from '../../model/search.js';
import { runSearch } from '../services/search-service.js';
import type { ServiceDeps, ServiceScope } from '../services/service-deps.js';
import { rankPassages, type Passage } from './passages.js';
import type { ScoredRecord } from './scored-record.js';
import { namesRecordType, questionKind, type QuestionKind } from './question-kind.js';
import { conceptCoverage, fitOf, weightOfHits, type QuestionWeighing, type WeighedConcept } from './question-fit.js';
import { readConcepts, splitCompound, termIn, termOf, type QuestionTerm } from './question-terms.js';
import { FIELD_WEIGHT, recordWords } from './record-text.js';

// requirements §1 AI search, retrieval (docs/architecture.md §16, decision 020): the site's search
// service, in the request's own scope (requirements §7; never another site's), asked for the
// question's key phrase and, when it names several concepts, for each of them; the records it
// returns ranked again by how much of the question they hold, where (title and summary over
// body), and in which language; then the best passages inside the best records.

/** Records read per search call: the search's first page. */
const RECORDS_READ = 20;
/** The records a common word is found in: the weight of a compound made of common words. */
const COMMON_HITS = 200;
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
  /** Kinds of record the question names beside its subject ("podcasts" over bodemleven). */
  recordTypes: QuestionTerm[];
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
  const read = readConcepts(question);
  // "Zijn er podcasts over bodemleven?" is about soil life: a kind of record beside a subject
  // says what to list, not what it is about. Alone ("Welke masterclasses zijn er?") it is the subject.
  const subjects = read.concepts.filter((c) => !c.split(' ').every(namesRecordType));
  const concepts = subjects.length > 0 ? subjects : read.concepts;
  const recordTypes = subjects.length > 0 ? read.concepts.filter((c) => !subjects.includes(c)) : [];
  const joined = read.joined && concepts.length > 1;
  const words = [...new Set(concepts.flatMap((c) => c.split(' ')))];
  return {
    kind: questionKind(question),
    concepts,
    joined,
    terms: words.map(termOf),
    keyPhrase: concepts.join(' '),
    recordTypes: recordTypes.flatMap((c) => c.split(' ')).map(termOf),
  };
}

export async function retrieve(deps: ServiceDeps, scope: ServiceScope, question: string): Promise<Retrieval> {
  const analysis = analyseQuestion(question);
  const none = { concepts: [], joined: false };
  if (analysis.terms.length === 0) return { analysis, weighing: none, records: [], passages: [], searchFailed: false };
  const several = analysis.concepts.length > 1;
  const phrases = several
    ? [analysis.keyPhrase, ...analysis.concepts.slice(0, CONCEPT_SEARCHES)]
    : [analysis.keyPhrase];
  const results = await Promise.all(
    phrases.map((term) => runSearch(deps, scope, { term, start: 0, max: RECORDS_READ, filters: [], sort: null })),
  );
  const found = results.flatMap((r) => (r.status === 'results' ? [r.records] : []));
  if (found.length === 0) return { analysis, weighing: none, records: [], passages: [], searchFailed: true };

  // A compound the search finds nowhere may be written apart in the records ("boerenbedrijf":
  // "boeren" … "bedrijf"): its parts are looked for with the search too, their records read.
  const unfound = analysis.concepts.filter((c, i) => {
    const result = results[several ? i + 1 : 0];
    return !c.includes(' ') && result?.status === 'results' && result.hits === 0;
  });
  const partRecords = await Promise.all(unfound.slice(0, 2).map((word) => compoundPartsRecords(deps, scope, word)));
  const candidates = interleave(found);
  const vocabulary = new Set(
    [...candidates, ...partRecords.flat()].flatMap((r) => Object.values(recordWords(r)).flat()),
  );
  const terms = new Map(analysis.terms.map((t) => [t.word, splitCompound(t, vocabulary)]));
  const weighing: QuestionWeighing = {
    joined: analysis.joined,
    concepts: analysis.concepts.map((phrase, i) => {
      const concept = { phrase, terms: phrase.split(' ').map((w) => terms.get(w)!), weight: 1 };
      // The records the search finds for the concept on its own: how rare it is on this site. A
      // count is believed only when the search's first records hold the whole concept (a search
      // that falls back to any of its words counts those words, not the concept).
      const result = results[several ? i + 1 : 0];
      const held = result?.status === 'results' && result.records.some((r) => recordFits(concept, r));
      if (held) return { ...concept, weight: weightOfHits(result.hits) };
      // Found nowhere as such, but made of words found everywhere ("boerenbedrijf": boeren,
      // bedrijf): a general modifier, which says little about which records fit. Found nowhere
      // and made of unknown words ("appeltaart"): a subject the site does not have.
      const composed = concept.terms.every((t) => t.parts !== undefined);
      return { ...concept, weight: weightOfHits(composed ? COMMON_HITS : 0) };
    }),
  };
  const termList = [...terms.values()];
  const ranked = candidates
    .map((record, rank) => scoreRecord(record, rank, weighing, termList, analysis.recordTypes, scope.locale))
    .sort((a, b) => b.score - a.score);
  return {
    analysis: { ...analysis, terms: termList },
    weighing,
    records: ranked,
    passages: rankPassages(weighing, ranked.slice(0, RECORDS_USED)),
    searchFailed: false,
  };
}

/** Shortest part of a compound tried: Dutch words of three letters are mostly not compound parts. */
const MIN_PART = 4;
/** Ways of splitting one compound asked of the search at most. */
const SPLITS_TRIED = 8;

/**
 * The records of the first split of `word` into two parts that the search finds together
 * ("boeren bedrijf"), longest head first; [] when none. Each try is one cached search call.
 */
async function compoundPartsRecords(deps: ServiceDeps, scope: ServiceScope, word: string): Promise<SearchRecord[]> {
  const cuts = [];
  for (let cut = word.length - MIN_PART; cut >= MIN_PART && cuts.length < SPLITS_TRIED; cut--) cuts.push(cut);
  for (const cut of cuts) {
    const head = word.slice(0, cut);
    const parts = [head.endsWith('s') && head.length > MIN_PART ? head.slice(0, -1) : head, word.slice(cut)];
    const result = await runSearch(deps, scope, {
      term: parts.join(' '),
      start: 0,
      max: RECORDS_READ,
      filters: [],
      sort: null,
    });
    if (result.status !== 'results') return [];
    const holding = result.records.filter((r) => {
      const words = Object.values(recordWords(r)).flat();
      return parts.every((p) => words.includes(p));
    });
    if (holding.length > 0) return holding;
  }
  return [];
}

const recordFits = (concept: WeighedConcept, record: SearchRecord) => {
  const { title, summary, body } = recordWords(record);
  return conceptCoverage(concept, [...title, ...summary, ...body]) === 1;
};

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
 * stand (title and summary over body), then whether it is the kind of record the question names,
 * then the site's language, then the search's own order.
 */
function scoreRecord(
  record: SearchRecord,
  rank: number,
  weighing: QuestionWeighing,
  terms: QuestionTerm[],
  recordTypes: QuestionTerm[],
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
  const ofType = recordTypes.some((t) => termIn(t, words.title)) ? 1 : 0;
  const score = coverage * 10 + placed / terms.length + ofType * 3 + ownLanguage * 1.5 - rank * 0.02;
  return { record, coverage, score };
}

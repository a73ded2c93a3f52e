import type { SearchRecord } from '../../model/search.js';
import { contentTerms, termMatches, wordsOf } from './question-terms.js';

// requirements §1 AI search, retrieval's second step: the best passages inside the top records.
// A passage is one sentence of a record's description (or its title), ranked by how much of the
// question it covers. Text that reads as an instruction to an assistant is never a passage: the
// content is data, and nothing in it may steer the answer (docs/architecture.md §16).

export interface Passage {
  record: SearchRecord;
  text: string;
  /** Share of the question's content terms this passage (with its record's title) covers, 0..1. */
  coverage: number;
  /** The same share for the sentence alone. */
  own: number;
  score: number;
}

/** Phrases of text written to steer a language model rather than to inform a reader. */
const INSTRUCTION_LIKE = [
  /\b(ignore|disregard|forget)\b.{0,40}\b(instructions?|prompts?|rules|above|previous)\b/i,
  /\b(negeer|vergeet|verwaarloos)\b.{0,40}\b(instructies?|opdrachten?|regels|prompts?|hierboven|eerdere)\b/i,
  /\b(system prompt|systeemprompt|you are now|je bent nu|act as|doe alsof)\b/i,
  /\b(antwoord|answer|reply|respond)\b.{0,20}\b(alleen|only|uitsluitend)\s*[:"'“]/i,
];

export function looksLikeInstruction(sentence: string): boolean {
  return INSTRUCTION_LIKE.some((pattern) => pattern.test(sentence));
}

/** Sentences of a description: split after . ! ? followed by a space and a capital or digit. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}"“])/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

function coverageOf(terms: string[], words: string[]): number {
  if (terms.length === 0) return 0;
  const hit = terms.filter((t) => words.some((w) => termMatches(t, w))).length;
  return hit / terms.length;
}

/**
 * Every passage of the records, scored: coverage of the question by the sentence itself counts
 * most, the record's title adds context (a sentence about "it" under a title that names the
 * subject), and earlier records (the search service's ranking) break ties.
 */
export function rankPassages(question: string, records: SearchRecord[]): Passage[] {
  const terms = contentTerms(question);
  const passages: Passage[] = [];
  records.forEach((record, rank) => {
    const titleWords = wordsOf(record.title);
    for (const sentence of sentencesOf(record.description)) {
      if (looksLikeInstruction(sentence)) continue;
      const words = wordsOf(sentence);
      const own = coverageOf(terms, words);
      const withTitle = coverageOf(terms, [...words, ...titleWords]);
      const score = own * 2 + withTitle - rank * 0.02;
      passages.push({ record, text: sentence, coverage: withTitle, own, score });
    }
  });
  return passages.sort((a, b) => b.score - a.score);
}

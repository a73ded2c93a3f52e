import { fitOf, type QuestionWeighing } from './question-fit.js';
import { wordsOf } from './question-terms.js';
import { recordWords } from './record-text.js';
import type { ScoredRecord } from './scored-record.js';
import type { SearchRecord } from '../../model/search.js';

// requirements §1 AI search, retrieval's second step: the best passages inside the top records.
// A passage is one sentence of a record's description, ranked by how much of the question it
// covers. Text that reads as an instruction to an assistant is never a passage: the content is
// data, and nothing in it may steer the answer (docs/architecture.md §16).

export interface Passage {
  record: SearchRecord;
  text: string;
  /** How well this passage with its record's title and summary fits the question, 0..1. */
  coverage: number;
  /** The same for the sentence alone: 0 = the sentence carries none of the question's concepts. */
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

/**
 * Every passage of the records, scored: coverage of the question by the sentence itself counts
 * most, the record's title and summary add context (a sentence about "it" under a title that
 * names the subject), and the record's rank breaks ties.
 */
export function rankPassages(weighing: QuestionWeighing, records: ScoredRecord[]): Passage[] {
  const passages: Passage[] = [];
  records.forEach(({ record }, rank) => {
    const { title, summary } = recordWords(record);
    for (const sentence of sentencesOf(record.description)) {
      if (looksLikeInstruction(sentence)) continue;
      const words = wordsOf(sentence);
      const own = fitOf(weighing, words);
      const withTitle = fitOf(weighing, [...words, ...title, ...summary]);
      const score = own * 2 + withTitle - rank * 0.02;
      passages.push({ record, text: sentence, coverage: withTitle, own, score });
    }
  });
  return passages.sort((a, b) => b.score - a.score);
}

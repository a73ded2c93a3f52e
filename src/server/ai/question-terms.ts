import { isFramingWord, isStopWord, stemsOf } from './language.js';

// How the AI search reads a question and a passage (docs/architecture.md §16, decision 020):
// lower case, accents folded; stop words and framing words of both languages dropped, so "Welke
// rol speelt waterberging in de landbouw?" weighs "waterberging landbouw"; each remaining word
// compared by its Snowball stems, by a shared beginning (an English plural in Dutch text,
// "masterclasses"/"masterclass") and, for a Dutch compound, by its head ("berging" in
// "waterberging") or by its parts found in the text ("boerenbedrijf" in "boeren … bedrijf").

/** A question's identity for the answer cache: case, accents, spacing and end punctuation do not count. */
export function normaliseQuestion(question: string): string {
  return fold(question)
    .replace(/[\s?!.]+$/u, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** The words of a text as compared: folded, letters and digits only. */
export function wordsOf(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** One content word of a question. `parts`: a compound's parts, once split against a vocabulary. */
export interface QuestionTerm {
  word: string;
  stems: readonly string[];
  parts?: [string, string];
}

const isContent = (word: string) => word.length >= 3 && !isStopWord(word) && !isFramingWord(word);

/** The question's content words (no stop or framing words, at least 3 characters), each once. */
export function contentTerms(question: string): string[] {
  return [...new Set(wordsOf(question).filter(isContent))];
}

export const termOf = (word: string): QuestionTerm => ({ word, stems: stemsOf(word) });

const JOINING = new Set(['en', 'and', 'of', 'or', 'plus', 'ook', 'also']);

/**
 * The question's concepts: runs of content words not broken by a stop word, a framing word or
 * punctuation ("resistente rassen", "delayed mowing"). `joined`: every gap between two concepts
 * holds a joining word or a comma ("masterclass en veldexcursie", "A, B or C").
 */
export function readConcepts(question: string): { concepts: string[]; joined: boolean } {
  const concepts: string[] = [];
  const gaps: boolean[] = [];
  let run: string[] = [];
  let gapJoins = false;
  const close = () => {
    if (run.length === 0) return;
    if (concepts.length > 0) gaps.push(gapJoins);
    concepts.push(run.join(' '));
    run = [];
    gapJoins = false;
  };
  for (const token of fold(question).match(/[\p{L}\p{N}]+|[^\p{L}\p{N}\s]+/gu) ?? []) {
    const isWord = /^[\p{L}\p{N}]/u.test(token);
    if (isWord && isContent(token)) {
      run.push(token);
      continue;
    }
    close();
    if (!isWord ? token.includes(',') || token.includes('&') || token.includes('/') : JOINING.has(token))
      gapJoins = true;
  }
  close();
  const unique = [...new Set(concepts)];
  return { concepts: unique, joined: gaps.length > 0 && gaps.every(Boolean) };
}

export const conceptsOf = (question: string): string[] => readConcepts(question).concepts;

/** Letters a shared beginning or a compound's head must have to count. */
const MIN_SHARED = 5;

/** Letters an inflection adds at most ("-en", "-es", "-tje"): a longer word beyond that is another word. */
const MAX_INFLECTION = 3;

/**
 * Whether a question's word and a text's word are the same word: equal, a shared stem, one the
 * other's inflection (a shared beginning, a few letters apart: "bufferstroken"/"bufferstrook"),
 * or the text's word a compound the question's word begins ("kringloop" in "kringlooplandbouw";
 * never the reverse: "praktijk" is not "praktijkopdrachten").
 */
export function wordMatches(term: string, word: string): boolean {
  if (term === word) return true;
  const shorter = term.length <= word.length ? term : word;
  const longer = shorter === term ? word : term;
  const stem = shorter.slice(0, Math.max(MIN_SHARED, shorter.length - 2));
  if (shorter.length >= MIN_SHARED && longer.startsWith(stem)) {
    if (longer.length - shorter.length <= MAX_INFLECTION) return true;
    if (shorter === term && word.startsWith(term)) return true;
  }
  const termStems = stemsOf(term);
  return stemsOf(word).some((s) => termStems.includes(s));
}

/**
 * Whether a question term matches a text word: the same word, or the text word a compound that
 * ends in it ("berging" in "waterberging": a Dutch compound's head says what it is).
 */
export function termMatches(term: string, word: string): boolean {
  if (wordMatches(term, word)) return true;
  return term.length >= MIN_SHARED && word.length > term.length + 2 && word.endsWith(term);
}

/** Whether a text (its words) holds the term: one word matches it, or every part of a split compound. */
export function termIn(term: QuestionTerm, words: readonly string[]): boolean {
  if (words.some((w) => termMatches(term.word, w))) return true;
  return term.parts !== undefined && term.parts.every((part) => words.some((w) => wordMatches(part, w)));
}

/**
 * Splits a compound the texts do not hold whole into two parts they do hold ("boerenbedrijf" →
 * "boeren" + "bedrijf"; a linking s is allowed: "bedrijfsvoering" → "bedrijf" + "voering").
 * Unchanged when the vocabulary holds the word, or no split has both parts in it.
 */
export function splitCompound(term: QuestionTerm, vocabulary: ReadonlySet<string>): QuestionTerm {
  if (term.word.length < 8 || [...vocabulary].some((w) => termMatches(term.word, w))) return term;
  const known = (part: string) => part.length >= 4 && [...vocabulary].some((w) => wordMatches(part, w));
  for (let cut = term.word.length - 4; cut >= 4; cut--) {
    const head = term.word.slice(0, cut);
    const tail = term.word.slice(cut);
    if (!known(tail)) continue;
    if (known(head)) return { ...term, parts: [head, tail] };
    if (head.endsWith('s') && known(head.slice(0, -1))) return { ...term, parts: [head.slice(0, -1), tail] };
  }
  return term;
}

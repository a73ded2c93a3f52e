import type { Locale } from './locale.js';

// The AI search's answer as the page, the stream endpoint, the cache and the CLI see it
// (docs/architecture.md §16). The answer text carries its citations as [n] markers that point
// into `sources` (1-based), so one shape serves the extractive and the generated answer.

/** requirements §1 AI search: a question longer than this is refused with a clear message (400). */
export const QUESTION_MAX_LENGTH = 300;

/** One numbered source: a record of the site's search scope and its result page. */
export interface AiSource {
  n: number;
  id: string;
  title: string;
  /** The record's result page on this site (requirements §2.3). */
  url: string;
}

/**
 * extractive: sentences quoted from the sources (labelled as a summary of sources, never as
 * generated text); generated: written by the configured chat-completions model.
 */
export type AiAnswerMode = 'extractive' | 'generated';

export interface AiAnswer {
  question: string;
  locale: Locale;
  status: 'answered' | 'not-found';
  mode: AiAnswerMode;
  text: string;
  sources: AiSource[];
  /** The model failed or was too slow: this is the extractive answer instead (a quiet notice). */
  fallback: boolean;
  /** The ids of the records retrieval ranked first (at most 5), for `gkn ai eval`'s recall@5. */
  retrieved: string[];
  /** The question's key phrase: what "not found" links the normal search with. */
  searchTerm: string;
}

/**
 * The streamed answer, one JSON object per line (NDJSON): the sources first, then the text in
 * pieces; `fallback` means "forget the text so far, the extractive answer follows"; `done` last.
 */
export type AiEvent =
  | { type: 'sources'; sources: AiSource[]; mode: AiAnswerMode; retrieved: string[]; searchTerm: string }
  | { type: 'delta'; text: string }
  | { type: 'fallback' }
  | { type: 'done'; status: AiAnswer['status'] };

/** A piece of answer text: plain words, or a citation of source n. */
export type AnswerPart = { kind: 'text'; text: string } | { kind: 'cite'; n: number };

/** Splits answer text at its [n] markers; a marker naming none of `sourceNumbers` stays plain text. */
export function answerParts(text: string, sourceNumbers: readonly number[]): AnswerPart[] {
  const known = new Set(sourceNumbers);
  const parts: AnswerPart[] = [];
  let last = 0;
  for (const match of text.matchAll(/\[(\d{1,2})\]/g)) {
    const n = Number(match[1]);
    if (!known.has(n)) continue;
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'cite', n });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** The source numbers an answer cites, each once, in order of first citation. */
export function citedNumbers(text: string, sourceNumbers: readonly number[]): number[] {
  const cited = answerParts(text, sourceNumbers).flatMap((p) => (p.kind === 'cite' ? [p.n] : []));
  return [...new Set(cited)];
}

/** The client asked more questions than its limit allows: no answer, wait this long. */
export interface AiRateLimited {
  status: 'rate-limited';
  retryAfterS: number;
}

/** What a loader may ask on the server (LoaderContext.ai): null where the site has ai.enabled false. */
export interface AiSearchService {
  /** Each call counts against the client's question limit, whichever route asked. */
  answer(question: string, signal: AbortSignal): Promise<(AiAnswer & { cached: boolean }) | AiRateLimited>;
}

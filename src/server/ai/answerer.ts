import type { Locale } from '../../model/services.js';

// requirements §1 AI search: answer generation behind one interface, two implementations — the
// embedded extractive answerer (extractive-answerer.ts) and an OpenAI-compatible chat-completions
// endpoint (openai-answerer.ts).

/** A passage as handed to an answerer: numbered as its record's source number. */
export interface NumberedPassage {
  n: number;
  title: string;
  text: string;
}

export interface AnswerRequest {
  question: string;
  locale: Locale;
  passages: NumberedPassage[];
  signal: AbortSignal;
}

export interface Answerer {
  readonly mode: 'extractive' | 'generated';
  /** The answer text with [n] citations, in pieces as they come; throws when it cannot finish. */
  answer(request: AnswerRequest): AsyncIterable<string>;
}

import type { Answerer, AnswerRequest } from './answerer.js';

// The embedded default answerer: no model, no network. It quotes the best passages, each sentence
// followed by its citation, so every word of the answer is in a source. The page labels it as a
// summary of sources, never as generated text (requirements §1 AI search).

/** Sentences quoted at most: a short answer, the source list holds the rest. */
export const EXTRACTIVE_SENTENCES = 3;

export function createExtractiveAnswerer(): Answerer {
  return {
    mode: 'extractive',
    async *answer({ passages }: AnswerRequest) {
      const quoted = passages.slice(0, EXTRACTIVE_SENTENCES);
      for (const [i, passage] of quoted.entries()) {
        yield `${i > 0 ? ' ' : ''}${passage.text} [${passage.n}]`;
      }
    },
  };
}

import type { AiAnswer } from '../../model/ai-search.js';
import type { Locale } from '../../model/services.js';
import { cacheKey } from '../../cache/cache-keys.js';
import type { CacheStore } from '../../cache/cache-store.js';
import { normaliseQuestion } from './question-terms.js';

// requirements §1 AI search: answers cached per site, language and normalised question, in the
// shared cache store (Redis when configured), under the site's search keys so a purge of the site
// drops them too. A store error is a miss (docs/architecture.md §5).

/** Answers follow the search results they quote, which are kept at most a minute or so fresh. */
export const ANSWER_TTL_S = 300;

export interface AnswerCache {
  get(site: string, locale: Locale, question: string): Promise<AiAnswer | null>;
  set(site: string, answer: AiAnswer): Promise<void>;
}

export function createAnswerCache(store: CacheStore): AnswerCache {
  const keyOf = (site: string, locale: Locale, question: string) =>
    cacheKey(site, 'search', 'ai-answer', locale, normaliseQuestion(question));
  return {
    async get(site, locale, question) {
      const bytes = await store.get(keyOf(site, locale, question));
      if (!bytes) return null;
      try {
        return JSON.parse(bytes.toString('utf8')) as AiAnswer;
      } catch {
        return null;
      }
    },
    async set(site, answer) {
      await store.set(keyOf(site, answer.locale, answer.question), Buffer.from(JSON.stringify(answer)), ANSWER_TTL_S);
    },
  };
}

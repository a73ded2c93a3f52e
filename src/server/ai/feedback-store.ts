import type { Locale } from '../../model/services.js';
import type { SharedRedis } from '../../cache/cache-store.js';

// requirements §1 AI search, feedback: thumbs up/down on each answer, stored with the question, and
// the questions the sources could not answer — in the shared Redis (a capped list per site), or in
// this process without one. `gkn ai feedback` lists what was answered badly or not at all.

/** Entries kept per site: the newest. */
const KEPT = 1000;

export interface FeedbackEntry {
  question: string;
  locale: Locale;
  /** up/down: a visitor's vote; unanswered: the answer was "not found in our sources". */
  kind: 'up' | 'down' | 'unanswered';
  at: string;
}

export interface FeedbackStore {
  vote(site: string, entry: { question: string; locale: Locale; vote: 'up' | 'down' }): Promise<void>;
  unanswered(site: string, entry: { question: string; locale: Locale }): Promise<void>;
  /** Newest first. */
  list(site: string): Promise<FeedbackEntry[]>;
}

const keyOf = (site: string) => `gkn-ai-feedback:${site}`;

/**
 * A store error is logged by the caller's logger and never fails an answer: feedback is a
 * nice-to-have, the answer is not.
 */
export function createFeedbackStore(redis: SharedRedis | null, warn: (err: unknown) => void): FeedbackStore {
  const memory = new Map<string, FeedbackEntry[]>();
  const add = async (site: string, entry: FeedbackEntry) => {
    if (!redis) {
      const list = [entry, ...(memory.get(site) ?? [])].slice(0, KEPT);
      memory.set(site, list);
      return;
    }
    try {
      await redis.redisCommand('LPUSH', keyOf(site), JSON.stringify(entry));
      await redis.redisCommand('LTRIM', keyOf(site), '0', String(KEPT - 1));
    } catch (err) {
      warn(err);
    }
  };
  const now = () => new Date().toISOString();
  return {
    vote: (site, { question, locale, vote }) => add(site, { question, locale, kind: vote, at: now() }),
    unanswered: (site, { question, locale }) => add(site, { question, locale, kind: 'unanswered', at: now() }),
    async list(site) {
      if (!redis) return [...(memory.get(site) ?? [])];
      const raw = (await redis.redisCommand('LRANGE', keyOf(site), '0', String(KEPT - 1))) as string[];
      return raw.flatMap((line) => {
        try {
          return [JSON.parse(line) as FeedbackEntry];
        } catch {
          return [];
        }
      });
    },
  };
}

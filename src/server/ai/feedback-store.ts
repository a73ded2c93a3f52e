import type { Locale } from '../../model/services.js';
import type { SharedRedis } from '../../cache/cache-store.js';
import { redactQuestion } from './question-privacy.js';

// requirements §1 AI search, feedback: thumbs up/down on each answer, stored with the question, and
// the questions the sources could not answer — in the shared Redis (a capped list per site), or in
// this process without one. `gkn ai feedback` lists what was answered badly or not at all. A
// question is stored without the e-mail addresses, phone numbers and postcodes typed into it, and
// kept `retentionDays` (config AI_FEEDBACK_RETENTION_DAYS, default 90): older entries are dropped
// when a new one comes and never listed, and a site's list expires when none has come for that long.

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
export function createFeedbackStore(
  redis: SharedRedis | null,
  warn: (err: unknown) => void,
  opts: { retentionDays: number; now?: () => number } = { retentionDays: 90 },
): FeedbackStore {
  const memory = new Map<string, FeedbackEntry[]>();
  const clock = opts.now ?? Date.now;
  const retentionS = opts.retentionDays * 86_400;
  const fresh = (entry: FeedbackEntry) => Date.parse(entry.at) >= clock() - retentionS * 1000;
  const add = async (site: string, unredacted: FeedbackEntry) => {
    const entry = { ...unredacted, question: redactQuestion(unredacted.question) };
    if (!redis) {
      const list = [entry, ...(memory.get(site) ?? [])].filter(fresh).slice(0, KEPT);
      memory.set(site, list);
      return;
    }
    try {
      const key = keyOf(site);
      await redis.redisCommand('LPUSH', key, JSON.stringify(entry));
      await redis.redisCommand('LTRIM', key, '0', String(KEPT - 1));
      await redis.redisCommand('EXPIRE', key, String(retentionS));
      // The oldest entries are at the tail: dropped while past the retention.
      for (let dropped = 0; dropped < KEPT; dropped++) {
        const oldest = (await redis.redisCommand('LINDEX', key, '-1')) as string | null;
        if (oldest === null || fresh(parsed(oldest) ?? entry)) break;
        await redis.redisCommand('RPOP', key);
      }
    } catch (err) {
      warn(err);
    }
  };
  const now = () => new Date(clock()).toISOString();
  return {
    vote: (site, { question, locale, vote }) => add(site, { question, locale, kind: vote, at: now() }),
    unanswered: (site, { question, locale }) => add(site, { question, locale, kind: 'unanswered', at: now() }),
    async list(site) {
      if (!redis) return (memory.get(site) ?? []).filter(fresh);
      const raw = (await redis.redisCommand('LRANGE', keyOf(site), '0', String(KEPT - 1))) as string[];
      return raw.flatMap((line) => {
        const entry = parsed(line);
        return entry && fresh(entry) ? [entry] : [];
      });
    },
  };
}

function parsed(line: string): FeedbackEntry | null {
  try {
    return JSON.parse(line) as FeedbackEntry;
  } catch {
    return null;
  }
}

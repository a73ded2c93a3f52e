import type { Request, Response } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import type { Logger } from 'pino';
import type { SharedRedis } from '../../cache/cache-store.js';
import { createRateCounter, retryAfterS, type RateCounter } from '../forms/rate-limits.js';

// requirements §1 AI search, guardrails: questions per client address and site within a window
// (config AI_LIMIT_*), counted in the shared Redis when there is one (express-rate-limit with the
// Redis store, as the forms do), so every instance counts together. Counted where an answer is
// asked for (the page's loader, whichever path or /_data reached it, and the stream endpoint),
// never by matching paths: every spelling of a route reaches the same loader
// (docs/architecture.md §16, Rate limit). Votes are counted on their own, with the same allowance.

export interface AiLimits {
  /** A question; null: go on; else the seconds to wait (Retry-After). */
  question(req: Request, res: Response): Promise<number | null>;
  /** A feedback vote; null: go on; else the seconds to wait. */
  vote(req: Request, res: Response): Promise<number | null>;
}

export function createAiLimits(opts: {
  windowS: number;
  perAddress: number;
  redis: SharedRedis | null;
  logger: Pick<Logger, 'warn' | 'error'>;
}): AiLimits {
  const counter = (prefix: string) =>
    createRateCounter({
      prefix,
      windowS: opts.windowS,
      limit: opts.perAddress,
      redis: opts.redis,
      logger: opts.logger,
    });
  const check = async (counted: RateCounter, req: Request, res: Response) => {
    const until = await counted.hit(req, res, `${req.site.config.id}:${ipKeyGenerator(req.ip ?? '')}`);
    return until ? retryAfterS(until) : null;
  };
  const questions = counter('gkn-limit:ai:address:');
  const votes = counter('gkn-limit:ai-vote:address:');
  return {
    question: (req, res) => check(questions, req, res),
    vote: (req, res) => check(votes, req, res),
  };
}

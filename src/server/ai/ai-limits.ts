import type { Request, Response } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import type { Logger } from 'pino';
import type { SharedRedis } from '../../cache/cache-store.js';
import { createRateCounter, retryAfterS } from '../forms/rate-limits.js';

// requirements §1 AI search, guardrails: questions per client address and site within a window
// (config AI_LIMIT_*), counted in the shared Redis when there is one (express-rate-limit with the
// Redis store, as the forms do), so every instance counts together.

export interface AiLimits {
  /** null: go on; else the seconds to wait (Retry-After). */
  check(req: Request, res: Response): Promise<number | null>;
}

export function createAiLimits(opts: {
  windowS: number;
  perAddress: number;
  redis: SharedRedis | null;
  logger: Pick<Logger, 'warn' | 'error'>;
}): AiLimits {
  const counter = createRateCounter({
    prefix: 'gkn-limit:ai:address:',
    windowS: opts.windowS,
    limit: opts.perAddress,
    redis: opts.redis,
    logger: opts.logger,
  });
  return {
    async check(req, res) {
      const until = await counter.hit(req, res, `${req.site.config.id}:${ipKeyGenerator(req.ip ?? '')}`);
      return until ? retryAfterS(until) : null;
    },
  };
}

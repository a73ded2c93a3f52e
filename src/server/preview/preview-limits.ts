import type { Request, Response } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import type { Logger } from 'pino';
import type { SharedRedis } from '../../cache/cache-store.js';
import { createRateCounter, retryAfterS } from '../forms/rate-limits.js';

// Preview attempts per client address (config PREVIEW_LIMIT_*), counted in the shared Redis when
// there is one (express-rate-limit with the Redis store, as the forms do): every request to a
// preview counts, refused or not, so guessing a signature costs as much as reloading a draft.

export interface PreviewLimits {
  /** null: go on; else the seconds to wait (Retry-After). */
  check(req: Request, res: Response): Promise<number | null>;
}

export function createPreviewLimits(opts: {
  windowS: number;
  perAddress: number;
  redis: SharedRedis | null;
  logger: Pick<Logger, 'warn' | 'error'>;
}): PreviewLimits {
  const counter = createRateCounter({
    prefix: 'gkn-limit:preview:address:',
    windowS: opts.windowS,
    limit: opts.perAddress,
    redis: opts.redis,
    logger: opts.logger,
  });
  return {
    async check(req, res) {
      const until = await counter.hit(req, res, ipKeyGenerator(req.ip ?? ''));
      return until ? retryAfterS(until) : null;
    },
  };
}

import type { Request, Response } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import type { Logger } from 'pino';
import type { SharedRedis } from '../../cache/cache-store.js';
import { createRateCounter, hashOf, retryAfterS } from '../forms/rate-limits.js';

/** Comments allowed per user and per client address within the window (config COMMENT_LIMIT_*). */
export interface CommentLimits {
  windowS: number;
  perUser: number;
  perAddress: number;
}

/**
 * Counts a comment against its author and the client's address (`req.ip`, under the configured
 * `trust proxy`), in the shared Redis when there is one. Answers the seconds to wait when over a
 * limit, else null. Over the address's limit the user is not counted.
 */
export function createCommentLimits(opts: {
  limits: CommentLimits;
  redis: SharedRedis | null;
  logger: Pick<Logger, 'warn' | 'error'>;
}) {
  const { limits, redis, logger } = opts;
  const counter = (kind: string, limit: number) =>
    createRateCounter({ prefix: `gkn-limit:comment:${kind}:`, windowS: limits.windowS, limit, redis, logger });
  const byAddress = counter('address', limits.perAddress);
  const byUser = counter('user', limits.perUser);
  return async (req: Request, res: Response, userId: string): Promise<number | null> => {
    const until =
      (await byAddress.hit(req, res, ipKeyGenerator(req.ip ?? ''))) ?? (await byUser.hit(req, res, hashOf(userId)));
    return until ? retryAfterS(until) : null;
  };
}

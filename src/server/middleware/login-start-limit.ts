import type { Request, Response } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import type { Logger } from 'pino';
import type { SharedRedis } from '../../cache/cache-store.js';
import { createRateCounter, retryAfterS } from '../forms/rate-limits.js';

/** Logins started per client address within the window (config LOGIN_LIMIT_*). */
export interface LoginLimits {
  windowS: number;
  perAddress: number;
}

/**
 * Counts a login start (GET /auth/login) against the client's address (`req.ip`, under the
 * configured `trust proxy`), in the shared Redis when there is one: a loop of login starts from
 * one address is answered 429 instead of costing the identity provider and us a round trip each.
 * Answers the seconds to wait when over the limit, else null.
 */
export function loginStartLimit(
  limits: LoginLimits,
  redis: SharedRedis | null,
  logger: Pick<Logger, 'warn' | 'error'>,
) {
  const counter = createRateCounter({
    prefix: 'gkn-limit:login:address:',
    windowS: limits.windowS,
    limit: limits.perAddress,
    redis,
    logger,
  });
  return async (req: Request, res: Response): Promise<number | null> => {
    const until = await counter.hit(req, res, ipKeyGenerator(req.ip ?? ''));
    return until ? retryAfterS(until) : null;
  };
}

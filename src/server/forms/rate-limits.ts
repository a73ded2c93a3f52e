import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit, type AugmentedRequest, type Store } from 'express-rate-limit';
import type { Logger } from 'pino';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import type { SharedRedis } from '../../cache/cache-store.js';

/** Posts allowed per client address and per e-mail address within the window (config FORM_LIMIT_*). */
export interface FormLimits {
  windowS: number;
  perAddress: number;
  perEmail: number;
}

/** The forms that forward to a service; each is counted on its own. */
type LimitedForm = 'newsletter' | 'contact';

/** Go on, or wait this many seconds (the Retry-After of the answer). */
type LimitOutcome = { limited: false } | { limited: true; retryAfterS: number };

export interface FormRateLimits {
  /**
   * Counts this post against the client's address (`req.ip`: the address Express derives under
   * the configured `trust proxy`, never a raw X-Forwarded-For) and, when given, the e-mail
   * address it names.
   */
  check(form: LimitedForm, req: Request, res: Response, email: string | null): Promise<LimitOutcome>;
}

const KEY = 'rateLimitKey';
const LIMITED_UNTIL = 'rateLimitedUntil';
const INFO = 'rateLimit';

/** One express-rate-limit counter, run as a step of a route with a key the route chooses. */
export interface RateCounter {
  /** Counts one post against `key`; over the limit, answers until when (else null). */
  hit(req: Request, res: Response, key: string): Promise<Date | null>;
}

/**
 * An express-rate-limit counter: in the shared Redis (rate-limit-redis, keys under `prefix`) when
 * there is one, so every instance counts together, else in this process. When Redis cannot be
 * reached the post goes on (logged): forms keep working through an outage.
 */
export function createRateCounter(opts: {
  prefix: string;
  windowS: number;
  limit: number;
  redis: SharedRedis | null;
  logger: Pick<Logger, 'warn' | 'error'>;
}): RateCounter {
  const windowMs = opts.windowS * 1000;
  const log = {
    warn: (err: unknown, msg?: string) => opts.logger.warn({ err }, msg ?? 'rate limit'),
    error: (err: unknown, msg?: string) => opts.logger.error({ err }, msg ?? 'rate limit'),
  };
  const handler = rateLimit({
    windowMs,
    limit: opts.limit,
    // Retry-After is set by the route's answer; no RateLimit-* headers on every post.
    standardHeaders: false,
    legacyHeaders: false,
    passOnStoreError: true,
    requestPropertyName: INFO,
    keyGenerator: (_req, res) => String(res.locals[KEY]),
    handler: (req, res, next) => {
      res.locals[LIMITED_UNTIL] = (req as AugmentedRequest)[INFO]?.resetTime ?? new Date(Date.now() + windowMs);
      next();
    },
    store: opts.redis ? redisStore(opts.redis, opts.prefix) : undefined,
    logger: log,
  });
  return {
    async hit(req, res, key) {
      res.locals[KEY] = key;
      res.locals[LIMITED_UNTIL] = undefined;
      await run(handler, req, res);
      return (res.locals[LIMITED_UNTIL] as Date | undefined) ?? null;
    },
  };
}

/** Seconds until `until`, at least 1 (a Retry-After). */
export const retryAfterS = (until: Date) => Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));

/** Per form: newsletter sign-ups and contact messages each counted on their own. */
export function createFormRateLimits(opts: {
  limits: FormLimits;
  redis: SharedRedis | null;
  logger: Pick<Logger, 'warn' | 'error'>;
}): FormRateLimits {
  const { limits, redis, logger } = opts;
  const counter = (form: LimitedForm, kind: 'address' | 'email', limit: number) =>
    createRateCounter({ prefix: `gkn-limit:${form}:${kind}:`, windowS: limits.windowS, limit, redis, logger });
  const counters = {
    newsletter: {
      address: counter('newsletter', 'address', limits.perAddress),
      email: counter('newsletter', 'email', limits.perEmail),
    },
    contact: {
      address: counter('contact', 'address', limits.perAddress),
      email: counter('contact', 'email', limits.perEmail),
    },
  };

  return {
    async check(form, req, res, email) {
      const keys: Array<[RateCounter, string]> = [[counters[form].address, ipKeyGenerator(req.ip ?? '')]];
      // Hashed: the store never holds the addresses themselves.
      if (email) keys.push([counters[form].email, hashOf(email.trim().toLowerCase())]);
      for (const [counter, key] of keys) {
        const until = await counter.hit(req, res, key);
        // Over the address's limit, the e-mail address is not counted: the post goes nowhere.
        if (until) return { limited: true, retryAfterS: retryAfterS(until) };
      }
      return { limited: false };
    },
  };
}

function redisStore(redis: SharedRedis, prefix: string): Store {
  return new RedisStore({
    prefix,
    sendCommand: async (name, ...args) => {
      try {
        return (await redis.redisCommand(name!, ...args)) as RedisReply;
      } catch (err) {
        // The store loads its scripts once, when it is created; if Redis is unreachable then, a
        // failed load would fail every later count. SCRIPT LOAD answers the script's SHA1, so we
        // answer it ourselves: the first EVALSHA then gets NOSCRIPT and the store loads it again.
        if (name?.toUpperCase() === 'SCRIPT' && args[0]?.toUpperCase() === 'LOAD' && args[1] !== undefined)
          return createHash('sha1').update(args[1]).digest('hex');
        throw err;
      }
    },
  });
}

export function hashOf(value: string): string {
  return createHash('sha256').update(value).digest('base64url').slice(0, 22);
}

/** Runs a limiter as a step of the route (its handler never answers, it only marks the post). */
function run(handler: RequestHandler, req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    void handler(req, res, (err?: unknown) =>
      err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(),
    );
  });
}

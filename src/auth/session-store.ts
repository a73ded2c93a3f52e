import { RedisStore } from 'connect-redis';
import session, { Store, type SessionData } from 'express-session';
import type { Logger } from 'pino';
import type { SharedRedis } from '../cache/cache-store.js';

/** Session keys live outside the sites' `gkn:<site>:` key space, so no cache purge ends a session. */
export const SESSION_KEY_PREFIX = 'gkn-sess:';

/**
 * The commands connect-redis 8.1 sends to an ioredis client, over the Redis connection the cache
 * already holds (no second connection per instance). connect-redis 9 would speak node-redis 5's
 * options-object `SET`, which ioredis rejects: sessions would be lost without an error.
 */
function ioredisShape(redis: SharedRedis) {
  const command = (name: string, ...args: (string | number)[]) => redis.redisCommand(name, ...args.map(String));
  return {
    get: (key: string) => command('GET', key),
    set: (key: string, value: string, ...args: (string | number)[]) => command('SET', key, value, ...args),
    del: (keys: string | string[]) => command('DEL', ...[keys].flat()),
    expire: (key: string, ttl: number) => command('EXPIRE', key, ttl),
    mget: (keys: string[]) => command('MGET', ...keys),
    scan: (cursor: string, ...args: (string | number)[]) => command('SCAN', cursor, ...args),
  };
}

/**
 * Sessions in the shared Redis. An unreachable Redis reads as "no session" (logged), so a page
 * for a visitor with a session cookie still renders, anonymously, instead of failing.
 */
class ForgivingRedisStore extends RedisStore {
  constructor(
    redis: SharedRedis,
    ttlS: number,
    private readonly logger: Logger,
  ) {
    super({ client: ioredisShape(redis), prefix: SESSION_KEY_PREFIX, ttl: ttlS });
  }

  override get(sid: string, cb?: (err?: unknown, data?: SessionData | null) => void): Promise<unknown> {
    return super.get(sid, (err: unknown, data?: SessionData | null) => {
      if (err) this.logger.warn({ err }, 'session store unreachable: the request is treated as anonymous');
      return cb?.(undefined, err ? null : (data ?? null));
    });
  }
}

/**
 * One process's sessions, for a single instance without Redis. Sessions end with the process.
 * (express-session's own MemoryStore would also print its console warning on every production start.)
 */
class ProcessSessionStore extends Store {
  readonly #sessions = new Map<string, { json: string; expires: number }>();

  constructor(private readonly ttlS: number) {
    super();
  }

  #sweep(now: number) {
    for (const [sid, entry] of this.#sessions) if (entry.expires <= now) this.#sessions.delete(sid);
  }

  get(sid: string, cb: (err: unknown, data?: SessionData | null) => void): void {
    const now = Date.now();
    this.#sweep(now);
    const entry = this.#sessions.get(sid);
    cb(null, entry ? (JSON.parse(entry.json) as SessionData) : null);
  }

  set(sid: string, data: SessionData, cb?: (err?: unknown) => void): void {
    const expires = data.cookie?.expires ? new Date(data.cookie.expires).getTime() : Date.now() + this.ttlS * 1000;
    this.#sessions.set(sid, { json: JSON.stringify(data), expires });
    cb?.();
  }

  override touch(sid: string, data: SessionData, cb?: () => void): void {
    const entry = this.#sessions.get(sid);
    if (entry) this.set(sid, { ...(JSON.parse(entry.json) as SessionData), cookie: data.cookie });
    cb?.();
  }

  destroy(sid: string, cb?: (err?: unknown) => void): void {
    this.#sessions.delete(sid);
    cb?.();
  }
}

export interface SessionOptions {
  /** The shared Redis; null = this process's memory (one instance only). */
  redis: SharedRedis | null;
  secrets: string[];
  cookieName: string;
  secureCookie: boolean;
  ttlS: number;
  logger: Logger;
}

/** express-session over the shared Redis (or memory, with a warning), with the login's cookie rules. */
export function createSessionMiddleware(opts: SessionOptions) {
  if (!opts.redis) {
    opts.logger.warn(
      'login sessions: in this process only (no REDIS_URL): they end at a restart and are not shared between instances',
    );
  }
  const store = opts.redis
    ? new ForgivingRedisStore(opts.redis, opts.ttlS, opts.logger)
    : new ProcessSessionStore(opts.ttlS);
  return session({
    store,
    name: opts.cookieName,
    secret: opts.secrets,
    resave: false,
    saveUninitialized: false,
    // Each response that uses the session extends it by ttlS.
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: opts.secureCookie, path: '/', maxAge: opts.ttlS * 1000 },
  });
}

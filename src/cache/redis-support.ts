import type { CacheLogger, PurgeEvent } from './cache-store.js';

/** At most one log line per this many ms about Redis trouble; the rest are counted into it. */
const LOG_INTERVAL_MS = 10_000;

/**
 * Rate-limited logging of Redis trouble. While Redis is down every request fails over to a
 * miss; one warning per interval with the number of suppressed ones keeps the log readable.
 */
export class RedisErrorLog {
  #lastAt = Number.NEGATIVE_INFINITY;
  #suppressed = 0;

  constructor(
    private readonly logger: CacheLogger,
    private readonly now: () => number = Date.now,
  ) {}

  /** A failed cache command (answered as a miss, or rethrown for purges). */
  command(op: string, key: string, err: unknown): void {
    if (!this.#due()) return;
    this.logger.warn({ err, op, key: key || undefined, suppressed: this.#take() }, 'redis cache command failed');
  }

  /** An `error` event of an ioredis client (connection refused, reset, …). */
  connection(client: string, err: unknown): void {
    if (!this.#due()) return;
    this.logger.warn({ err, client, suppressed: this.#take() }, 'redis connection error');
  }

  #due(): boolean {
    const now = this.now();
    if (now - this.#lastAt < LOG_INTERVAL_MS) {
      this.#suppressed++;
      return false;
    }
    this.#lastAt = now;
    return true;
  }

  #take(): number {
    const n = this.#suppressed;
    this.#suppressed = 0;
    return n;
  }
}

/** A purge event from the channel, or null when the message is not one (ignored). */
export function parsePurgeMessage(message: string): PurgeEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(message);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const e = data as Record<string, unknown>;
  if (typeof e.origin !== 'string') return null;
  switch (e.type) {
    case 'delete':
      return typeof e.key === 'string' ? { type: 'delete', key: e.key, origin: e.origin } : null;
    case 'prefix':
      return typeof e.prefix === 'string' && e.prefix !== ''
        ? { type: 'prefix', prefix: e.prefix, origin: e.origin }
        : null;
    case 'all':
      return { type: 'all', origin: e.origin };
    default:
      return null;
  }
}

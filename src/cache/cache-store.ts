import type { Logger } from 'pino';

/**
 * What a purge removed, as every instance hears it (Redis pub/sub, channel `gkn:purge`).
 * `all` means "you may have missed purges, drop everything held locally": the subscriber
 * reconnected after an outage.
 */
export type PurgeAction = { type: 'delete'; key: string } | { type: 'prefix'; prefix: string } | { type: 'all' };

/** `origin` identifies the store instance that purged (for logs; listeners need not care). */
export type PurgeEvent = PurgeAction & { origin: string };

/**
 * A byte cache shared by every instance. Values are Buffers handed out as they are stored:
 * treat them as read-only (the in-process layers return the same Buffer to every caller).
 */
export interface CacheStore {
  /** null on a miss, an expired entry, or any store error (a store error is never thrown). */
  get(key: string): Promise<Buffer | null>;
  set(key: string, value: Buffer, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Deletes every key starting with prefix, e.g. 'gkn:groenkennisnet:' (SCAN on Redis, never KEYS). */
  purgePrefix(prefix: string): Promise<number>;
  /** Purges and deletes made by ANY instance, this one included. Returns an unsubscribe function. */
  onPurge(listener: (event: PurgeEvent) => void): () => void;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Optional capability: a get that also says how long the entry has left, so an in-process
 * layer never keeps a copy longer than the entry itself lives.
 */
export interface TtlAwareStore {
  getWithTtl(key: string): Promise<{ value: Buffer; ttlMs: number } | null>;
}

export function isTtlAware(store: CacheStore): store is CacheStore & TtlAwareStore {
  return typeof (store as Partial<TtlAwareStore>).getWithTtl === 'function';
}

/**
 * Optional capability: raw commands on the Redis every instance shares, for state they must agree
 * on beyond cached bytes (form rate-limit counters, the revalidate webhook's seen signatures).
 * Unlike get/set it rejects on any Redis error, so the caller decides what an outage means.
 */
export interface SharedRedis {
  redisCommand(name: string, ...args: string[]): Promise<unknown>;
}

/** The shared Redis behind a store, or null when the store is in-process only (no REDIS_URL). */
export function sharedRedisOf(store: CacheStore): SharedRedis | null {
  const candidate = store as CacheStore & Partial<SharedRedis>;
  return typeof candidate.redisCommand === 'function' ? (candidate as SharedRedis) : null;
}

/** The part of a pino logger the cache uses (a pino Logger fits). */
export type CacheLogger = Pick<Logger, 'debug' | 'info' | 'warn' | 'error'>;

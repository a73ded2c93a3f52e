import type { CacheMetrics } from './cache-metrics.js';
import type { CacheLogger, CacheStore } from './cache-store.js';
import { LayeredStore } from './layered-store.js';
import { MemoryStore } from './memory-store.js';
import { RedisStore, type RedisStoreOptions } from './redis-store.js';

export interface CreateCacheStoreOptions {
  /** Redis shared by every instance; unset: an in-memory store for this one instance. */
  redisUrl?: string;
  logger: CacheLogger;
  /** Byte budget of the in-process LRU (the whole cache when there is no Redis). */
  memoryBytes: number;
  metrics?: CacheMetrics;
  /** Redis tuning (command timeout, channel, ioredis options). */
  redis?: Omit<RedisStoreOptions, 'url' | 'logger' | 'metrics'>;
}

export function createCacheStore(options: CreateCacheStoreOptions): CacheStore {
  const { redisUrl, logger, memoryBytes, metrics } = options;
  if (!redisUrl) {
    logger.info({ memoryBytes }, 'cache: in-memory store (no REDIS_URL), not shared between instances');
    return new MemoryStore({ maxBytes: memoryBytes });
  }
  const redis = new RedisStore({ ...options.redis, url: redisUrl, logger, metrics });
  return new LayeredStore(redis, { maxBytes: memoryBytes, metrics });
}

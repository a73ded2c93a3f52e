import type { CacheMetrics } from './cache-metrics.js';
import type { CacheLogger } from './cache-store.js';
import { LayeredStore } from './layered-store.js';
import { MemoryStore } from './memory-store.js';
import { RedisStore, type RedisStoreOptions } from './redis-store.js';
import { SplitStore } from './split-store.js';

export interface CreateCacheStoreOptions {
  /** Redis shared by every instance (upstream data, and pages unless pagesRedisUrl); unset: in-memory for this instance. */
  redisUrl?: string;
  /**
   * A Redis of its own for rendered pages, with its own memory limit: pages can then never evict
   * the upstream data in redisUrl. Unset: pages share redisUrl's server (still their own stores
   * and in-process budget).
   */
  pagesRedisUrl?: string;
  logger: CacheLogger;
  /** Byte budget in-process (the whole cache when there is no Redis), half for pages, half for upstream data. */
  memoryBytes: number;
  metrics?: CacheMetrics;
  /** Redis tuning (command timeout, channel, ioredis options). */
  redis?: Omit<RedisStoreOptions, 'url' | 'logger' | 'metrics'>;
}

/** Pages and upstream data, each in its own store with its own budget (src/cache/split-store.ts). */
export function createCacheStore(options: CreateCacheStoreOptions): SplitStore {
  const { redisUrl, logger, memoryBytes, metrics } = options;
  const half = Math.max(1, Math.floor(memoryBytes / 2));
  if (!redisUrl) {
    logger.info({ memoryBytes }, 'cache: in-memory store (no REDIS_URL), not shared between instances');
    return new SplitStore(new MemoryStore({ maxBytes: half }), new MemoryStore({ maxBytes: half }));
  }
  const shared = (url: string) =>
    new LayeredStore(new RedisStore({ ...options.redis, url, logger, metrics }), { maxBytes: half, metrics });
  return new SplitStore(shared(options.pagesRedisUrl ?? redisUrl), shared(redisUrl));
}

import type { ValueCost } from './byte-lru.js';
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

/**
 * The parsed value cached() keeps beside each upstream-data Buffer for as long as the Buffer lives
 * (src/cache/cached.ts: parsed once per Buffer), per byte of JSON. Measured at 1.2–1.4 in V8
 * (Node 20) for the loader data of a CMS page, a search page and the site's chrome; counted as 1.5.
 */
export const PARSED_COPY_PER_JSON_BYTE = 1.5;

/** An upstream-data entry in process: its JSON Buffer and the parsed copy beside it (requirements §10.1.6). */
export const dataEntryCost: ValueCost = (value) => Math.ceil(value.byteLength * (1 + PARSED_COPY_PER_JSON_BYTE));

/**
 * Pages and upstream data, each in its own store with its own budget (src/cache/split-store.ts).
 * A budget counts what an entry costs the process: a page its one Buffer (the HTML, its gzip and
 * brotli bodies and headers; a decoded entry is views into it), upstream data its JSON and the
 * parsed copy (dataEntryCost).
 */
export function createCacheStore(options: CreateCacheStoreOptions): SplitStore {
  const { redisUrl, logger, memoryBytes, metrics } = options;
  const half = Math.max(1, Math.floor(memoryBytes / 2));
  if (!redisUrl) {
    logger.info({ memoryBytes }, 'cache: in-memory store (no REDIS_URL), not shared between instances');
    return new SplitStore(
      new MemoryStore({ maxBytes: half }),
      new MemoryStore({ maxBytes: half, valueCost: dataEntryCost }),
    );
  }
  // Pages are kept in Redis as hashes of their parts, so a hit fetches one encoding's body (redis-store.ts).
  const shared = (url: string, valueCost?: ValueCost, pageParts = false) =>
    new LayeredStore(new RedisStore({ ...options.redis, url, logger, metrics, pageParts }), {
      maxBytes: half,
      metrics,
      valueCost,
    });
  return new SplitStore(shared(options.pagesRedisUrl ?? redisUrl, undefined, true), shared(redisUrl, dataEntryCost));
}

/**
 * Cache counters per key kind (`page`, `cms`, `menu`, … from `gkn:<site>:<kind>:…`).
 * A plain object so the server can render it on /metrics however it likes.
 *
 * - hits: served fresh from the cache
 * - misses: not in the cache (or past its stale window), loaded
 * - stale: served stale while one background refresh runs
 * - errors: a store (Redis) error, answered as a miss
 * - loadErrors: the load function failed (foreground or background)
 * - staleIfError: a load failed and a stale copy was served instead
 * - refreshes: background refreshes started
 * - localHits: answered by the in-process LRU in front of Redis
 * - shortCircuits: a stale copy served without asking its upstream, which failed moments ago
 */
export const CACHE_COUNTERS = [
  'hits',
  'misses',
  'stale',
  'errors',
  'loadErrors',
  'staleIfError',
  'refreshes',
  'localHits',
  'shortCircuits',
] as const;

type CacheCounter = (typeof CACHE_COUNTERS)[number];
type CacheCounters = Record<CacheCounter, number>;

export interface CacheMetrics {
  /** kind -> counters; a kind appears once something was counted for it. */
  readonly byKind: Record<string, CacheCounters>;
  inc(kind: string, counter: CacheCounter, by?: number): void;
}

export function createCacheMetrics(): CacheMetrics {
  const byKind: Record<string, CacheCounters> = Object.create(null);
  return {
    byKind,
    inc(kind, counter, by = 1) {
      let counters = byKind[kind];
      if (!counters) {
        counters = Object.fromEntries(CACHE_COUNTERS.map((c) => [c, 0])) as CacheCounters;
        byKind[kind] = counters;
      }
      counters[counter] += by;
    },
  };
}

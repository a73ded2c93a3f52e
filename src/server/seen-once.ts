import { sharedRedisOf, type CacheStore } from '../cache/cache-store.js';

/**
 * Remembers keys for a while so a value is accepted only once: in the shared Redis when the store
 * has one (every instance refuses what any instance saw), in this process otherwise. Keys live
 * outside the sites' `gkn:<site>:` key space, so a site purge never forgets them.
 */
export interface SeenOnce {
  /** True the first time key is claimed within ttlSeconds; false when it was seen before. Rejects when the shared store is unreachable. */
  claim(key: string, ttlSeconds: number): Promise<boolean>;
  /** Forgets a claim (the work it guarded failed, so the same request may come again). */
  release(key: string): Promise<void>;
}

export const SEEN_ONCE_PREFIX = 'gkn-seen:';

export function createSeenOnce(store: CacheStore, now: () => number = Date.now): SeenOnce {
  const redis = sharedRedisOf(store);
  if (redis) {
    return {
      async claim(key, ttlSeconds) {
        const ttl = String(Math.max(1, Math.ceil(ttlSeconds)));
        return (await redis.redisCommand('SET', SEEN_ONCE_PREFIX + key, '1', 'NX', 'EX', ttl)) === 'OK';
      },
      async release(key) {
        await redis.redisCommand('DEL', SEEN_ONCE_PREFIX + key);
      },
    };
  }
  const expiries = new Map<string, number>();
  return {
    async claim(key, ttlSeconds) {
      const at = now();
      for (const [k, expiry] of expiries) if (expiry <= at) expiries.delete(k);
      if (expiries.has(key)) return false;
      expiries.set(key, at + ttlSeconds * 1000);
      return true;
    },
    async release(key) {
      expiries.delete(key);
    },
  };
}

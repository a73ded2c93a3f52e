import { randomBytes } from 'node:crypto';
import { sharedRedisOf, type CacheStore } from '../../cache/cache-store.js';

/**
 * Remembers keys for a while so a value is accepted only once: in the shared Redis when the store
 * has one (every instance refuses what any instance saw), in this process otherwise. Keys live
 * outside the sites' `gkn:<site>:` key space, so a site purge never forgets them.
 */
export interface SeenOnce {
  /**
   * The claim's own token the first time key is claimed within ttlSeconds; null when it was seen
   * before. Rejects when the shared store is unreachable.
   */
  claim(key: string, ttlSeconds: number): Promise<string | null>;
  /**
   * Forgets a claim (the work it guarded failed, so the same request may come again), only while
   * `token` still holds it: a claim that expired and was made anew by another request stays.
   */
  release(key: string, token: string): Promise<void>;
}

export const SEEN_ONCE_PREFIX = 'gkn-seen:';

/** Compare-and-delete in one step (a GET then DEL could interleave with another claim). */
const RELEASE_IF_HELD = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

const newToken = () => randomBytes(16).toString('base64url');

export function createSeenOnce(store: CacheStore, now: () => number = Date.now): SeenOnce {
  const redis = sharedRedisOf(store);
  if (redis) {
    return {
      async claim(key, ttlSeconds) {
        const ttl = String(Math.max(1, Math.ceil(ttlSeconds)));
        const token = newToken();
        return (await redis.redisCommand('SET', SEEN_ONCE_PREFIX + key, token, 'NX', 'EX', ttl)) === 'OK'
          ? token
          : null;
      },
      async release(key, token) {
        await redis.redisCommand('EVAL', RELEASE_IF_HELD, '1', SEEN_ONCE_PREFIX + key, token);
      },
    };
  }
  const claims = new Map<string, { expiry: number; token: string }>();
  return {
    async claim(key, ttlSeconds) {
      const at = now();
      for (const [k, { expiry }] of claims) if (expiry <= at) claims.delete(k);
      if (claims.has(key)) return null;
      const token = newToken();
      claims.set(key, { expiry: at + ttlSeconds * 1000, token });
      return token;
    },
    async release(key, token) {
      if (claims.get(key)?.token === token) claims.delete(key);
    },
  };
}

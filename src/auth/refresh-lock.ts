import { randomBytes } from 'node:crypto';
import type { SharedRedis } from '../cache/cache-store.js';

/**
 * One token refresh per session across all instances (docs/architecture.md §6.3). The IdP rotates
 * refresh tokens: two instances refreshing one session at once would send the same refresh token
 * twice, the second is refused, and the session would end although the first succeeded. The lock
 * lets one instance refresh; the others wait for the session it stores.
 */
export interface RefreshLock {
  /**
   * This holder's token when this process holds the session's lock now, null when another does;
   * rejects when the shared store cannot be asked.
   */
  acquire(sid: string): Promise<string | null>;
  /** Releases the lock only while `token` still holds it (docs/architecture.md §7). */
  release(sid: string, token: string): Promise<void>;
}

/** Outside the sessions' own keys (`gkn-sess:`) and the sites' key space. */
export const REFRESH_LOCK_PREFIX = 'gkn-sess-lock:';
/** Longer than a refresh can take (discovery and token requests time out within seconds). */
const LOCK_TTL_MS = 10_000;

/**
 * Compare-and-delete in one step: a holder whose lock expired while it worked, and that another
 * instance has taken since, must not delete the other's lock (a GET then DEL could interleave).
 */
const RELEASE_IF_HELD = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

export function redisRefreshLock(redis: SharedRedis, ttlMs = LOCK_TTL_MS): RefreshLock {
  return {
    acquire: async (sid) => {
      const token = randomBytes(16).toString('base64url');
      const reply = await redis.redisCommand('SET', REFRESH_LOCK_PREFIX + sid, token, 'NX', 'PX', String(ttlMs));
      return reply === 'OK' ? token : null;
    },
    release: async (sid, token) => {
      await redis.redisCommand('EVAL', RELEASE_IF_HELD, '1', REFRESH_LOCK_PREFIX + sid, token);
    },
  };
}

import type { SharedRedis } from '../cache/cache-store.js';

/**
 * One token refresh per session across all instances (docs/architecture.md §6.3). The IdP rotates
 * refresh tokens: two instances refreshing one session at once would send the same refresh token
 * twice, the second is refused, and the session would end although the first succeeded. The lock
 * lets one instance refresh; the others wait for the session it stores.
 */
export interface RefreshLock {
  /** True when this process holds the session's lock now; rejects when the shared store cannot be asked. */
  acquire(sid: string): Promise<boolean>;
  release(sid: string): Promise<void>;
}

/** Outside the sessions' own keys (`gkn-sess:`) and the sites' key space. */
const LOCK_PREFIX = 'gkn-sess-lock:';
/** Longer than a refresh can take (discovery and token requests time out within seconds). */
const LOCK_TTL_MS = 10_000;

export function redisRefreshLock(redis: SharedRedis): RefreshLock {
  return {
    acquire: async (sid) =>
      (await redis.redisCommand('SET', LOCK_PREFIX + sid, '1', 'NX', 'PX', String(LOCK_TTL_MS))) === 'OK',
    release: async (sid) => {
      await redis.redisCommand('DEL', LOCK_PREFIX + sid);
    },
  };
}

import { Redis } from 'ioredis';
import { SESSION_KEY_PREFIX } from '../../src/auth/session-store.js';

/** What a test reads of a session's tokens. */
export interface StoredTokens {
  accessToken: string;
}

/**
 * A session's tokens as the server stored them in Redis, found by the session cookie's value
 * (`s:<id>.<signature>`, percent-encoded). The test reads them; the browser never sees them.
 * Null when the session is gone.
 */
export async function storedTokens(redisUrl: string, sessionCookie: string): Promise<StoredTokens | null> {
  const signed = decodeURIComponent(sessionCookie);
  const id = signed.slice(2, signed.lastIndexOf('.'));
  const client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await client.connect();
  try {
    const json = await client.get(SESSION_KEY_PREFIX + id);
    return json ? ((JSON.parse(json) as { tokens?: StoredTokens }).tokens ?? null) : null;
  } finally {
    client.disconnect();
  }
}

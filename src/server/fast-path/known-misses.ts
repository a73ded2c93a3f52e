import type { IncomingMessage } from 'node:http';

/**
 * Requests the fast path looked up and did not find, with the key it asked for: the page-cache
 * middleware that sees the same request next does not ask the store a second time for that key
 * (with Redis, a second round trip on every miss).
 */
const misses = new WeakMap<IncomingMessage, string>();

export function noteMiss(req: IncomingMessage, key: string): void {
  misses.set(req, key);
}

/** True when the fast path already found nothing under this key for this request. */
export function missedBefore(req: IncomingMessage, key: string): boolean {
  return misses.get(req) === key;
}

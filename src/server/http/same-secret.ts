import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether a value a request presents equals a secret (or a MAC made with one), in time that does
 * not depend on where they differ or on how long either is (docs/architecture.md §7). Both sides
 * are hashed first, so timingSafeEqual always compares two 32-byte digests: it would throw on
 * unequal lengths, and a length check before it would answer faster for a wrong length.
 */
export function sameSecret(given: string | Buffer, expected: string | Buffer): boolean {
  const digest = (value: string | Buffer) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

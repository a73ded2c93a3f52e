import { userIdOf } from './subject.js';

/**
 * The claims a person's name may come from, in order (docs/architecture.md §6.3 "Names"): the
 * nickname comments were always posted under (requirements §3 Comment `name`), then the standard
 * OpenID Connect profile claims.
 */
const NAME_CLAIMS = ['nickname', 'name', 'preferred_username', 'given_name'] as const;

/** Anything with an @ and a dot after it reads as an e-mail address, which is never published. */
const LOOKS_LIKE_EMAIL = /\S@\S+\.\S/;
const MAX_NAME_LENGTH = 80;

/**
 * The name a person may be shown and published under, from an ID token's or userinfo's claims;
 * null when none is fit. A value that is an e-mail address, or the subject or user id (an opaque
 * id, or with some providers the login e-mail), is never a name: it would put the login identifier
 * in the header and under every comment. Compared exactly: a nickname 'Anna' for the id 'anna' is a name.
 */
export function personNameOf(claims: Record<string, unknown>, sub: string): string | null {
  const hidden = new Set([sub, userIdOf(sub)].map((s) => s.trim()));
  for (const key of NAME_CLAIMS) {
    const value = claims[key];
    if (typeof value !== 'string') continue;
    const name = value.trim().replace(/\s+/g, ' ');
    if (!name || name.length > MAX_NAME_LENGTH || LOOKS_LIKE_EMAIL.test(name) || hidden.has(name)) continue;
    return name;
  }
  return null;
}

import { createHmac, randomBytes } from 'node:crypto';
import { sameSecret } from '../http/same-secret.js';

/** How long a rendered form stays usable (a page may sit in a tab; cached pages are short-lived). */
export const FORM_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
/** Tokens are issued per minute, so a cached page and its neighbours share one (cheap to render). */
const STEP_MS = 60_000;

export interface FormTokens {
  issue(siteId: string, now?: number): string;
  verify(token: unknown, siteId: string, now?: number): boolean;
}

/**
 * Signed form tokens (docs/decisions/005-forms-signed-token-and-origin.md): `<minute>.<hmac(site|minute)>`. They prove
 * a post comes from a form we rendered for this site recently; the Origin / Sec-Fetch-Site check
 * in forms-routes proves it was sent from our own pages. No session, nothing stored, and pages
 * carrying a form stay cacheable.
 */
export function createFormTokens(secret: string = randomBytes(32).toString('hex')): FormTokens {
  const sign = (siteId: string, minute: string) =>
    createHmac('sha256', secret).update(`${siteId}|${minute}`).digest('base64url');
  // Every render asks for one: sign once per site and minute, not once per page.
  const issued = new Map<string, string>();
  return {
    issue(siteId, now = Date.now()) {
      const minute = Math.floor(now / STEP_MS).toString(36);
      const last = issued.get(siteId);
      if (last?.startsWith(`${minute}.`)) return last;
      const token = `${minute}.${sign(siteId, minute)}`;
      issued.set(siteId, token);
      return token;
    },
    verify(token, siteId, now = Date.now()) {
      if (typeof token !== 'string' || token.length > 100) return false;
      const [minute, mac] = token.split('.');
      if (!minute || !mac || !/^[0-9a-z]{1,12}$/.test(minute)) return false;
      const issuedAt = parseInt(minute, 36) * STEP_MS;
      if (!(issuedAt <= now + STEP_MS && now - issuedAt <= FORM_TOKEN_TTL_MS)) return false;
      return sameSecret(mac, sign(siteId, minute));
    },
  };
}

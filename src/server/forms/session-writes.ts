import type { Request } from 'express';
import { hasCookie } from '../../auth/session-cookies.js';
import type { FormTokens } from './form-token.js';
import { sameOrigin } from './forms-routes.js';

/**
 * Whether a write may act (docs/decisions/005-forms-signed-token-and-origin.md, docs/security.md
 * "Sessions"): a valid form token for this site, and no cross-site signal. The token is the same
 * for every visitor of a site (cached pages publish it), so for a write that carries the session
 * cookie the token alone proves nothing: such a write must also say it comes from our own page,
 * by `Sec-Fetch-Site: same-origin` or a matching `Origin` (every browser in use sends one of them
 * on a POST). A client that sends neither, such as a script outside a browser replaying the
 * visitor's cookie, is refused.
 */
export function createWriteCheck(tokens: FormTokens, sessionCookie: string) {
  return (req: Request, token: unknown): boolean => {
    if (!sameOrigin(req) || !tokens.verify(token, req.site.config.id)) return false;
    if (!hasCookie(req.headers.cookie, sessionCookie)) return true;
    return sendsSameOriginSignal(req);
  };
}

/** `sameOrigin` lets a request with neither header pass; here one of them must be present. */
function sendsSameOriginSignal(req: Request): boolean {
  return typeof req.headers['sec-fetch-site'] === 'string' || typeof req.headers.origin === 'string';
}

import type { RequestHandler } from 'express';
import onHeaders from 'on-headers';
import { PRIVATE_NO_STORE } from '../http/cache-control.js';

/** What a response that sets a cookie may be stored as: by nobody (docs/security.md, "Sessions"). */

/**
 * The one place that keeps a cookie out of shared caches: whatever route answered and whatever
 * Cache-Control it chose, a response that carries Set-Cookie leaves as `private, no-store`, so no
 * edge or browser cache can hand one visitor's session (or any cookie) to another. It looks at the
 * headers as they are sent, after the session middleware has added its own (on-headers calls its
 * listeners in reverse order, so this one, added first, runs last).
 */
export function privateWhenSettingCookies(): RequestHandler {
  return (_req, res, next) => {
    onHeaders(res, () => {
      if (res.getHeader('set-cookie') === undefined) return;
      res.setHeader('Cache-Control', PRIVATE_NO_STORE);
      res.removeHeader('Expires');
    });
    next();
  };
}

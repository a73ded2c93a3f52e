import type { RequestHandler } from 'express';
import { siteSurrogateKey, SURROGATE_KEY_HEADER } from '../../cache/surrogate-keys.js';
import { rawPathOf } from './reject-bad-path.js';
import { PUBLIC_FIVE_MINUTES } from '../http/cache-control.js';

/** The CMS answers its home page at `index` too (docs/upstream-contracts.md §1.1). */
const HOME_ALIAS = 'index';

/**
 * The one address of a page that a request names by another (requirements §10.7.3): the path
 * without its trailing slashes (`/over-ons/` is `/over-ons`), and `/` for the home page's CMS
 * names (`/index`, or the site's `site.home` such as `/start`). Null when the path is the page's
 * own. Only ever a path on this site: a result that would read as another host (`//x`, `/\x`) is
 * no redirect (the bad-path check refuses such requests before this one is asked).
 */
export function oneAddressOf(rawPath: string, homePath: string): string | null {
  const trimmed = rawPath.replace(/\/+$/, '') || '/';
  const target = trimmed === `/${HOME_ALIAS}` || trimmed === `/${homePath}` ? '/' : trimmed;
  if (target === rawPath || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}

/** A permanent redirect is kept as long as other canonical redirects of the pages (src/server/pages/ssr-handler.ts). */

/**
 * Answers a GET or HEAD for a duplicate address with a 301 to the page's one address, the query
 * kept as sent. Mounted before the page cache, so the redirect is never stored as the page, and
 * the cached-page fast path leaves these requests to it (src/server/fast-path/fast-path.ts).
 */
export function redirectToOneAddress(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const target = oneAddressOf(rawPathOf(req.originalUrl), req.site.config.site.home);
    if (!target) return next();
    const q = req.originalUrl.indexOf('?');
    const query = q === -1 || q === req.originalUrl.length - 1 ? '' : req.originalUrl.slice(q);
    res.set({ 'Cache-Control': PUBLIC_FIVE_MINUTES, [SURROGATE_KEY_HEADER]: siteSurrogateKey(req.site.config.id) });
    res.redirect(301, `${target}${query}`);
  };
}

import type { Request, RequestHandler, Response } from 'express';
import { DATA_ENDPOINT } from '../../app/logic/data-endpoint.js';

/** The path of a request URL exactly as sent (still percent-encoded), without its query. */
export function rawPathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/** False when the path's percent-encoding cannot be decoded (a stray '%', or bytes that are not UTF-8). */
export function isWellFormedPath(rawPath: string): boolean {
  try {
    decodeURIComponent(rawPath);
    return true;
  } catch {
    return false;
  }
}

/**
 * What is wrong with a path, if anything: 400 for malformed percent-encoding, 404 for a path that
 * starts with '//'. Browsers and `new URL(path, base)` read '//x/y' as host x, path /y: serving it
 * would show another page (or, as a redirect target, leave the site). No link of ours produces
 * such a path, so it is not found, rather than redirected to a collapsed path (one URL per page,
 * and no redirect logic that could ever send a visitor off-site).
 */
export function badPathStatus(rawPath: string): 400 | 404 | null {
  if (!isWellFormedPath(rawPath)) return 400;
  if (rawPath.startsWith('//')) return 404;
  return null;
}

/** The raw value of one query parameter, decoded once (as the query parser does); null when malformed. */
function queryParam(url: string, name: string): string | null | undefined {
  const q = url.indexOf('?');
  if (q === -1) return undefined;
  for (const pair of url.slice(q + 1).split('&')) {
    const eq = pair.indexOf('=');
    if ((eq === -1 ? pair : pair.slice(0, eq)) !== name) continue;
    try {
      return decodeURIComponent(pair.slice(eq + 1).replace(/\+/g, ' '));
    } catch {
      return null;
    }
  }
  return undefined;
}

/**
 * Rejects a bad path once, centrally, before any route sees it (and before the page cache): the
 * site's error page with that status, or a JSON error for the data endpoint, whose target path
 * travels in ?path=. Routes below can rely on a well-formed path.
 */
export function rejectBadPath(renderError: (req: Request, res: Response) => unknown): RequestHandler {
  return (req, res, next) => {
    const rawPath = rawPathOf(req.originalUrl);
    const status = badPathStatus(rawPath);
    if (status) {
      res.locals.errorStatus = status;
      return void renderError(req, res);
    }
    if (rawPath === DATA_ENDPOINT) {
      const target = queryParam(req.originalUrl, 'path');
      if (target === null || (typeof target === 'string' && !isWellFormedPath(rawPathOf(target)))) {
        return void res
          .status(400)
          .set('Cache-Control', 'no-store')
          .json({ error: 'path: malformed percent-encoding' });
      }
    }
    next();
  };
}

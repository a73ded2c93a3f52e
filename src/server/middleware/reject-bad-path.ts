import type { Request, RequestHandler, Response } from 'express';
import { DATA_ENDPOINT } from '../../app/logic/data-endpoint.js';
import { ROUTE_SEGMENTS } from '../../app/logic/route-segments.js';
import { NO_STORE } from '../http/cache-control.js';

/** The path of a request URL exactly as sent (still percent-encoded), without its query. */
export function rawPathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/** False when the path's percent-encoding cannot be decoded (a stray '%', or bytes that are not UTF-8). */
function isWellFormedPath(rawPath: string): boolean {
  try {
    decodeURIComponent(rawPath);
    return true;
  } catch {
    return false;
  }
}

/** First segments of the routes whose last segment is a search term: /zoeken/{term}, /ai-zoeken/{term}, … */
const SEARCH_TERM_ROUTES = new Set<string>([
  ...Object.values(ROUTE_SEGMENTS.search),
  ...Object.values(ROUTE_SEGMENTS.aiSearch),
  ...Object.values(ROUTE_SEGMENTS.aiSearchAlternate),
]);

/**
 * A search term is the one segment that may hold an encoded '/' or '\' (a search for "1/2" is
 * /zoeken/1%2F2): it travels to the search service as a query parameter, never as a path.
 * /zoeken/{term}, /portlet/{domain}/{term}; every other segment names something.
 */
function isSearchTermSegment(segments: string[], index: number): boolean {
  if (index !== segments.length - 1) return false;
  if (segments.length === 2) return SEARCH_TERM_ROUTES.has(segments[0]!);
  return segments.length === 3 && segments[0] === 'portlet';
}

/** How many times a segment is decoded to see through double (and triple) encoding. */
const DECODE_ROUNDS = 3;

/** The segment as sent, then decoded once, twice, … until it no longer changes or no longer decodes. */
function decodings(segment: string): string[] {
  const levels = [segment];
  for (let round = 0; round < DECODE_ROUNDS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(levels.at(-1)!);
    } catch {
      break;
    }
    if (next === levels.at(-1)) break;
    levels.push(next);
  }
  return levels;
}

/**
 * A segment that could step out of where it is put when it becomes part of an upstream URL: a
 * dot-segment ('.', '..', '%2e%2e', '.%2E', or the same encoded twice), which URL parsers
 * resolve even when it is percent-encoded, or a segment holding a separator once decoded
 * ('%2f', '%5c', '%252f', a literal '\', which parsers read as '/').
 */
function isEscapingSegment(segment: string, separatorAllowed: boolean): boolean {
  return decodings(segment).some(
    (value, level) =>
      value === '.' ||
      value === '..' ||
      (!separatorAllowed && (value.includes('\\') || (level > 0 && value.includes('/')))),
  );
}

/**
 * What is wrong with a path, if anything: 400 for malformed percent-encoding; 404 for a path that
 * starts with '//' (browsers and `new URL(path, base)` read '//x/y' as host x, path /y: serving
 * it would show another page or, as a redirect target, leave the site), and 404 for a path with
 * a dot-segment or an encoded separator in a segment: no link of ours produces one (browsers
 * resolve dot-segments before they ask), and decoded on the way to an upstream such a segment
 * would name another site's page or another upstream resource. Not found, rather than
 * redirected to a cleaned-up path: one URL per page, and no redirect logic that could ever send
 * a visitor off-site.
 */
export function badPathStatus(rawPath: string): 400 | 404 | null {
  if (!isWellFormedPath(rawPath)) return 400;
  if (rawPath.startsWith('//')) return 404;
  const segments = rawPath.slice(1).split('/');
  if (segments.some((segment, i) => isEscapingSegment(segment, isSearchTermSegment(segments, i)))) return 404;
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

const DATA_PATH_ERRORS = {
  400: 'path: malformed percent-encoding',
  404: 'path: not a page address (a dot-segment or an encoded separator)',
} as const;

/**
 * Rejects a bad path once, centrally, before any route sees it (and before the page cache or any
 * upstream call): the site's error page with that status, or a JSON error for the data endpoint,
 * whose target path travels in ?path=. Routes below can rely on a well-formed path whose
 * segments each stay one segment.
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
      // A target that is not a site-relative path ('/…') is the data endpoint's own 400.
      const targetStatus =
        target === null
          ? 400
          : target?.startsWith('/') && !target.startsWith('//')
            ? badPathStatus(rawPathOf(target))
            : null;
      if (targetStatus) {
        return void res
          .status(targetStatus)
          .set('Cache-Control', NO_STORE)
          .json({ error: DATA_PATH_ERRORS[targetStatus] });
      }
    }
    next();
  };
}

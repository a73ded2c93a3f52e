import type { Request, RequestHandler, Response } from 'express';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Logger } from 'pino';
import { pageKey } from '../../cache/cache-keys.js';
import type { CacheStore } from '../../cache/cache-store.js';
import { pageQueryOf, UNREAD_QUERY_HEADER, type ServicesFor } from './page-cache-query.js';
import { hasCookie } from '../../auth/session-cookies.js';
import { createPageEntry, encodePageEntry, pickEncoding, variantOf, type PageVariant } from '../../cache/page-cache.js';
import { readPageVariant } from '../../cache/page-variant-store.js';
import { UPGRADE_INSECURE_REQUESTS, wantsHttpsOnly } from '../middleware/security-headers.js';
import { writeStoredPage } from '../fast-path/stored-page-response.js';
import { visitorOf } from './cached-shell.js';
import { missedBefore } from '../fast-path/known-misses.js';
import { policyWithHashes } from './page-csp.js';
import type { HtmlDocument } from '../render/document-template.js';
import { PRIVATE_NO_STORE } from '../http/cache-control.js';

/** requirements §10: anonymous HTML is cached briefly; 404s too (a crawl of dead links renders once). */
const CACHEABLE_STATUSES = new Set([200, 404]);
/**
 * Headers that belong to one request, never replayed to the next visitor: each response gets its
 * own from the middleware that set them (HSTS only on a request that came over HTTPS).
 */
const PER_REQUEST_HEADERS = new Set(['x-request-id', 'set-cookie', 'strict-transport-security', UNREAD_QUERY_HEADER]);
/** CSP directives that depend on the request's scheme: stored without them, added back per response. */
const PER_REQUEST_CSP_DIRECTIVES = [UPGRADE_INSECURE_REQUESTS];
const CSP = 'content-security-policy';

const cspDirectives = (policy: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);

/**
 * The headers to store with a page: this response's, without what belongs to its request alone,
 * and with a CSP that allows the page's own inline scripts and styles by their hashes instead of
 * the render's nonce (decision 011).
 */
function sharedHeaders(res: Response, html: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || PER_REQUEST_HEADERS.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  if (headers[CSP]) {
    const shared = cspDirectives(headers[CSP])
      .filter((d) => !PER_REQUEST_CSP_DIRECTIVES.includes(d))
      .join('; ');
    headers[CSP] = policyWithHashes(shared, html);
  }
  return headers;
}

const encodingOf = (req: Request) => pickEncoding(req.headers['accept-encoding'] as string | undefined);

/** Where a request that may share a cache entry is looked up and stored, and the URL it is rendered from. */
interface Shared {
  key: string;
  url: string;
  /** The request carried parameters the page does not read (PageQuery.unread). */
  unread: boolean;
}

/**
 * A response that is not cached: the negotiated encoding only, no ETag. Uncompressed, the
 * document's bytes go to the socket in one write.
 */
function sendOnce(req: Request, res: Response, status: number, html: HtmlDocument): void {
  const encoding = pickEncoding(req.headers['accept-encoding'] as string | undefined);
  if (encoding === 'identity') {
    // Node's own setters: Express's res.status/res.set check and convert what needs neither here.
    res.statusCode = status;
    res.setHeader('vary', 'Accept-Encoding');
    res.setHeader('x-cache', 'MISS');
    res.setHeader('content-length', String(html.byteLength));
    return void res.end(req.method === 'HEAD' ? undefined : html.toBuffer());
  }
  const raw = html.toBuffer();
  const body = encoding === 'br' ? brotliCompressSync(raw, BROTLI_FAST) : gzipSync(raw);
  res.status(status).set({
    vary: 'Accept-Encoding',
    'x-cache': 'MISS',
    'content-length': String(body.length),
    'content-encoding': encoding,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

const BROTLI_FAST = { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } };

export interface PageCache {
  /** Answers GET/HEAD from the cache when it can; otherwise passes on. */
  serve: RequestHandler;
  /**
   * The URL to render this request from: without the query parameters the page does not read
   * (src/server/pages/page-cache-query.ts) when it may be stored, so the stored page is the one every
   * variant of its address shows; else the URL as requested.
   */
  renderUrl(req: Request): string;
  /**
   * Sends a freshly rendered page (compressed, with ETag) and stores it when it may be shared: an
   * anonymous 200 or 404 that is not degraded (rendered with a fallback for a failed upstream call).
   */
  send(req: Request, res: Response, status: number, html: HtmlDocument, opts?: { degraded?: boolean }): void;
}

/**
 * The anonymous page cache (docs/architecture.md §5). A hit writes the stored, already compressed Buffer
 * straight to the socket: no rendering, no header computation, no re-hashing.
 */
export function createPageCache(opts: {
  store: CacheStore;
  ttlSeconds: number;
  logger: Logger;
  /** This request's services (the filter list decides which search parameters are filters). */
  servicesFor: ServicesFor;
  /**
   * The session cookie's name: a request carrying it never writes the page cache, and reads it
   * only as a cached shell, in a browser that runs our script (cached-shell.ts).
   */
  sessionCookie: string;
  /** Production: HTTPS requests get HSTS and upgrade-insecure-requests (security-headers.ts). */
  production: boolean;
  /** Counts a page-cache hit or miss (the `page` kind of gkn_cache_events). */
  count?: (outcome: 'hits' | 'misses') => void;
}): PageCache {
  const isAnonymous = (req: Request) => !hasCookie(req.headers.cookie, opts.sessionCookie);
  const shared = new WeakMap<Request, Shared>();
  const write = (req: Request, res: Response, page: PageVariant, cacheState: 'HIT' | 'MISS', personal = false) =>
    writeStoredPage(req, res, page, {
      httpsOnly: wantsHttpsOnly(req.address, opts.production),
      cacheState,
      personal,
    });

  return {
    serve: async (req, res, next) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || opts.ttlSeconds === 0) return next();
      // Logged in: the shared page only as a cached shell, to a browser that fills it in (§6.6).
      const personal = visitorOf(req.headers.cookie, opts.sessionCookie);
      if (personal === null) return next();
      const planned = await pageQueryOf(req, opts.servicesFor);
      if (!planned) return next();
      const key = pageKey(req.site.config.id, req.locale, req.path, planned.query, req.address.host);
      // What is rendered for a logged-in visitor is theirs: it never becomes the shared page.
      if (!personal) shared.set(req, { key, url: planned.url, unread: planned.unread });
      if (missedBefore(req, key)) return next();
      const page = await readPageVariant(opts.store, key, encodingOf(req));
      opts.count?.(page ? 'hits' : 'misses');
      if (!page) return next();
      if (planned.unread) res.setHeader(UNREAD_QUERY_HEADER, '1');
      write(req, res, page, 'HIT', personal);
    },
    renderUrl: (req) => shared.get(req)?.url ?? req.originalUrl,
    send(req, res, status, html, sendOpts) {
      const target = shared.get(req);
      if (target?.unread) res.setHeader(UNREAD_QUERY_HEADER, '1');
      if (!isAnonymous(req)) res.set('Cache-Control', PRIVATE_NO_STORE);
      if (!(target && CACHEABLE_STATUSES.has(status) && !sendOpts?.degraded)) {
        // Not stored: compress only the encoding this client takes, not all three (bench profile:
        // compressing every variant was a third of an uncached render).
        return sendOnce(req, res, status, html);
      }
      const entry = createPageEntry(status, sharedHeaders(res, html.toString()), html.toBuffer());
      opts.store
        .set(target.key, encodePageEntry(entry), opts.ttlSeconds)
        .catch((err) => opts.logger.warn({ err }, 'page cache write failed'));
      write(req, res, variantOf(entry, encodingOf(req)), 'MISS');
    },
  };
}

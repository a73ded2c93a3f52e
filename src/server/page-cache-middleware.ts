import type { Request, RequestHandler, Response } from 'express';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Logger } from 'pino';
import { pageKey } from '../cache/cache-keys.js';
import type { CacheStore } from '../cache/cache-store.js';
import {
  bodyFor,
  createPageEntry,
  decodePageEntry,
  encodePageEntry,
  etagFor,
  etagMatches,
  pickEncoding,
  type PageEntry,
} from '../cache/page-cache.js';

/** The cookie of a logged-in session: such requests never read or write the page cache. */
export const SESSION_COOKIE = 'gkn.sid';
/** spec/DESIGN: anonymous HTML is cached briefly; 404s too (a crawl of dead links renders once). */
const CACHEABLE_STATUSES = new Set([200, 404]);
/** Headers of one response that must not be replayed to the next visitor. */
const NOT_STORED = new Set(['x-request-id', 'set-cookie']);

const isAnonymous = (req: Request) => !(req.headers.cookie ?? '').includes(`${SESSION_COOKIE}=`);
const keyOf = (req: Request) => {
  const q = req.originalUrl.indexOf('?');
  return pageKey(req.site.config.id, req.locale, req.path, q === -1 ? '' : req.originalUrl.slice(q + 1), req.hostname);
};

/** A response that is not cached: the negotiated encoding only, no ETag. */
function sendOnce(req: Request, res: Response, status: number, html: string): void {
  const encoding = pickEncoding(req.headers['accept-encoding'] as string | undefined);
  const raw = Buffer.from(html);
  const body = encoding === 'br' ? brotliCompressSync(raw, BROTLI_FAST) : encoding === 'gzip' ? gzipSync(raw) : raw;
  res.status(status).set({ vary: 'Accept-Encoding', 'x-cache': 'MISS', 'content-length': String(body.length) });
  if (encoding !== 'identity') res.set('content-encoding', encoding);
  res.end(req.method === 'HEAD' ? undefined : body);
}

const BROTLI_FAST = { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } };

export interface PageCache {
  /** Answers GET/HEAD from the cache when it can; otherwise passes on. */
  serve: RequestHandler;
  /** Sends a freshly rendered page (compressed, with ETag) and stores it when it may be shared. */
  send(req: Request, res: Response, status: number, html: string): void;
}

/**
 * The anonymous page cache (DESIGN: Caching). A hit writes the stored, already compressed Buffer
 * straight to the socket: no rendering, no header computation, no re-hashing.
 */
export function createPageCache(opts: { store: CacheStore; ttlSeconds: number; logger: Logger }): PageCache {
  // The in-process layer hands out the same Buffer for a key until it changes: decode it once.
  const decoded = new WeakMap<Buffer, PageEntry>();
  const decode = (buf: Buffer) => {
    let entry = decoded.get(buf);
    if (!entry) {
      entry = decodePageEntry(buf) ?? undefined;
      if (entry) decoded.set(buf, entry);
    }
    return entry;
  };

  const write = (req: Request, res: Response, entry: PageEntry, cacheState: 'HIT' | 'MISS') => {
    const encoding = pickEncoding(req.headers['accept-encoding'] as string | undefined);
    const etag = etagFor(entry, encoding);
    const headers: Record<string, string | number> = {
      ...entry.headers,
      etag,
      vary: 'Accept-Encoding',
      'x-cache': cacheState,
    };
    if (etagMatches(req.headers['if-none-match'] as string | undefined, entry)) {
      res.writeHead(304, headers);
      return void res.end();
    }
    const body = bodyFor(entry, encoding);
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    headers['content-length'] = body.length;
    res.writeHead(entry.status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  return {
    serve: async (req, res, next) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !isAnonymous(req) || opts.ttlSeconds === 0) return next();
      const buf = await opts.store.get(keyOf(req));
      const entry = buf && decode(buf);
      if (!entry) return next();
      write(req, res, entry, 'HIT');
    },
    send(req, res, status, html) {
      if (!(CACHEABLE_STATUSES.has(status) && isAnonymous(req) && opts.ttlSeconds > 0)) {
        // Not stored: compress only the encoding this client takes, not all three (bench profile:
        // compressing every variant was a third of an uncached render).
        return sendOnce(req, res, status, html);
      }
      const headers = Object.fromEntries(
        Object.entries(res.getHeaders()).filter(([name]) => !NOT_STORED.has(name)),
      ) as Record<string, string>;
      const entry = createPageEntry(status, headers, html);
      opts.store
        .set(keyOf(req), encodePageEntry(entry), opts.ttlSeconds)
        .catch((err) => opts.logger.warn({ err }, 'page cache write failed'));
      write(req, res, entry, 'MISS');
    },
  };
}

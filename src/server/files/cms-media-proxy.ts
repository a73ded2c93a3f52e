import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Router } from 'express';
import type { Logger } from 'pino';
import { loggedUrl } from '../observability/logged-url.js';

/**
 * Where the site's own origin serves media of a CMS that visitors cannot reach (a CMS on
 * loopback: the demo upstream, a CMS on the developer's machine). Stored `cms:/…` addresses are
 * resolved under this path then (src/server/services/resolve-stored-urls.ts), so a page opened
 * from another machine shows its images instead of `http://127.0.0.1:<port>/…` addresses that
 * point at the visitor's own machine (docs/architecture.md §6.2).
 */
export const CMS_MEDIA_PATH = '/_cms-media';

/** A CMS whose host is loopback: an address that means the visitor's machine in a visitor's browser. */
export function isLoopbackOrigin(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

// Only media passes: the proxy must not make the CMS's API (page JSON, unpublished previews)
// readable on the site's origin.
const MEDIA_TYPE = /^(image|video|audio)\/|^application\/pdf\b/i;
// What a browser needs of the CMS's answer to show, cache and seek in the file.
const PASSED_HEADERS = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
  'cache-control',
];

// A file may take the CMS longer to start sending than a JSON answer (a video made or fetched from
// storage on first request; the demo draws its scene images and encodes its videos then, seconds
// on a busy machine): media get at least this long to their first byte, whatever the upstream
// timeout of data calls (requirements §7) is. A late image holds no page up. The body itself
// streams without a limit.
const MEDIA_FIRST_BYTE_MS = 30_000;

/**
 * GET /_cms-media/<path>: the CMS's `<origin>/<path>` relayed (Range requests too, for video),
 * media only; anything else is a 404, an unreachable or slow CMS a 502, each with a short text.
 */
export function cmsMediaProxy(opts: {
  cmsBaseUrl: string;
  timeoutMs: number;
  logger: Logger;
  /** The wait for the CMS's answer; default the longer of timeoutMs and MEDIA_FIRST_BYTE_MS. */
  firstByteMs?: number;
}): Router {
  const firstByteMs = opts.firstByteMs ?? Math.max(opts.timeoutMs, MEDIA_FIRST_BYTE_MS);
  const origin = new URL(opts.cmsBaseUrl).origin;
  const router = Router();
  router.get(`${CMS_MEDIA_PATH}/*path`, async (req, res) => {
    const target = origin + req.originalUrl.slice(CMS_MEDIA_PATH.length);
    const visitorGone = new AbortController();
    res.on('close', () => visitorGone.abort());
    // The limit is on the wait for the answer, not on the body: a slow visitor may take long to
    // read a large file.
    const tooSlow = new AbortController();
    const timer = setTimeout(() => tooSlow.abort(), firstByteMs);
    let upstream: Response;
    try {
      upstream = await fetch(target, {
        headers: req.headers.range ? { range: req.headers.range } : {},
        signal: AbortSignal.any([visitorGone.signal, tooSlow.signal]),
      });
    } catch (error) {
      if (visitorGone.signal.aborted) return;
      opts.logger.warn({ err: error, url: loggedUrl(target) }, 'CMS media unreachable');
      res.status(502).type('text/plain').send('Media not available');
      return;
    } finally {
      clearTimeout(timer);
    }
    const type = upstream.headers.get('content-type') ?? '';
    if (![200, 206].includes(upstream.status) || !MEDIA_TYPE.test(type) || !upstream.body) {
      await upstream.body?.cancel();
      res
        .status(upstream.status === 416 ? 416 : 404)
        .type('text/plain')
        .send('Media not found');
      return;
    }
    res.status(upstream.status);
    for (const name of PASSED_HEADERS) {
      const value = upstream.headers.get(name);
      if (value !== null) res.set(name, value);
    }
    // An SVG opened on its own runs on the site's origin: it gets no scripts, no requests, no forms.
    res.set('content-security-policy', "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox");
    Readable.fromWeb(upstream.body as WebReadableStream<Uint8Array>)
      .on('error', () => res.destroy())
      .pipe(res);
  });
  return router;
}

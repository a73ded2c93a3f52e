import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';

const INTERNAL_ORIGIN = 'http://gkn.internal';
/** The request URL on our fixed origin, as text (see internalUrl). */
const internalHref = (url: string) => `${INTERNAL_ORIGIN}${url.startsWith('/') ? url : `/${url}`}`;
/**
 * The headers loaders and the renderer may read: what a page may vary on. Never the Host: the
 * request's address is read once (middleware/request-address.ts) and absolute URLs come from the
 * site's configuration. Copying every header into a Fetch Headers object was 3% of a render.
 */
const PASSED_HEADERS = ['cookie', 'accept', 'accept-language', 'user-agent'] as const;

/**
 * A Fetch Request whose `signal` is aborted when the visitor goes away. The signal is the
 * response's own, made on first read: passing one to `new Request()` instead would make the
 * Request build a second signal that follows it (a listener and a finalizer per request).
 */
class PageRequest extends Request {
  readonly #res: ExpressResponse;
  #signal: AbortSignal | undefined;

  constructor(url: string, headers: Headers, res: ExpressResponse) {
    super(url, { method: 'GET', headers });
    this.#res = res;
  }

  override get signal(): AbortSignal {
    if (!this.#signal) {
      const controller = new AbortController();
      const res = this.#res;
      res.on('close', () => {
        if (!res.writableFinished) controller.abort();
      });
      this.#signal = controller.signal;
    }
    return this.#signal;
  }
}

/**
 * Express request -> Fetch Request for the data router (docs/architecture.md §14.2), aborted when the
 * visitor goes away. The origin is fixed: routing never depends on the Host header.
 */
export function toFetchRequest(req: ExpressRequest, res: ExpressResponse, url = req.originalUrl): Request {
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  // The address as text: the Request parses it once (a URL object would be serialised, then parsed again).
  return new PageRequest(internalHref(url), headers, res);
}

/**
 * The request URL on our fixed origin. Concatenated, not `new URL(url, base)`: that reads a path
 * starting with '//' as another host ('//x/over-ons' would become /over-ons).
 */
export function internalUrl(url: string): URL {
  return new URL(internalHref(url));
}

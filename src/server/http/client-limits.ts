import type { IncomingMessage, ServerOptions, ServerResponse } from 'node:http';
import type { ClientLimits } from '../../config/config.js';
import { NO_STORE } from './cache-control.js';

// What one client may hold of a public server: a connection that trickles its headers or body
// a byte at a time is cut off within a bound instead of keeping its slot for minutes (Node's own
// request timeout is 5 minutes). Node enforces the header and whole-request bounds; the body
// bound and size are checked here, before any route reads the body.

/** Options for http.createServer: Node's own header and request timeouts, checked often enough to hold. */
export function serverOptions(limits: ClientLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    // Node checks the two timeouts on this interval (30 s by default): a bound of a few seconds
    // needs a check within a fraction of it.
    connectionsCheckingInterval: Math.min(1000, Math.max(100, Math.floor(limits.headersTimeoutMs / 4))),
  };
}

const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/** Answers with `status` and closes the connection: the rest of the body is never read. */
function refuse(res: ServerResponse, status: number, text: string): void {
  if (res.headersSent) return void res.socket?.destroy();
  res
    .writeHead(status, {
      Connection: 'close',
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': NO_STORE,
    })
    .end(`${text}\n`);
}

/**
 * Runs before the app on every request. A declared body over the limit is answered 413 at once;
 * a body that has not fully arrived `bodyTimeoutMs` after the headers is answered 408 and its
 * connection closed, whatever route is waiting for it (bodies without a declared length are held
 * to their route's own parser limit). Returns false when the request was answered here.
 */
export function admitRequest(limits: ClientLimits, req: IncomingMessage, res: ServerResponse): boolean {
  if (!hasBody(req)) return true;
  if (Number(req.headers['content-length'] ?? 0) > limits.bodyLimitBytes) {
    refuse(res, 413, 'Request body too large');
    return false;
  }
  const timer = setTimeout(() => {
    // `complete`: the whole body has been received, whether or not the route has read it yet.
    if (!req.complete) refuse(res, 408, 'Request body not received in time');
  }, limits.bodyTimeoutMs);
  timer.unref();
  res.once('close', () => clearTimeout(timer));
  return true;
}

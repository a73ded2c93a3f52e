import { once } from 'node:events';
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import { rawRequest } from '../support/raw-request.js';
import type { AddressInfo } from 'node:net';

/** One request as the forwarder received it: the path exactly as sent, and its Host. */
export interface ForwardedRequest {
  method: string;
  path: string;
  host: string | undefined;
}

export interface Forwarder {
  url: string;
  port: number;
  /** Every request that passed through, oldest first. */
  seen: ForwardedRequest[];
  /** Where requests go (`http://host:port`); settable after start. 503 while unset. */
  target: string | null;
  close(): Promise<void>;
}

/**
 * A real HTTP hop on loopback: forwards every request, path untouched, to `target` and records
 * it. Between the server and an upstream it shows what the upstream was asked (including what
 * an upstream's own log leaves out); in front of the server it plays a proxy, adding the headers
 * `headers` returns.
 */
export async function startForwarder(
  opts: { target?: string; headers?: (incoming: IncomingHttpHeaders) => Record<string, string> } = {},
): Promise<Forwarder> {
  const forwarder: Forwarder = {
    url: '',
    port: 0,
    seen: [],
    target: opts.target ?? null,
    close: async () => {},
  };
  const server = createServer((req, res) => {
    forwarder.seen.push({ method: req.method ?? 'GET', path: req.url ?? '', host: req.headers.host });
    if (!forwarder.target) return void res.writeHead(503).end();
    const target = new URL(forwarder.target);
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, ...opts.headers?.(req.headers) },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  forwarder.port = (server.address() as AddressInfo).port;
  forwarder.url = `http://127.0.0.1:${forwarder.port}`;
  forwarder.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return forwarder;
}

/** A GET sent exactly as given (no URL parsing, so no dot-segment resolution), over a real socket. */
export async function rawGet(
  url: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  const answer = await rawRequest(url, path, { headers });
  return { ...answer, body: answer.body.toString('utf8') };
}

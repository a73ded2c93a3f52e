import { request, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body exactly as sent (still compressed when it was). */
  body: Buffer;
}

/**
 * One request over a fresh socket, the path sent exactly as given (no URL parsing, so no
 * dot-segment resolution and no re-encoding), the body not decoded. A `host` among the headers
 * replaces the one Node would send.
 */
export function rawRequest(
  url: string,
  path: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  const headers = options.headers ?? {};
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname, port, path, method: options.method ?? 'GET', headers, setHost: !('host' in headers), agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * One request written byte for byte on a TCP socket (exactly the headers given, nothing added, as
 * a script outside a browser sends it), the connection closed after the answer. Answers the status,
 * the headers (lower-case names) and the body as text (the request should not ask for compression).
 */
export function rawSocketRequest(
  url: string,
  request: { method: string; path: string; headers: Record<string, string>; body?: string },
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const { hostname, port } = new URL(url);
  const body = request.body ?? '';
  const lines = [
    `${request.method} ${request.path} HTTP/1.1`,
    ...Object.entries({
      ...request.headers,
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    }).map(([name, value]) => `${name}: ${value}`),
  ];
  return new Promise((resolve, reject) => {
    // Written, not ended: a client that half-closes may lose an answer that takes a moment (Node's
    // server closes on the client's end); `Connection: close` has the server close after answering.
    const socket = connect({ host: hostname, port: Number(port) }, () =>
      socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`),
    );
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...headerLines] = text.slice(0, split).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim().toLowerCase();
        headers[name] = headers[name]
          ? `${headers[name]}, ${line.slice(colon + 1).trim()}`
          : line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: text.slice(split + 4) });
    });
  });
}

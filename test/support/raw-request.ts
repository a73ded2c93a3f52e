import { request, type IncomingHttpHeaders } from 'node:http';

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

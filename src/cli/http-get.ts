import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** A request that got no answer: says why in words (connection refused, no such host, timeout). */
export class HttpGetError extends Error {
  constructor(url: string, reason: string) {
    super(`${url}: ${reason}`);
    this.name = 'HttpGetError';
  }
}

const REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused (is the server running there?)',
  ENOTFOUND: 'no such host',
  EAI_AGAIN: 'no such host',
  ECONNRESET: 'the connection was reset',
  EHOSTUNREACH: 'host unreachable',
};

/**
 * A GET with an explicit Host header (fetch may not set Host), resolving to status and body;
 * rejects with an HttpGetError when there is no answer within `timeoutMs`.
 */
export function httpGet(url: string, host: string, timeoutMs: number): Promise<{ status: number; body: string }> {
  const request = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host, 'accept-encoding': 'identity' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', (err) => reject(new HttpGetError(url, err.message)));
    });
    req.setTimeout(timeoutMs, () => req.destroy(new HttpGetError(url, `no answer within ${timeoutMs / 1000} s`)));
    req.on('error', (err: NodeJS.ErrnoException) =>
      reject(err instanceof HttpGetError ? err : new HttpGetError(url, REASONS[err.code ?? ''] ?? err.message)),
    );
    req.end();
  });
}

import type { Request, Response } from 'express';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { pickEncoding } from '../cache/page-cache.js';

/** Below this a compressed body saves less than its headers and framing cost. */
const MIN_COMPRESS_BYTES = 1024;
/** Quality 5: most of brotli's gain at a fraction of its maximum's CPU (the JSON is made per request). */
const BROTLI_FAST = { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } };

/**
 * Sends a JSON body compressed in the best encoding the client accepts (br, else gzip), as the
 * pages are (requirements §10.3): a client navigation's data is most of what it downloads.
 */
export function sendCompressedJson(req: Request, res: Response, status: number, value: unknown): void {
  const raw = Buffer.from(JSON.stringify(value));
  const encoding = raw.length < MIN_COMPRESS_BYTES ? 'identity' : pickEncoding(req.headers['accept-encoding']);
  const body = encoding === 'br' ? brotliCompressSync(raw, BROTLI_FAST) : encoding === 'gzip' ? gzipSync(raw) : raw;
  res.status(status).set({
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(body.length),
    Vary: 'Accept-Encoding',
  });
  if (encoding !== 'identity') res.set('Content-Encoding', encoding);
  res.end(req.method === 'HEAD' ? undefined : body);
}

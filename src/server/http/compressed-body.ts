import type { Request, Response } from 'express';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { pickEncoding } from '../../cache/page-cache.js';

/** Below this a compressed body saves less than its headers and framing cost. */
const MIN_COMPRESS_BYTES = 1024;
/** Quality 5: most of brotli's gain at a fraction of its maximum's CPU (these bodies are made per request). */
const BROTLI_FAST = { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } };

/**
 * Sends a text body made for this request compressed in the best encoding the client accepts (br,
 * else gzip; none when it asks for neither), with Vary: Accept-Encoding either way: the data
 * endpoint's JSON and the sitemap (requirements §10.7.6).
 */
export function sendCompressed(req: Request, res: Response, status: number, contentType: string, raw: Buffer): void {
  const encoding = raw.length < MIN_COMPRESS_BYTES ? 'identity' : pickEncoding(req.headers['accept-encoding']);
  const body = encoding === 'br' ? brotliCompressSync(raw, BROTLI_FAST) : encoding === 'gzip' ? gzipSync(raw) : raw;
  res
    .status(status)
    .set({ 'Content-Type': contentType, 'Content-Length': String(body.length), Vary: 'Accept-Encoding' });
  if (encoding !== 'identity') res.set('Content-Encoding', encoding);
  res.end(req.method === 'HEAD' ? undefined : body);
}

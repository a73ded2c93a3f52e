import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/**
 * An anonymous HTML page stored ready to send (docs/architecture.md §5): the body, its gzip and
 * brotli variants computed once, a strong ETag, and the headers to send with it.
 */
export interface PageEntry {
  status: number;
  /** Lower-case names; no per-response headers (length, encoding, date, etag, cookies). */
  headers: Readonly<Record<string, string>>;
  body: Buffer;
  /** Strong ETag of the identity body, e.g. `"Xb3…"`; see etagFor for the encoded variants. */
  etag: string;
  gzip: Buffer;
  br: Buffer;
  /** ms since the epoch */
  storedAt: number;
}

export type PageEncoding = 'br' | 'gzip' | 'identity';
export type HeaderValue = string | number | readonly string[] | undefined;

/**
 * Brotli quality 5: a miss compresses on the request path (synchronously, once per stored
 * page). Measured here on a 76 KB HTML page: gzip-6 2.1 ms -> 20.2 KB, br-5 2.8 ms -> 18.9 KB,
 * br-11 (zlib's default) 157 ms -> 16.7 KB. Quality 11 would cost ~55x the CPU of 5 for 12%
 * fewer bytes and stall the event loop; 5 is still smaller than gzip at about its speed.
 */
const BROTLI_QUALITY = 5;
/** Set by whoever sends the entry, per response. */
const PER_RESPONSE = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'etag',
  'date',
]);

export function createPageEntry(
  status: number,
  headers: Readonly<Record<string, HeaderValue>>,
  html: string | Buffer,
  storedAt: number = Date.now(),
): PageEntry {
  const kept: Record<string, string> = {};
  for (const [rawName, value] of Object.entries(headers)) {
    const name = rawName.toLowerCase();
    if (value === undefined || PER_RESPONSE.has(name) || name === '__proto__') continue;
    // A cookie set for one visitor would be replayed to everyone: the caller must not cache such a response.
    if (name === 'set-cookie') throw new TypeError('createPageEntry: a response that sets a cookie must not be cached');
    kept[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  const body = typeof html === 'string' ? Buffer.from(html, 'utf8') : html;
  return {
    status,
    headers: kept,
    body,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    gzip: gzipSync(body, { level: 6 }),
    br: brotliCompressSync(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    storedAt,
  };
}

/**
 * The ETag of one representation. The encoded bodies are different bytes, so a strong ETag
 * must differ too (RFC 9110 §8.8.3): `"h"`, `"h-br"`, `"h-gz"`.
 */
export function etagFor(entry: PageEntry, encoding: PageEncoding): string {
  return encoding === 'identity' ? entry.etag : `${entry.etag.slice(0, -1)}-${encoding === 'br' ? 'br' : 'gz'}"`;
}

export function bodyFor(entry: PageEntry, encoding: PageEncoding): Buffer {
  return encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.body;
}

/**
 * If-None-Match against any representation of the entry (weak comparison, RFC 9110 §13.1.2):
 * a client holding the gzip variant may get a 304 when asking with br, the content is the same.
 */
export function etagMatches(ifNoneMatch: string | undefined, entry: PageEntry): boolean {
  if (!ifNoneMatch) return false;
  const opaque = entry.etag.slice(1, -1);
  for (const raw of ifNoneMatch.split(',')) {
    const tag = raw.trim();
    if (tag === '*') return true;
    const inner = tag.replace(/^W\//, '').replace(/^"|"$/g, '');
    if (inner === opaque || inner === `${opaque}-br` || inner === `${opaque}-gz`) return true;
  }
  return false;
}

/**
 * The best encoding the client accepts. br beats gzip at equal q; `q=0` excludes a coding
 * (also through `*;q=0`); an explicit identity with a higher q than both wins. No header,
 * or nothing usable, means identity.
 */
export function pickEncoding(acceptEncoding: string | undefined): PageEncoding {
  if (!acceptEncoding) return 'identity';
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [rawCoding = '', ...params] = part.split(';');
    const coding = rawCoding.trim().toLowerCase();
    if (!coding) continue;
    let weight = 1;
    for (const param of params) {
      const [name, value] = param.split('=').map((s) => s.trim());
      if (name?.toLowerCase() === 'q') weight = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value ?? '') ? Number(value) : 0;
    }
    q.set(coding === 'x-gzip' ? 'gzip' : coding, weight);
  }
  const star = q.get('*') ?? 0;
  const br = q.get('br') ?? star;
  const gzip = q.get('gzip') ?? star;
  const best = Math.max(br, gzip);
  if (best <= 0) return 'identity';
  if ((q.get('identity') ?? 0) > best) return 'identity';
  return br >= gzip ? 'br' : 'gzip';
}

/*
 * One Buffer per entry, no base64 or JSON around the bodies:
 *   "GKP" version(u8=1) status(u16) storedAt(f64) etagLen(u8) etag
 *   headerCount(u16) { nameLen(u8) name valueLen(u16) value }*
 *   bodyLen(u32) body gzipLen(u32) gzip brLen(u32) br
 * All integers big-endian; strings UTF-8. Decoding returns views into the given Buffer.
 */
const MAGIC = 'GKP';
const VERSION = 1;

export function encodePageEntry(entry: PageEntry): Buffer {
  const etag = Buffer.from(entry.etag, 'utf8');
  const headers = Object.entries(entry.headers).map(
    ([n, v]) => [Buffer.from(n, 'utf8'), Buffer.from(v, 'utf8')] as const,
  );
  if (etag.length > 0xff) throw new RangeError('encodePageEntry: etag too long');
  if (headers.length > 0xffff) throw new RangeError('encodePageEntry: too many headers');
  let size = 4 + 2 + 8 + 1 + etag.length + 2 + 12 + entry.body.length + entry.gzip.length + entry.br.length;
  for (const [name, value] of headers) {
    if (name.length > 0xff || value.length > 0xffff) throw new RangeError(`encodePageEntry: header ${name} too long`);
    size += 1 + name.length + 2 + value.length;
  }
  const out = Buffer.allocUnsafe(size);
  let at = out.write(MAGIC, 0, 'latin1');
  at = out.writeUInt8(VERSION, at);
  at = out.writeUInt16BE(entry.status, at);
  at = out.writeDoubleBE(entry.storedAt, at);
  at = out.writeUInt8(etag.length, at);
  at += etag.copy(out, at);
  at = out.writeUInt16BE(headers.length, at);
  for (const [name, value] of headers) {
    at = out.writeUInt8(name.length, at);
    at += name.copy(out, at);
    at = out.writeUInt16BE(value.length, at);
    at += value.copy(out, at);
  }
  for (const part of [entry.body, entry.gzip, entry.br]) {
    at = out.writeUInt32BE(part.length, at);
    at += part.copy(out, at);
  }
  return out;
}

/**
 * The in-process layers hand out the same Buffer for a key until it changes: each Buffer is
 * decoded once, and its entry lives as long as the Buffer does (no second budget to keep).
 */
const decoded = new WeakMap<Buffer, PageEntry>();

/** decodePageEntry, once per Buffer (the page-cache middleware and the fast path share it). */
export function readPageEntry(buf: Buffer): PageEntry | null {
  let entry = decoded.get(buf);
  if (!entry) {
    entry = decodePageEntry(buf) ?? undefined;
    if (!entry) return null;
    decoded.set(buf, entry);
  }
  return entry;
}

/** The entry, or null for anything that is not a complete entry of this version (a miss). */
export function decodePageEntry(buf: Buffer): PageEntry | null {
  let at = 0;
  const need = (n: number): boolean => at + n <= buf.length;
  const take = (n: number): Buffer => buf.subarray(at, (at += n));
  if (!need(15) || buf.toString('latin1', 0, 3) !== MAGIC || buf[3] !== VERSION) return null;
  const status = buf.readUInt16BE(4);
  const storedAt = buf.readDoubleBE(6);
  at = 14;
  const etagLen = buf.readUInt8(at++);
  if (!need(etagLen + 2)) return null;
  const etag = take(etagLen).toString('utf8');
  const headerCount = buf.readUInt16BE(at);
  at += 2;
  const headers: Record<string, string> = {};
  for (let i = 0; i < headerCount; i++) {
    if (!need(1)) return null;
    const nameLen = buf.readUInt8(at++);
    if (!need(nameLen + 2)) return null;
    const name = take(nameLen).toString('utf8');
    const valueLen = buf.readUInt16BE(at);
    at += 2;
    if (!need(valueLen)) return null;
    const value = take(valueLen).toString('utf8');
    if (name !== '__proto__') headers[name] = value;
  }
  const parts: Buffer[] = [];
  for (let i = 0; i < 3; i++) {
    if (!need(4)) return null;
    const len = buf.readUInt32BE(at);
    at += 4;
    if (!need(len)) return null;
    parts.push(take(len));
  }
  if (at !== buf.length) return null;
  const [body, gzip, br] = parts as [Buffer, Buffer, Buffer];
  return { status, headers, body, etag, gzip, br, storedAt };
}

import { hash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/**
 * What a stored page's answer needs besides a body: status, headers and ETag. A read from Redis
 * fetches this and the one body the client takes (src/cache/redis-store.ts getPageVariant).
 */
export interface PageHead {
  status: number;
  /** The headers as a flat `[name, value, …]` list (lower-case names), ready for writeHead. */
  headerList: readonly string[];
  /** Strong ETag of the identity body, e.g. `"Xb3…"`; see etagFor for the encoded variants. */
  etag: string;
  /** ms since the epoch */
  storedAt: number;
}

/**
 * An anonymous HTML page stored ready to send (docs/architecture.md §5): the body, its gzip and
 * brotli variants computed once, a strong ETag, and the headers to send with it.
 */
export interface PageEntry extends PageHead {
  /** Lower-case names; no per-response headers (length, encoding, date, etag, cookies). */
  headers: Readonly<Record<string, string>>;
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/** One representation of a stored page: its head and the body of the encoding the client takes. */
export interface PageVariant {
  head: PageHead;
  encoding: PageEncoding;
  body: Buffer;
  /** Bytes of the whole encoded entry, when this variant was read without the rest of it. */
  wholeBytes?: number;
  /**
   * Set when `body` is leased memory (src/cache/body-buffer-pool.ts): call once nothing reads
   * the body any more, i.e. once the response that sends it has closed.
   */
  release?: () => void;
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
    headerList: Object.entries(kept).flat(),
    body,
    etag: `"${hash('sha256', body, 'base64url').slice(0, 27)}"`,
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
export function etagFor(head: Pick<PageHead, 'etag'>, encoding: PageEncoding): string {
  return encoding === 'identity' ? head.etag : `${head.etag.slice(0, -1)}-${encoding === 'br' ? 'br' : 'gz'}"`;
}

export function bodyFor(entry: PageEntry, encoding: PageEncoding): Buffer {
  return encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.body;
}

/** The entry's representation in `encoding` (the entry is its own head). */
export function variantOf(entry: PageEntry, encoding: PageEncoding): PageVariant {
  return { head: entry, encoding, body: bodyFor(entry, encoding) };
}

/**
 * If-None-Match against any representation of the entry (weak comparison, RFC 9110 §13.1.2):
 * a client holding the gzip variant may get a 304 when asking with br, the content is the same.
 */
export function etagMatches(ifNoneMatch: string | undefined, head: Pick<PageHead, 'etag'>): boolean {
  if (!ifNoneMatch) return false;
  const opaque = head.etag.slice(1, -1);
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
 * One Buffer per entry, no base64 or JSON around the bodies: a head, then the three bodies.
 *   head: "GKP" version(u8=2) status(u16) storedAt(f64) etagLen(u8) etag
 *         headersLen(u32) headers: UTF-8 "name\0value\0name\0value…" (no trailing \0)
 *         bodyLen(u32) gzipLen(u32) brLen(u32)
 *   then: body gzip br
 * All integers big-endian. The head alone says where each body is and how big the entry is, so a
 * shared store can keep the parts apart and a hit fetch the head and one body (redis-store.ts);
 * the headers decode with one toString and one split (no value can hold a NUL: node:http refuses it).
 * Version 1 (until 27 November 2026) had the headers as length-prefixed pairs and each body after
 * its own length: a v1 Buffer decodes as null (a miss), so the page is rendered and stored again.
 */
const MAGIC = 'GKP';
export const PAGE_FORMAT_VERSION = 2;
const FIXED_HEAD = 3 + 1 + 2 + 8 + 1;

/** The names of an entry's parts where a store keeps them apart (Redis hash fields). */
export const PAGE_PARTS = { head: 'h', identity: 'identity', gzip: 'gzip', br: 'br' } as const;

export function encodePageEntry(entry: PageEntry): Buffer {
  const etag = Buffer.from(entry.etag, 'utf8');
  if (etag.length > 0xff) throw new RangeError('encodePageEntry: etag too long');
  for (const part of entry.headerList)
    if (part.includes('\0')) throw new RangeError('encodePageEntry: a header holds a NUL character');
  const headers = Buffer.from(entry.headerList.join('\0'), 'utf8');
  const headSize = FIXED_HEAD + etag.length + 4 + headers.length + 12;
  const out = Buffer.allocUnsafe(headSize + entry.body.length + entry.gzip.length + entry.br.length);
  let at = out.write(MAGIC, 0, 'latin1');
  at = out.writeUInt8(PAGE_FORMAT_VERSION, at);
  at = out.writeUInt16BE(entry.status, at);
  at = out.writeDoubleBE(entry.storedAt, at);
  at = out.writeUInt8(etag.length, at);
  at += etag.copy(out, at);
  at = out.writeUInt32BE(headers.length, at);
  at += headers.copy(out, at);
  for (const part of [entry.body, entry.gzip, entry.br]) at = out.writeUInt32BE(part.length, at);
  for (const part of [entry.body, entry.gzip, entry.br]) at += part.copy(out, at);
  return out;
}

/** A decoded head: the head, its size in bytes, and the lengths of the three bodies after it. */
export interface DecodedHead {
  head: PageHead;
  headBytes: number;
  lengths: Readonly<Record<PageEncoding, number>>;
}

/** The head at the start of `buf` (an entry or a head part), or null when it is not a whole v2 head. */
export function decodePageHead(buf: Buffer): DecodedHead | null {
  if (buf.length < FIXED_HEAD || buf.toString('latin1', 0, 3) !== MAGIC || buf[3] !== PAGE_FORMAT_VERSION) return null;
  const status = buf.readUInt16BE(4);
  const storedAt = buf.readDoubleBE(6);
  const etagEnd = FIXED_HEAD + buf.readUInt8(14);
  if (etagEnd + 4 > buf.length) return null;
  const etag = buf.toString('utf8', FIXED_HEAD, etagEnd);
  const headersEnd = etagEnd + 4 + buf.readUInt32BE(etagEnd);
  if (headersEnd + 12 > buf.length) return null;
  const text = buf.toString('utf8', etagEnd + 4, headersEnd);
  const headerList = text === '' ? [] : text.split('\0');
  if (headerList.length % 2 !== 0) return null;
  const lengths = {
    identity: buf.readUInt32BE(headersEnd),
    gzip: buf.readUInt32BE(headersEnd + 4),
    br: buf.readUInt32BE(headersEnd + 8),
  };
  return { head: { status, headerList, etag, storedAt }, headBytes: headersEnd + 12, lengths };
}

/** The entry's parts as views into `buf` (for a store that keeps them apart), or null for anything else. */
export function splitPageEntry(buf: Buffer): Record<keyof typeof PAGE_PARTS, Buffer> | null {
  const decoded = decodePageHead(buf);
  if (!decoded) return null;
  const { headBytes, lengths } = decoded;
  const gzipAt = headBytes + lengths.identity;
  const brAt = gzipAt + lengths.gzip;
  if (brAt + lengths.br !== buf.length) return null;
  return {
    head: buf.subarray(0, headBytes),
    identity: buf.subarray(headBytes, gzipAt),
    gzip: buf.subarray(gzipAt, brAt),
    br: buf.subarray(brAt),
  };
}

/** Head parts read from a store lately, by ETag: each with its bytes, to tell a newer head under the same ETag. */
const recentHeads = new Map<string, { bytes: Buffer; decoded: DecodedHead }>();
const MAX_RECENT_HEADS = 256;

/**
 * decodePageHead for a head part read from a shared store (Redis), decoded once per distinct head
 * rather than once per hit: every hit of a page reads the same bytes again, and one shared decoded
 * head also keeps the header lists built from it (stored-page-response.ts). The bytes are compared
 * whole (a memcmp of about 1 KB), so a head that changed under the same ETag is decoded afresh.
 */
function decodeSharedHead(headPart: Buffer): DecodedHead | null {
  if (headPart.length < FIXED_HEAD) return null;
  const etag = headPart.toString('latin1', FIXED_HEAD, FIXED_HEAD + headPart.readUInt8(FIXED_HEAD - 1));
  const known = recentHeads.get(etag);
  if (known?.bytes.equals(headPart)) return known.decoded;
  const decoded = decodePageHead(headPart);
  // Only a whole head part is kept (never an entry with its bodies after the head).
  if (!decoded || decoded.headBytes !== headPart.length) return null;
  if (recentHeads.size >= MAX_RECENT_HEADS) recentHeads.clear();
  // A copy: the part may be a view into a larger Buffer that must not be kept alive.
  recentHeads.set(etag, { bytes: Buffer.from(headPart), decoded });
  return decoded;
}

/** A head part and one body part as a variant, or null when they do not belong together. */
export function pageVariantOf(headPart: Buffer, encoding: PageEncoding, body: Buffer): PageVariant | null {
  const decoded = decodeSharedHead(headPart);
  if (!decoded || decoded.lengths[encoding] !== body.length) return null;
  const { identity, gzip, br } = decoded.lengths;
  return { head: decoded.head, encoding, body, wholeBytes: decoded.headBytes + identity + gzip + br };
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

/** A stored entry's representation in `encoding`, or null when the Buffer is no entry (a miss). */
export function variantOfStored(buf: Buffer | null | undefined, encoding: PageEncoding): PageVariant | null {
  const entry = buf && readPageEntry(buf);
  return entry ? variantOf(entry, encoding) : null;
}

/** The entry, or null for anything that is not a complete entry of this version (a miss). */
export function decodePageEntry(buf: Buffer): PageEntry | null {
  const parts = splitPageEntry(buf);
  const head = parts && decodePageHead(parts.head)!.head;
  if (!parts || !head) return null;
  const headers: Record<string, string> = {};
  for (let i = 0; i < head.headerList.length; i += 2) {
    const name = head.headerList[i]!;
    if (name !== '__proto__') headers[name] = head.headerList[i + 1]!;
  }
  return { ...head, headers, body: parts.identity, gzip: parts.gzip, br: parts.br };
}

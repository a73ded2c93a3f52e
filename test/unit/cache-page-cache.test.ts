import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  bodyFor,
  createPageEntry,
  decodePageEntry,
  encodePageEntry,
  etagFor,
  etagMatches,
  pageVariantOf,
  PAGE_FORMAT_VERSION,
  pickEncoding,
  splitPageEntry,
} from '../../src/cache/page-cache.js';

const HTML = '<!doctype html><html lang="nl"><body>' + '<p>Groene kennis — ë ü €</p>'.repeat(500) + '</body></html>';

function entry() {
  return createPageEntry(
    200,
    {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'public, s-maxage=60',
      Vary: ['Accept-Encoding', 'Cookie'],
      'Content-Length': 5,
      Date: 'x',
    },
    HTML,
    1_700_000_000_123,
  );
}

test('creates an entry with gzip and brotli bodies that decompress to the HTML', () => {
  const e = entry();
  assert.equal(e.body.toString(), HTML);
  assert.equal(gunzipSync(e.gzip).toString(), HTML);
  assert.equal(brotliDecompressSync(e.br).toString(), HTML);
  assert.ok(e.br.length < e.gzip.length && e.gzip.length < e.body.length);
});

test('keeps headers lower-cased and drops per-response ones', () => {
  assert.deepEqual(entry().headers, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'public, s-maxage=60',
    vary: 'Accept-Encoding, Cookie',
  });
});

test('refuses to build an entry from a response that sets a cookie', () => {
  assert.throws(() => createPageEntry(200, { 'Set-Cookie': 'sid=1' }, 'x'), /cookie/);
});

test('computes a strong ETag from the body, the same for the same bytes', () => {
  const a = entry();
  const b = createPageEntry(200, {}, Buffer.from(HTML));
  const c = createPageEntry(200, {}, HTML + ' ');
  assert.match(a.etag, /^"[A-Za-z0-9_-]{27}"$/);
  assert.equal(a.etag, b.etag);
  assert.notEqual(a.etag, c.etag);
});

test('gives each encoding its own ETag and matches If-None-Match against any of them', () => {
  const e = entry();
  const tags = (['identity', 'gzip', 'br'] as const).map((enc) => etagFor(e, enc));
  assert.equal(new Set(tags).size, 3);
  for (const tag of tags) assert.ok(etagMatches(tag, e));
  assert.ok(etagMatches(`"nope", W/${tags[2]}`, e), 'weak comparison, lists');
  assert.ok(etagMatches('*', e));
  assert.ok(!etagMatches('"nope"', e));
  assert.ok(!etagMatches(undefined, e));
  assert.equal(bodyFor(e, 'br'), e.br);
  assert.equal(bodyFor(e, 'gzip'), e.gzip);
  assert.equal(bodyFor(e, 'identity'), e.body);
});

test('round-trips an entry through one Buffer', () => {
  const e = entry();
  const buf = encodePageEntry(e);
  assert.ok(Buffer.isBuffer(buf));
  assert.ok(buf.length < e.body.length + e.gzip.length + e.br.length + 200, 'no base64 blow-up');
  assert.deepEqual(decodePageEntry(buf), e);
});

test('round-trips an entry with an empty body and no headers', () => {
  const e = createPageEntry(204, {}, '', 5);
  assert.deepEqual(decodePageEntry(encodePageEntry(e)), e);
});

test('decodes anything else (other data, truncation, trailing bytes) as null', () => {
  const buf = encodePageEntry(entry());
  assert.equal(decodePageEntry(Buffer.from('{"json":true}')), null);
  assert.equal(decodePageEntry(Buffer.alloc(0)), null);
  for (const cut of [3, 15, 40, buf.length - 1])
    assert.equal(decodePageEntry(buf.subarray(0, cut)), null, `cut at ${cut}`);
  assert.equal(decodePageEntry(Buffer.concat([buf, Buffer.from([0])])), null);
});

test('stores format 2: a head with the body lengths, then the bodies; a format 1 Buffer is a miss', () => {
  // Bump PAGE_FORMAT_VERSION with any change of the stored shape (docs/decisions/014).
  assert.equal(PAGE_FORMAT_VERSION, 2);
  const buf = encodePageEntry(entry());
  assert.equal(buf.toString('latin1', 0, 3), 'GKP');
  assert.equal(buf[3], 2);
  const v1 = Buffer.from(buf);
  v1[3] = 1;
  assert.equal(decodePageEntry(v1), null);
});

test('splits an entry into its head and bodies, and reads a variant from the head and one body', () => {
  const e = entry();
  const buf = encodePageEntry(e);
  const parts = splitPageEntry(buf);
  assert.ok(parts);
  assert.deepEqual(Buffer.concat([parts.head, parts.identity, parts.gzip, parts.br]), buf);
  for (const encoding of ['identity', 'gzip', 'br'] as const) {
    const part = encoding === 'identity' ? parts.identity : parts[encoding];
    const variant = pageVariantOf(parts.head, encoding, part);
    assert.ok(variant, encoding);
    assert.deepEqual(variant.body, bodyFor(e, encoding));
    assert.deepEqual(variant.head, { status: 200, headerList: e.headerList, etag: e.etag, storedAt: e.storedAt });
    assert.equal(variant.wholeBytes, buf.length);
  }
  assert.equal(pageVariantOf(parts.head, 'br', parts.gzip), null, 'a body of another length');
  assert.equal(pageVariantOf(buf, 'br', parts.br), null, 'a head part with bytes after it');
  assert.equal(splitPageEntry(Buffer.concat([buf, Buffer.from([0])])), null);
});

test('a head read again is the same decoded head; a changed head under the same ETag is read afresh', () => {
  const first = splitPageEntry(encodePageEntry(entry()))!;
  const again = splitPageEntry(encodePageEntry(entry()))!; // equal bytes, another Buffer
  const a = pageVariantOf(first.head, 'br', first.br)!;
  assert.equal(pageVariantOf(again.head, 'br', again.br)!.head, a.head, 'decoded once, shared');
  // Same body (so the same ETag), other headers: a head the memo must not confuse with the first.
  const changed = { ...entry(), status: 203, headerList: ['content-type', 'text/html; charset=utf-8', 'x-other', '1'] };
  const parts = splitPageEntry(encodePageEntry(changed))!;
  const variant = pageVariantOf(parts.head, 'br', parts.br)!;
  assert.equal(variant.head.etag, a.head.etag);
  assert.equal(variant.head.status, 203);
  assert.deepEqual(variant.head.headerList, changed.headerList);
  assert.equal(pageVariantOf(first.head, 'br', first.br)!.head.status, 200);
});

test('pickEncoding prefers brotli, then gzip, and respects q=0', () => {
  const cases: Array<[string | undefined, string]> = [
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['BR;Q=1', 'br'],
    ['gzip;q=0, br;q=0.0', 'identity'],
    ['gzip;q=0.000', 'identity'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['gzip;q=0.2, identity;q=1', 'identity'],
    ['gzip;q=2', 'identity'],
    ['gzip;q=abc, br;q=0.1', 'br'],
    [' gzip ; q=0.9 ,br ; q = 0.5', 'gzip'],
  ];
  for (const [header, expected] of cases) assert.equal(pickEncoding(header), expected, String(header));
});

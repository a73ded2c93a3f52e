import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import express from 'express';
import { pino } from 'pino';
import sharp from 'sharp';
import { imageVariantRoute } from '../../src/server/image-variants/image-variant-route.js';
import { openVariantStore, type VariantStore } from '../../src/server/image-variants/variant-store.js';

// The image relay (docs/decisions/025-responsive-images.md) over real sockets, in front of a CMS
// that counts how often each file is asked for: variants at the layouts' widths in AVIF, WebP or
// the source's format, made once, kept under a byte budget; anything else a clear refusal.

const SOURCE_WIDTH = 1600;
let photo: Buffer;
let png: Buffer;
const asked = new Map<string, number>();
let cms: Server;
let relay: Server;
let url = '';
let smallRelay: Server;
let smallUrl = '';
let smallStore: VariantStore;
const dirs: string[] = [];

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'gkn-variants-test-'));
  dirs.push(dir);
  return dir;
};

before(async () => {
  // A photo-like source: noise does not compress away, so sizes compare as with a real photo.
  const noise = Buffer.alloc(SOURCE_WIDTH * 900 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  photo = await sharp(noise, { raw: { width: SOURCE_WIDTH, height: 900, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
  png = await sharp({ create: { width: 800, height: 400, channels: 4, background: '#3a7' } })
    .png()
    .toBuffer();
  cms = createServer((req, res) => {
    asked.set(req.url!, (asked.get(req.url!) ?? 0) + 1);
    const send = (type: string, body: Buffer | string) => {
      res.writeHead(200, { 'content-type': type });
      res.end(body);
    };
    if (req.url!.startsWith('/photo')) return send('image/jpeg', photo);
    if (req.url === '/flat.png') return send('image/png', png);
    if (req.url === '/page.json') return send('application/json', '{"secret":true}');
    if (req.url === '/broken.jpg') return send('image/jpeg', 'this is not a JPEG');
    res.writeHead(404).end();
  });
  const cmsUrl = await listen(cms);
  const logger = pino({ level: 'silent' });
  const site = express();
  site.use(imageVariantRoute({ cmsBaseUrl: `${cmsUrl}/cms`, store: openVariantStore(freshDir(), 50e6), logger }));
  relay = createServer(site);
  url = await listen(relay);
  // Room for about two small variants: the third pushes out the least recently served.
  const smallDir = freshDir();
  const small = express();
  const budgeted = openVariantStore(smallDir, 6_000);
  small.use(imageVariantRoute({ cmsBaseUrl: cmsUrl, store: budgeted, logger }));
  smallStore = await budgeted;
  smallRelay = createServer(small);
  smallUrl = await listen(smallRelay);
});
after(() => {
  for (const server of [cms, relay, smallRelay]) {
    server.closeAllConnections();
    server.close();
  }
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const variant = async (base: string, path: string) => {
  const res = await fetch(`${base}/_cms-image/${path}`);
  return { res, body: Buffer.from(await res.arrayBuffer()) };
};

describe('the image relay', () => {
  for (const [format, type] of [
    ['avif', 'image/avif'],
    ['webp', 'image/webp'],
    ['original', 'image/jpeg'],
  ] as const) {
    test(`makes a ${format} variant at the asked width, smaller than the source, immutable`, async () => {
      const { res, body } = await variant(url, `480/${format}/photo-${format}.jpg`);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('content-type'), type);
      assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      assert.equal(res.headers.get('vary'), null, 'the format is in the address: nothing to vary on');
      const meta = await sharp(body).metadata();
      assert.equal(meta.format, format === 'original' ? 'jpeg' : format === 'avif' ? 'heif' : 'webp');
      assert.equal(meta.width, 480);
      assert.equal(meta.height, 270);
      assert.ok(body.length < photo.length / 4, `${body.length} bytes against the source's ${photo.length}`);
    });
  }

  test("keeps a PNG's own format as the fallback and never enlarges", async () => {
    const { res, body } = await variant(url, '1920/original/flat.png');
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'image/png');
    assert.equal((await sharp(body).metadata()).width, 800);
  });

  test('refuses a width the layouts do not use, and names the ones they do', async () => {
    for (const width of ['500', '4000', '480.0', 'abc']) {
      const { res, body } = await variant(url, `${width}/webp/photo.jpg`);
      assert.equal(res.status, 400, width);
      assert.equal(body.toString(), 'Image width must be one of 320, 480, 640, 960, 1280, 1920');
      assert.equal(res.headers.get('cache-control'), 'no-store');
    }
  });

  test('refuses an unknown format', async () => {
    const { res, body } = await variant(url, '480/gif/photo.jpg');
    assert.equal(res.status, 400);
    assert.equal(body.toString(), 'Image format must be one of avif, webp, original');
  });

  test('answers a source that is not an image with 415 and a readable text, and keeps serving', async () => {
    const json = await variant(url, '480/webp/page.json');
    assert.equal(json.res.status, 415);
    assert.equal(json.body.toString(), 'The source is not a raster image (application/json)');
    assert.doesNotMatch(json.body.toString(), /secret/);
    const broken = await variant(url, '480/webp/broken.jpg');
    assert.equal(broken.res.status, 415);
    assert.equal(broken.body.toString(), 'The source could not be read as an image');
    const missing = await variant(url, '480/webp/nothing.jpg');
    assert.equal(missing.res.status, 404);
    assert.equal((await variant(url, '320/webp/photo.jpg')).res.status, 200);
  });

  test('makes a variant once: requests at the same time share one making, later ones read the store', async () => {
    const path = '640/avif/photo-once.jpg';
    const answers = await Promise.all(Array.from({ length: 6 }, () => variant(url, path)));
    for (const { res } of answers) assert.equal(res.status, 200);
    assert.equal(new Set(answers.map((a) => a.body.toString('base64'))).size, 1);
    assert.equal(asked.get('/photo-once.jpg'), 1, 'the CMS was asked for the source once');
    const again = await variant(url, path);
    assert.deepEqual(again.body, answers[0]!.body);
    assert.equal(asked.get('/photo-once.jpg'), 1, 'a later request is served from the store');
  });

  test('keeps the variants within the byte budget, the least recently served evicted first', async () => {
    const sizes: number[] = [];
    for (const name of ['a', 'b']) sizes.push((await variant(smallUrl, `320/avif/photo-${name}.jpg`)).body.length);
    assert.ok(sizes[0]! + sizes[1]! < 6_000 && sizes[0]! * 3 > 6_000, `the variants are ${sizes.join(' and ')} bytes`);
    await variant(smallUrl, '320/avif/photo-a.jpg'); // a served again: b is now the least recent
    await variant(smallUrl, '320/avif/photo-c.jpg');
    assert.ok(smallStore.bytes <= 6_000, `${smallStore.bytes} bytes kept`);
    assert.equal(readdirSync(dirs[1]!).length, 2);
    const before = { a: asked.get('/photo-a.jpg'), b: asked.get('/photo-b.jpg') };
    await variant(smallUrl, '320/avif/photo-a.jpg');
    await variant(smallUrl, '320/avif/photo-b.jpg');
    assert.equal(asked.get('/photo-a.jpg'), before.a, 'a was kept');
    assert.equal(asked.get('/photo-b.jpg'), before.b! + 1, 'b was evicted and made again');
  });
});

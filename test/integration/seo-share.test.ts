import assert from 'node:assert/strict';
import { get as httpGet, type IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { hostOf, startTestApp, type TestServer } from '../support/app.js';

// issue 13 item 11, requirements §10.7.5–§10.7.6: every page is shared with an image (the site's
// default PNG where the page has no PNG or JPEG of its own), absolute on the site's configured
// origin, with its size and text alternative; meta descriptions are at most 160 characters; the
// sitemap comes compressed to a client that asks for it.

let server: TestServer;
before(async () => {
  server = await startTestApp();
});
after(() => server.close());

const get = (host: string, path: string) => request(server.url).get(path).set('Host', host);
const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
const metaOf = (html: string, attr: 'name' | 'property', key: string) =>
  [...html.matchAll(new RegExp(`<meta ${attr}="${key}" content="([^"]*)">`, 'g'))].map((m) => decode(m[1]!));

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  assert.deepEqual([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'a PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** A JPEG's signature. */
const isJpeg = (bytes: Buffer) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

/**
 * The page's og:image after checking its companions; the image itself is fetched from the site as
 * a crawler would. The site's own image is a PNG whose size is given; a page's own header image
 * (a PNG or JPEG medium of the CMS) has its type and no size (the CMS gives none).
 */
async function shareImage(html: string, origin: string) {
  const [url, ...more] = metaOf(html, 'property', 'og:image');
  assert.ok(url, 'og:image');
  assert.equal(more.length, 0, 'one og:image');
  assert.ok(url.startsWith(`${origin}/`), `${url} is on ${origin}`);
  assert.doesNotMatch(url, /127\.0\.0\.1|localhost|\.svg(\?|$)/i);
  const [width] = metaOf(html, 'property', 'og:image:width');
  const [height] = metaOf(html, 'property', 'og:image:height');
  const [alt] = metaOf(html, 'property', 'og:image:alt');
  assert.ok(alt, 'og:image:alt');
  assert.deepEqual(metaOf(html, 'name', 'twitter:card'), ['summary_large_image']);
  const { host, pathname } = new URL(url);
  const image = await request(server.url)
    .get(pathname)
    .set('Host', host)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    })
    .expect(200);
  const siteImage = pathname.startsWith('/assets/social/');
  if (siteImage) {
    assert.equal(image.headers['content-type'], 'image/png');
    assert.match(String(image.headers['cache-control']), /immutable/);
    assert.deepEqual(pngSize(image.body as Buffer), { width: Number(width), height: Number(height) });
    assert.deepEqual(metaOf(html, 'property', 'og:image:type'), ['image/png']);
  } else {
    const type = String(image.headers['content-type']);
    assert.match(type, /^image\/(png|jpeg)$/, `${url}: a PNG or JPEG`);
    if (type === 'image/jpeg') assert.ok(isJpeg(image.body as Buffer), `${url} is a JPEG`);
    else pngSize(image.body as Buffer);
    assert.deepEqual(metaOf(html, 'property', 'og:image:type'), [type]);
  }
  return { url, alt, siteImage };
}

describe('og:image on every page', () => {
  const nl = { host: hostOf('groenkennisnet'), origin: 'https://www.groenkennisnet.nl' };
  const en = { host: hostOf('green-knowledge-network'), origin: 'https://www.greenknowledgenetwork.eu' };

  test('every page type of a Dutch and the English site: its own header image or the site’s PNG, with a text alternative', async () => {
    const nlSearch = (await get(nl.host, '/zoeken/bodem').expect(200)).text;
    const nlResult = decode(/href="(\/zoeken\/resultaat\/[^"]+)"/.exec(nlSearch)![1]!);
    const nlNews = decode(/href="(\/nieuws\/[a-z0-9-]+)"/.exec((await get(nl.host, '/nieuws').expect(200)).text)![1]!);
    const pages = [
      [
        nl,
        [
          '/',
          '/over-ons',
          nlNews,
          '/dossier',
          '/disclaimer',
          '/zoeken/bodem',
          nlResult,
          '/toegankelijkheidsverklaring',
        ],
      ],
      [en, ['/', '/about', '/news', '/search/soil', '/accessibility-statement']],
    ] as const;
    for (const [site, paths] of pages) {
      const siteImages = new Set<string>();
      for (const path of paths) {
        const html = (await get(site.host, path).expect(200)).text;
        const { url, alt, siteImage } = await shareImage(html, site.origin);
        if (!siteImage) continue;
        siteImages.add(url);
        assert.match(alt, site === nl ? /^Logo van Groen Kennisnet$/ : /^Green Knowledge Network logo$/, path);
      }
      // Search, result and statement pages have no header image of their own.
      assert.equal(siteImages.size, 1, 'the pages without an image of their own share the site’s one image');
    }
  });

  test('each of the sites has its own image', async () => {
    const sites = (await import('node:fs')).readdirSync('sites').map((f) => f.replace(/\.json$/, ''));
    assert.ok(sites.length >= 30);
    const urls = new Set<string>();
    for (const id of sites) {
      // A search page has no header image of its own on any site.
      const html = (await get(hostOf(id), '/zoeken/bodem').expect(200)).text;
      const [url] = metaOf(html, 'property', 'og:image');
      assert.match(url ?? '', new RegExp(`/assets/social/${id}-[0-9A-F]{8}\\.png$`), id);
      urls.add(url!);
    }
    assert.equal(urls.size, sites.length);
  });

  test('the address is the configured origin’s, whatever Host or port the request came with', async () => {
    const res = await request(server.url).get('/zoeken/bodem').set('Host', 'groenkennisnet.localhost:8123').expect(200);
    assert.match(metaOf(res.text, 'property', 'og:image')[0]!, /^https:\/\/www\.groenkennisnet\.nl\/assets\/social\//);
  });

  test('error pages carry no Open Graph at all', async () => {
    const html = (await get(nl.host, '/bestaat-echt-niet').expect(404)).text;
    assert.deepEqual(metaOf(html, 'property', 'og:image'), []);
  });
});

describe('meta descriptions', () => {
  test('at most 160 characters on every page type; a long record description is cut at a word, with an ellipsis', async () => {
    // A result page's description is its record's: find records longer than 160 characters.
    const search = (await get(hostOf('groenkennisnet'), '/zoeken/*').expect(200)).text;
    const results = [...search.matchAll(/href="(\/zoeken\/resultaat\/[^"]+)"/g)].map((m) => decode(m[1]!));
    let cut = 0;
    for (const path of results.slice(0, 12)) {
      const html = (await get(hostOf('groenkennisnet'), path).expect(200)).text;
      const [description] = metaOf(html, 'name', 'description');
      const [og] = metaOf(html, 'property', 'og:description');
      assert.equal(og, description, 'og:description is the same text');
      assert.ok([...description!].length <= 160, `${path}: ${[...description!].length} characters`);
      if (description!.endsWith('…')) {
        cut++;
        assert.doesNotMatch(description!, /[\s,;:]…$/, 'no space or comma before the ellipsis');
        // The text before the ellipsis ends a word of the page's own description (shown in its body).
        const kept = description!.slice(0, -1);
        const body = decode(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
        assert.ok(new RegExp(`${kept.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s,.;:!?]`).test(body), path);
      }
    }
    assert.ok(cut > 0, 'some record descriptions were longer than 160 characters');
    for (const [site, path] of [
      ['groenkennisnet', '/'],
      ['groenkennisnet', '/zoeken/bodem'],
      ['green-knowledge-network', '/about'],
      ['groenkennisnet', '/toegankelijkheidsverklaring'],
    ] as const) {
      const [description] = metaOf((await get(hostOf(site), path).expect(200)).text, 'name', 'description');
      assert.ok(description && [...description].length <= 160, `${site} ${path}`);
    }
  });
});

describe('sitemap.xml compressed when asked', () => {
  /** The sitemap's bytes exactly as sent (no client decoding); no Accept-Encoding when undefined. */
  const sitemap = (acceptEncoding?: string) => {
    const { hostname, port } = new URL(server.url);
    const headers: Record<string, string> = { host: hostOf('groenkennisnet') };
    if (acceptEncoding !== undefined) headers['accept-encoding'] = acceptEncoding;
    return new Promise<{ res: IncomingMessage; body: Buffer }>((resolve, reject) => {
      httpGet({ hostname, port, path: '/sitemap.xml', headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          assert.equal(res.statusCode, 200);
          resolve({ res, body: Buffer.concat(chunks) });
        });
        res.on('error', reject);
      }).on('error', reject);
    });
  };

  test('br, gzip or none, as the client accepts, each the same XML', async () => {
    const plain = await sitemap();
    assert.equal(plain.res.headers['content-encoding'], undefined);
    const xml = plain.body.toString('utf8');
    assert.match(xml, /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset /);
    assert.match(String(plain.res.headers.vary), /Accept-Encoding/);

    for (const [accept, encoding, inflate] of [
      ['br, gzip', 'br', brotliDecompressSync],
      ['gzip, deflate, br;q=0', 'gzip', gunzipSync],
      ['gzip;q=0.5, br;q=0.9', 'br', brotliDecompressSync],
      ['x-gzip', 'gzip', gunzipSync],
    ] as const) {
      const { res, body } = await sitemap(accept);
      assert.equal(res.headers['content-encoding'], encoding, accept);
      assert.match(String(res.headers.vary), /Accept-Encoding/);
      assert.equal(Number(res.headers['content-length']), body.length);
      assert.ok(body.length < xml.length / 3, `${accept}: compressed`);
      assert.equal(inflate(body).toString('utf8'), xml, accept);
      assert.match(String(res.headers['content-type']), /^application\/xml/);
    }
    for (const accept of ['identity', 'deflate', 'br;q=0, gzip;q=0', '*;q=0', 'nonsense;;q=,']) {
      const { res, body } = await sitemap(accept);
      assert.equal(res.headers['content-encoding'], undefined, accept);
      assert.equal(body.toString('utf8'), xml, accept);
    }
  });

  test('its addresses are each page’s one address: no trailing slash, no /index', async () => {
    const { body } = await sitemap('identity');
    const locs = [...body.toString('utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(decode(m[1]!)));
    assert.ok(locs.length > 10);
    for (const loc of locs) {
      assert.ok(loc.pathname === '/' || !loc.pathname.endsWith('/'), loc.href);
      assert.notEqual(loc.pathname, '/index', loc.href);
    }
  });
});

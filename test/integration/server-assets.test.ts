import assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import { hostOf, startTestApp, type TestServer } from '../support/app.js';

// Hashed client assets (/assets/*): precompressed at build time (scripts/precompress.ts), sent in
// the best encoding the client accepts, cached for a year; a missing one is a small plain 404.

const ASSETS = join(ROOT_DIR, 'dist', 'client', 'assets');
const manifest = () =>
  JSON.parse(readFileSync(join(ROOT_DIR, 'dist', 'client', 'manifest.json'), 'utf8')) as {
    entry: string;
    preload: string[];
  };
const fileOf = (url: string) => join(ASSETS, url.slice('/assets/'.length));

let server: TestServer;
let entry: string;
before(async () => {
  // The build writes .br and .gz beside each asset; a build from before that gets redone here.
  if (!existsSync(join(ROOT_DIR, 'dist', 'client', 'manifest.json')) || !existsSync(`${fileOf(manifest().entry)}.br`)) {
    const { buildClient } = await import('../../scripts/build-steps.js');
    await buildClient();
  }
  entry = manifest().entry;
  server = await startTestApp();
});
after(() => server?.close());

const get = (path: string, acceptEncoding?: string) => {
  const req = request(server.url).get(path).set('Host', hostOf('groenkennisnet'));
  // superagent asks for gzip/deflate by default: say exactly what this client accepts.
  return acceptEncoding === undefined ? req.unset('Accept-Encoding') : req.set('Accept-Encoding', acceptEncoding);
};

function assertAssetHeaders(res: request.Response) {
  assert.match(res.headers['content-type'] ?? '', /^text\/javascript/);
  assert.match(res.headers.vary ?? '', /Accept-Encoding/i);
  assert.match(res.headers['cache-control'] ?? '', /max-age=31536000/);
  assert.match(res.headers['cache-control'] ?? '', /immutable/);
}

describe('licence notices of the bundled libraries', () => {
  test("the entry links its libraries' licence notices, and that file is served beside it", async () => {
    const linked = /\/\*! For license information please see (\S+) \*\//.exec(readFileSync(fileOf(entry), 'utf8'));
    assert.ok(linked, 'the entry names its licence file');
    const res = await get(`/assets/${linked[1]}`).expect(200);
    assert.match(res.headers['content-type'] ?? '', /^text\/plain/);
    assert.match(res.text, /@license React/);
  });
});

describe('source maps', () => {
  test('the entry names its source map in a SourceMap header, not in a comment every visitor downloads', async () => {
    const res = await get(entry, 'br').expect(200);
    assert.doesNotMatch(res.text, /sourceMappingURL/);
    const name = res.headers.sourcemap;
    assert.equal(name, `${entry.slice('/assets/'.length)}.map`);
    const map = await get(`/assets/${name}`).expect(200);
    assert.equal((JSON.parse(map.text) as { version: number }).version, 3);
  });

  test('a file without a map gets no SourceMap header', async () => {
    const linked = /\/\*! For license information please see (\S+) \*\//.exec(readFileSync(fileOf(entry), 'utf8'))!;
    const res = await get(`/assets/${linked[1]}`).expect(200);
    assert.equal(res.headers.sourcemap, undefined);
  });
});

describe('precompressed hashed assets', () => {
  test('the build wrote .br and .gz beside the entry, both smaller than it', () => {
    const size = statSync(fileOf(entry)).size;
    assert.ok(statSync(`${fileOf(entry)}.br`).size < size);
    assert.ok(statSync(`${fileOf(entry)}.gz`).size < size);
  });

  test('a client that takes brotli gets the .br file, with the JavaScript content type', async () => {
    const res = await get(entry, 'gzip, deflate, br').expect(200);
    assert.equal(res.headers['content-encoding'], 'br');
    assert.equal(Number(res.headers['content-length']), statSync(`${fileOf(entry)}.br`).size);
    assertAssetHeaders(res);
    assert.equal(res.text, readFileSync(fileOf(entry), 'utf8'), 'decodes to the file itself');
  });

  test('a gzip-only client gets the .gz file', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip', 'gzip;q=1, br;q=0.5']) {
      const res = await get(entry, accept).expect(200);
      assert.equal(res.headers['content-encoding'], 'gzip', accept);
      assert.equal(Number(res.headers['content-length']), statSync(`${fileOf(entry)}.gz`).size, accept);
      assertAssetHeaders(res);
    }
  });

  test('a client that takes no compression gets the plain file, still with Vary', async () => {
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const res = await get(entry, accept).expect(200);
      assert.equal(res.headers['content-encoding'], undefined, String(accept));
      assert.equal(Number(res.headers['content-length']), statSync(fileOf(entry)).size, String(accept));
      assertAssetHeaders(res);
    }
  });

  test('HEAD answers the headers of the same representation', async () => {
    const res = await request(server.url)
      .head(entry)
      .set('Host', hostOf('groenkennisnet'))
      .set('Accept-Encoding', 'br')
      .expect(200);
    assert.equal(res.headers['content-encoding'], 'br');
    assertAssetHeaders(res);
  });
});

describe('a missing asset is a small plain 404, not a rendered page', () => {
  for (const path of [
    '/assets/nope.js',
    '/assets/chunk-NOPE1234.css',
    '/assets/../package.json',
    '/assets/.hidden',
    '/assets/%ff',
  ]) {
    test(`${path} is a plain 404`, async () => {
      const res = await get(path, 'br');
      assert.equal(res.status, 404);
      assert.match(res.headers['content-type'] ?? '', /^text\/plain/);
      assert.ok(res.text.length < 100, 'small');
      assert.doesNotMatch(res.text, /An error occurred|Er is een fout/);
      assert.equal(res.headers['content-encoding'], undefined);
    });
  }
});

describe('public files (public/): served as they are; a missing one is a plain 404, never a CMS page', () => {
  const site = (path: string) => request(server.url).get(path).set('Host', hostOf('groenkennisnet'));
  const cmsCalls = async (part: string) => {
    const res = await request(server.demo!.url).get(`/__demo/requests?pathIncludes=${encodeURIComponent(part)}`);
    return (res.body as { requests: unknown[] }).requests.length;
  };

  test('existing files are served with a short cache', async () => {
    const sw = await site('/sw.js').expect(200);
    assert.match(sw.headers['content-type'] ?? '', /javascript/);
    assert.match(sw.headers['cache-control'] ?? '', /max-age=3600/);
    await site('/logos/groenkennisnet/logo_mobile.svg').expect(200);
    await site('/embed/portlet.js').expect(200);
  });

  for (const path of ['/logos/groenkennisnet/nope.svg', '/logos/x', '/favicon.svg/x']) {
    test(`${path} is a plain 404 that never asks the CMS`, async () => {
      const res = await site(path).expect(404);
      assert.match(res.headers['content-type'] ?? '', /^text\/plain/);
      assert.equal(await cmsCalls(path.split('/').at(-1)!), 0);
    });
  }

  test('a route inside a public folder still answers (/embed/<domain>)', async () => {
    const res = await site('/embed/wur-bibliotheek').expect(200);
    assert.match(res.text, /data-gkn-portlet="wur-bibliotheek"/);
  });
});

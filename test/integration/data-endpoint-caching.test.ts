import assert from 'node:assert/strict';
import { get as httpGet, type IncomingMessage } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { hostOf, startTestApp, type TestServer } from '../support/app.js';

// requirements §10: a client navigation's JSON (/_data) is compressed like the pages, and cached
// like the page it belongs to: the page's own Cache-Control for an anonymous request, never
// shared when the request has a session, a loader fell back, or the input is bad.

let app: TestServer;
before(async () => {
  app = await startTestApp({ PAGE_CACHE_TTL_S: '60' });
});
after(() => app?.close());

const host = hostOf('groenkennisnet');
const dataPath = (route: string, path: string) => `/_data?route=${route}&path=${encodeURIComponent(path)}`;

/** A raw GET (no client that decodes for us): status, headers and the body bytes as sent. */
function rawGet(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ res: IncomingMessage; body: Buffer }>((resolve, reject) => {
    httpGet(`${app.url}${path}`, { headers: { Host: host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ res, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

const decode = (encoding: string | undefined, body: Buffer) =>
  JSON.parse(
    (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString(),
  ) as Record<string, unknown>;

describe('/_data compression and caching', () => {
  test('data whose loader fell back (menu unavailable) is neither shared nor kept', async () => {
    app.demo.setFault('cms', { kind: 'status', status: 503 }, { pathIncludes: 'pagesectionid=gkn_menu' });
    try {
      const { res } = await rawGet(dataPath('root', '/'), { 'Accept-Encoding': 'br' });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['cache-control'], 'private, no-store');
    } finally {
      app.demo.setFault('cms', null, { pathIncludes: 'pagesectionid=gkn_menu' });
    }
  });

  test('br and gzip as the client accepts them, the same JSON as identity', async () => {
    const path = dataPath('home', '/');
    const plain = await rawGet(path);
    assert.equal(plain.res.statusCode, 200);
    assert.equal(plain.res.headers['content-encoding'], undefined);
    assert.match(String(plain.res.headers['content-type']), /^application\/json/);
    assert.match(String(plain.res.headers.vary), /Accept-Encoding/i);
    const expected = decode(undefined, plain.body);
    assert.equal(expected.type, 'data');
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const { res, body } = await rawGet(path, { 'Accept-Encoding': accept });
      assert.equal(res.headers['content-encoding'], encoding, `Accept-Encoding: ${accept}`);
      assert.equal(Number(res.headers['content-length']), body.length);
      assert.deepEqual(decode(encoding, body), expected);
      if (encoding)
        assert.ok(body.length < plain.body.length / 2, `${encoding} ${body.length} of ${plain.body.length}`);
    }
  });

  test("an anonymous request gets the page's Cache-Control; with a session cookie, private no-store", async () => {
    const page = await rawGet('/over-ons');
    assert.match(String(page.res.headers['cache-control']), /^public, .*s-maxage=60/);
    const data = await rawGet(dataPath('content', '/over-ons'), { 'Accept-Encoding': 'gzip' });
    assert.equal(data.res.statusCode, 200);
    assert.equal(data.res.headers['cache-control'], page.res.headers['cache-control']);

    const cookie = { Cookie: 'theme=x; gkn.sid=s%3Asome-session' };
    const sessionPage = await rawGet('/over-ons', cookie);
    const sessionData = await rawGet(dataPath('content', '/over-ons'), cookie);
    assert.equal(sessionData.res.headers['cache-control'], 'private, no-store');
    assert.equal(sessionData.res.headers['cache-control'], sessionPage.res.headers['cache-control']);
  });

  test('bad input: a 400 or 404 with a JSON message, not kept by any cache', async () => {
    for (const [path, status, message] of [
      ['/_data?route=home', 400, /route and path/],
      ['/_data?route=home&path=%2F%2Fevil.example', 400, /route and path/],
      [dataPath('nope', '/'), 404, /route nope does not match \//],
    ] as const) {
      const { res, body } = await rawGet(path, { 'Accept-Encoding': 'br, gzip' });
      assert.equal(res.statusCode, status, path);
      assert.equal(res.headers['cache-control'], 'no-store');
      assert.match(String(decode(res.headers['content-encoding'], body).error), message);
    }
  });
});

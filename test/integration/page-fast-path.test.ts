import assert from 'node:assert/strict';
import type { IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { pino } from 'pino';
import { loadConfig } from '../../src/config/config.js';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import { startDemoUpstream, type DemoUpstream } from '../../src/demo/demo-server.js';
import { pageKey } from '../../src/cache/cache-keys.js';
import { RedisStore } from '../../src/cache/redis-store.js';
import { revalidateSignature } from '../../src/server/purge/revalidate-route.js';
import { startServer, type RunningServer } from '../../src/server/start-server.js';
import { hostOf } from '../support/app.js';
import { collectingLogger } from '../support/log-lines.js';
import { rawRequest, type RawAnswer } from '../support/raw-request.js';
import { startTestRedis, type TestRedis } from '../support/redis.js';

// docs/architecture.md §5.2: cached anonymous pages are answered before Express, from the raw
// request. Two instances share one Redis, as in production: `fast` with the fast path, `plain`
// without it (every request through Express). A page stored by one is the same entry for both,
// so their answers can be compared byte for byte.

const SECRET = 'f'.repeat(40);
const HOST = hostOf('groenkennisnet');

/** One JSON log line per element, as the server wrote them. */
type LogLine = Record<string, unknown> & { msg?: string; req?: { url?: string; id?: string }; fastPath?: boolean };

let redis: TestRedis;
let demo: DemoUpstream;
let fast: RunningServer;
let plain: RunningServer;
const fastLogs: LogLine[] = [];

before(async () => {
  redis = await startTestRedis();
  demo = await startDemoUpstream({ sitesDir: loadConfig({}, ROOT_DIR).sitesDir });
  const config = loadConfig(
    {
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      PAGE_CACHE_TTL_S: '60',
      REDIS_URL: redis.url,
      REVALIDATE_SECRET: SECRET,
      METRICS_PORT: '0',
      CMS_BASE_URL: demo.cmsBaseUrl,
      SEARCH_BASE_URL: demo.searchBaseUrl,
      KNOWLEDGE_INDEX_URL: demo.knowledgeIndexUrl,
    },
    ROOT_DIR,
  );
  fast = await startServer(config, collectingLogger(fastLogs));
  plain = await startServer(config, collectingLogger([]), { fastPath: false });
});
after(async () => {
  await fast?.close();
  await plain?.close();
  await demo?.close();
  await redis?.stop();
});

type Answer = RawAnswer;

/** One request over a fresh socket; the body is not decoded. */
function send(
  server: RunningServer,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Answer> {
  return rawRequest(server.url, path, { method, headers: { host: HOST, ...headers } });
}

/** Headers that belong to one response, whoever writes it. */
const PER_RESPONSE = new Set(['date', 'x-request-id']);
const stableHeaders = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_RESPONSE.has(name)));

/** The access-log lines written for requests of this id. */
const linesOf = (id: string | string[] | undefined) =>
  fastLogs.filter((l) => l.msg === 'request completed' && l.req?.id === id);

/** True when the fast path (not Express) wrote this answer: its log line says so. */
const fromFastPath = (answer: Answer) => linesOf(answer.headers['x-request-id']).at(-1)?.fastPath === true;

async function stored(path: string): Promise<void> {
  const first = await send(fast, path);
  assert.equal(first.status, 200);
  const again = await send(fast, path);
  assert.equal(again.headers['x-cache'], 'HIT', `${path} is in the page cache`);
}

describe('a stored page from the fast path', () => {
  before(() => stored('/over-ons'));

  for (const encoding of ['identity', 'gzip', 'br']) {
    test(`is the answer Express gives for the same entry, byte for byte (${encoding})`, async () => {
      const headers = { 'accept-encoding': encoding };
      const viaFast = await send(fast, '/over-ons', headers);
      const viaExpress = await send(plain, '/over-ons', headers);
      assert.ok(fromFastPath(viaFast), 'answered by the fast path');
      assert.equal(viaExpress.headers['x-cache'], 'HIT', 'Express answered from the same stored entry');
      assert.equal(viaFast.status, 200);
      assert.ok(viaFast.body.equals(viaExpress.body), 'same bytes');
      assert.deepEqual(stableHeaders(viaFast.headers), stableHeaders(viaExpress.headers));
      assert.match(String(viaFast.headers['x-request-id']), /^[\w-]{8,64}$/);
      assert.notEqual(viaFast.headers['x-request-id'], viaExpress.headers['x-request-id']);
      assert.equal(viaFast.headers['content-encoding'], encoding === 'identity' ? undefined : encoding);
    });
  }

  test('carries the security headers of the page and a request id per response', async () => {
    const one = await send(fast, '/over-ons');
    const two = await send(fast, '/over-ons');
    assert.ok(fromFastPath(one) && fromFastPath(two));
    assert.notEqual(one.headers['x-request-id'], two.headers['x-request-id']);
    assert.match(String(one.headers['content-security-policy']), /default-src 'self'/);
    assert.equal(one.headers['x-frame-options'], 'DENY');
    assert.equal(one.headers['x-content-type-options'], 'nosniff');
    assert.equal(one.headers['cross-origin-opener-policy'], 'same-origin-allow-popups');
    // A sane X-Request-Id from a proxy is kept, as the request logger keeps it.
    const given = await send(fast, '/over-ons', { 'x-request-id': 'proxy-id-12345' });
    assert.equal(given.headers['x-request-id'], 'proxy-id-12345');
    assert.ok(fromFastPath(given));
  });

  test('answers a matching If-None-Match with 304 and no body', async () => {
    const full = await send(fast, '/over-ons', { 'accept-encoding': 'gzip' });
    const etag = String(full.headers.etag);
    const notModified = await send(fast, '/over-ons', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    assert.equal(notModified.status, 304);
    assert.equal(notModified.body.length, 0);
    assert.equal(notModified.headers.etag, etag);
    assert.ok(fromFastPath(notModified));
    const express304 = await send(plain, '/over-ons', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    assert.equal(express304.status, 304);
    assert.deepEqual(stableHeaders(notModified.headers), stableHeaders(express304.headers));
    const stale = await send(fast, '/over-ons', { 'if-none-match': '"something-else"' });
    assert.equal(stale.status, 200);
  });

  test('answers HEAD with the headers of GET and no body', async () => {
    const get = await send(fast, '/over-ons', { 'accept-encoding': 'br' });
    const head = await send(fast, '/over-ons', { 'accept-encoding': 'br' }, 'HEAD');
    assert.equal(head.status, 200);
    assert.equal(head.body.length, 0);
    assert.ok(fromFastPath(head));
    assert.deepEqual(stableHeaders(head.headers), stableHeaders(get.headers));
    assert.equal(head.headers['content-length'], String(get.body.length));
  });

  test('adds HSTS and upgrade-insecure-requests for HTTPS through a trusted proxy (loopback), and only then', async () => {
    const https = await send(fast, '/over-ons', { 'x-forwarded-proto': 'https' });
    assert.ok(fromFastPath(https));
    assert.match(String(https.headers['strict-transport-security']), /max-age=\d+/);
    assert.match(String(https.headers['content-security-policy']), /; upgrade-insecure-requests$/);
    const viaExpress = await send(plain, '/over-ons', { 'x-forwarded-proto': 'https' });
    assert.deepEqual(stableHeaders(https.headers), stableHeaders(viaExpress.headers));
    const http = await send(fast, '/over-ons');
    assert.equal(http.headers['strict-transport-security'], undefined);
    assert.doesNotMatch(String(http.headers['content-security-policy']), /upgrade-insecure-requests/);
  });

  test('reads the site from X-Forwarded-Host of a trusted proxy, into the same entry as its Host', async () => {
    const forwarded = await send(fast, '/over-ons', { host: '127.0.0.1', 'x-forwarded-host': HOST });
    assert.equal(forwarded.headers['x-cache'], 'HIT');
    assert.ok(fromFastPath(forwarded));
  });

  test('keeps the query parameters the page reads and drops the rest from the key', async () => {
    const junk = await send(fast, '/over-ons?utm_source=x&junk=1');
    assert.equal(junk.headers['x-cache'], 'HIT');
    assert.ok(fromFastPath(junk));
  });
});

describe('odd addresses get the same entry or the app', () => {
  before(() => stored('/over-ons'));

  test('a Host in capitals with a port and a trailing dot is the same site and entry', async () => {
    const res = await send(fast, '/over-ons', { host: 'GroenKennisnet.Localhost.:8080' });
    assert.equal(res.headers['x-cache'], 'HIT');
    assert.ok(fromFastPath(res));
  });

  test('of two forwarded hosts from a trusted proxy the first counts, as Express reads it', async () => {
    const res = await send(fast, '/over-ons', { host: '127.0.0.1', 'x-forwarded-host': `${HOST}, evil.example` });
    assert.equal(res.headers['x-cache'], 'HIT');
    assert.ok(fromFastPath(res));
  });

  test('an absolute-form request target is left to Express, which answers it from the same entry', async () => {
    const { hostname, port } = new URL(fast.url);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect({ host: hostname, port: Number(port) }, () =>
        socket.end(`GET http://${HOST}/over-ons HTTP/1.1\r\nHost: ${HOST}\r\nConnection: close\r\n\r\n`),
      );
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    assert.match(raw, /^HTTP\/1\.1 200 /);
    assert.match(raw, /\r\nx-cache: HIT\r\n/i);
    const id = /\r\nx-request-id: ([^\r]+)\r\n/i.exec(raw)?.[1];
    assert.equal(linesOf(id).at(-1)?.fastPath, undefined, 'answered by Express');
  });
});

describe('requests the fast path leaves to Express', () => {
  before(() => stored('/disclaimer'));

  test('a request with the session cookie is rendered for its visitor, never read from the page cache', async () => {
    const withSession = await send(fast, '/disclaimer', { cookie: 'other=1; __Host-gkn.sid=abc' });
    assert.equal(withSession.status, 200);
    assert.equal(withSession.headers['x-cache'], 'MISS');
    assert.equal(withSession.headers['cache-control'], 'private, no-store');
    assert.equal(fromFastPath(withSession), false);
    // Another cookie is no session: still the shared page.
    const otherCookie = await send(fast, '/disclaimer', { cookie: 'gkn.sidx=1' });
    assert.ok(fromFastPath(otherCookie));
  });

  test('an unknown host is the 404 of the app', async () => {
    const res = await send(fast, '/disclaimer', { host: 'unknown.example' });
    assert.equal(res.status, 404);
    assert.equal(res.headers['x-cache'], undefined);
    assert.equal(fromFastPath(res), false);
    assert.match(res.body.toString('utf8'), /Not found/);
  });

  test('malformed and escaping paths get the site error page with their status', async () => {
    for (const [path, status] of [
      ['/%zz', 400],
      ['//evil.example/over-ons', 404],
      ['/nieuws/%2e%2e/over-ons', 404],
    ] as const) {
      const res = await send(fast, path);
      assert.equal(res.status, status, path);
      assert.equal(fromFastPath(res), false, path);
      assert.match(String(res.headers['content-type']), /text\/html/, path);
      assert.doesNotMatch(res.body.toString('utf8'), /\bat [^\n]+\.(ts|js):\d+:\d+/, `${path}: no stack trace`);
    }
  });

  test('a duplicate address is the app’s 301 to the one address, even with a page stored under it', async () => {
    // As an earlier release, which rendered /over-ons/ as a page, would have left it in Redis.
    await stored('/over-ons');
    const store = new RedisStore({ url: redis.url, logger: pino({ level: 'silent' }), pageParts: true });
    try {
      const query = new URLSearchParams();
      const page = await store.get(pageKey('groenkennisnet', 'nl', '/over-ons', query, HOST));
      assert.ok(page, 'the page is stored under its own address');
      await store.set(pageKey('groenkennisnet', 'nl', '/over-ons/', query, HOST), page, 60);
      await store.set(pageKey('groenkennisnet', 'nl', '/index', query, HOST), page, 60);
    } finally {
      await store.close();
    }
    for (const [path, location] of [
      ['/over-ons/', '/over-ons'],
      ['/over-ons/?utm_source=x', '/over-ons?utm_source=x'],
      ['/index', '/'],
    ] as const) {
      for (const server of [fast, plain]) {
        const res = await send(server, path);
        assert.equal(res.status, 301, path);
        assert.equal(res.headers.location, location, path);
        assert.equal(res.headers['x-cache'], undefined, `${path}: not an answer of the page cache`);
      }
    }
  });

  test('other methods are the app’s (405 for a page)', async () => {
    const res = await send(fast, '/disclaimer', {}, 'DELETE');
    assert.equal(res.status, 405);
    assert.equal(fromFastPath(res), false);
  });

  test('a miss is rendered by the app and stored, and the next request is a fast hit', async () => {
    const miss = await send(fast, '/contact');
    assert.equal(miss.headers['x-cache'], 'MISS');
    assert.equal(fromFastPath(miss), false);
    const hit = await send(fast, '/contact');
    assert.ok(fromFastPath(hit));
  });
});

describe('purge', () => {
  test('after the revalidate webhook the next request is rendered afresh, not served from the fast path', async () => {
    await stored('/nieuws');
    const body = JSON.stringify({ site: 'groenkennisnet', paths: ['/nieuws'] });
    const purge = await fetch(`${fast.url}/api/revalidate`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-gkn-signature': revalidateSignature(SECRET, body, Math.floor(Date.now() / 1000)),
      },
      body,
    });
    assert.equal(purge.status, 200);
    const after = await send(fast, '/nieuws');
    assert.equal(after.status, 200);
    assert.equal(after.headers['x-cache'], 'MISS');
    assert.equal(fromFastPath(after), false);
  });
});

describe('logs and metrics', () => {
  test('one access-log line per request, with the fields of the request logger', async () => {
    await stored('/over-ons');
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await send(fast, '/over-ons'));
    for (const answer of answers) {
      const lines = linesOf(answer.headers['x-request-id']);
      assert.equal(lines.length, 1);
      const [line] = lines;
      assert.deepEqual(line!.req, { id: answer.headers['x-request-id'], method: 'GET', url: '/over-ons', host: HOST });
      assert.deepEqual(line!.res, { statusCode: 200 });
      assert.equal(typeof line!.responseTime, 'number');
      assert.equal(line!.level, 30);
    }
    // A 404 from the page cache is logged at warn, as the request logger does.
    await send(fast, '/no-such-page');
    const notFound = await send(fast, '/no-such-page');
    assert.equal(notFound.status, 404);
    assert.ok(fromFastPath(notFound));
    assert.equal(linesOf(notFound.headers['x-request-id'])[0]!.level, 40);
  });

  test('hits are counted on the page kind of gkn_cache_events', async () => {
    const hitsNow = async () => {
      const text = await (await fetch(`${fast.metricsUrl}/metrics`)).text();
      return Number(/gkn_cache_events\{kind="page",counter="hits"\} (\d+)/.exec(text)?.[1] ?? 0);
    };
    await stored('/over-ons');
    const before = await hitsNow();
    await send(fast, '/over-ons');
    await send(fast, '/over-ons');
    assert.equal((await hitsNow()) - before, 2);
  });
});

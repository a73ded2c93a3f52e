import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import request from 'supertest';
import { hostOf, startTestApp, type TestServer } from '../support/app.js';

// HSTS and the CSP's upgrade-insecure-requests belong to a request that came over HTTPS. The
// page cache stores a page once and replays it to every visitor: those headers must come from
// each visitor's own request, never from the request that filled the cache.

let app: TestServer;
before(async () => {
  // Production (HSTS is sent there only), page cache on, TRUST_PROXY left at its default (loopback).
  app = await startTestApp({ NODE_ENV: 'production', PAGE_CACHE_TTL_S: '60' });
});
after(() => app?.close());

const host = hostOf('groenkennisnet');
const overHttps = (path: string) => request(app.url).get(path).set('Host', host).set('X-Forwarded-Proto', 'https');
const overHttp = (path: string) => request(app.url).get(path).set('Host', host);

function assertHttpsOnly(res: request.Response, what: string) {
  assert.match(String(res.headers['strict-transport-security']), /max-age=\d+/, `${what}: HSTS`);
  assert.match(String(res.headers['content-security-policy']), /upgrade-insecure-requests/, `${what}: upgrade`);
}

function assertPlainHttp(res: request.Response, what: string) {
  assert.equal(res.headers['strict-transport-security'], undefined, `${what}: no HSTS`);
  assert.doesNotMatch(
    String(res.headers['content-security-policy']),
    /upgrade-insecure-requests/,
    `${what}: no upgrade`,
  );
}

test('an https render in the page cache gives a plain-http visitor neither HSTS nor upgrade-insecure-requests', async () => {
  const first = await overHttps('/over-ons').expect(200);
  assert.equal(first.headers['x-cache'], 'MISS');
  assertHttpsOnly(first, 'https render');
  const replayed = await overHttp('/over-ons').expect(200);
  assert.equal(replayed.headers['x-cache'], 'HIT', 'answered from the page cache');
  assertPlainHttp(replayed, 'plain http from the cache');
  // The stored CSP allows the page's inline scripts by hash (decision 011), whatever the scheme.
  assert.equal(
    String(replayed.headers['content-security-policy']),
    String(first.headers['content-security-policy']).replace('; upgrade-insecure-requests', ''),
  );
  assert.match(String(replayed.headers['content-security-policy']), /script-src 'sha256-[^;]+ 'strict-dynamic'/);
});

test('a plain-http render in the page cache still gives an https visitor both', async () => {
  const first = await overHttp('/disclaimer').expect(200);
  assert.equal(first.headers['x-cache'], 'MISS');
  assertPlainHttp(first, 'plain http render');
  const replayed = await overHttps('/disclaimer').expect(200);
  assert.equal(replayed.headers['x-cache'], 'HIT', 'answered from the page cache');
  assertHttpsOnly(replayed, 'https from the cache');
});

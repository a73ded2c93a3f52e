import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import { hostOf, startTestApp, type TestServer } from '../support/app.js';

// requirements §10.5: every response carries the baseline headers, whatever answers it;
// HTML responses carry the CSP. HSTS and upgrade-insecure-requests only over HTTPS (in production).

let dev: TestServer;
let prod: TestServer;
before(async () => {
  [dev, prod] = await Promise.all([
    startTestApp({ PAGE_CACHE_TTL_S: '0', UPSTREAM_CACHE_TTL_S: '0' }),
    startTestApp({ NODE_ENV: 'production', PAGE_CACHE_TTL_S: '0' }),
  ]);
});
after(() => Promise.all([dev?.close(), prod?.close()]));

type Res = request.Response;
const entryUrl = () =>
  (JSON.parse(readFileSync(join(ROOT_DIR, 'dist', 'client', 'manifest.json'), 'utf8')) as { entry: string }).entry;

function assertBaseline(res: Res, what: string) {
  assert.equal(res.headers['x-content-type-options'], 'nosniff', `${what}: nosniff`);
  assert.ok(res.headers['referrer-policy'], `${what}: referrer policy`);
  const csp = String(res.headers['content-security-policy'] ?? '');
  assert.ok(
    res.headers['x-frame-options'] === 'DENY' || /frame-ancestors 'none'/.test(csp),
    `${what}: framing refused`,
  );
  assert.equal(res.headers['x-powered-by'], undefined, `${what}: no x-powered-by`);
}

function assertHtmlCsp(res: Res, what: string) {
  const csp = String(res.headers['content-security-policy'] ?? '');
  assert.match(csp, /script-src 'nonce-[^']+' 'strict-dynamic'/, `${what}: CSP with a nonce`);
  assert.match(csp, /frame-ancestors 'none'/, `${what}: frame-ancestors`);
  assert.match(csp, /object-src 'none'/, `${what}: object-src`);
}

describe('every response carries the security headers', () => {
  test('the unknown-host 404, in development and in production', async () => {
    for (const server of [dev, prod]) {
      const res = await request(server.url).get('/').set('Host', 'unknown.example').expect(404);
      assertBaseline(res, 'unknown host');
      assertHtmlCsp(res, 'unknown host');
    }
  });

  test('hashed assets, and a missing one', async () => {
    assertBaseline(await request(dev.url).get(entryUrl()).set('Host', hostOf('groenkennisnet')).expect(200), 'asset');
    assertBaseline(
      await request(dev.url).get('/assets/nope.js').set('Host', hostOf('groenkennisnet')).expect(404),
      'missing asset',
    );
  });

  test('public files: logos and the service worker', async () => {
    assertBaseline(
      await request(dev.url)
        .get('/logos/groenkennisnet/logo_desktop.svg')
        .set('Host', hostOf('groenkennisnet'))
        .expect(200),
      'logo',
    );
    assertBaseline(await request(dev.url).get('/sw.js').set('Host', hostOf('groenkennisnet')).expect(200), 'sw.js');
  });

  test('health and readiness', async () => {
    assertBaseline(await request(dev.url).get('/healthz').expect(200), 'healthz');
  });

  test('error responses: 404 and 400 pages, 405, the 500 page', async () => {
    const host = hostOf('stadsgroen');
    const notFound = await request(dev.url).get('/bestaat-niet-echt').set('Host', host).expect(404);
    assertBaseline(notFound, '404 page');
    assertHtmlCsp(notFound, '404 page');
    const bad = await request(dev.url).get('/over-ons%').set('Host', host).expect(400);
    assertBaseline(bad, '400 page');
    assertHtmlCsp(bad, '400 page');
    assertBaseline(await request(dev.url).post('/').set('Host', host).send('x=1').expect(405), '405');
    dev.demo!.setFault('cms', { kind: 'invalid-json' }, { pathIncludes: '/over-ons' });
    try {
      const failed = await request(dev.url).get('/over-ons').set('Host', host).expect(500);
      assertBaseline(failed, '500 page');
      assertHtmlCsp(failed, '500 page');
    } finally {
      dev.demo!.setFault('cms', null);
    }
  });

  test('a portlet page may be framed by its embed origins only, a normal page by nobody', async () => {
    const portlet = await request(dev.url)
      .get('/portlet/wur-bibliotheek/*')
      .set('Host', hostOf('groenkennisnet'))
      .expect(200);
    assert.match(String(portlet.headers['content-security-policy']), /frame-ancestors https:\/\/www\.wur\.nl/);
    assert.equal(portlet.headers['x-frame-options'], undefined);
    assert.equal(portlet.headers['x-content-type-options'], 'nosniff');
    const page = await request(dev.url).get('/').set('Host', hostOf('groenkennisnet')).expect(200);
    assert.equal(page.headers['x-frame-options'], 'DENY');
  });
});

describe('HSTS and upgrade-insecure-requests only on secure requests', () => {
  test('production over plain http (http://<site>.localhost) sends neither', async () => {
    const res = await request(prod.url).get('/').set('Host', hostOf('groenkennisnet')).expect(200);
    assert.equal(res.headers['strict-transport-security'], undefined);
    assert.doesNotMatch(String(res.headers['content-security-policy']), /upgrade-insecure-requests/);
  });

  test('production behind a trusted proxy that says https sends both', async () => {
    const res = await request(prod.url)
      .get('/')
      .set('Host', hostOf('groenkennisnet'))
      .set('X-Forwarded-Proto', 'https')
      .expect(200);
    assert.match(String(res.headers['strict-transport-security']), /max-age=\d+/);
    assert.match(String(res.headers['content-security-policy']), /upgrade-insecure-requests/);
    const asset = await request(prod.url)
      .get(entryUrl())
      .set('Host', hostOf('groenkennisnet'))
      .set('X-Forwarded-Proto', 'https')
      .expect(200);
    assert.match(String(asset.headers['strict-transport-security']), /max-age=\d+/);
  });

  test('X-Forwarded-Proto counts only from a proxy TRUST_PROXY names', async () => {
    const elsewhere = await startTestApp({ NODE_ENV: 'production', PAGE_CACHE_TTL_S: '0', TRUST_PROXY: '10.0.0.0/8' });
    try {
      // This request comes from loopback, which is not the trusted proxy here: its header is ignored.
      const res = await request(elsewhere.url)
        .get('/')
        .set('Host', hostOf('groenkennisnet'))
        .set('X-Forwarded-Proto', 'https')
        .expect(200);
      assert.equal(res.headers['strict-transport-security'], undefined);
    } finally {
      await elsewhere.close();
    }
  });

  test('development sends neither, even over https', async () => {
    const res = await request(dev.url)
      .get('/')
      .set('Host', hostOf('groenkennisnet'))
      .set('X-Forwarded-Proto', 'https')
      .expect(200);
    assert.equal(res.headers['strict-transport-security'], undefined);
    assert.doesNotMatch(String(res.headers['content-security-policy']), /upgrade-insecure-requests/);
  });
});

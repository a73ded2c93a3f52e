import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { revalidateSignature, SIGNATURE_MAX_AGE_S } from '../../src/server/purge/revalidate-route.js';
import { hostOf, startTestApp, type TestServer } from '../support/app.js';

// docs/architecture.md §5.4: the CMS publish webhook POST /api/revalidate, signed.

const SECRET = 'r'.repeat(40);
let server: TestServer;
let unconfigured: TestServer;
before(async () => {
  [server, unconfigured] = await Promise.all([
    startTestApp({ PAGE_CACHE_TTL_S: '60', REVALIDATE_SECRET: SECRET }),
    startTestApp({ PAGE_CACHE_TTL_S: '60' }),
  ]);
});
after(() => Promise.all([server?.close(), unconfigured?.close()]));

const page = (path: string) => request(server.url).get(path).set('Host', hostOf('groenkennisnet'));
const now = () => Math.floor(Date.now() / 1000);
function revalidate(body: string, signature = revalidateSignature(SECRET, body, now()), target = server) {
  return request(target.url)
    .post('/api/revalidate')
    .set('Content-Type', 'application/json')
    .set('X-Gkn-Signature', signature)
    .send(body);
}
const cmsCalls = async (path: string) => {
  const res = await request(server.demo!.url).get(`/__demo/requests?pathIncludes=${encodeURIComponent(path)}`);
  return (res.body as { requests: unknown[] }).requests.length;
};

describe('POST /api/revalidate', () => {
  test('a signed publish of a path drops its cached page and CMS content: the next visit renders it afresh from the CMS', async () => {
    await page('/over-ons').expect(200);
    assert.equal((await page('/over-ons').expect(200)).headers['x-cache'], 'HIT');
    const before = await cmsCalls('/groenkennisnet/over-ons');
    const res = await revalidate(JSON.stringify({ site: 'groenkennisnet', paths: ['/over-ons'] })).expect(200);
    assert.equal(res.body.site, 'groenkennisnet');
    assert.ok(res.body.purged >= 1, `purged ${res.body.purged}`);
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.equal((await page('/over-ons').expect(200)).headers['x-cache'], 'MISS');
    assert.equal(await cmsCalls('/groenkennisnet/over-ons'), before + 1, 'the CMS was asked again');
  });

  test('without paths the whole site is dropped', async () => {
    await page('/contact').expect(200);
    assert.equal((await page('/contact').expect(200)).headers['x-cache'], 'HIT');
    await revalidate(JSON.stringify({ site: 'groenkennisnet' })).expect(200);
    assert.equal((await page('/contact').expect(200)).headers['x-cache'], 'MISS');
  });

  test('a missing, wrong or expired signature is a 401 and purges nothing', async () => {
    await page('/disclaimer').expect(200);
    const body = JSON.stringify({ site: 'groenkennisnet' });
    await request(server.url).post('/api/revalidate').set('Content-Type', 'application/json').send(body).expect(401);
    await revalidate(body, revalidateSignature('w'.repeat(40), body, now())).expect(401);
    await revalidate(body, revalidateSignature(SECRET, body, now() - SIGNATURE_MAX_AGE_S - 60)).expect(401);
    await revalidate(body, revalidateSignature(SECRET, `${body} `, now())).expect(401);
    await revalidate(body, 'garbage').expect(401);
    assert.equal((await page('/disclaimer').expect(200)).headers['x-cache'], 'HIT');
  });

  test('bad bodies are 400, an unknown site 404, a large body 413, other methods 405, no secret 503', async () => {
    for (const bad of [
      'not json',
      '{}',
      JSON.stringify({ site: 'groenkennisnet', paths: ['over-ons'] }),
      JSON.stringify({ site: 'groenkennisnet', extra: 1 }),
      JSON.stringify({ site: '../x' }),
    ]) {
      const res = await revalidate(bad).expect(400);
      assert.match(res.body.error, /body must be/);
    }
    await revalidate(JSON.stringify({ site: 'bestaat-niet' })).expect(404);
    const large = JSON.stringify({
      site: 'groenkennisnet',
      paths: Array.from({ length: 90 }, (_, i) => `/${'x'.repeat(100)}${i}`),
    });
    assert.deepEqual((await revalidate(large).expect(413).expect('Content-Type', /json/)).body, {
      error: 'body too large',
    });
    await request(server.url).get('/api/revalidate').expect(405);
    await revalidate(JSON.stringify({ site: 'groenkennisnet' }), undefined, unconfigured).expect(503);
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { revalidateSignature } from '../../src/server/purge/revalidate-route.js';
import { hostOf, startTestApp, type TestServer } from '../support/app.js';
import { startTestRedis, type TestRedis } from '../support/redis.js';
import { waitUntil } from '../support/wait.js';

// Found by a replay run: a captured, signed CMS publish webhook could be sent again and again
// within its 5-minute window. Each signature is accepted once, remembered in the shared Redis,
// so every instance sharing it refuses the replay (409), and without Redis the instance itself.

const SECRET = 'r'.repeat(40);
const SITE = 'groenkennisnet';

let redis: TestRedis;
let first: TestServer;
let second: TestServer;
let alone: TestServer;

before(async () => {
  redis = await startTestRedis();
  const shared = { REDIS_URL: redis.url, REVALIDATE_SECRET: SECRET, PAGE_CACHE_TTL_S: '60' };
  [first, second, alone] = await Promise.all([
    startTestApp(shared),
    startTestApp(shared),
    startTestApp({ REVALIDATE_SECRET: SECRET, PAGE_CACHE_TTL_S: '60' }),
  ]);
  // Until an instance's Redis connection is up, a claim waits for it at most 1 s and then answers
  // 503 (retry later), as it should; a busy machine starting three apps at once took longer. The
  // tests are about replays, so they start once both instances say they are ready (cache included).
  for (const server of [first, second]) {
    const ready = async () => (await request(server.url).get('/readyz')).status === 200;
    await waitUntil(ready, 20_000, 'the instance to be ready');
  }
});
after(async () => {
  await Promise.all([first?.close(), second?.close(), alone?.close()]);
  await redis?.stop();
});

const now = () => Math.floor(Date.now() / 1000);

/** A captured request: body and signature as the CMS sent them, sent again as they are. */
function send(server: TestServer, body: string, signature: string) {
  return request(server.url)
    .post('/api/revalidate')
    .set('Content-Type', 'application/json')
    .set('X-Gkn-Signature', signature)
    .send(body);
}

const page = (server: TestServer, path: string) => request(server.url).get(path).set('Host', hostOf(SITE));

function assertReplayRefused(res: request.Response) {
  assert.equal(res.status, 409);
  assert.match(res.headers['content-type'] ?? '', /application\/json/);
  assert.equal(res.headers['cache-control'], 'no-store');
  assert.match(res.body.error, /signature already used/);
}

describe('a replayed CMS publish webhook', () => {
  test('is refused by the instance that took it and by another instance sharing the Redis', async () => {
    const body = JSON.stringify({ site: SITE, paths: ['/over-ons'] });
    const signature = revalidateSignature(SECRET, body, now());
    await send(first, body, signature).expect(200);
    assertReplayRefused(await send(first, body, signature));
    assertReplayRefused(await send(second, body, signature));
  });

  test('purges nothing', async () => {
    const body = JSON.stringify({ site: SITE, paths: ['/disclaimer'] });
    const signature = revalidateSignature(SECRET, body, now() - 1);
    await send(first, body, signature).expect(200);
    await page(second, '/disclaimer').expect(200);
    assert.equal((await page(second, '/disclaimer').expect(200)).headers['x-cache'], 'HIT');
    assertReplayRefused(await send(second, body, signature));
    assert.equal((await page(second, '/disclaimer').expect(200)).headers['x-cache'], 'HIT', 'still cached');
  });

  test('the same publish signed anew (another timestamp) is accepted', async () => {
    const body = JSON.stringify({ site: SITE, paths: ['/contact'] });
    await send(first, body, revalidateSignature(SECRET, body, now() - 2)).expect(200);
    await send(second, body, revalidateSignature(SECRET, body, now() - 3)).expect(200);
  });

  test('without Redis the single instance refuses it too', async () => {
    const body = JSON.stringify({ site: SITE });
    const signature = revalidateSignature(SECRET, body, now());
    await send(alone, body, signature).expect(200);
    assertReplayRefused(await send(alone, body, signature));
  });
});

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { REFRESH_LOCK_PREFIX, redisRefreshLock } from '../../src/auth/refresh-lock.js';
import { createCacheMetrics } from '../../src/cache/cache-metrics.js';
import { RedisStore } from '../../src/cache/redis-store.js';
import { startTestRedis, type TestRedis } from '../support/redis.js';
import { waitUntil } from '../support/wait.js';

let redis: TestRedis;
let raw: Redis;
let store: RedisStore;

before(async () => {
  redis = await startTestRedis();
  raw = new Redis(redis.url);
  store = new RedisStore({
    url: redis.url,
    channel: redis.channel,
    logger: pino({ level: 'silent' }),
    metrics: createCacheMetrics(),
  });
  await store.subscribed();
});
after(async () => {
  await store.close();
  raw.disconnect();
  await redis.stop();
});

let n = 0;
const sid = () => `lock-test-${process.pid}-${++n}`;

test('lets one holder take a session lock at a time, and frees it on release', async () => {
  const lock = redisRefreshLock(store);
  const id = sid();
  const first = await lock.acquire(id);
  assert.ok(first);
  assert.equal(await lock.acquire(id), null);
  await lock.release(id, first);
  assert.ok(await lock.acquire(id));
});

test('a holder whose lock expired and was taken by another does not delete the other lock', async () => {
  const lock = redisRefreshLock(store);
  const id = sid();
  const key = REFRESH_LOCK_PREFIX + id;
  const slow = await lock.acquire(id);
  assert.ok(slow);
  // The slow holder's lock runs out while it still works (as after a long token request).
  await raw.pexpire(key, 1);
  await waitUntil(async () => (await raw.exists(key)) === 0, 5000, 'the first lock to expire');
  const other = await lock.acquire(id);
  assert.ok(other);
  assert.notEqual(other, slow);

  await lock.release(id, slow);

  assert.equal(await raw.get(key), other, 'the second holder still holds its lock');
  assert.equal(await lock.acquire(id), null, 'nobody else can take it while the second holder works');
  await lock.release(id, other);
  assert.equal(await raw.exists(key), 0);
});

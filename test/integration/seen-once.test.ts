import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { MemoryStore } from '../../src/cache/memory-store.js';
import { createCacheMetrics } from '../../src/cache/cache-metrics.js';
import { RedisStore } from '../../src/cache/redis-store.js';
import { createSeenOnce, SEEN_ONCE_PREFIX } from '../../src/server/purge/seen-once.js';
import { startTestRedis, type TestRedis } from '../support/redis.js';
import { waitUntil } from '../support/wait.js';

// The webhook's replay guard (docs/architecture.md §5.4): a claim is released only by its holder,
// so a purge that failed late cannot free a signature that another request has claimed since.

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
const key = () => `seen-test-${process.pid}-${++n}`;

test('a key is claimed once; its holder may release it and it can be claimed again', async () => {
  const seen = createSeenOnce(store);
  const k = key();
  const first = await seen.claim(k, 60);
  assert.ok(first);
  assert.equal(await seen.claim(k, 60), null);
  await seen.release(k, first);
  assert.ok(await seen.claim(k, 60));
});

test('a holder whose claim expired and was made anew by another does not release the other claim', async () => {
  const seen = createSeenOnce(store);
  const k = key();
  const slow = await seen.claim(k, 60);
  assert.ok(slow);
  await raw.pexpire(SEEN_ONCE_PREFIX + k, 1);
  await waitUntil(async () => (await raw.exists(SEEN_ONCE_PREFIX + k)) === 0, 5000, 'the first claim to expire');
  const other = await seen.claim(k, 60);
  assert.ok(other);

  await seen.release(k, slow);

  assert.equal(await seen.claim(k, 60), null, 'the second claim still holds');
});

test('without Redis the same holds in the process, on its own clock', async () => {
  let now = 0;
  const seen = createSeenOnce(new MemoryStore({ maxBytes: 1_000_000 }), () => now);
  const slow = await seen.claim('k', 60);
  assert.ok(slow);
  now = 61_000;
  const other = await seen.claim('k', 60);
  assert.ok(other, 'claimable again once the first claim expired');
  await seen.release('k', slow);
  assert.equal(await seen.claim('k', 60), null, 'the second claim still holds');
});

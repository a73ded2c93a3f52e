import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pino } from 'pino';
import { createCacheStore } from '../../src/cache/create-store.js';
import { LayeredStore } from '../../src/cache/layered-store.js';
import { MemoryStore } from '../../src/cache/memory-store.js';
import { RedisStore } from '../../src/cache/redis-store.js';

const logger = pino({ level: 'silent' });

test('uses in-memory stores when no Redis URL is given', async () => {
  const store = createCacheStore({ logger, memoryBytes: 1 << 20 });
  assert.ok(store.pages instanceof MemoryStore);
  assert.ok(store.data instanceof MemoryStore);
  await store.set('gkn:a:cms:1', Buffer.from('x'), 60);
  assert.equal((await store.get('gkn:a:cms:1'))?.toString(), 'x');
  await store.close();
});

test('puts an in-process LRU in front of Redis when a URL is given, pages in REDIS_PAGES_URL when set', async () => {
  // Nothing listens on these ports: the stores are built without waiting for a connection.
  const store = createCacheStore({
    redisUrl: 'redis://127.0.0.1:1',
    pagesRedisUrl: 'redis://127.0.0.1:2',
    logger,
    memoryBytes: 1 << 20,
  });
  assert.ok(store.data instanceof LayeredStore && store.data.inner instanceof RedisStore);
  assert.ok(store.pages instanceof LayeredStore && store.pages.inner instanceof RedisStore);
  await store.close();
});

test('pages and upstream data have budgets of their own: a flood of pages never evicts the data', async () => {
  const store = createCacheStore({ logger, memoryBytes: 1 << 20 });
  const data = Array.from({ length: 20 }, (_, i) => `gkn:a:cms:nl:page-${i}`);
  for (const key of data) await store.set(key, Buffer.alloc(10_000), 600);
  const page = Buffer.alloc(50_000);
  for (let i = 0; i < 200; i++) await store.set(`gkn:a:page:nl:/zoeken/t${i}:-:a.localhost`, page, 60);
  for (const key of data) assert.ok(await store.get(key), `${key} is still there`);
  assert.ok(await store.get('gkn:a:page:nl:/zoeken/t199:-:a.localhost'), 'the newest page is kept');
  assert.equal(await store.get('gkn:a:page:nl:/zoeken/t0:-:a.localhost'), null, 'the oldest page made room');
});

test('a purge reaches the store its prefix covers', async () => {
  const store = createCacheStore({ logger, memoryBytes: 1 << 20 });
  await store.set('gkn:a:page:nl:/:-:a.localhost', Buffer.from('p'), 60);
  await store.set('gkn:a:cms:nl:home', Buffer.from('c'), 60);
  await store.set('gkn:b:cms:nl:home', Buffer.from('c'), 60);
  assert.equal(await store.purgePrefix('gkn:a:page:'), 1);
  assert.ok(await store.get('gkn:a:cms:nl:home'));
  await store.set('gkn:a:page:nl:/:-:a.localhost', Buffer.from('p'), 60);
  assert.equal(await store.purgePrefix('gkn:a:'), 2, "the site's pages and data");
  assert.ok(await store.get('gkn:b:cms:nl:home'), 'another site untouched');
  await assert.rejects(store.purgePrefix(''), TypeError);
});

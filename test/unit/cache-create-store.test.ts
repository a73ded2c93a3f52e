import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pino } from 'pino';
import { createCacheStore } from '../../src/cache/create-store.js';
import { LayeredStore } from '../../src/cache/layered-store.js';
import { MemoryStore } from '../../src/cache/memory-store.js';
import { RedisStore } from '../../src/cache/redis-store.js';

const logger = pino({ level: 'silent' });

test('uses an in-memory store when no Redis URL is given', async () => {
  const store = createCacheStore({ logger, memoryBytes: 1 << 20 });
  assert.ok(store instanceof MemoryStore);
  await store.set('gkn:a:cms:1', Buffer.from('x'), 60);
  assert.equal((await store.get('gkn:a:cms:1'))?.toString(), 'x');
  await store.close();
});

test('puts an in-process LRU in front of Redis when a URL is given', async () => {
  // Nothing listens on port 1: the store is built without waiting for a connection.
  const store = createCacheStore({ redisUrl: 'redis://127.0.0.1:1', logger, memoryBytes: 1 << 20 });
  assert.ok(store instanceof LayeredStore);
  assert.ok(store.inner instanceof RedisStore);
  await store.close();
});

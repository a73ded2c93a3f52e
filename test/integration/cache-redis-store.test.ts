import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { createCacheMetrics } from '../../src/cache/cache-metrics.js';
import type { PurgeEvent } from '../../src/cache/cache-store.js';
import { LayeredStore } from '../../src/cache/layered-store.js';
import { RedisStore } from '../../src/cache/redis-store.js';
import { bodyFor, createPageEntry, encodePageEntry } from '../../src/cache/page-cache.js';
import { startTcpProxy, startTestRedis, type TestRedis } from '../support/redis.js';
import { waitUntil } from '../support/wait.js';

let redis: TestRedis;
let raw: Redis;
const stores: Array<{ close(): Promise<void> }> = [];
const logger = pino({ level: 'silent' });

before(async () => {
  redis = await startTestRedis();
  raw = new Redis(redis.url);
});
after(async () => {
  await Promise.all(stores.map((s) => s.close()));
  raw.disconnect();
  await redis.stop();
});

/** A store listening on the purge channel (a purge published before that is not heard). */
async function redisStore(metrics = createCacheMetrics()) {
  const store = new RedisStore({ url: redis.url, channel: redis.channel, logger, metrics });
  stores.push(store);
  await store.subscribed();
  return store;
}

/** A unique site id per test, so tests share the server but never each other's keys. */
let n = 0;
const site = () => `t${process.pid}-${++n}`;

function nextPurge(store: { onPurge(l: (e: PurgeEvent) => void): () => void }, timeoutMs = 2000): Promise<PurgeEvent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => (off(), reject(new Error('no purge event'))), timeoutMs);
    const off = store.onPurge((e) => (clearTimeout(timer), off(), resolve(e)));
  });
}

test('stores and returns binary values, and misses with null', async () => {
  const store = await redisStore();
  const key = `gkn:${site()}:cms:1`;
  const value = Buffer.from([0, 1, 2, 255, 254, 0x0d, 0x0a]);
  assert.equal(await store.get(key), null);
  await store.set(key, value, 60);
  assert.deepEqual(await store.get(key), value);
  await store.delete(key);
  assert.equal(await store.get(key), null);
  assert.equal(await store.ping(), true);
});

test('expires entries after their TTL', async () => {
  const store = await redisStore();
  const key = `gkn:${site()}:cms:ttl`;
  await store.set(key, Buffer.from('x'), 1);
  const found = await store.getWithTtl(key);
  assert.ok(found && found.ttlMs > 0 && found.ttlMs <= 1000, `ttl ${found?.ttlMs}`);
  // Gone once Redis expires it: a TTL longer than the 1 s asked for fails the check above.
  await waitUntil(async () => (await store.get(key)) === null, 5000, 'the entry to expire');
});

test('purges by prefix with SCAN across many keys, treating glob characters literally', async () => {
  const store = await redisStore();
  const s = site();
  const pipeline = raw.pipeline();
  for (let i = 0; i < 1200; i++) pipeline.set(`gkn:${s}:page:${i}`, 'x', 'EX', 60);
  pipeline.set(`gkn:${s}x:page:1`, 'other site', 'EX', 60);
  pipeline.set(`gkn:${s}:*:1`, 'literal star', 'EX', 60);
  await pipeline.exec();
  assert.equal(await store.purgePrefix(`gkn:${s}:page:`), 1200);
  assert.equal(await raw.exists(`gkn:${s}x:page:1`), 1);
  assert.equal(await raw.exists(`gkn:${s}:*:1`), 1);
  assert.equal(await store.purgePrefix(`gkn:${s}:*`), 1, '* matched only itself');
  assert.equal(await raw.exists(`gkn:${s}x:page:1`), 1);
});

test('a Redis error on get is a miss, logged and counted, not thrown', async () => {
  const lines: string[] = [];
  const metrics = createCacheMetrics();
  const store = new RedisStore({
    url: redis.url,
    channel: redis.channel,
    metrics,
    logger: pino({ level: 'warn' }, { write: (l: string) => void lines.push(l) }),
  });
  stores.push(store);
  const key = `gkn:${site()}:search:wrongtype`;
  await raw.sadd(key, 'a set, not a string');
  assert.equal(await store.get(key), null);
  assert.equal(metrics.byKind.search?.errors, 1);
  assert.match(lines.join(''), /WRONGTYPE/);
});

test("a purge on one instance clears the other instance's in-process copies", async () => {
  const a = new LayeredStore(await redisStore(), { maxBytes: 1 << 20 });
  const b = new LayeredStore(await redisStore(), { maxBytes: 1 << 20 });
  const s = site();
  const key = `gkn:${s}:cms:shared`;
  await a.set(key, Buffer.from('v2'), 60);
  assert.equal((await b.get(key))?.toString(), 'v2'); // b now holds a local copy
  await raw.set(key, 'changed behind b'); // proves b answers from its LRU until purged
  assert.equal((await b.get(key))?.toString(), 'v2');
  let heard = nextPurge(b);
  await a.purgePrefix(`gkn:${s}:`);
  assert.deepEqual(await heard, { type: 'prefix', prefix: `gkn:${s}:`, origin: (a.inner as RedisStore).origin });
  assert.equal(await b.get(key), null);

  await a.set(key, Buffer.from('v3'), 60);
  assert.equal((await b.get(key))?.toString(), 'v3');
  heard = nextPurge(b);
  await a.delete(key);
  assert.equal((await heard).type, 'delete');
  assert.equal(await b.get(key), null);
});

test('an instance hears its own purges once', async () => {
  const store = await redisStore();
  const other = await redisStore();
  const seen: string[] = [];
  store.onPurge((e) => seen.push(e.type));
  const otherHeard = nextPurge(other);
  await store.purgePrefix(`gkn:${site()}:`);
  await otherHeard; // the message went round
  // A delete the other instance announces after that reaches this one on the same channel after
  // the echo of our purge would have: once it is heard, the echo has had its chance to arrive.
  await other.delete(`gkn:${site()}:x`);
  await waitUntil(() => seen.includes('delete'), 5000, "the other instance's delete");
  assert.deepEqual(seen, ['prefix', 'delete']);
});

test('a purge as the first command on a slow link (300 ms) succeeds: purges are not held to the 100 ms read deadline', async () => {
  const proxy = await startTcpProxy(redis.url, { delayMs: 300 });
  const store = new RedisStore({ url: proxy.url, channel: redis.channel, logger });
  try {
    const s = site();
    await raw.set(`gkn:${s}:page:1`, 'x');
    assert.equal(await store.purgePrefix(`gkn:${s}:`), 1);
  } finally {
    await store.close();
    await proxy.stop();
  }
});

/** A page store (pageParts) as createCacheStore makes it for pages. */
async function pageStore() {
  const store = new RedisStore({ url: redis.url, channel: redis.channel, logger, pageParts: true });
  stores.push(store);
  await store.subscribed();
  return store;
}

const pageHtml = '<!doctype html><title>t</title>' + '<p>groen</p>'.repeat(400);

test('a page store keeps an entry as a hash of its parts and reads one encoding with its head', async () => {
  const store = await pageStore();
  const key = `gkn:${site()}:page:nl:/p:-:h`;
  const entry = createPageEntry(
    200,
    { 'content-type': 'text/html', 'content-security-policy': "default-src 'self'" },
    pageHtml,
    7,
  );
  const encoded = encodePageEntry(entry);
  await store.set(key, encoded, 60);
  assert.equal(await raw.type(key), 'hash');
  assert.deepEqual((await raw.hkeys(key)).sort(), ['br', 'gzip', 'h', 'identity']);
  assert.ok((await raw.ttl(key)) > 0, 'the hash expires');
  assert.deepEqual(await store.get(key), encoded, 'read whole, the same Buffer as stored');
  const withTtl = await store.getWithTtl(key);
  assert.deepEqual(withTtl?.value, encoded);
  for (const encoding of ['identity', 'gzip', 'br'] as const) {
    const variant = await store.getPageVariant!(key, encoding);
    assert.ok(variant, encoding);
    assert.deepEqual(variant.body, bodyFor(entry, encoding));
    assert.equal(variant.head.etag, entry.etag);
    assert.equal(variant.head.status, 200);
    assert.deepEqual(variant.head.headerList, entry.headerList);
    assert.equal(variant.wholeBytes, encoded.length);
  }
  assert.equal(await store.getPageVariant!(`${key}-none`, 'br'), null);
});

test('a page store reads a value of another form (an earlier release’s string) as a miss and replaces it', async () => {
  const store = await pageStore();
  const key = `gkn:${site()}:page:nl:/old:-:h`;
  await raw.set(key, 'GKP\x01 an earlier release’s page', 'EX', 60);
  assert.equal(await store.getPageVariant!(key, 'identity'), null);
  assert.equal(await store.get(key), null);
  const encoded = encodePageEntry(createPageEntry(200, {}, pageHtml));
  await store.set(key, encoded, 60);
  assert.deepEqual(await store.get(key), encoded);
  await raw.hset(key, 'h', Buffer.from('GKP\x01'));
  assert.equal(await store.getPageVariant!(key, 'identity'), null, 'a head of another format');
});

test('a Redis answer that came while our own event loop was busy past the deadline is a hit, not a miss', async () => {
  const metrics = createCacheMetrics();
  const store = new RedisStore({ url: redis.url, channel: redis.channel, logger, metrics, commandTimeoutMs: 50 });
  stores.push(store);
  const key = `gkn:${site()}:cms:busy`;
  await store.set(key, Buffer.from('v'), 60);
  const read = store.get(key);
  // Busy past the deadline: Redis answers meanwhile, and the deadline timer is due as well.
  const until = Date.now() + 200;
  while (Date.now() < until);
  assert.deepEqual(await read, Buffer.from('v'));
  assert.equal(metrics.byKind.cms?.errors ?? 0, 0);
});

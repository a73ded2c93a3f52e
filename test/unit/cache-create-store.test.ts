import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pino } from 'pino';
import { createCacheStore, dataEntryCost, PARSED_COPY_PER_JSON_BYTE } from '../../src/cache/create-store.js';
import { LayeredStore } from '../../src/cache/layered-store.js';
import { MemoryStore } from '../../src/cache/memory-store.js';
import { createPageEntry, encodePageEntry } from '../../src/cache/page-cache.js';
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

// requirements §10.1.6: every cache bounded in bytes, and the bytes are what an entry costs the process.

/** A page of about 90 KB whose words differ per page, so its gzip and brotli bodies differ too. */
function pageHtml(i: number): string {
  const words = Array.from({ length: 12_000 }, (_, w) => `w${(w * 7919 + i * 104_729) % 50_021}`);
  return `<!doctype html><html lang="nl"><body><h1>Pagina ${i}</h1><p>${words.join(' ')}</p></body></html>`;
}

test('filled past its budget, the page store holds no more bytes than the budget, each page counted with its HTML, gzip and brotli bodies', async () => {
  const memoryBytes = 4 << 20;
  const store = createCacheStore({ logger, memoryBytes });
  assert.ok(store.pages instanceof MemoryStore);
  const keys: string[] = [];
  const stored = new Map<string, number>();
  for (let i = 0; i < 60; i++) {
    const entry = createPageEntry(200, { 'content-type': 'text/html; charset=utf-8' }, pageHtml(i));
    const key = `gkn:a:page:nl:/zoeken/t${i}:-:a.localhost`;
    await store.set(key, encodePageEntry(entry), 60);
    keys.push(key);
    stored.set(key, entry.body.length + entry.gzip.length + entry.br.length);
    assert.ok(store.pages.bytes <= memoryBytes / 2, `after page ${i}: ${store.pages.bytes} bytes`);
  }
  const kept = [];
  for (const key of keys) if (await store.get(key)) kept.push(key);
  assert.ok(kept.length > 0 && kept.length < keys.length, `${kept.length} of ${keys.length} pages kept`);
  assert.ok(kept.includes(keys.at(-1)!), 'the newest page is kept');
  const bodies = kept.reduce((sum, key) => sum + stored.get(key)!, 0);
  assert.ok(store.pages.bytes >= bodies, `${store.pages.bytes} bytes counted for ${bodies} bytes of bodies`);
  await store.close();
});

test('upstream data is counted with the parsed copy cached() keeps beside each Buffer, and stays within its budget', async () => {
  const memoryBytes = 1 << 20;
  const store = createCacheStore({ logger, memoryBytes });
  assert.ok(store.data instanceof MemoryStore);
  const json = Buffer.from(JSON.stringify({ f: 1, e: 2, s: 3, d: { title: 'x'.repeat(10_000) } }));
  await store.set('gkn:a:cms:nl:home', json, 600);
  assert.equal(dataEntryCost(json), Math.ceil(json.length * (1 + PARSED_COPY_PER_JSON_BYTE)));
  assert.ok(store.data.bytes >= dataEntryCost(json), `${store.data.bytes} bytes counted for one entry`);
  for (let i = 0; i < 100; i++) {
    await store.set(`gkn:a:search:gkn3:q${i}`, json, 600);
    assert.ok(store.data.bytes <= memoryBytes / 2, `after entry ${i}: ${store.data.bytes} bytes`);
  }
  assert.ok(await store.get('gkn:a:search:gkn3:q99'), 'the newest entry is kept');
  assert.equal(await store.get('gkn:a:cms:nl:home'), null, 'the oldest made room');
  await store.close();
});

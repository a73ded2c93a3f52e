import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createCacheMetrics } from '../../src/cache/cache-metrics.js';
import type { CacheStore, PurgeEvent, TtlAwareStore } from '../../src/cache/cache-store.js';
import { LayeredStore } from '../../src/cache/layered-store.js';
import { MemoryStore } from '../../src/cache/memory-store.js';
import { SplitStore } from '../../src/cache/split-store.js';
import {
  bodyFor,
  createPageEntry,
  encodePageEntry,
  pageVariantOf,
  splitPageEntry,
  type PageEncoding,
} from '../../src/cache/page-cache.js';
import type { PageVariantStore } from '../../src/cache/page-variant-store.js';

function setup(localTtlSeconds?: number) {
  let t = 1_000_000;
  const now = () => t;
  // The inner store stands in for Redis: shared, so it can change behind the local layer.
  const shared = new MemoryStore({ maxBytes: 1 << 20, now });
  const metrics = createCacheMetrics();
  const layered = new LayeredStore(shared, { maxBytes: 1 << 16, localTtlSeconds, metrics, now });
  return { shared, layered, metrics, advance: (ms: number) => (t += ms) };
}

const K = 'gkn:wur:cms:1';

test('answers repeated reads in-process for up to the local TTL', async () => {
  const { shared, layered, metrics, advance } = setup();
  await shared.set(K, Buffer.from('v1'), 60);
  assert.equal((await layered.get(K))?.toString(), 'v1');
  await shared.set(K, Buffer.from('v2'), 60); // changed elsewhere, no purge
  advance(4_999);
  assert.equal((await layered.get(K))?.toString(), 'v1', 'local copy');
  advance(1);
  assert.equal((await layered.get(K))?.toString(), 'v2', 'local copy expired after 5 s');
  assert.equal(metrics.byKind.cms?.localHits, 1);
});

test('never keeps a local copy longer than the entry lives', async () => {
  const { shared, layered, advance } = setup();
  await shared.set(K, Buffer.from('v'), 2);
  assert.ok(await layered.get(K));
  advance(2_000);
  assert.equal(await layered.get(K), null);
});

test('writes through to the shared store and keeps a local copy', async () => {
  const { shared, layered } = setup();
  await layered.set(K, Buffer.from('w'), 60);
  assert.equal((await shared.get(K))?.toString(), 'w');
  await shared.set(K, Buffer.from('changed'), 60); // behind the local layer, no purge
  assert.equal((await layered.get(K))?.toString(), 'w', 'the local copy answers');
  await layered.delete(K);
  assert.equal(await layered.get(K), null);
  assert.equal(await shared.get(K), null, 'deleted in the shared store too');
});

test('drops local copies on purge events from the shared store', async () => {
  const { shared, layered } = setup();
  await shared.set(K, Buffer.from('v'), 60);
  await shared.set('gkn:wur:page:x', Buffer.from('p'), 60);
  await layered.get(K);
  await layered.get('gkn:wur:page:x');
  await shared.purgePrefix('gkn:wur:'); // as if another instance purged
  await shared.set(K, Buffer.from('new'), 60);
  assert.equal((await layered.get(K))?.toString(), 'new');
  assert.equal(await layered.get('gkn:wur:page:x'), null);
});

test('a read racing a purge does not put the old value back locally', async () => {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const listeners = new Set<(e: PurgeEvent) => void>();
  const slow: CacheStore = {
    get: async () => (await gate, Buffer.from('old')),
    set: async () => undefined,
    delete: async () => undefined,
    purgePrefix: async () => 0,
    onPurge: (l) => (listeners.add(l), () => listeners.delete(l)),
    ping: async () => true,
    close: async () => undefined,
  };
  const layered = new LayeredStore(slow, { maxBytes: 1 << 16 });
  const read = layered.get(K);
  for (const l of listeners) l({ type: 'all', origin: 'elsewhere' });
  release();
  assert.equal((await read)?.toString(), 'old', 'the racing reader still gets its answer');
  let innerReads = 0;
  slow.get = async () => (innerReads++, null);
  assert.equal(await layered.get(K), null, 'but it was not kept');
  assert.equal(innerReads, 1);
});

test('clears the matching local copies even when the shared purge fails', async () => {
  const { shared, layered } = setup();
  await layered.set(K, Buffer.from('v'), 60);
  shared.purgePrefix = async () => Promise.reject(new Error('redis down'));
  await assert.rejects(layered.purgePrefix('gkn:wur:'), /redis down/);
  await shared.set(K, Buffer.from('v2'), 60); // no event: only a cleared local layer sees it
  assert.equal((await layered.get(K))?.toString(), 'v2');
});

/** A shared store that reads page variants the way Redis does (head and one body), counting reads. */
function variantStore() {
  const inner = new MemoryStore({ maxBytes: 1 << 22 });
  const reads = { whole: 0, variant: 0 };
  const store: CacheStore & PageVariantStore & TtlAwareStore = {
    get: async (key: string) => (reads.whole++, inner.get(key)),
    getWithTtl: async (key: string) => (reads.whole++, inner.getWithTtl(key)),
    getPageVariant: async (key: string, encoding: PageEncoding) => {
      reads.variant++;
      const parts = splitPageEntry((await inner.get(key)) ?? Buffer.alloc(0));
      return parts && pageVariantOf(parts.head, encoding, encoding === 'identity' ? parts.identity : parts[encoding]);
    },
    set: (key: string, value: Buffer, ttl: number) => inner.set(key, value, ttl),
    delete: (key) => inner.delete(key),
    purgePrefix: (prefix) => inner.purgePrefix(prefix),
    onPurge: (listener) => inner.onPurge(listener),
    ping: () => inner.ping(),
    close: () => inner.close(),
  };
  return { store, reads };
}

const PAGE = 'gkn:wur:page:nl:/p:-:h';
const pageEntry = () => createPageEntry(200, { 'content-type': 'text/html' }, '<p>groen</p>'.repeat(300));

test('a page variant: fetched whole once when the local layer keeps it, then answered locally', async () => {
  const { store, reads } = variantStore();
  const entry = pageEntry();
  await store.set(PAGE, encodePageEntry(entry), 60);
  const layered = new LayeredStore(store, { maxBytes: 1 << 20 });
  for (const encoding of ['br', 'identity', 'gzip', 'br'] as const) {
    const variant = await layered.getPageVariant(PAGE, encoding);
    assert.deepEqual(variant?.body, bodyFor(entry, encoding), encoding);
  }
  assert.deepEqual(reads, { whole: 1, variant: 1 });
});

test('a page variant: only the head and one body when the local layer cannot keep the entry', async () => {
  const { store, reads } = variantStore();
  const entry = pageEntry();
  await store.set(PAGE, encodePageEntry(entry), 60);
  const layered = new LayeredStore(store, { maxBytes: 1 });
  for (const encoding of ['br', 'identity', 'br'] as const)
    assert.deepEqual((await layered.getPageVariant(PAGE, encoding))?.body, bodyFor(entry, encoding), encoding);
  assert.deepEqual(reads, { whole: 0, variant: 3 });
  assert.equal(await layered.getPageVariant('gkn:wur:page:nl:/none:-:h', 'br'), null);
});

test('a page held in process is answered without waiting; one only the shared store has is not', async () => {
  const { store } = variantStore();
  const entry = pageEntry();
  await store.set(PAGE, encodePageEntry(entry), 60);
  const metrics = createCacheMetrics();
  const layered = new SplitStore(
    new LayeredStore(store, { maxBytes: 1 << 20, metrics }),
    new MemoryStore({ maxBytes: 1 }),
  );
  assert.equal(layered.localPageVariant(PAGE, 'br'), null, 'not yet read into this process');
  await layered.getPageVariant(PAGE, 'br');
  assert.deepEqual(layered.localPageVariant(PAGE, 'gzip')?.body, bodyFor(entry, 'gzip'));
  assert.equal(metrics.byKind.page?.localHits, 1);
  const memory = new MemoryStore({ maxBytes: 1 << 20 });
  await memory.set(PAGE, encodePageEntry(entry), 60);
  assert.deepEqual(memory.localPageVariant(PAGE, 'identity')?.body, bodyFor(entry, 'identity'));
  assert.equal(memory.localPageVariant('gkn:wur:page:nl:/none:-:h', 'identity'), null);
});

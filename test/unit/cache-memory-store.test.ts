import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MemoryStore } from '../../src/cache/memory-store.js';

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

test('returns a stored value until its TTL passes, then a miss', async () => {
  const c = clock();
  const store = new MemoryStore({ maxBytes: 1 << 20, now: c.now });
  await store.set('gkn:a:cms:1', Buffer.from('one'), 10);
  assert.equal((await store.get('gkn:a:cms:1'))?.toString(), 'one');
  c.advance(9_999);
  assert.equal((await store.get('gkn:a:cms:1'))?.toString(), 'one');
  c.advance(1);
  assert.equal(await store.get('gkn:a:cms:1'), null);
  assert.equal(store.bytes, 0);
});

test('reports the remaining TTL of an entry', async () => {
  const c = clock();
  const store = new MemoryStore({ maxBytes: 1 << 20, now: c.now });
  await store.set('k', Buffer.from('v'), 10);
  c.advance(4_000);
  assert.deepEqual(await store.getWithTtl('k'), { value: Buffer.from('v'), ttlMs: 6_000 });
});

test('evicts least recently used entries to stay within the byte budget', async () => {
  const store = new MemoryStore({ maxBytes: 3_000 });
  const kb = Buffer.alloc(800);
  await store.set('a', kb, 60);
  await store.set('b', kb, 60);
  await store.set('c', kb, 60);
  assert.ok(await store.get('a')); // a is now the most recently used
  await store.set('d', kb, 60);
  assert.ok(store.bytes <= 3_000);
  assert.equal(await store.get('b'), null, 'b was the least recently used');
  assert.ok(await store.get('a'));
  assert.ok(await store.get('c'));
  assert.ok(await store.get('d'));
});

test('a page read between every store of others stays while a flood of new entries passes through', async () => {
  // A hit re-inserts an entry only once it has aged into the older half (byte-lru.ts): it must still
  // never be the one evicted while it is read more often than the others arrive.
  const store = new MemoryStore({ maxBytes: 5_000 });
  const kb = Buffer.alloc(800);
  await store.set('hot', kb, 60);
  for (let i = 0; i < 40; i++) {
    await store.set(`cold-${i}`, kb, 60);
    assert.ok(await store.get('hot'), `the hot entry is kept after ${i + 1} others`);
  }
  assert.equal(await store.get('cold-0'), null, 'the early cold entries were evicted');
  assert.ok(store.bytes <= 5_000);
});

test('does not store a value larger than the whole budget', async () => {
  const store = new MemoryStore({ maxBytes: 1_000 });
  await store.set('small', Buffer.from('x'), 60);
  await store.set('huge', Buffer.alloc(2_000), 60);
  assert.equal(await store.get('huge'), null);
  assert.ok(await store.get('small'), 'a rejected value does not evict others');
});

test('counts a Buffer view by its own size, not the allocation behind it', async () => {
  const store = new MemoryStore({ maxBytes: 10_000 });
  const chunk = Buffer.alloc(64 * 1024, 1);
  await store.set('view', chunk.subarray(0, 100), 60);
  const stored = await store.get('view');
  assert.equal(stored?.length, 100);
  assert.equal(stored?.buffer.byteLength, 100, 'kept as an exact-size copy');
});

test('purges by prefix and refuses an empty prefix', async () => {
  const store = new MemoryStore({ maxBytes: 1 << 20 });
  await store.set('gkn:a:page:1', Buffer.from('1'), 60);
  await store.set('gkn:a:cms:1', Buffer.from('1'), 60);
  await store.set('gkn:ab:page:1', Buffer.from('1'), 60);
  assert.equal(await store.purgePrefix('gkn:a:'), 2);
  assert.ok(await store.get('gkn:ab:page:1'));
  await assert.rejects(store.purgePrefix(''), TypeError);
});

test('tells purge listeners about deletes until they unsubscribe', async () => {
  const store = new MemoryStore({ maxBytes: 1 << 20 });
  const seen: string[] = [];
  const off = store.onPurge((e) => seen.push(e.type));
  await store.delete('x');
  off();
  await store.delete('y');
  assert.deepEqual(seen, ['delete']);
});

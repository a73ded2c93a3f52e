import assert from 'node:assert/strict';
import { test } from 'node:test';
import { collectingLogger } from '../support/log-lines.js';
import { createCacheMetrics } from '../../src/cache/cache-metrics.js';
import { createCached, negativeResult } from '../../src/cache/cached.js';
import { MemoryStore } from '../../src/cache/memory-store.js';

const KEY = 'gkn:groenkennisnet:cms:page:/over-ons';
const OPTIONS = { ttl: 60, staleFor: 300 };

function setup() {
  let t = 1_700_000_000_000;
  const now = () => t;
  const logs: Array<{ level: number; msg: string; key?: string }> = [];
  const logger = collectingLogger(logs, 'debug');
  const store = new MemoryStore({ maxBytes: 1 << 20, now });
  const metrics = createCacheMetrics();
  const cached = createCached(store, { logger, metrics, now });
  return { cached, store, metrics, logs, advance: (s: number) => (t += s * 1000), counts: () => metrics.byKind.cms };
}

function counter<T>(values: T[]) {
  let calls = 0;
  const load = async () => values[Math.min(calls++, values.length - 1)] as T;
  return { load, calls: () => calls };
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

test('loads on a miss and serves the stored copy while fresh', async () => {
  const { cached, advance, counts } = setup();
  const { load, calls } = counter([{ title: 'v1' }, { title: 'v2' }]);
  assert.deepEqual(await cached(KEY, OPTIONS, load), { title: 'v1' });
  advance(59);
  assert.deepEqual(await cached(KEY, OPTIONS, load), { title: 'v1' });
  assert.equal(calls(), 1);
  assert.equal(counts()?.misses, 1);
  assert.equal(counts()?.hits, 1);
});

test('serves a stale copy and refreshes it once in the background', async () => {
  const { cached, advance, counts } = setup();
  const first = counter(['v1']);
  await cached(KEY, OPTIONS, first.load);
  advance(61);
  const refresh = deferred<string>();
  let refreshCalls = 0;
  const slowLoad = () => (refreshCalls++, refresh.promise);
  const served = await Promise.all([1, 2, 3].map(() => cached(KEY, OPTIONS, slowLoad)));
  assert.deepEqual(served, ['v1', 'v1', 'v1']);
  assert.equal(await cached(KEY, OPTIONS, slowLoad), 'v1', 'still stale while the refresh runs');
  assert.equal(refreshCalls, 1, 'one refresh per key at a time');
  refresh.resolve('v2');
  await cached.whenIdle();
  assert.equal(await cached(KEY, OPTIONS, slowLoad), 'v2');
  assert.equal(refreshCalls, 1);
  assert.equal(counts()?.stale, 2);
  assert.equal(counts()?.refreshes, 1);
});

test('a failed background refresh keeps the stale copy and is logged', async () => {
  const { cached, advance, logs, counts } = setup();
  await cached(KEY, OPTIONS, async () => 'v1');
  advance(61);
  assert.equal(await cached(KEY, OPTIONS, async () => Promise.reject(new Error('cms down'))), 'v1');
  await cached.whenIdle();
  assert.equal(await cached(KEY, OPTIONS, async () => 'not asked'), 'v1', 'no new refresh right after a failure');
  await cached.whenIdle();
  advance(5); // past the breaker's back-off
  assert.equal(await cached(KEY, OPTIONS, async () => 'v2'), 'v1', 'still stale, a new refresh started');
  await cached.whenIdle();
  assert.equal(await cached(KEY, OPTIONS, async () => 'v3'), 'v2');
  assert.ok(logs.some((l) => l.level === 40 && l.msg.includes('background refresh failed')));
  assert.equal(counts()?.loadErrors, 1);
});

test('concurrent callers for a missing key share one load', async () => {
  const { cached } = setup();
  const gate = deferred<{ n: number }>();
  let calls = 0;
  const load = () => (calls++, gate.promise);
  const all = Promise.all(Array.from({ length: 10 }, () => cached(KEY, OPTIONS, load)));
  await new Promise((r) => setImmediate(r));
  gate.resolve({ n: 1 });
  const results = await all;
  assert.equal(calls, 1);
  assert.ok(results.every((r) => r.n === 1));
});

test('single-flight is per key', async () => {
  const { cached } = setup();
  const { load, calls } = counter(['x']);
  await Promise.all([cached(`${KEY}:a`, OPTIONS, load), cached(`${KEY}:b`, OPTIONS, load)]);
  assert.equal(calls(), 2);
});

test('a failed load with a copy past its stale window serves that copy (stale-if-error)', async () => {
  const { cached, advance, logs, counts } = setup();
  await cached(KEY, OPTIONS, async () => 'v1');
  advance(60 + 300 + 1_000); // past ttl + staleFor, within the error grace
  const err = new Error('cms 502');
  assert.equal(await cached(KEY, OPTIONS, async () => Promise.reject(err)), 'v1');
  assert.equal(counts()?.staleIfError, 1);
  assert.ok(logs.some((l) => l.level === 40 && l.msg.includes('serving stale')));
});

test('a failed load without any copy rethrows the load error unchanged', async () => {
  const { cached } = setup();
  const err = Object.assign(new Error('cms 503'), { status: 503 });
  await assert.rejects(
    cached(KEY, OPTIONS, async () => Promise.reject(err)),
    (e) => e === err,
  );
  // and nothing was cached: the next call loads again
  assert.equal(await cached(KEY, OPTIONS, async () => 'ok'), 'ok');
});

test('every waiter of a failed single-flight load gets the same error', async () => {
  const { cached } = setup();
  const err = new Error('boom');
  let calls = 0;
  const load = async () => (calls++, Promise.reject(err));
  const results = await Promise.allSettled(Array.from({ length: 5 }, () => cached(KEY, OPTIONS, load)));
  assert.equal(calls, 1);
  assert.ok(results.every((r) => r.status === 'rejected' && r.reason === err));
});

test('a negative result is cached briefly and never served stale', async () => {
  const { cached, advance } = setup();
  const { load, calls } = counter([negativeResult({ status: 404 }), { status: 200 }]);
  assert.deepEqual(await cached(KEY, OPTIONS, load), { status: 404 });
  advance(9); // negative results live 10 s
  assert.deepEqual(await cached(KEY, OPTIONS, load), { status: 404 });
  advance(1);
  assert.deepEqual(await cached(KEY, OPTIONS, load), { status: 200 }, 'loaded in the foreground');
  assert.equal(calls(), 2);
});

test('an unreadable stored entry counts as a miss and is replaced', async () => {
  const { cached, store, counts } = setup();
  await store.set(KEY, Buffer.from('not json'), 60);
  assert.equal(await cached(KEY, OPTIONS, async () => 'fresh'), 'fresh');
  assert.equal(counts()?.errors, 1);
  assert.equal(await cached(KEY, OPTIONS, async () => 'again'), 'fresh');
});

test('stores the value with its fetch time and a TTL covering the stale and error windows', async () => {
  const { cached, store } = setup();
  await cached(KEY, OPTIONS, async () => ({ a: 1 }));
  const stored = await store.getWithTtl(KEY);
  assert.ok(stored);
  const envelope = JSON.parse(stored.value.toString());
  assert.deepEqual(envelope.d, { a: 1 });
  assert.equal(envelope.e - envelope.f, 60_000);
  assert.equal(envelope.s - envelope.e, 300_000);
  assert.equal(stored.ttlMs, (60 + 300 + 3600) * 1000);
});

test('after a failed load, keys of that upstream with a stale copy get it at once for the back-off', async () => {
  const { cached, advance, counts } = setup();
  const other = 'gkn:groenkennisnet:menu:nl:gkn_menu'; // the same upstream (the CMS)
  await cached(KEY, OPTIONS, async () => 'page v1');
  await cached(other, OPTIONS, async () => 'menu v1');
  advance(60 + 300 + 1); // both past their stale window
  let calls = 0;
  const failing = async () => (calls++, Promise.reject(new Error('cms timeout')));
  assert.equal(await cached(KEY, OPTIONS, failing), 'page v1', 'the first load tries and fails');
  assert.equal(calls, 1);
  assert.equal(await cached(other, OPTIONS, failing), 'menu v1');
  assert.equal(await cached(KEY, OPTIONS, failing), 'page v1');
  assert.equal(calls, 1, 'no load while the breaker is open');
  assert.equal(counts()?.shortCircuits, 1);
  assert.equal(
    await cached('gkn:groenkennisnet:search:gkn3:q=mest', OPTIONS, async () => 'search answer'),
    'search answer',
    'another upstream is not affected',
  );
  assert.equal(await cached(`${KEY}:new`, OPTIONS, async () => 'no copy, so it tries'), 'no copy, so it tries');
});

test('after the back-off one load probes; its success closes the breaker, its failure doubles the back-off', async () => {
  const { cached, advance } = setup();
  await cached(KEY, OPTIONS, async () => 'v1');
  advance(60 + 300 + 1);
  const failing = async () => Promise.reject(new Error('down'));
  await cached(KEY, OPTIONS, failing); // opens for 5 s
  advance(5);
  let probes = 0;
  const gate = deferred<string>();
  const probe = async () => (probes++, gate.promise.then(() => Promise.reject(new Error('still down'))));
  const probing = cached(KEY, OPTIONS, probe);
  await new Promise((r) => setImmediate(r));
  assert.equal(await cached('gkn:groenkennisnet:footer:nl:x', OPTIONS, async () => 'footer'), 'footer');
  gate.resolve('');
  assert.equal(await probing, 'v1', 'the failed probe still answers with the stale copy');
  assert.equal(probes, 1);
  advance(9); // the back-off is now 10 s
  let calls = 0;
  assert.equal(await cached(KEY, OPTIONS, async () => (calls++, 'v2')), 'v1');
  assert.equal(calls, 0, 'still open after 9 s');
  advance(1);
  assert.equal(await cached(KEY, OPTIONS, async () => (calls++, 'v2')), 'v2', 'the probe succeeds');
  advance(60 + 300 + 1);
  assert.equal(await cached(KEY, OPTIONS, async () => (calls++, 'v3')), 'v3', 'closed: loads as usual');
  assert.equal(calls, 2);
});

test('no background refresh is started while the upstream is known to be failing', async () => {
  const { cached, advance } = setup();
  const fresh = 'gkn:groenkennisnet:cms:nl:fresh';
  await cached(KEY, OPTIONS, async () => 'old');
  await cached(fresh, OPTIONS, async () => 'stale soon');
  advance(60 + 300 + 1);
  await cached(KEY, OPTIONS, async () => Promise.reject(new Error('down'))); // opens
  await cached(fresh, OPTIONS, async () => 'again'); // `fresh` is past its window too: short-circuited
  let refreshes = 0;
  const other = 'gkn:groenkennisnet:cms:nl:other';
  await cached(other, { ttl: 1, staleFor: 60 }, async () => 'o1'); // no copy: loads (and closes the breaker)
  await cached(KEY, OPTIONS, async () => Promise.reject(new Error('down'))); // open again
  advance(2); // `other` is now stale, within its window
  assert.equal(await cached(other, { ttl: 1, staleFor: 60 }, async () => (refreshes++, 'o2')), 'o1');
  await cached.whenIdle();
  assert.equal(refreshes, 0);
});

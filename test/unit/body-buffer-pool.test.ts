import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BodyBufferPool } from '../../src/cache/body-buffer-pool.js';

// docs/decisions/016-redis-page-reader.md: bodies read from Redis use memory again once released.

test('a released body’s memory serves the next body of its size class, never one still leased', () => {
  const pool = new BodyBufferPool({ maxFreeBytes: 1024 * 1024 });
  const first = pool.lease(95_335);
  const second = pool.lease(95_335);
  assert.notEqual(first.bytes.buffer, second.bytes.buffer, 'two leases at once never share memory');
  assert.equal(first.bytes.length, 95_335);
  first.release();
  assert.equal(pool.freeBytes, 128 * 1024, 'kept at its power-of-two capacity');
  const third = pool.lease(70_000);
  assert.equal(third.bytes.buffer, first.bytes.buffer, 'the same class (128 KB) reuses it');
  assert.equal(third.bytes.length, 70_000);
  assert.equal(pool.freeBytes, 0);
  const fourth = pool.lease(60_000);
  assert.notEqual(fourth.bytes.buffer, first.bytes.buffer, 'another class (64 KB) does not');
});

test('releasing twice gives the memory back once', () => {
  const pool = new BodyBufferPool({ maxFreeBytes: 1024 * 1024 });
  const lease = pool.lease(20_000);
  lease.release();
  lease.release();
  assert.equal(pool.freeBytes, 32 * 1024);
  const a = pool.lease(20_000);
  const b = pool.lease(20_000);
  assert.notEqual(a.bytes.buffer, b.bytes.buffer);
});

test('keeps at most its budget; small and very large bodies are not pooled', () => {
  const pool = new BodyBufferPool({ maxFreeBytes: 256 * 1024 });
  const leases = Array.from({ length: 4 }, () => pool.lease(100_000));
  for (const lease of leases) lease.release();
  assert.equal(pool.freeBytes, 256 * 1024, 'two of the four 128 KB buffers kept, the rest left to the collector');
  const small = pool.lease(1000);
  small.release();
  const huge = pool.lease(3 * 1024 * 1024);
  assert.equal(huge.bytes.length, 3 * 1024 * 1024);
  huge.release();
  assert.equal(pool.freeBytes, 256 * 1024);
  assert.equal(pool.lease(0).bytes.length, 0);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { respawnDelay } from '../../src/cli/cluster-primary.js';

test('a worker that dies after a healthy run is replaced at once', () => {
  assert.equal(respawnDelay(0), 0);
});

test('quick deaths in a row back off, doubling, up to 30 s (a crash loop does not spin)', () => {
  assert.deepEqual([1, 2, 3, 4].map(respawnDelay), [250, 500, 1000, 2000]);
  assert.equal(respawnDelay(20), 30_000);
  assert.equal(respawnDelay(1000), 30_000);
});

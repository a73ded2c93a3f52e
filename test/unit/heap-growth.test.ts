import assert from 'node:assert/strict';
import { test } from 'node:test';
import { HEAP_GROWING_PERCENT, heapGrowthFlag } from '../../src/cli/heap-growth.js';

// requirements §10.1.6: `gkn serve` keeps V8's heap growth at a small heap's factor, whatever the
// machine's memory, unless the operator chose one.

test('a serving process gets the growth factor of a small heap', () => {
  assert.equal(heapGrowthFlag([]), `--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  assert.equal(heapGrowthFlag(['--enable-source-maps', '--max-old-space-size=2048']), '--heap-growing-percent=30');
});

test("an operator's own growth factor on node's command line stands, in either spelling", () => {
  assert.equal(heapGrowthFlag(['--heap-growing-percent=50']), null);
  assert.equal(heapGrowthFlag(['--trace-warnings', '--heap_growing_percent=10']), null);
  assert.equal(heapGrowthFlag(['--heap-growing-percent', '20']), null);
});

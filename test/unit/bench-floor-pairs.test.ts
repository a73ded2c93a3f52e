import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatFloorPairs, measureFloorPairs, pairedRatio } from '../../scripts/bench-floor-pairs.js';

test('the pairs alternate which side runs first and keep each figure on its own side', async () => {
  const order: string[] = [];
  // A host that slows down run by run: the floor and the row get their share of the slow end.
  let speed = 1;
  const run = async (url: string) => {
    order.push(url);
    speed *= 0.9;
    return (url === 'row' ? 50 : 100) * speed;
  };
  const pairs = await measureFloorPairs(run, { floor: 'floor', row: 'row' }, 3, 3, 'req/s');
  assert.deepEqual(order, ['floor', 'row', 'row', 'floor', 'floor', 'row']);
  assert.equal(pairs.floor.length, 3);
  assert.equal(pairs.row.length, 3);
  // The ratio of the sums sits near the host-independent 0.5, each side slowed alike.
  assert.ok(Math.abs(pairedRatio(pairs) - 0.5) < 0.03, `ratio ${pairedRatio(pairs)}`);
  assert.match(
    formatFloorPairs(pairs, 'ratio to raw node:http'),
    /3 back-to-back pairs of 3 s runs .*req\/s.*ratio of the sums 0\.\d{3}×/,
  );
});

test('the ratio is the sums of each side, so every pair weighs alike', () => {
  const pairs = { unit: 'req/s', seconds: 3, floor: [100, 300], row: [60, 90] };
  assert.equal(pairedRatio(pairs), 150 / 400);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { coreShare, inPairs, perCpuRatio, perCpuS, perS, type Run } from '../../scripts/bench-measure.js';

// How `npm run bench` judges a row (docs/benchmark.md, "Method"): requests per server CPU-second,
// over its floor's, from pairs whose order alternates.

const run = (requests: number, seconds: number, cpuS: number): Run => ({
  requests,
  seconds,
  cpuS,
  answered: requests,
  wallS: seconds,
  p50: 1,
  p99: 2,
  bad: 0,
});

test('pairs alternate which side runs first, so a slow spell does not always hit the same side', async () => {
  const order: string[] = [];
  const pairs = await inPairs(async (side) => (order.push(side), side), 4);
  assert.deepEqual(order, ['floor', 'row', 'row', 'floor', 'floor', 'row', 'row', 'floor']);
  assert.deepEqual(pairs, { floor: ['floor', 'floor', 'floor', 'floor'], row: ['row', 'row', 'row', 'row'] });
});

test('a row is judged per server CPU-second, not per wall second', () => {
  // The floor held back by the load generator (half its core busy) and a row that kept its core busy:
  // per wall second the row reads 0.8× the floor, per CPU-second 0.4×.
  const floor = [run(10_000, 1, 0.5)];
  const row = [run(8_000, 1, 1)];
  assert.equal(perS(row) / perS(floor), 0.8);
  assert.equal(perCpuRatio(row, floor), 0.4);
  assert.equal(coreShare(floor), 0.5);
});

test('runs count by their totals: a long run weighs more than a short one', () => {
  assert.equal(perCpuS([run(1_000, 1, 0.5), run(9_000, 3, 2.5)]), 10_000 / 3);
  assert.equal(perS([run(1_000, 1, 0.5), run(9_000, 3, 2.5)]), 2_500);
});

test('the cost per request counts the responses the server finished, which wrk stopped counting', () => {
  // wrk counted 900 answers; the server finished 1,000 in the CPU time measured (the last 100 after wrk stopped).
  const runs = [{ ...run(900, 1, 1), answered: 1_000 }];
  assert.equal(perCpuS(runs), 1_000);
  assert.equal(perS(runs), 900);
});

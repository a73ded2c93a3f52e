import assert from 'node:assert/strict';
import { test } from 'node:test';
import { allowedCpus } from '../../scripts/bench-pinning.js';
import { coreSteadiness, measureSteadiness, queueOnSpeedTrace } from '../../scripts/bench-steadiness.js';

// The bench's host steadiness check (docs/benchmark.md "Host steadiness"): the queue a 70% load
// builds on a core's speed trace, and the probe that records such a trace.

test('a steady core, or one never slower than the load needs, builds no queue', () => {
  assert.equal(queueOnSpeedTrace(Array(500).fill(1), 10), 0);
  assert.equal(queueOnSpeedTrace([1, 0.8, 0.71, 0.75, 1], 10), 0);
});

test('a core at half speed for 100 ms falls 100 × 0.2 / 0.7 ms behind a 70% load, and catches up after', () => {
  const trace = [...Array(10).fill(1), ...Array(10).fill(0.5), ...Array(10).fill(1)];
  assert.ok(Math.abs(queueOnSpeedTrace(trace, 10) - (100 * 0.2) / 0.7) < 1e-9);
  // Two such spells far apart: the worst, not the sum.
  const twice = [...trace, ...Array(100).fill(1), ...trace];
  assert.ok(Math.abs(queueOnSpeedTrace(twice, 10) - (100 * 0.2) / 0.7) < 1e-9);
  // Back to back they add up.
  assert.ok(Math.abs(queueOnSpeedTrace(Array(20).fill(0.5), 10) - (200 * 0.2) / 0.7) < 1e-9);
});

test('the figures of a trace: warm-up windows and the cut-short last window left out, speeds over the median', () => {
  const counts = [...Array(50).fill(1), ...Array(100).fill(100), 40, 40, 40, 75, 60, ...Array(100).fill(100), 3];
  const core = coreSteadiness('1', counts, 10);
  assert.equal(core.cpu, '1');
  assert.equal(core.slowShare, 4 / 205);
  assert.equal(core.longestSlowMs, 30, 'three windows at 40% in a row; the one at 75% ends the run');
  assert.equal(core.minSpeed, 0.4);
  // Behind by 3 × 0.3 windows of work after the 40% ones, less 0.05 at 75%, plus 0.1 at 60%.
  assert.ok(Math.abs(core.queueAt70Ms - ((3 * 0.3 - 0.05 + 0.1) * 10) / 0.7) < 1e-9);
});

test('the probe runs pinned to a core and counts every 10 ms window', async () => {
  // The first CPU this process may use (a container's cpuset need not hold CPU 0).
  const cpu = String(allowedCpus(1)[0]);
  const [core] = await measureSteadiness([cpu], 1);
  assert.equal(core!.cpu, cpu);
  assert.ok(core!.minSpeed > 0, 'no window without a finished round');
  assert.ok(core!.slowShare >= 0 && core!.slowShare <= 1);
});

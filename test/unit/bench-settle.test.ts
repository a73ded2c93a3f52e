import assert from 'node:assert/strict';
import { test } from 'node:test';
import { settle } from '../../scripts/bench-settle.js';

// The pause between a closed-loop run and the next phase of `npm run bench` (scripts/bench-settle.ts):
// it lasts until the work the event loop still had queued is done.

/** Blocks the event loop for `ms`, as a render does. */
function busyFor(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

test('settle resolves only once the work queued on the event loop is done', async () => {
  // Like the requests a generator left behind: 30 tasks of 10 ms each, one after another.
  let done = 0;
  const next = () => {
    busyFor(10);
    if (++done < 30) setImmediate(next);
  };
  setImmediate(next);
  await settle();
  assert.equal(done, 30);
});

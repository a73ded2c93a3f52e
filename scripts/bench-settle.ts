import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

// A closed-loop run leaves one request per connection in the server when the generator stops:
// wrk exits, but the server (in this process) still renders what it had already read. Measured
// on the uncached /over-ons rows: the React floor stayed busy for 50-125 ms after a 2 s wrk run
// ended, the product for 200-230 ms; in `npm run bench`, which first reads wrk's report, the
// pause below lasted 50-160 ms, its last 50 ms quiet. Without a pause that work lands in the
// next phase: the measured run's CPU meter counts it against requests it never answered (more
// for the slower row, so it inflated the framework tax), and the paced run at 70% starts behind
// a queue of that length, which its p99 then reports. What is
// waited for is the event loop going quiet, not the process: V8's concurrent collection on its
// worker threads belongs to the load and stays in the measured run.

/** Share of a 50 ms window the event loop may be busy and still count as idle. */
const IDLE_SHARE = 0.1;
const WINDOW_MS = 50;
/** Never wait longer than this (a machine too busy to ever look quiet). */
const MAX_WAIT_MS = 3000;

/** Waits until this process's event loop has been idle for one 50 ms window; resolves with the ms waited. */
export async function settle(): Promise<number> {
  const started = performance.now();
  for (;;) {
    const before = performance.eventLoopUtilization();
    await sleep(WINDOW_MS);
    const busy = performance.eventLoopUtilization(before).utilization;
    const waited = performance.now() - started;
    if (busy < IDLE_SHARE || waited >= MAX_WAIT_MS) return waited;
  }
}

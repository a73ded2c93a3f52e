// The probe of scripts/bench-steadiness.ts, one per core (pinned by its parent): a fixed loop of
// integer additions as fast as it goes for `seconds`, counting the rounds finished in each 10 ms of
// wall time. It uses no memory and makes no system call but the clock, so on a steady core every
// window counts about the same; a window that counts less is time the core ran slower or not at
// all for this process. Prints `{ windowMs, counts }` as one JSON line.
import { performance } from 'node:perf_hooks';

const seconds = Number(process.argv[2] ?? 5);
const WINDOW_MS = 10;
const counts = new Array(Math.ceil((seconds * 1000) / WINDOW_MS)).fill(0);
let sum = 0;
const start = performance.now();
for (;;) {
  for (let i = 0; i < 2000; i++) sum = (sum + i) | 0;
  const window = Math.floor((performance.now() - start) / WINDOW_MS);
  if (window >= counts.length) break;
  counts[window]++;
}
// `sum` printed so that the loop is not optimised away.
console.log(JSON.stringify({ windowMs: WINDOW_MS, counts, sum }));

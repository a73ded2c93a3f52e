// Preloaded into the server of the memory soak (`node --import`, scripts/bench-soak.ts): answers
// the bench's `{ soak: 'memory' }` over the IPC channel with process.memoryUsage() and the time
// the main thread has spent in garbage-collection pauses so far. Nothing else.
import { PerformanceObserver } from 'node:perf_hooks';

let gcMs = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcMs += entry.duration;
}).observe({ entryTypes: ['gc'] });

process.on('message', (message) => {
  if (message?.soak === 'memory') process.send?.({ soak: 'memory', usage: process.memoryUsage(), gcMs });
});

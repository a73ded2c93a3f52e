// Preloaded into the server of the memory soak (`node --import`, scripts/bench-soak.ts): answers
// the bench's `{ soak: 'memory' }` over the IPC channel with process.memoryUsage(). Nothing else.
process.on('message', (message) => {
  if (message?.soak === 'memory') process.send?.({ soak: 'memory', usage: process.memoryUsage() });
});

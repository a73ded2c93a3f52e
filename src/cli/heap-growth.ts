import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the heap grow past what survived a full collection before the next one, in
 * percent, for a process that serves (requirements §10.1.6: RSS ≤ 300 MB under a mixed soak).
 *
 * V8 picks that factor from the heap limit: 1.3 for a limit of 256 MB or less, rising to 4 for
 * 2 GB or more. Node's default limit is a quarter of the machine's (or container's) memory, up
 * to 4 GB, so on any machine with 8 GB or more a heap with 40 MB live may reserve 160 MB before
 * it is collected: a render makes megabytes of short-lived garbage, and under the bench's memory
 * soak the heap alone reserved about 150 MB (docs/benchmark.md, "Memory"). 30 is V8's own factor
 * for a small heap.
 * `--heap-growing-percent` is read at every collection, so unlike `--max-old-space-size` (fixed
 * when the process starts) it can be set here, after start.
 */
export const HEAP_GROWING_PERCENT = 30;

const GROWTH_FLAG = /^--heap[-_]growing[-_]percent(=|$)/;

/**
 * The V8 flag `gkn serve` sets, or null when the operator chose a growth factor already on the
 * command line (`node --heap-growing-percent=50 bin/gkn serve`; Node refuses it in NODE_OPTIONS):
 * theirs stands.
 */
export function heapGrowthFlag(execArgv: readonly string[]): string | null {
  return execArgv.some((arg) => GROWTH_FLAG.test(arg)) ? null : `--heap-growing-percent=${HEAP_GROWING_PERCENT}`;
}

/** Sets the serving process's heap growth (see HEAP_GROWING_PERCENT); true when it did. */
export function limitHeapGrowth(): boolean {
  const flag = heapGrowthFlag(process.execArgv);
  if (flag) setFlagsFromString(flag);
  return flag !== null;
}

import { subscribe } from 'node:diagnostics_channel';
import { settle } from './bench-settle.js';
import { paceWith, saturateWith, type WrkResult, type WrkSpec } from './bench-wrk.js';

// One way of judging (docs/benchmark.md, "Method"): what a request costs the server, as requests
// per server CPU-second. Every server runs in this process, confined to one core, so its CPU time
// (process.cpuUsage) around a wrk run is the server's alone; wrk runs on the other core. A row
// with a budget is measured in back-to-back pairs with its floor, order alternating, so that the
// host's drift over minutes hits both sides alike.

export interface Run extends WrkResult {
  /** CPU seconds this process (the server under load) used during the run. */
  cpuS: number;
  /** Responses the servers of this process finished in the same time, and its wall seconds. */
  answered: number;
  wallS: number;
}

// The servers' own count of finished responses (node:http publishes each one): the requests wrk
// still had in flight when it stopped are answered, and cost CPU, after wrk's own count ends.
let answered = 0;
subscribe('http.server.response.finish', () => answered++);

/** One saturation run of `url`, after the previous run's last requests are done (bench-settle.ts). */
export async function measuredRun(spec: WrkSpec): Promise<Run> {
  await settle();
  const [before, answeredBefore, wall] = [process.cpuUsage(), answered, performance.now()];
  const result = await saturateWith(spec);
  const used = process.cpuUsage(before);
  const wallS = (performance.now() - wall) / 1000;
  return { ...result, cpuS: (used.user + used.system) / 1e6, answered: answered - answeredBefore, wallS };
}

/** One paced run at `rate` req/s; its p99 is counted from each scheduled send. */
export async function pacedRun(spec: WrkSpec, rate: number): Promise<WrkResult> {
  await settle();
  return paceWith(spec, rate);
}

/** `pairs` pairs of runs of the floor and the row, the floor first in even pairs, the row in odd ones. */
export async function inPairs<T>(run: (side: 'floor' | 'row') => Promise<T>, pairs: number) {
  const result = { floor: [] as T[], row: [] as T[] };
  for (let i = 0; i < pairs; i++) {
    const order = i % 2 === 0 ? (['floor', 'row'] as const) : (['row', 'floor'] as const);
    for (const side of order) result[side].push(await run(side));
  }
  return result;
}

const sum = (runs: Run[], key: 'requests' | 'seconds' | 'cpuS' | 'answered' | 'wallS') =>
  runs.reduce((n, r) => n + r[key], 0);

/** Responses per server CPU-second over all the runs. */
export const perCpuS = (runs: Run[]) => sum(runs, 'answered') / sum(runs, 'cpuS');
/** Requests per wall second over all the runs, as wrk counted them. */
export const perS = (runs: Run[]) => sum(runs, 'requests') / sum(runs, 'seconds');
/** The share of its core the server used over the runs (1 = saturated). */
export const coreShare = (runs: Run[]) => sum(runs, 'cpuS') / sum(runs, 'wallS');
/** A row's requests per server CPU-second over its floor's: the budgets' ratio. */
export const perCpuRatio = (row: Run[], floor: Run[]) => perCpuS(row) / perCpuS(floor);

// Messages between scripts/bench-run.ts (the servers) and scripts/bench-load.ts (the load child).

export interface LoadSpec {
  /** autocannon (the fallback when wrk is missing): closed loop, `connections` requests in
   * flight; paced: open loop, requests sent evenly at `rate` per second. */
  mode: 'autocannon' | 'paced';
  url: string;
  headers: Record<string, string>;
  connections: number;
  durationS: number;
  rate?: number;
}

export interface LoadResult {
  rps: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  p99: number;
  /** Socket errors and timeouts. */
  errors: number;
  non2xx: number;
  /** CPU time of the load generator per wall second (cores). */
  clientCpu: number;
  /** Paced mode: p99 of how late a request was sent after its scheduled time (ms). A send goes
   * late when every connection is still waiting on the server (its queue: it fell behind the
   * pace) or when the generator itself fell behind; the note beside it says which. */
  sendLagP99?: number;
  /** Paced wrk: spells of sends more than 10 ms late, and how long the longest lasted (ms). */
  lateSpells?: { count: number; longestMs: number };
  /** Paced wrk: sends whose own timer fired over 10 ms late (the generator stalled), and the latest (ms). */
  lateTimers?: { count: number; latestMs: number };
}

export interface LoadRequest {
  id: number;
  spec: LoadSpec;
}

export type LoadReply = { id: number; result: LoadResult } | { id: number; error: string };

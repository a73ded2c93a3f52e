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
  /** Paced mode: p99 of how late the generator itself sent a request after its scheduled time
   * (ms). That delay is inside every latency it records, so a large one is not the server's. */
  sendLagP99?: number;
}

export interface LoadRequest {
  id: number;
  spec: LoadSpec;
}

export type LoadReply = { id: number; result: LoadResult } | { id: number; error: string };

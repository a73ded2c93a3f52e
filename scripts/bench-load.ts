import { createRequire } from 'node:module';
import { paced } from './bench-paced.js';
import type { LoadRequest, LoadResult, LoadSpec } from './bench-protocol.js';

// The Node load generators, run as a child process of `npm run bench` pinned to the generator's
// core (scripts/bench-run.ts starts it), used only when wrk is missing: autocannon as the
// saturation generator and the paced open-loop run at 70%.
// It answers one IPC message per run: { id, spec } -> { id, result } | { id, error }.

interface AutocannonResult {
  duration: number;
  requests: { total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (opts: Record<string, unknown>) => Promise<AutocannonResult>;
// autocannon is CommonJS without type declarations: load it through require, typed here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

async function run(spec: LoadSpec): Promise<LoadResult> {
  const cpu = process.cpuUsage();
  const wall = performance.now();
  const result = await generate(spec);
  const used = process.cpuUsage(cpu);
  return { ...result, clientCpu: (used.user + used.system) / 1000 / (performance.now() - wall) };
}

async function generate(spec: LoadSpec): Promise<Omit<LoadResult, 'clientCpu'>> {
  if (spec.mode === 'paced') return paced(spec);
  const result = await autocannon({
    url: spec.url,
    headers: spec.headers,
    connections: spec.connections,
    pipelining: 1,
    duration: spec.durationS,
  });
  return {
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

process.on('message', (message: LoadRequest) => {
  run(message.spec).then(
    (result) => process.send!({ id: message.id, result }),
    (err: unknown) =>
      process.send!({ id: message.id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) }),
  );
});
process.on('disconnect', () => process.exit(0));

import { Agent, request } from 'node:http';
import type { LoadResult, LoadSpec } from './bench-protocol.js';

/**
 * Open-loop load: requests start evenly spaced at `rate` per second over at most `connections`
 * keep-alive sockets, and each latency runs from the request's scheduled start, so a server that
 * falls behind is charged for the queue it causes (no coordinated omission).
 *
 * Why not autocannon's `overallRate`: it gives each connection a per-second quota that is spent
 * back to back at the start of every second, so at 70% of saturation all connections still run
 * flat out for 0.7 s and idle for 0.3 s: its p99 is the saturation p99, not a 70% one.
 */
export async function paced(spec: LoadSpec): Promise<Omit<LoadResult, 'clientCpu'>> {
  // The first second opens the sockets and warms this generator up; it is not recorded.
  const warmupMs = 1000;
  const rate = spec.rate ?? 0;
  if (!(rate > 0)) throw new RangeError('paced: rate must be > 0');
  const agent = new Agent({ keepAlive: true, maxSockets: spec.connections });
  const url = new URL(spec.url);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  const sendLags: number[] = [];
  let errors = 0;
  let non2xx = 0;
  let inFlight = 0;
  const start = performance.now();
  const end = start + warmupMs + spec.durationS * 1000;

  const fire = (scheduled: number) => {
    inFlight++;
    const recorded = scheduled >= start + warmupMs;
    const done = (ok: boolean, status = 0) => {
      inFlight--;
      if (!recorded) return;
      if (!ok) errors++;
      else if (status < 200 || status > 299) non2xx++;
      else latencies.push(performance.now() - scheduled);
    };
    const req = request(url, { agent, headers: spec.headers }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => done(true, res.statusCode));
      res.on('error', () => done(false));
    });
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
    req.on('error', () => done(false));
    req.end();
  };

  let next = start;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (next <= now && next < end) {
        if (next >= start + warmupMs) sendLags.push(now - next);
        fire(next);
        next += interval;
      }
      if (next < end) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  const stopAt = performance.now() + 10_000;
  while (inFlight > 0 && performance.now() < stopAt) await new Promise((r) => setTimeout(r, 5));
  const elapsedS = (performance.now() - start - warmupMs) / 1000;
  agent.destroy();

  const at = (values: number[], q: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : NaN;
  };
  return {
    rps: latencies.length / elapsedS,
    p50: at(latencies, 0.5),
    p99: at(latencies, 0.99),
    errors: errors + inFlight,
    non2xx,
    sendLagP99: at(sendLags, 0.99),
  };
}

import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT_DIR } from '../src/config/root-dir.js';
import { pinnedCommand } from './bench-pinning.js';

// How steady the machine's cores are, measured before the rows (docs/benchmark.md "Host
// steadiness"). On a virtual machine the host can slow a core for a while (another guest on the
// same physical core, its own work): the guest sees no steal and no busy process, only everything
// on that core taking longer. A paced run at 70% of saturation then falls behind for as long as the
// core runs below 70% of its speed, and its p99 counts that queue. This puts a figure on it: one
// probe per core (scripts/bench-steadiness-probe.mjs), both at once, on an otherwise idle bench.

/** Below this share of its median speed a 10 ms window counts as slow: a 70% load queues there. */
const SLOW = 0.7;
/** The pace of the p99 runs (requirements §10.2.4): the load the queue below is simulated at. */
const PACED_LOAD = 0.7;
/** The probes' first windows (process start, JIT warm-up) are left out. */
const SKIP_WINDOWS = 50;

export interface CoreSteadiness {
  cpu: string;
  /** Share of 10 ms windows below SLOW of the median speed. */
  slowShare: number;
  /** The longest run of consecutive slow windows (ms). */
  longestSlowMs: number;
  /** The slowest window's speed over the median. */
  minSpeed: number;
  /**
   * How far behind a server at 70% load would have fallen on this core's speed trace (ms of
   * schedule): the wait a paced run's queue would add there with no other cause.
   */
  queueAt70Ms: number;
}

/** How late work paced at `load` of full speed would fall on a trace of per-window speeds. */
export function queueOnSpeedTrace(speeds: number[], windowMs: number, load = PACED_LOAD): number {
  let behind = 0;
  let worst = 0;
  for (const speed of speeds) {
    // Each window brings `load` of a window's work and gets through `speed` of it; the backlog is
    // in ms of the paced schedule.
    behind = Math.max(0, behind + ((load - speed) * windowMs) / load);
    worst = Math.max(worst, behind);
  }
  return worst;
}

/** The figures of one probe's counts per window. */
export function coreSteadiness(cpu: string, counts: number[], windowMs: number): CoreSteadiness {
  const trace = counts.slice(SKIP_WINDOWS, -1); // the last window is cut short by the end
  const sorted = [...trace].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] || 1;
  const speeds = trace.map((c) => c / median);
  let run = 0;
  let longest = 0;
  for (const s of speeds) {
    run = s < SLOW ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return {
    cpu,
    slowShare: speeds.filter((s) => s < SLOW).length / Math.max(1, speeds.length),
    longestSlowMs: longest * windowMs,
    minSpeed: Math.min(...speeds),
    queueAt70Ms: queueOnSpeedTrace(speeds, windowMs),
  };
}

function runProbe(cpu: string | undefined, seconds: number): Promise<{ windowMs: number; counts: number[] }> {
  const script = join(ROOT_DIR, 'scripts', 'bench-steadiness-probe.mjs');
  const [command, args] = pinnedCommand(cpu, process.execPath, [script, String(seconds)]);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      try {
        if (code !== 0) throw new Error(`exited ${code}`);
        resolve(JSON.parse(out) as { windowMs: number; counts: number[] });
      } catch (err) {
        reject(new Error(`steadiness probe on CPU ${cpu ?? 'any'}: ${(err as Error).message}`));
      }
    });
  });
}

/** One probe on each of `cpus` at the same time for `seconds`. */
export async function measureSteadiness(cpus: string[], seconds: number): Promise<CoreSteadiness[]> {
  const traces = await Promise.all(cpus.map((cpu) => runProbe(cpu, seconds)));
  return traces.map((t, i) => coreSteadiness(cpus[i]!, t.counts, t.windowMs));
}

/** The summary's line for the steadiness check. */
export function formatSteadiness(cores: CoreSteadiness[], seconds: number): string {
  const parts = cores.map(
    (c) =>
      `CPU ${c.cpu}: ${(c.slowShare * 100).toFixed(1)}% of 10 ms windows below ${SLOW * 100}% speed ` +
      `(longest ${c.longestSlowMs} ms, slowest ${Math.round(c.minSpeed * 100)}%), a 70% load on it would fall ${c.queueAt70Ms.toFixed(0)} ms behind`,
  );
  return `Host steadiness (${seconds} s of a fixed loop on each core, nothing else running): ${parts.join('; ')}.`;
}

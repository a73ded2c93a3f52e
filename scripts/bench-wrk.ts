import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT_DIR } from '../src/config/root-dir.js';

// wrk, the load generator (docs/benchmark.md, "Method"): one thread on the core the servers do not
// use (`taskset -c`), no Accept-Encoding. Closed loop for saturation (scripts/bench-wrk.lua), or
// paced at a fixed rate for the p99 at 70% (scripts/bench-wrk-paced.lua). Each script's done()
// prints one JSON line.

export interface WrkResult {
  requests: number;
  seconds: number;
  /** Latency percentiles in ms (paced: an upper bound counted from each scheduled send). */
  p50: number;
  p99: number;
  /** Responses with a status above 399, and socket errors and timeouts. */
  bad: number;
}

export interface WrkSpec {
  url: string;
  seconds: number;
  connections: number;
  /** Sent with every request; Host picks the site. */
  headers: Record<string, string>;
  /** taskset CPU list of wrk. */
  cpus: string;
}

const SCRIPT = join(ROOT_DIR, 'scripts', 'bench-wrk.lua');
const PACED_SCRIPT = join(ROOT_DIR, 'scripts', 'bench-wrk-paced.lua');

export const hasCommand = (name: string) =>
  spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;

/** The CPUs this process may run on (`Cpus_allowed_list` of /proc/self/status, e.g. "0-1"). */
export function allowedCpus(): number[] {
  const list = /^Cpus_allowed_list:\s*(.+)$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? '';
  return list.split(',').flatMap((range) => {
    const [from, to = from] = range.split('-').map(Number);
    return Array.from({ length: to! - from! + 1 }, (_, i) => from! + i);
  });
}

/** Pins every thread of a running process to `cpus`; threads it starts later inherit it. */
export function pinProcess(pid: number, cpus: string): void {
  const out = spawnSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`taskset -a -p -c ${cpus} ${pid}: ${(out.stderr || out.stdout).trim()}`);
}

/** Closed loop: `connections` requests always in flight for `seconds`. */
export const saturateWith = (spec: WrkSpec) => runWrk(SCRIPT, spec, []);

/** Open loop: requests sent evenly at `rate` per second, latency from each scheduled send. */
export const paceWith = (spec: WrkSpec, rate: number) => runWrk(PACED_SCRIPT, spec, [String(rate)]);

export async function runWrk(script: string, spec: WrkSpec, scriptArgs: string[]): Promise<WrkResult> {
  // wrk replaces its own Host header only with one spelled `Host`.
  const headers = Object.entries(spec.headers).flatMap(([k, v]) => ['-H', `${k === 'host' ? 'Host' : k}: ${v}`]);
  const args = ['-c', spec.cpus, 'wrk', '-t1', `-c${spec.connections}`, `-d${spec.seconds}s`, '--timeout', '10s'];
  const child = spawn('taskset', [...args, '-s', script, ...headers, spec.url, '--', ...scriptArgs]);
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  const code = await new Promise<number | null>((resolve, reject) => child.on('error', reject).on('close', resolve));
  const line = out.split('\n').find((l) => l.startsWith('{'));
  if (code !== 0 || !line) throw new Error(`wrk exited ${code}: ${out.trim().split('\n').slice(-3).join(' | ')}`);
  const s = JSON.parse(line) as { ok: number; us: number; p50: number; p99: number; bad: number };
  return { requests: s.ok, seconds: s.us / 1e6, p50: s.p50 / 1000, p99: s.p99 / 1000, bad: s.bad };
}

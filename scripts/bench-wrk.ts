import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT_DIR } from '../src/config/root-dir.js';
import { hasCommand, pinnedCommand } from './bench-pinning.js';
import type { LoadResult } from './bench-protocol.js';

// wrk, the load generator of requirements §10.2.2: a C program, one thread, driving the
// saturation runs from its own core, and (with scripts/bench-wrk-paced.lua) the paced p99 at 70%
// of §10.2.4. wrk cannot pace on its own and wrk2 is not in Debian; the paced Node generator
// (scripts/bench-paced.ts) could not keep up with a cached page's 70% (it used its whole core at
// about 4,600 of 7,200 req/s), so it is only the fallback when wrk is missing.

const LUA = join(ROOT_DIR, 'scripts', 'bench-wrk.lua');
const PACED_LUA = join(ROOT_DIR, 'scripts', 'bench-wrk-paced.lua');

/**
 * wrk on the PATH, installed from Debian's apt when missing (as `.ci/run` installs redis-server):
 * as root, or through `sudo -n` (never a password prompt). False when that is not possible.
 */
export function ensureWrk(log: (msg: string) => void): boolean {
  if (hasCommand('wrk')) return true;
  if (!hasCommand('apt-get')) return false;
  log('wrk is missing: installing it from apt …');
  const root = process.getuid?.() === 0;
  if (!root && !hasCommand('sudo')) return false;
  const run = (args: string[]) =>
    spawnSync(root ? args[0]! : 'sudo', root ? args.slice(1) : ['-n', ...args], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'wrk']);
  return hasCommand('wrk');
}

export const CLOCK_TICKS = (() => {
  const out = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
  return Number(out.stdout) > 0 ? Number(out.stdout) : 100;
})();

/**
 * CPU seconds of this process's children that have exited and been waited for (cutime + cstime in
 * /proc/self/stat). A wrk run is the only child that ends during a row, so the difference across
 * one is wrk's own CPU time. NaN without /proc.
 */
export function exitedChildrenCpuS(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name (which may hold spaces): state is field 3, cutime 16, cstime 17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}

export interface WrkSpec {
  url: string;
  headers: Record<string, string>;
  connections: number;
  durationS: number;
  /** taskset CPU list for wrk; unset: not pinned. */
  cpus?: string;
}

interface WrkSummary {
  requests: number;
  durationUs: number;
  connect: number;
  read: number;
  write: number;
  status: number;
  timeout: number;
  p50Us: number;
  p99Us: number;
}

interface PacedWrkSummary extends WrkSummary {
  p995Us: number;
  lagP99Us: number;
  lagP995Us: number;
  lateSpells: number;
  longestSpellMs: number;
  timerLate: number;
  timerLateMaxMs: number;
}

function headerArgs(headers: Record<string, string>): string[] {
  return Object.entries(headers).flatMap(([name, value]) => [
    '-H',
    // wrk replaces its own Host header only with one spelled `Host`: `host: …` would make it send
    // two, which node:http tolerates and Varnish refuses (400).
    `${name.toLowerCase() === 'host' ? 'Host' : name}: ${value}`,
  ]);
}

/**
 * One paced wrk run at `rate` requests per second. Its p99 is an upper bound of the latency
 * counted from each request's scheduled send: wrk's p99.5 (from the actual send) plus the p99.5 of
 * how late the sends were, since at most 0.5% of requests exceed each. A late send is the
 * generator's or the server's queue; the bench prints the lag beside it.
 */
export async function runWrkPaced(spec: WrkSpec & { rate: number }): Promise<LoadResult> {
  const { summary: s, clientCpu } = await runWrkScript<PacedWrkSummary>({
    script: PACED_LUA,
    args: [
      `-c${spec.connections}`,
      `-d${spec.durationS}s`,
      ...headerArgs(spec.headers),
      spec.url,
      '--',
      String(spec.rate),
    ],
    cpus: spec.cpus,
  });
  return {
    rps: (s.requests - s.status) / (s.durationUs / 1e6),
    p50: s.p50Us / 1000,
    p99: (s.p995Us + s.lagP995Us) / 1000,
    errors: s.connect + s.read + s.write + s.timeout,
    non2xx: s.status,
    clientCpu,
    sendLagP99: s.lagP99Us / 1000,
    lateSpells: { count: s.lateSpells, longestMs: s.longestSpellMs },
    lateTimers: { count: s.timerLate, latestMs: s.timerLateMaxMs },
  };
}

/** One closed-loop wrk run: 1 thread, `connections` connections, pipelining 1. */
export async function runWrk(spec: WrkSpec): Promise<LoadResult> {
  const { summary: s, clientCpu } = await runWrkScript<WrkSummary>({
    script: LUA,
    args: [`-c${spec.connections}`, `-d${spec.durationS}s`, ...headerArgs(spec.headers), spec.url],
    cpus: spec.cpus,
  });
  const durationS = s.durationUs / 1e6;
  return {
    rps: (s.requests - s.status) / durationS,
    p50: s.p50Us / 1000,
    p99: s.p99Us / 1000,
    errors: s.connect + s.read + s.write + s.timeout,
    non2xx: s.status,
    clientCpu,
  };
}

/**
 * wrk with a Lua script whose `done()` prints one JSON line: one thread, a 10 s timeout, `args`
 * (connections, duration, headers, the URL, and after `--` the script's own arguments). Returns
 * that line parsed and wrk's CPU time per wall second.
 */
export async function runWrkScript<T>(spec: {
  script: string;
  args: string[];
  cpus?: string;
}): Promise<{ summary: T; clientCpu: number }> {
  const [command, argv] = pinnedCommand(spec.cpus, 'wrk', ['-t1', '--timeout', '10s', '-s', spec.script, ...spec.args]);
  const cpuBefore = exitedChildrenCpuS();
  const wall = performance.now();
  const child = spawn(command, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  const seconds = (performance.now() - wall) / 1000;
  const line = out
    .trim()
    .split('\n')
    .reverse()
    .find((l) => l.startsWith('{'));
  if (code !== 0 || !line)
    throw new Error(`wrk exited ${code}: ${(err || out).trim().split('\n').slice(-3).join(' | ')}`);
  return { summary: JSON.parse(line) as T, clientCpu: (exitedChildrenCpuS() - cpuBefore) / seconds };
}

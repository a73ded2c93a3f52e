import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// Requirements §10.2.2: the server and the load generator each on a core of their own, with
// `taskset`. The bench process (every server it measures, and the threads V8 and libuv run for
// them) goes on one core, the generators on another, and the redis-server the bench started with
// them (bench-run.ts); other processes (the rest of the machine) are left to the scheduler.

export function hasCommand(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

export interface Pinning {
  /** taskset CPU list of the servers (the bench process). */
  server: string;
  /** taskset CPU list of the load generators (wrk, the paced generator, autocannon). */
  generator: string;
}

/** The CPUs this process may run on (`Cpus_allowed_list` in /proc/self/status, e.g. "0-3,6"). */
export function allowedCpus(fallback: number): number[] {
  try {
    const list = /^Cpus_allowed_list:\s*(.+)$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? '';
    const cpus = list.split(',').flatMap((range) => {
      const [from, to = from] = range.trim().split('-').map(Number);
      return Number.isInteger(from) && Number.isInteger(to)
        ? Array.from({ length: to! - from! + 1 }, (_, i) => from! + i)
        : [];
    });
    if (cpus.length) return cpus;
  } catch {
    // no /proc: every CPU the machine reports
  }
  return Array.from({ length: fallback }, (_, i) => i);
}

/** The plan: the last two CPUs this process may use, when there are 2 and taskset exists; else null. */
export function planPinning(cores: number): Pinning | null {
  const cpus = allowedCpus(cores);
  if (cpus.length < 2 || !hasCommand('taskset')) return null;
  return { server: String(cpus.at(-2)), generator: String(cpus.at(-1)) };
}

/** Pins every thread of a running process (`taskset -a -p`); threads it starts later inherit it. */
export function pinProcess(pid: number, cpus: string): void {
  const out = spawnSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`taskset -p -c ${cpus} ${pid}: ${(out.stderr || out.stdout).trim()}`);
}

/** A command line run on `cpus` (`taskset -c`), or as it is without a plan. */
export function pinnedCommand(cpus: string | undefined, command: string, args: string[]): [string, string[]] {
  return cpus ? ['taskset', ['-c', cpus, command, ...args]] : [command, args];
}

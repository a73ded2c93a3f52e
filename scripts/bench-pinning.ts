import { spawnSync } from 'node:child_process';

// Requirements §10.2.2: the server and the load generator each on a core of their own, with
// `taskset`. The bench process (every server it measures, and the threads V8 and libuv run for
// them) goes on one core, the generators on another; other processes (redis-server, the rest of
// the machine) are left to the scheduler.

export function hasCommand(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

export interface Pinning {
  /** taskset CPU list of the servers (the bench process). */
  server: string;
  /** taskset CPU list of the load generators (wrk, the paced generator, autocannon). */
  generator: string;
}

/** The plan: the last two cores, when the machine has at least 2 and taskset exists; else null. */
export function planPinning(cores: number): Pinning | null {
  if (cores < 2 || !hasCommand('taskset')) return null;
  return { server: String(cores - 2), generator: String(cores - 1) };
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

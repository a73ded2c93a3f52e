import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ROOT_DIR } from '../../src/config/root-dir.js';

/** The CLI as users run it: the build when there is one, else the sources. */
export const GKN = join(ROOT_DIR, 'bin', 'gkn');

/** True while a process with this id exists (signal 0 only asks). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Pids of the processes `pid` started that run the same program (node:cluster workers; not, say,
 * the esbuild service tsx starts). Linux only: read from /proc/<pid>/task/<pid>/children.
 */
export function forkedChildrenOf(pid: number): number[] {
  const programOf = (p: number) => {
    try {
      return readFileSync(`/proc/${p}/comm`, 'utf8');
    } catch {
      return null; // gone since the list was read
    }
  };
  const program = programOf(pid);
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .split(' ')
    .filter((p) => p.trim() !== '')
    .map(Number)
    .filter((child) => programOf(child) === program);
}

/** True when nothing listens on the loopback port any more. */
export async function portIsFree(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A `bin/gkn` process under test: its output as it comes, its JSON log lines, its exit. */
export class GknProcess {
  output = '';
  readonly exited: Promise<[number | null, NodeJS.Signals | null]>;
  readonly child: ChildProcess;
  constructor(args: string[], env: Record<string, string | undefined>) {
    this.child = spawn(GKN, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child.stdout!.on('data', (c: Buffer) => (this.output += c.toString()));
    this.child.stderr!.on('data', (c: Buffer) => (this.output += c.toString()));
    this.exited = once(this.child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    running.add(this);
    void this.exited.then(() => running.delete(this));
  }
  /** The JSON log lines (pino), each with the pid of the process that wrote it. */
  lines(): { pid: number; msg: string; [field: string]: unknown }[] {
    return this.output
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { pid: number; msg: string });
  }
  /** Pids of the processes that said they listen (the server, or each cluster worker), in order. */
  listeningPids(): number[] {
    return [
      ...new Set(
        this.lines()
          .filter((l) => l.msg.startsWith('listening on'))
          .map((l) => l.pid),
      ),
    ];
  }
  /** Waits for `ok`, failing at once with the output if the process exits first. */
  async waitFor(what: string, ok: () => boolean, ms = 120_000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!ok()) {
      if (this.child.exitCode !== null)
        throw new Error(`gkn exited (${this.child.exitCode}) while waiting for ${what}:\n${this.output}`);
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${this.output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  kill(signal: NodeJS.Signals): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
  }
}

const running = new Set<GknProcess>();

/** For a test's after(): kills what is still running, workers included. */
export function killGknProcesses(): void {
  for (const p of running) {
    p.kill('SIGKILL');
    for (const pid of p.listeningPids()) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
}

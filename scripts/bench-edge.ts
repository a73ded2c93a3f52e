import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT_DIR } from '../src/config/root-dir.js';
import { freePort } from '../test/support/redis.js';
import { varnishArgs } from '../test/scale/stack-commands.js';
import type { Generators } from './bench-generators.js';
import { hasCommand, pinnedCommand, type Pinning } from './bench-pinning.js';
import type { RowResult } from './bench-report.js';
import { get } from './bench-targets.js';

// The bench's edge row (docs/capacity.md): a Varnish hit, with deploy/varnish/gkn.vcl as
// docker-compose.yml runs it, in front of the product, measured by the same generators as raw
// node:http beside it. varnishd runs on the servers' core; its CPU (not the bench process's) is
// the row's server CPU.

export const EDGE_ROW = 'edge';
const LABEL = 'edge: Varnish hit (deploy/varnish/gkn.vcl), same bytes';

export interface EdgeRowOptions {
  /** The product the edge is in front of (its page cache warm). */
  backendUrl: string;
  host: string;
  path: string;
  pinning: Pinning | null;
  load: Generators;
  measure: (
    load: Generators,
    scenario: { id: string; label: string; base: string; path: string },
  ) => Promise<RowResult>;
  log: (msg: string) => void;
}

/** CPU ticks (user + system) of a process and its children, from /proc (0 when it is gone). */
function ticksOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const own = Number(fields[11]) + Number(fields[12]);
    const children = readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
      readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number),
    );
    return own + children.reduce((sum, child) => sum + ticksOf(child), 0);
  } catch {
    return 0;
  }
}
/** Linux's USER_HZ: /proc/<pid>/stat counts CPU time in 1/100 s. */
const TICKS_PER_S = 100;

async function startVarnish(backendUrl: string, pinning: Pinning | null) {
  const dir = mkdtempSync(join(tmpdir(), 'gkn-bench-edge-'));
  chmodSync(dir, 0o755); // varnishd's compiler and child run as its own user
  const backend = new URL(backendUrl);
  writeFileSync(
    join(dir, 'backend.vcl'),
    `backend lb { .host = "${backend.hostname}"; .port = "${backend.port}"; .probe = lb_ready; }\n`,
  );
  const [port, tlsPort, purgePort] = [await freePort(), await freePort(), await freePort()];
  const args = varnishArgs({
    publicAddress: `127.0.0.1:${port}`,
    tlsAddress: `127.0.0.1:${tlsPort}`,
    purgeAddress: `127.0.0.1:${purgePort}`,
    vcl: join(ROOT_DIR, 'deploy', 'varnish', 'gkn.vcl'),
    vclPath: `${dir}:${join(ROOT_DIR, 'deploy', 'varnish')}`,
    workDir: join(dir, 'varnish'),
  });
  const [command, commandArgs] = pinnedCommand(pinning?.server, 'varnishd', args);
  const child: ChildProcess = spawn(command, commandArgs, {
    env: { PATH: `${process.env.PATH ?? '/usr/bin:/bin'}:/usr/sbin:/sbin`, EDGE_PURGE_SECRET: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, output: () => output, stop };
}

/** An edge answer that is a hit of the page, or what is wrong with it. */
async function edgeHit(base: string, path: string, host: string): Promise<string | null> {
  const res = await get(base, path, host);
  if (res.status !== 200) return `GET ${path} through the edge answered ${res.status}`;
  if (res.headers['x-edge'] !== 'HIT') return `GET ${path} through the edge: X-Edge ${String(res.headers['x-edge'])}`;
  return null;
}

/** Measures the edge row; skipped with the reason when varnishd or its xkey module is missing. */
export async function edgeRow(opts: EdgeRowOptions): Promise<RowResult> {
  if (!hasCommand('varnishd') && !hasCommand('/usr/sbin/varnishd'))
    return {
      id: EDGE_ROW,
      label: LABEL,
      skipped: 'n/a (varnishd not installed: apt-get install varnish varnish-modules)',
      notes: [],
    };
  const edge = await startVarnish(opts.backendUrl, opts.pinning);
  try {
    const deadline = Date.now() + 30_000;
    while ((await get(edge.url, opts.path, opts.host).catch(() => null))?.status !== 200) {
      if (Date.now() > deadline) throw new Error(`varnishd did not serve ${opts.path}:\n${edge.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const before = await edgeHit(edge.url, opts.path, opts.host);
    opts.log('edge: Varnish in front of the cached home');
    const ticks = ticksOf(edge.pid);
    const wall = performance.now();
    const row = await opts.measure(opts.load, { id: EDGE_ROW, label: LABEL, base: edge.url, path: opts.path });
    // measure() counted varnishd as "other" work on the machine: it is this row's server.
    const edgeCpu = (ticksOf(edge.pid) - ticks) / TICKS_PER_S / ((performance.now() - wall) / 1000);
    row.serverCpu = edgeCpu;
    if (row.otherCpu !== undefined) row.otherCpu = Math.max(0, row.otherCpu - edgeCpu);
    row.notes.push(`server CPU is varnishd's (all its threads), over the warm-up and the run`);
    if (before) row.notes.push(`before: ${before}`);
    const after = await edgeHit(edge.url, opts.path, opts.host);
    if (after) row.notes.push(`after: ${after}`);
    return row;
  } finally {
    await edge.stop();
  }
}

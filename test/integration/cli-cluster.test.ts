import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, describe, test } from 'node:test';
import request from 'supertest';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import { forkedChildrenOf, isAlive, portIsFree } from '../support/processes.js';
import { freePort } from '../support/redis.js';
import { waitUntil } from '../support/wait.js';

// `gkn serve --workers 2` as real processes (node:cluster): one demo upstream in the primary for
// all workers, signals forwarded and requests drained, dead workers replaced, no stack traces.

const GKN = join(ROOT_DIR, 'bin', 'gkn');
const baseEnv = {
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'info',
  PAGE_CACHE_TTL_S: '0',
  UPSTREAM_CACHE_TTL_S: '0',
  UPSTREAM_TIMEOUT_MS: '8000',
} as Record<string, string | undefined>;
delete baseEnv.REDIS_URL;

interface LogLine {
  pid: number;
  msg: string;
  demo?: string;
  req?: { url: string };
}

class Cluster {
  output = '';
  readonly exited: Promise<[number | null, NodeJS.Signals | null]>;
  constructor(
    readonly child: ChildProcess,
    readonly port: number,
  ) {
    child.stdout!.on('data', (c: Buffer) => (this.output += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (this.output += c.toString()));
    this.exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  }
  get url() {
    return `http://127.0.0.1:${this.port}`;
  }
  lines(): LogLine[] {
    return this.output
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as LogLine);
  }
  /** Pids of workers that said they listen, in order. */
  workerPids(): number[] {
    return [
      ...new Set(
        this.lines()
          .filter((l) => l.msg.startsWith('listening on'))
          .map((l) => l.pid),
      ),
    ];
  }
  demoUrl(): string | undefined {
    return this.lines().find((l) => l.demo && l.pid === this.child.pid)?.demo;
  }
  async waitFor(what: string, ok: () => boolean, ms = 120_000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!ok()) {
      if (this.child.exitCode !== null)
        throw new Error(`gkn exited (${this.child.exitCode}) while waiting for ${what}:\n${this.output}`);
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${this.output}`);
      await sleep(100);
    }
  }
  kill(signal: NodeJS.Signals) {
    if (this.child.exitCode === null) this.child.kill(signal);
  }
}

const started: Cluster[] = [];
async function startCluster(): Promise<Cluster> {
  const port = await freePort();
  const child = spawn(GKN, ['serve', '--workers', '2', '--port', String(port), '--host', '127.0.0.1'], {
    env: baseEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const cluster = new Cluster(child, port);
  started.push(cluster);
  return cluster;
}
after(async () => {
  for (const c of started) {
    c.kill('SIGKILL');
    for (const pid of c.workerPids()) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
});

const STACK_TRACE = /^\s+at .+\(.+:\d+:\d+\)$|EPIPE/m;
const page = (c: Cluster, path: string) => request(c.url).get(path).set('Host', 'groenkennisnet.localhost');

describe('gkn serve --workers 2', () => {
  test('one demo upstream for all workers, dead workers are replaced, SIGTERM drains in-flight requests', async () => {
    const c = await startCluster();
    await c.waitFor('two workers', () => c.workerPids().length === 2);
    const demo = c.demoUrl();
    assert.ok(demo, 'the primary names its demo upstream');
    const [first, second] = c.workerPids() as [number, number];

    // Every worker talks to the primary's demo: its request log sees the calls of all of them.
    await fetch(`${demo}/__demo/requests`, { method: 'DELETE' });
    for (let i = 0; i < 8; i++) await page(c, `/cluster-probe-${i}`).expect(404);
    const asked = (
      (await (await fetch(`${demo}/__demo/requests?pathIncludes=cluster-probe-`)).json()) as { requests: unknown[] }
    ).requests;
    assert.equal(asked.length, 8, 'all eight page fetches reached the one demo upstream');
    await c.waitFor(
      'the log lines of the probes',
      () => c.lines().filter((l) => l.req?.url.startsWith('/cluster-probe-')).length === 8,
    );
    const servedBy = new Set(
      c
        .lines()
        .filter((l) => l.req?.url.startsWith('/cluster-probe-'))
        .map((l) => l.pid),
    );
    assert.equal(servedBy.size, 2, 'both workers served some of them');

    // kill -9 both original workers, one after the other: new ones take over.
    process.kill(first, 'SIGKILL');
    await c.waitFor('a replacement worker', () => c.workerPids().length === 3);
    process.kill(second, 'SIGKILL');
    await c.waitFor('a second replacement', () => c.workerPids().length === 4);
    const replacements = c.workerPids().slice(2);
    await page(c, '/').expect(200);
    // The worker writes its request log line as the response ends: it may reach us just after.
    await c.waitFor('the log line of /', () => c.lines().some((l) => l.req?.url === '/'));
    const last = c
      .lines()
      .filter((l) => l.req?.url === '/')
      .at(-1)!;
    assert.ok(replacements.includes(last.pid), 'answered by a new worker');

    // A slow page in flight when SIGTERM arrives still gets its 200; then everything exits 0.
    const fault = await fetch(`${demo}/__demo/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ target: 'cms', fault: { kind: 'slow', ms: 2500 }, pathIncludes: '/over-ons' }),
    });
    assert.equal(fault.status, 200);
    await fetch(`${demo}/__demo/requests`, { method: 'DELETE' });
    const slow = page(c, '/over-ons').then((res) => res.status);
    // In flight: a worker has asked the (slow) CMS for the page.
    await waitUntil(
      async () => {
        const seen = (await (await fetch(`${demo}/__demo/requests?pathIncludes=over-ons`)).json()) as {
          requests: unknown[];
        };
        return seen.requests.length > 0;
      },
      20_000,
      'the slow request to reach the CMS',
    );
    c.kill('SIGTERM');
    assert.equal(await slow, 200, 'the in-flight request finished');
    const [code] = await c.exited;
    assert.equal(code, 0, `exit code 0:\n${c.output}`);
    for (const pid of replacements) assert.equal(isAlive(pid), false, `worker ${pid} is gone`);
    assert.ok(await portIsFree(c.port), 'the port is free again');
    assert.ok(!STACK_TRACE.test(c.output), `no stack traces:\n${c.output}`);
  });

  test('SIGTERM while the workers start exits 0 without stack traces', async () => {
    const c = await startCluster();
    // The workers are forked (they boot for a while yet): the primary has to stop them mid-start.
    await c.waitFor('the workers forked', () => forkedChildrenOf(c.child.pid!).length === 2);
    c.kill('SIGTERM');
    const [code] = await c.exited;
    assert.equal(code, 0, c.output);
    assert.ok(!STACK_TRACE.test(c.output), `no stack traces:\n${c.output}`);
    await waitUntil(() => portIsFree(c.port), 5_000, 'the port to be free');
  });
});

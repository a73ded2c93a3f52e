import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { pino } from 'pino';
import { cacheKey, sitePrefix } from '../../src/cache/cache-keys.js';
import type { PurgeEvent } from '../../src/cache/cache-store.js';
import { RedisStore } from '../../src/cache/redis-store.js';
import { freePort } from '../support/redis.js';
import { waitUntil } from '../support/wait.js';

// REDIS_URL as a Sentinel primary and as a Cluster (docs/architecture.md §5.5): the store, its
// pub/sub purges, prefix purges and the raw commands sessions and rate limits use, against real
// redis-server processes (a primary with one sentinel; a three-primary cluster).

const logger = pino({ level: 'silent' });
const dir = mkdtempSync(join(tmpdir(), 'gkn-redis-topologies-'));
const processes: ChildProcess[] = [];
const stores: RedisStore[] = [];

function redisServer(args: string[]): ChildProcess {
  const child = spawn('redis-server', args, { cwd: dir, stdio: 'ignore' });
  processes.push(child);
  return child;
}

const cli = (port: number, ...args: string[]) =>
  spawnSync('redis-cli', ['-p', String(port), ...args], { encoding: 'utf8' }).stdout.trim();

const plain = (port: number) => ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];

async function store(url: string): Promise<RedisStore> {
  const s = new RedisStore({ url, logger });
  stores.push(s);
  await s.subscribed();
  return s;
}

function nextPurge(s: RedisStore): Promise<PurgeEvent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => (off(), reject(new Error('no purge event'))), 3000);
    const off = s.onPurge((event) => {
      clearTimeout(timer);
      off();
      resolve(event);
    });
  });
}

/** What every use of the shared Redis needs: values, TTLs, prefix purges heard by another instance, raw commands. */
async function behavesAsTheSharedCache(url: string) {
  const [a, b] = [await store(url), await store(url)];
  const site = `topo${process.pid}`;
  // Keys of many pages: on a Cluster they land in different slots and on different primaries.
  const keys = Array.from({ length: 40 }, (_, i) => cacheKey(site, 'cms', 'nl', `pagina-${i}`));
  for (const key of keys) await a.set(key, Buffer.from(key), 60);
  for (const key of keys) assert.equal((await b.get(key))?.toString(), key);
  assert.ok(((await b.getWithTtl(keys[0]!))?.ttlMs ?? 0) > 50_000);
  // A session-style write (SET NX EX through the raw command the session store uses).
  assert.equal(await a.redisCommand('SET', `gkn-test:${site}`, '1', 'NX', 'EX', '60'), 'OK');
  assert.equal(await b.redisCommand('SET', `gkn-test:${site}`, '1', 'NX', 'EX', '60'), null);
  const heard = nextPurge(b);
  assert.equal(await a.purgePrefix(sitePrefix(site)), keys.length);
  assert.deepEqual(await heard, { type: 'prefix', prefix: sitePrefix(site), origin: a.origin });
  for (const key of keys) assert.equal(await b.get(key), null);
  assert.equal(await a.ping(), true);
}

after(async () => {
  await Promise.all(stores.map((s) => s.close()));
  for (const p of processes) if (p.exitCode === null) p.kill('SIGKILL');
  await Promise.all(processes.map((p) => (p.exitCode === null && p.signalCode === null ? once(p, 'exit') : null)));
  rmSync(dir, { recursive: true, force: true });
});

describe('a Sentinel-managed primary', () => {
  let url: string;
  before(async () => {
    const [primary, sentinel] = [await freePort(), await freePort()];
    redisServer(plain(primary));
    await waitUntil(() => cli(primary, 'PING') === 'PONG', 10_000, 'the primary');
    const conf = join(dir, 'sentinel.conf');
    writeFileSync(conf, `port ${sentinel}\nbind 127.0.0.1\nsentinel monitor gkn 127.0.0.1 ${primary} 1\n`);
    redisServer([conf, '--sentinel']);
    await waitUntil(
      () => cli(sentinel, 'SENTINEL', 'get-master-addr-by-name', 'gkn').includes(String(primary)),
      10_000,
      'the sentinel to know the primary',
    );
    url = `redis-sentinel://127.0.0.1:${sentinel}/gkn/0`;
  });

  test('is found through the sentinel and serves as the shared cache', () => behavesAsTheSharedCache(url));
});

describe('a Cluster', () => {
  let url: string;
  before(async () => {
    const ports = [await freePort(), await freePort(), await freePort()];
    for (const port of ports)
      redisServer([
        ...plain(port),
        '--cluster-enabled',
        'yes',
        '--cluster-config-file',
        join(dir, `nodes-${port}.conf`),
      ]);
    for (const port of ports) await waitUntil(() => cli(port, 'PING') === 'PONG', 10_000, 'a cluster node');
    const created = spawnSync(
      'redis-cli',
      ['--cluster', 'create', ...ports.map((p) => `127.0.0.1:${p}`), '--cluster-replicas', '0', '--cluster-yes'],
      { encoding: 'utf8' },
    );
    assert.equal(created.status, 0, created.stdout + created.stderr);
    await waitUntil(
      () => ports.every((p) => cli(p, 'CLUSTER', 'INFO').includes('cluster_state:ok')),
      15_000,
      'the cluster to be ok',
    );
    url = `redis-cluster://127.0.0.1:${ports[0]},127.0.0.1:${ports[1]}`;
  });

  test('routes keys to their primaries, purges on every one, and serves as the shared cache', () =>
    behavesAsTheSharedCache(url));
});

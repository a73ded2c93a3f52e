import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT_DIR } from '../src/config/root-dir.js';
import type { RunningServer } from '../src/server/start-server.js';
import { startTestRedis, type TestRedis } from '../test/support/redis.js';
import { saveProfile, startProfile, topFrames } from './bench-profile.js';
import type { LoadReply, LoadResult, LoadSpec } from './bench-protocol.js';
import {
  checkBudget,
  cpuRatio,
  firstLoadJs,
  formatBudgets,
  formatTable,
  ratio,
  type Budget,
  type RowResult,
} from './bench-report.js';
import { startCpuMeter } from './bench-cpu.js';
import { clearPageKeys, pickContentPath, probe, searchPageToMeasure } from './bench-probes.js';
import { get, startBareExpress, startGkn, startRawHttp, type Target } from './bench-targets.js';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    site: { type: 'string', default: 'groenkennisnet' },
    'content-path': { type: 'string', default: '/over-ons' },
    'search-term': { type: 'string', default: 'water' },
    profile: { type: 'string' },
    only: { type: 'string' },
    // Server logs at `error` on stderr (to see why a page answers 500); silent otherwise.
    debug: { type: 'boolean', default: false },
  },
});
const DURATION_S = Number(args.duration);
const WARMUP_S = Number(args.warmup);
const CONNECTIONS = Number(args.connections);
const HOST = `${args.site}.localhost`;
const CORES = availableParallelism();
/** Cores used by other processes during a run beyond which the figures are called unreliable. */
const BUSY_CORES = 0.2;
const LOG_ENV: Record<string, string> = args.debug ? { LOG_LEVEL: 'error' } : {};
/** `--only cached,uncached`: just those rows (and the raw floor, which every ratio needs). */
const ONLY = args.only ? new Set(['raw', ...args.only.split(',')]) : null;
const started = performance.now();
const log = (msg: string) =>
  console.error(`[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(3)}s] ${msg}`);

/** The load generator in a child process, so its work runs on the other core. */
function startLoadChild() {
  const child = fork(join(ROOT_DIR, 'scripts', 'bench-load.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, { resolve: (r: LoadResult) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  child.on('message', (reply: LoadReply) => {
    const waiter = pending.get(reply.id);
    pending.delete(reply.id);
    if ('error' in reply) waiter?.reject(new Error(`load child: ${reply.error}`));
    else waiter?.resolve(reply.result);
  });
  child.on('exit', (code) => {
    for (const w of pending.values()) w.reject(new Error(`load child exited (${code})`));
    pending.clear();
  });
  return {
    run: (spec: Omit<LoadSpec, 'headers' | 'connections'>) =>
      new Promise<LoadResult>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        child.send({ id, spec: { headers: { host: HOST }, connections: CONNECTIONS, ...spec } });
      }),
    close: () => void child.disconnect(),
  };
}

interface Scenario {
  id: string;
  label: string;
  base: string;
  path: string;
  /** x-cache the row must answer with, checked before and after the load. */
  xCache?: 'HIT' | 'MISS';
  at70?: boolean;
}

async function measure(load: ReturnType<typeof startLoadChild>, s: Scenario): Promise<RowResult> {
  const row: RowResult = { id: s.id, label: s.label, notes: [] };
  if (ONLY && !ONLY.has(s.id)) return { ...row, skipped: 'not run (--only)' };
  const url = s.base + s.path;
  await get(s.base, s.path, HOST); // fills the page cache, or the upstream JSON cache of a render
  const before = await probe(s.base, s.path, HOST, s.xCache);
  row.bodyBytes = before.bytes;
  if (before.problem) row.notes.push(`before: ${before.problem}`);
  log(`${s.label}: warm-up ${WARMUP_S} s, then ${DURATION_S} s`);
  await load.run({ mode: 'autocannon', url, durationS: WARMUP_S });
  const stopProfile = args.profile?.split(',').includes(s.id) ? await startProfile() : null;
  const meter = startCpuMeter(CORES);
  row.max = await load.run({ mode: 'autocannon', url, durationS: DURATION_S });
  const shares = meter(row.max.clientCpu);
  row.serverCpu = shares.server;
  row.otherCpu = shares.other;
  if (stopProfile) {
    const profile = await stopProfile();
    const file = join(ROOT_DIR, 'dist', `bench-${s.id}.cpuprofile`);
    saveProfile(profile, file);
    console.log(`\nCPU profile of the server process during "${s.label}" (${file}), top self time:`);
    console.log(topFrames(profile, ROOT_DIR).join('\n'));
  }
  if (s.at70) {
    const rate = Math.max(1, Math.round(0.7 * row.max.rps));
    log(`${s.label}: ${DURATION_S} s at ${rate} req/s (70%), autocannon overallRate, then paced`);
    row.at70Autocannon = await load.run({ mode: 'autocannon', url, durationS: DURATION_S, rate });
    const pacedMeter = startCpuMeter(CORES);
    const loopDelay = monitorEventLoopDelay({ resolution: 1 });
    loopDelay.enable();
    row.at70Paced = await load.run({ mode: 'paced', url, durationS: DURATION_S, rate });
    loopDelay.disable();
    const paced = pacedMeter(row.at70Paced.clientCpu);
    row.otherCpu = Math.max(row.otherCpu, paced.other);
    const lag = row.at70Paced.sendLagP99 ?? 0;
    // Where a tail comes from: the generator sending late is in every latency it records; the
    // server's event loop delay is its own queue (a long render, a GC pause).
    row.notes.push(
      `paced run: load generator ${Math.round(row.at70Paced.clientCpu * 100)}% of a core, sending up to ${lag.toFixed(1)} ms late (p99); ` +
        `server ${Math.round(paced.server * 100)}%, event loop delay p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms, max ${(loopDelay.max / 1e6).toFixed(1)} ms`,
    );
    if (row.at70Paced.rps < 0.95 * rate) {
      const why =
        paced.server >= 0.8
          ? 'the server fell behind and queued'
          : "the server was not saturated, so the load generator or other work on the machine lost the pace: that p99 is not the server's";
      row.notes.push(
        `paced run reached ${Math.round(row.at70Paced.rps)} of ${rate} req/s at server CPU ${Math.round(paced.server * 100)}%: ${why}`,
      );
    }
  }
  const after = await probe(s.base, s.path, HOST, s.xCache);
  if (after.problem) row.notes.push(`after: ${after.problem}`);
  for (const r of [row.max, row.at70Autocannon, row.at70Paced]) {
    if (r && (r.errors || r.non2xx)) row.notes.push(`${r.errors} errors, ${r.non2xx} non-2xx under load`);
  }
  return row;
}

/** Which React builds ran (a CommonJS module in require.cache that was executed, not just
 * pre-parsed by the ESM loader, which also lists the branch React did not take). */
function reactBuilds(): string {
  const cache = createRequire(import.meta.url).cache;
  const builds = Object.entries(cache)
    .filter(([file, mod]) => mod?.loaded && /[\\/]react(-dom)?[\\/]cjs[\\/]/.test(file))
    .map(([file]) => file.replace(/.*node_modules[\\/]/, ''));
  const dev = builds.filter((b) => b.includes('development'));
  return dev.length
    ? `DEVELOPMENT build (${dev.join(', ')})`
    : `production build (${builds.join(', ') || 'none loaded yet'})`;
}

const load = startLoadChild();
const servers: Array<Target | RunningServer> = [];
let redis: TestRedis | null = null;
try {
  log('starting the product (demo upstream, memory store) …');
  const mem = await startGkn({ env: { PAGE_CACHE_TTL_S: '600', ...LOG_ENV } });
  servers.push(mem);
  const upstreams = mem.upstreams;
  const first = await get(mem.url, '/', HOST);
  const home = await get(mem.url, '/', HOST);
  if (home.status !== 200 || home.headers['x-cache'] !== 'HIT')
    throw new Error(
      `home page: ${home.status} x-cache=${String(home.headers['x-cache'])} (first ${first.status}); --debug shows the server's errors`,
    );
  const contentType = String(home.headers['content-type']);
  const raw = await startRawHttp(home.body, contentType);
  const bare = await startBareExpress(home.body.toString('utf8'), contentType);
  const uncached = await startGkn({ env: { PAGE_CACHE_TTL_S: '0', ...LOG_ENV }, upstreams });
  servers.push(raw, bare, uncached);

  let layered: RunningServer | null = null;
  let redisOnly: RunningServer | null = null;
  let noRedis = '';
  try {
    redis = await startTestRedis();
    const env = { REDIS_URL: redis.url, PAGE_CACHE_TTL_S: '600', ...LOG_ENV };
    layered = await startGkn({ env, upstreams });
    // A 1-byte budget makes the in-process LRU refuse every entry (ByteLru.set: "false when it
    // alone exceeds the budget"), so every read goes to Redis: the LayeredStore's own miss path.
    redisOnly = await startGkn({ env, upstreams, override: { memoryCacheBytes: 1 } });
    servers.push(layered, redisOnly);
  } catch (err) {
    noRedis = `n/a (no Redis: ${err instanceof Error ? err.message.split('\n')[0] : String(err)})`;
  }
  const contentPath = await pickContentPath(uncached.url, HOST, args['content-path']!, home.body.toString('utf8'));
  // The search row is part of the table (requirements §10.1–§10.2): no 200 with results stops the run.
  const searchPath = await searchPageToMeasure(uncached.url, HOST, args['search-term']!);
  log(`React: ${reactBuilds()}`);

  const rows: RowResult[] = [];
  rows.push(await measure(load, { id: 'raw', label: 'raw node:http, same bytes', base: raw.url, path: '/' }));
  rows.push(await measure(load, { id: 'express', label: 'bare Express res.send(string)', base: bare.url, path: '/' }));
  rows.push(
    await measure(load, {
      id: 'cached',
      label: 'cached home, in-process hit (memory store)',
      base: mem.url,
      path: '/',
      xCache: 'HIT',
      at70: true,
    }),
  );
  if (layered && redisOnly && redis) {
    rows.push(
      await measure(load, {
        id: 'layered',
        label: 'cached home, Redis + in-process LRU',
        base: layered.url,
        path: '/',
        xCache: 'HIT',
      }),
    );
    // Prove the bypass: after a HIT, empty Redis; the next read must MISS (an LRU copy would HIT).
    await get(redisOnly.url, '/', HOST);
    const hit = await probe(redisOnly.url, '/', HOST, 'HIT');
    await clearPageKeys(redis.url, args.site!);
    const miss = await probe(redisOnly.url, '/', HOST, 'MISS');
    const bypass = { problem: hit.problem ?? miss.problem };
    const row = await measure(load, {
      id: 'redis',
      label: 'cached home, Redis-only hit (LRU bypassed)',
      base: redisOnly.url,
      path: '/',
      xCache: 'HIT',
    });
    if (bypass.problem) row.notes.push(`LRU bypass check: ${bypass.problem}`);
    rows.push(row);
  } else {
    rows.push({ id: 'layered', label: 'cached home, Redis + in-process LRU', skipped: noRedis, notes: [] });
    rows.push({ id: 'redis', label: 'cached home, Redis-only hit (LRU bypassed)', skipped: noRedis, notes: [] });
  }
  rows.push(
    await measure(load, {
      id: 'uncached',
      label: `uncached render ${contentPath}`,
      base: uncached.url,
      path: contentPath,
      xCache: 'MISS',
      at70: true,
    }),
  );
  rows.push(
    await measure(load, {
      id: 'search',
      label: `search page ${searchPath}, uncached`,
      base: uncached.url,
      path: searchPath,
      xCache: 'MISS',
    }),
  );

  // The floor again: other work on the machine during the run shows up as a different figure.
  const rawAgain = await measure(load, {
    id: 'raw-again',
    label: 'raw node:http again (noise check)',
    base: raw.url,
    path: '/',
  });
  const drift = rawAgain.max && rows[0]?.max ? rawAgain.max.rps / rows[0].max.rps - 1 : NaN;
  if (Math.abs(drift) > 0.1)
    rawAgain.notes.push(
      `the floor moved ${(drift * 100).toFixed(0)}% during the run: the machine was busy, ratios are unreliable`,
    );
  rows.push(rawAgain);
  const busiest = Math.max(0, ...rows.map((r) => r.otherCpu ?? 0));
  const busy: string[] = [];
  if (Math.abs(drift) > 0.1) busy.push(`the floor moved ${(drift * 100).toFixed(0)}%`);
  if (busiest > BUSY_CORES)
    busy.push(`other processes used up to ${Math.round(busiest * 100)}% of a core during a row`);
  const floorCpu = rows[0]?.serverCpu ?? 1;
  if (floorCpu < 0.9) {
    rows[0]!.notes.push(
      `the server used ${Math.round(floorCpu * 100)}% of a core at the floor, the load generator ${Math.round((rows[0]!.max?.clientCpu ?? NaN) * 100)}%: ` +
        `it, not node:http, was the limit, so the req/s ratios flatter the product (see "× raw per CPU-s")`,
    );
  }

  const js = firstLoadJs(join(ROOT_DIR, 'dist'));
  const p99 = (id: string, which: 'at70Paced' | 'at70Autocannon') => rows.find((r) => r.id === id)?.[which]?.p99 ?? NaN;
  const budgets: Budget[] = [
    { name: 'cached (in-process hit) / raw', value: ratio(rows, 'cached'), limit: 0.5, kind: 'min', unit: '×' },
    { name: 'Redis-only hit / raw', value: ratio(rows, 'redis'), limit: 0.3, kind: 'min', unit: '×' },
    { name: 'uncached render / raw', value: ratio(rows, 'uncached'), limit: 0.1, kind: 'min', unit: '×' },
    {
      name: 'p99 at 70% of saturation, cached (paced)',
      value: p99('cached', 'at70Paced'),
      limit: 50,
      kind: 'max',
      unit: 'ms',
    },
    {
      name: 'p99 at 70% of saturation, uncached (paced)',
      value: p99('uncached', 'at70Paced'),
      limit: 100,
      kind: 'max',
      unit: 'ms',
    },
    {
      name: 'first-load JS, gzip -9 (entry + preload)',
      value: js?.totalKb ?? NaN,
      limit: 115,
      kind: 'max',
      unit: 'KB',
    },
  ];
  const info: Budget[] = [
    {
      name: 'cached (in-process hit) / raw, per CPU-s',
      value: cpuRatio(rows, 'cached'),
      limit: 0.5,
      kind: 'min',
      unit: '×',
    },
    { name: 'Redis-only hit / raw, per CPU-s', value: cpuRatio(rows, 'redis'), limit: 0.3, kind: 'min', unit: '×' },
    { name: 'uncached render / raw, per CPU-s', value: cpuRatio(rows, 'uncached'), limit: 0.1, kind: 'min', unit: '×' },
    {
      name: 'p99 at 70%, cached (autocannon overallRate)',
      value: p99('cached', 'at70Autocannon'),
      limit: 50,
      kind: 'max',
      unit: 'ms',
    },
    {
      name: 'p99 at 70%, uncached (autocannon overallRate)',
      value: p99('uncached', 'at70Autocannon'),
      limit: 100,
      kind: 'max',
      unit: 'ms',
    },
  ];

  console.log(
    `\ngkn-web benchmark: loopback, ${CONNECTIONS} connections, pipelining 1, ${DURATION_S} s per row after ${WARMUP_S} s warm-up;`,
  );
  console.log(
    `load generator: autocannon in a child process; servers in this process; NODE_ENV=production, React ${reactBuilds().split(' (')[0]}.`,
  );
  console.log(`Host: ${HOST}; home page ${home.body.length} bytes (${contentType}), no Accept-Encoding.\n`);
  console.log(formatTable(rows));
  const notes = rows.flatMap((r) => r.notes.map((n) => `  ${r.id}: ${n}`));
  if (notes.length) console.log(`\nNotes:\n${notes.join('\n')}`);
  console.log('\nBudgets (requirements §10.1–§10.2):');
  console.log(formatBudgets(budgets));
  console.log(
    '  informational (per server CPU-second; autocannon overallRate, whose per-second quotas are bursty: see docs/benchmark.md):',
  );
  console.log(formatBudgets(info));
  if (js) {
    const [entry, ...chunks] = js.files;
    const big = chunks.filter((f) => f.gzip >= 2048).map((f) => `${f.url} ${(f.gzip / 1024).toFixed(1)} KB`);
    console.log(
      `  first-load files: ${entry!.url} ${(entry!.gzip / 1024).toFixed(1)} KB + ${chunks.length} modulepreload chunks ${(chunks.reduce((n, f) => n + f.gzip, 0) / 1024).toFixed(1)} KB${big.length ? ` (over 2 KB: ${big.join(', ')})` : ''}`,
    );
  }
  const failed = budgets.filter((b) => checkBudget(b) === 'FAIL').map((b) => b.name);
  const unmeasured = budgets.filter((b) => checkBudget(b) === 'n/a').map((b) => b.name);
  const passed = budgets.length - failed.length - unmeasured.length;
  console.log(
    `\nSUMMARY: ${failed.length ? 'BUDGET FAIL' : 'ALL MEASURED BUDGETS PASS'}: ${passed}/${budgets.length} pass` +
      (failed.length ? `; FAIL: ${failed.join('; ')}` : '') +
      (unmeasured.length ? `; not measured: ${unmeasured.join('; ')}` : '') +
      (floorCpu < 0.9
        ? `; FLOOR NOT SATURATED (server ${Math.round(floorCpu * 100)}% CPU), req/s ratios overstate; per server CPU-s: ` +
          info
            .slice(0, 3)
            .map(
              (b) =>
                `${b.name.split(' / ')[0]!.replace(/ \(.*\)/, '')} ${Number.isFinite(b.value) ? b.value.toFixed(3) : '–'}× ${checkBudget(b)}`,
            )
            .join(', ')
        : '') +
      (busy.length ? `; MACHINE BUSY (${busy.join(', ')}): figures unreliable` : '') +
      ` (${((performance.now() - started) / 1000).toFixed(0)} s)`,
  );
} finally {
  load.close();
  for (const s of servers.reverse()) await s.close().catch(() => undefined);
  await redis?.stop().catch(() => undefined);
}

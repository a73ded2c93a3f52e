import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT_DIR } from '../src/config/root-dir.js';
import type { RunningServer } from '../src/server/start-server.js';
import { startTestRedis, type TestRedis } from '../test/support/redis.js';
import { saveProfile, startProfile, topFrames } from './bench-profile.js';
import type { RowResult } from './bench-report.js';
import type { LoadResult } from './bench-protocol.js';
import { formatFloorPairs, measureFloorPairs } from './bench-floor-pairs.js';
import { startCpuMeter } from './bench-cpu.js';
import { startGenerators, type Generators } from './bench-generators.js';
import { planPinning, pinProcess } from './bench-pinning.js';
import { startDemoProcess, type DemoProcess } from './bench-demo.js';
import { clearPageKeys, pickContentPath, probe, searchPageToMeasure } from './bench-probes.js';
import { startReactFloor } from './bench-react-floor.js';
import { settle } from './bench-settle.js';
import { printSummary } from './bench-summary.js';
import { measureSteadiness, type CoreSteadiness } from './bench-steadiness.js';
import { get, gknConfig, startBareExpress, startGkn, startRawHttp, type Target } from './bench-targets.js';
import { ensureWrk } from './bench-wrk.js';
import { LOGGED_IN_ROW, loggedInRow } from './bench-logged-in.js';
import { EDGE_ROW, edgeRow } from './bench-edge.js';
import { aiRows } from './bench-ai.js';
import { runSoak, SOAK_ROW, type SoakResult } from './bench-soak.js';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '2' },
    'render-warmup': { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    site: { type: 'string', default: 'groenkennisnet' },
    'content-path': { type: 'string', default: '/over-ons' },
    'search-term': { type: 'string', default: 'water' },
    'soak-duration': { type: 'string', default: '25' },
    profile: { type: 'string' },
    only: { type: 'string' },
    // Server logs at `error` on stderr (to see why a page answers 500); silent otherwise.
    debug: { type: 'boolean', default: false },
  },
});
const DURATION_S = Number(args.duration);
const WARMUP_S = Number(args.warmup);
/**
 * The warm-up of the rows that render (the React floors, the uncached pages, the search page):
 * V8 goes on optimizing a page's code for a few thousand requests, on threads whose CPU time the
 * rows count, and the product has about twice the floor's code to compile. A server that has run
 * for a minute no longer pays that; these rows measure it after (docs/benchmark.md, "A leaner render").
 */
const RENDER_WARMUP_S = Math.max(WARMUP_S, Number(args['render-warmup']));
const CONNECTIONS = Number(args.connections);
const HOST = `${args.site}.localhost`;
/** The machine's cores: what /proc/stat's shares are of, and what the pinning plan splits. */
const CORES = cpus().length;
/** Cores used by other processes during a run beyond which the figures are called unreliable. */
const BUSY_CORES = 0.2;
/** Paced runs per row at 70%: the row's p99 is their median. */
const PACED_RUNS = 3;
/**
 * Back-to-back pairs of a row and its floor for each budget ratio (the React floor beside an
 * uncached render, raw node:http beside a cached hit), and seconds per run (bench-floor-pairs.ts).
 */
const FLOOR_PAIRS = 3;
const FLOOR_PAIR_S = 3;
/** Seconds of the host steadiness check before the rows. */
const STEADINESS_S = 5;
const LOG_ENV: Record<string, string> = args.debug ? { LOG_LEVEL: 'error' } : {};
/** `--only cached,uncached`: just those rows (and the raw floor, which every ratio needs). */
const ONLY = args.only ? new Set(['raw', ...args.only.split(',')]) : null;
const started = performance.now();
const log = (msg: string) =>
  console.error(`[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(3)}s] ${msg}`);

interface Scenario {
  id: string;
  label: string;
  base: string;
  path: string;
  /** x-cache the row must answer with, checked before and after the load. */
  xCache?: 'HIT' | 'MISS';
  at70?: boolean;
  /** A row that renders: warmed up for RENDER_WARMUP_S. */
  renders?: boolean;
}

interface PacedRun {
  result: LoadResult;
  serverCpu: number;
  otherCpu: number;
  /** Where the run's tail came from: the generator's lateness, the server's load and event loop. */
  note: string;
}

/** One paced run at `rate` (70% of the row's saturation), from an empty queue. */
async function pacedRun(load: Generators, url: string, rate: number, label: string): Promise<PacedRun> {
  await settle(); // the paced run starts with an empty queue, not behind the previous run's
  log(`${label}: ${DURATION_S} s paced at ${rate} req/s (70%)`);
  const meter = startCpuMeter(CORES, SERVICE_PIDS);
  const loopDelay = monitorEventLoopDelay({ resolution: 1 });
  loopDelay.enable();
  const result = await load.paced(url, DURATION_S, rate);
  loopDelay.disable();
  const shares = meter(result.clientCpu);
  const lag = result.sendLagP99 ?? 0;
  const spells = result.lateSpells;
  const stalls = result.lateTimers;
  // Where a tail comes from. Sends go late in spells while every connection waits on the server
  // (it fell behind the pace: its queue, counted in the p99) or while the generator itself fell
  // behind (its CPU): a send a connection was free for ahead of time that still went out late is
  // the generator's own stall. The event loop delay tells one long task (a long render, a GC
  // pause) from a server that kept turning but got through less: a core the host slowed (the
  // steadiness line).
  const note =
    `load generator ${Math.round(result.clientCpu * 100)}% of a core, sending up to ${lag.toFixed(1)} ms late (p99)` +
    `${spells ? ` in ${spells.count} spell${spells.count === 1 ? '' : 's'} of sends over 10 ms late (longest ${spells.longestMs} ms)` : ''}` +
    `${stalls ? `; generator stalls (a send whose own timer fired over 10 ms late): ${stalls.count ? `${stalls.count} sends, up to ${stalls.latestMs} ms` : 'none'}` : ''}; ` +
    `server ${Math.round(shares.server * 100)}%, event loop delay p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms, max ${(loopDelay.max / 1e6).toFixed(1)} ms`;
  return { result, serverCpu: shares.server, otherCpu: shares.other, note };
}

async function measure(load: Generators, s: Scenario): Promise<RowResult> {
  const row: RowResult = { id: s.id, label: s.label, notes: [] };
  if (ONLY && !ONLY.has(s.id)) return { ...row, skipped: 'not run (--only)' };
  const url = s.base + s.path;
  await get(s.base, s.path, HOST); // fills the page cache, or the upstream JSON cache of a render
  const before = await probe(s.base, s.path, HOST, s.xCache);
  row.bodyBytes = before.bytes;
  if (before.problem) row.notes.push(`before: ${before.problem}`);
  const warmupS = s.renders ? RENDER_WARMUP_S : WARMUP_S;
  log(`${s.label}: warm-up ${warmupS} s, then ${DURATION_S} s`);
  await load.saturate(url, warmupS);
  await settle(); // the warm-up's last requests are not the measured run's (scripts/bench-settle.ts)
  const stopProfile = args.profile?.split(',').includes(s.id) ? await startProfile() : null;
  const meter = startCpuMeter(CORES, SERVICE_PIDS);
  row.max = await load.saturate(url, DURATION_S);
  const shares = meter(row.max.clientCpu);
  row.serverCpu = shares.server;
  row.otherCpu = shares.other;
  if (shares.services >= 0.05)
    row.notes.push(
      `Redis and the demo upstream used ${Math.round(shares.services * 100)}% of a core (the setup's own work)`,
    );
  if (stopProfile) {
    const profile = await stopProfile();
    const file = join(ROOT_DIR, 'dist', `bench-${s.id}.cpuprofile`);
    saveProfile(profile, file);
    console.log(`\nCPU profile of the server process during "${s.label}" (${file}), top self time:`);
    console.log(topFrames(profile, ROOT_DIR).join('\n'));
  }
  if (s.at70) {
    const rate = Math.max(1, Math.round(0.7 * row.max.rps));
    // The median of PACED_RUNS runs: one spell of a slow host or generator decides a single run's
    // p99 (a 116 ms spell of late sends made one cached p99 57 ms, beside 4-22 ms in the runs
    // before and after it; docs/benchmark.md, "Latest figures").
    const runs: PacedRun[] = [];
    for (let i = 1; i <= PACED_RUNS; i++) runs.push(await pacedRun(load, url, rate, `${s.label} (${i}/${PACED_RUNS})`));
    const median = [...runs].sort((a, b) => a.result.p99 - b.result.p99)[Math.floor(runs.length / 2)]!;
    row.at70Paced = median.result;
    row.otherCpu = Math.max(row.otherCpu, ...runs.map((r) => r.otherCpu));
    row.notes.push(
      `p99 at 70%: the median of ${PACED_RUNS} paced runs (${runs.map((r) => r.result.p99.toFixed(1)).join(', ')} ms)`,
      ...runs.map((r, i) => `paced run ${i + 1}: ${r.note}`),
    );
    if (median.result.rps < 0.95 * rate) {
      const why =
        median.serverCpu >= 0.8
          ? 'the server fell behind and queued'
          : "the server was not saturated, so the load generator or other work on the machine lost the pace: that p99 is not the server's";
      row.notes.push(
        `paced run reached ${Math.round(median.result.rps)} of ${rate} req/s at server CPU ${Math.round(median.serverCpu * 100)}%: ${why}`,
      );
    }
  }
  const after = await probe(s.base, s.path, HOST, s.xCache);
  if (after.problem) row.notes.push(`after: ${after.problem}`);
  for (const r of [row.max, row.at70Paced]) {
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

/** The bench's own services (Redis, the demo upstream): their CPU is the setup's, not other work. */
const SERVICE_PIDS: number[] = [];

// Redis first: a child started after the pinning below would share the servers' core.
let redis: TestRedis | null = null;
let noRedis = '';
try {
  redis = await startTestRedis();
} catch (err) {
  noRedis = `n/a (no Redis: ${err instanceof Error ? err.message.split('\n')[0] : String(err)})`;
}
const pinning = planPinning(CORES);
if (pinning) pinProcess(process.pid, pinning.server);
// Redis is a service of its own (another machine in production): the redis-server the bench
// started goes on the generators' core, never the servers', so a Redis row's server CPU and
// throughput are the server's, not shared with Redis's own work (docs/benchmark.md "Pinning").
if (pinning && redis?.pid) pinProcess(redis.pid, pinning.generator);
if (redis?.pid) SERVICE_PIDS.push(redis.pid);
const wrk = ensureWrk(log);
if (!wrk)
  console.error(
    '\n*** wrk is not installed and could not be installed from apt: falling back to autocannon, a Node load generator.\n' +
      '*** It cannot saturate raw node:http: these figures are NOT COMPARABLE with wrk runs or with the budgets. ***\n',
  );
const load = startGenerators({ host: HOST, connections: CONNECTIONS, pinning, wrk });
const servers: Array<Target | RunningServer | DemoProcess> = [];
try {
  log('starting the demo upstream (a process of its own) and the product (memory store) …');
  const demo = await startDemoProcess();
  servers.push(demo);
  SERVICE_PIDS.push(demo.pid);
  // Another service, like Redis: on the generators' core (it is idle in the rows that hit a cache).
  if (pinning) pinProcess(demo.pid, pinning.generator);
  const { upstreams } = demo;
  const mem = await startGkn({ env: { PAGE_CACHE_TTL_S: '600', ...LOG_ENV }, upstreams });
  servers.push(mem);
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
  if (redis) {
    const env = { REDIS_URL: redis.url, PAGE_CACHE_TTL_S: '600', ...LOG_ENV };
    layered = await startGkn({ env, upstreams });
    // A 1-byte budget makes the in-process LRU refuse every entry (ByteLru.set: "false when it
    // alone exceeds the budget"), so every read goes to Redis: the LayeredStore's own miss path.
    redisOnly = await startGkn({ env, upstreams, override: { memoryCacheBytes: 1 } });
    servers.push(layered, redisOnly);
  }
  const contentPath = await pickContentPath(uncached.url, HOST, args['content-path']!, home.body.toString('utf8'));
  // The search row is part of the table (requirements §10.1–§10.2): no 200 with results stops the run.
  const searchPath = await searchPageToMeasure(uncached.url, HOST, args['search-term']!);
  // The React floors of the home page and the content page (requirements §10.1.3).
  const reactHome = await startReactFloor(upstreams, args.site!, '/');
  const reactContent = await startReactFloor(upstreams, args.site!, contentPath);
  servers.push(reactHome, reactContent);
  log(`React: ${reactBuilds()}`);

  // Before any load, with every server idle: how steady the host keeps the two cores (the paced
  // p99s below depend on it; scripts/bench-steadiness.ts).
  let steadiness: CoreSteadiness[] | null = null;
  if (pinning) {
    log(`host steadiness: ${STEADINESS_S} s of a fixed loop on CPU ${pinning.server} and CPU ${pinning.generator}`);
    steadiness = await measureSteadiness([pinning.server, pinning.generator], STEADINESS_S);
  }

  const rows: RowResult[] = [];
  // Paced too: what the machine allows the cached row's p99 (docs/benchmark.md, "p99 at 70% of saturation").
  rows.push(
    await measure(load, { id: 'raw', label: 'raw node:http, same bytes', base: raw.url, path: '/', at70: true }),
  );
  // The edge cache's hit beside the floor (scripts/bench-edge.ts; docs/capacity.md).
  rows.push(
    ONLY && !ONLY.has(EDGE_ROW)
      ? { id: EDGE_ROW, label: 'edge: Varnish hit', skipped: 'not run (--only)', notes: [] }
      : await edgeRow({ backendUrl: mem.url, host: HOST, path: '/', pinning, load, measure, log }),
  );
  rows.push(await measure(load, { id: 'express', label: 'bare Express res.send(string)', base: bare.url, path: '/' }));
  /** One short saturation run of `url`, with the server's share of its core. */
  const shortRun = async (url: string) => {
    await settle();
    const meter = startCpuMeter(CORES, SERVICE_PIDS);
    const result = await load.saturate(url, FLOOR_PAIR_S);
    if (result.errors || result.non2xx) throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx`);
    return { rps: result.rps, server: meter(result.clientCpu).server };
  };
  /** An uncached row's framework tax: server CPU ms per request beside its React floor's. */
  const withTaxPairs = async (row: RowResult, floorRow: RowResult, path: string, floorBase: string) => {
    if (!row.max || !floorRow.max) return row;
    log(
      `${row.label}: framework tax, ${FLOOR_PAIRS} back-to-back pairs of ${FLOOR_PAIR_S} s runs with its React floor`,
    );
    const cpuMsPerRequest = async (url: string) => {
      const run = await shortRun(url);
      return (1000 * run.server) / run.rps;
    };
    const urls = { floor: floorBase + path, row: uncached.url + path };
    row.floorPairs = await measureFloorPairs(
      cpuMsPerRequest,
      urls,
      FLOOR_PAIRS,
      FLOOR_PAIR_S,
      'server CPU ms per request',
    );
    row.notes.push(formatFloorPairs(row.floorPairs, 'framework tax'));
    return row;
  };
  /** A cached row's ratio to raw node:http: its req/s beside the floor's, the floor saturated in each. */
  const withRawPairs = async (row: RowResult, base: string) => {
    if (!row.max) return row;
    log(`${row.label}: ${FLOOR_PAIRS} back-to-back pairs of ${FLOOR_PAIR_S} s runs with raw node:http`);
    const floorCpu: number[] = [];
    const rps = async (url: string) => {
      const run = await shortRun(url);
      if (url === raw.url + '/') floorCpu.push(run.server);
      return run.rps;
    };
    const urls = { floor: raw.url + '/', row: base + '/' };
    row.floorPairs = { ...(await measureFloorPairs(rps, urls, FLOOR_PAIRS, FLOOR_PAIR_S, 'req/s')), floorCpu };
    row.notes.push(
      `${formatFloorPairs(row.floorPairs, 'ratio to raw node:http')}; raw node:http used ` +
        `${floorCpu.map((cpu) => `${Math.round(cpu * 100)}%`).join(', ')} of its core in the pairs`,
    );
    return row;
  };
  const cachedRow = await measure(load, {
    id: 'cached',
    label: 'cached home, in-process hit (memory store)',
    base: mem.url,
    path: '/',
    xCache: 'HIT',
    at70: true,
  });
  rows.push(await withRawPairs(cachedRow, mem.url));
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
    rows.push(await withRawPairs(row, redisOnly.url));
  } else {
    rows.push({ id: 'layered', label: 'cached home, Redis + in-process LRU', skipped: noRedis, notes: [] });
    rows.push({ id: 'redis', label: 'cached home, Redis-only hit (LRU bypassed)', skipped: noRedis, notes: [] });
  }
  const reactHomeRow = await measure(load, {
    id: 'react-home',
    label: 'React floor: home route tree, data loaded',
    base: reactHome.url,
    path: '/',
    renders: true,
  });
  rows.push(reactHomeRow);
  const uncachedHomeRow = await measure(load, {
    id: 'uncached-home',
    label: 'uncached render /',
    base: uncached.url,
    path: '/',
    xCache: 'MISS',
    renders: true,
  });
  rows.push(await withTaxPairs(uncachedHomeRow, reactHomeRow, '/', reactHome.url));
  const reactContentRow = await measure(load, {
    id: 'react-content',
    label: `React floor: ${contentPath} route tree, data loaded`,
    base: reactContent.url,
    path: contentPath,
    // The floor's own p99 at 70%, printed beside the budget's: what the machine allows a bare
    // render at that load (docs/benchmark.md, "p99 at 70% of saturation").
    at70: true,
    renders: true,
  });
  rows.push(reactContentRow);
  const uncachedContentRow = await measure(load, {
    id: 'uncached',
    label: `uncached render ${contentPath}`,
    base: uncached.url,
    path: contentPath,
    xCache: 'MISS',
    at70: true,
    renders: true,
  });
  rows.push(await withTaxPairs(uncachedContentRow, reactContentRow, contentPath, reactContent.url));
  rows.push(
    await measure(load, {
      id: 'search',
      label: `search page ${searchPath}, uncached`,
      base: uncached.url,
      path: searchPath,
      xCache: 'MISS',
      renders: true,
    }),
  );

  // No budget: the AI search's answers, uncached and cached (scripts/bench-ai.ts).
  rows.push(...(await aiRows({ upstreams, host: HOST, site: args.site!, env: LOG_ENV, load, measure, only: ONLY })));
  // No budget: the figure to watch (scripts/bench-logged-in.ts).
  rows.push(
    ONLY && !ONLY.has(LOGGED_IN_ROW)
      ? { id: LOGGED_IN_ROW, label: 'logged-in render', skipped: 'not run (--only)', notes: [] }
      : await loggedInRow({
          upstreams,
          redisUrl: redis?.url ?? null,
          host: HOST,
          path: contentPath,
          env: LOG_ENV,
          load,
          measure,
        }),
  );

  // The floor again: other work on the machine during the run shows up as a different figure.
  const rawAgain = await measure(load, {
    id: 'raw-again',
    label: 'raw node:http again (noise check)',
    base: raw.url,
    path: '/',
  });
  rows.push(rawAgain);

  // The memory soak (requirements §10.1.6), after the rows: its server is a process of its own.
  const soakLabel = 'memory soak';
  const soak: SoakResult =
    ONLY && !ONLY.has(SOAK_ROW)
      ? { label: soakLabel, skipped: 'not run (--only)', durationS: 0, samples: [], maxRss: NaN, notes: [] }
      : await runSoak({
          upstreams,
          env: {},
          durationS: Number(args['soak-duration']),
          connections: CONNECTIONS,
          generatorCpus: pinning?.generator,
          wrk,
          searchTerm: args['search-term']!,
          log,
        });
  printSummary({
    soak,
    memoryCacheMb: gknConfig(upstreams).memoryCacheBytes / (1024 * 1024),
    rows,
    contentPath,
    generator: load.saturating,
    pinning,
    connections: CONNECTIONS,
    durationS: DURATION_S,
    warmupS: WARMUP_S,
    renderWarmupS: RENDER_WARMUP_S,
    host: HOST,
    homeBytes: home.body.length,
    contentType,
    react: reactBuilds(),
    busyCores: BUSY_CORES,
    steadiness: steadiness && { cores: steadiness, seconds: STEADINESS_S },
    elapsedS: (performance.now() - started) / 1000,
  });
} finally {
  load.close();
  for (const s of servers.reverse()) await s.close().catch(() => undefined);
  await redis?.stop().catch(() => undefined);
}

import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT_DIR } from '../src/config/root-dir.js';
import { spawnRedisServer, type RedisServer } from './support/redis-server.js';
import { uncachedAnswers, aiQuestions, answerPath } from './bench-ai.js';
import { startDemoProcess } from './bench-demo.js';
import { loggedInProblem, startLoggedIn } from './bench-logged-in.js';
import { inPairs, measuredRun, pacedRun, perS } from './bench-measure.js';
import { clearPageKeys, contentPageToMeasure, searchPageToMeasure } from './bench-probes.js';
import { saveProfile, startProfile, topFrames } from './bench-profile.js';
import { startReactFloor } from './bench-react-floor.js';
import { printReport, type RowResult } from './bench-report.js';
import { runSoak, type SoakResult } from './bench-soak.js';
import { get, startBareExpress, startGkn, startRawHttp, type Fetched } from './bench-targets.js';
import { allowedCpus, hasCommand, pinProcess, saturateWith, type WrkSpec } from './bench-wrk.js';

// `npm run bench` (docs/benchmark.md): every row the budgets need, judged one way, one report.

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    duration: { type: 'string', default: '4' },
    pairs: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '2' },
    'render-warmup': { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    site: { type: 'string', default: 'groenkennisnet' },
    'content-path': { type: 'string', default: '/over-ons' },
    'search-term': { type: 'string', default: 'water' },
    'soak-duration': { type: 'string', default: '25' },
    only: { type: 'string' },
    profile: { type: 'string' },
  },
});
const QUICK = args.quick!;
/** Seconds of each measured run; a row with a floor has `PAIRS` runs of each. */
const RUN_S = QUICK ? 1 : Number(args.duration);
const PAIRS = QUICK ? 1 : Number(args.pairs);
const WARMUP_S = QUICK ? 1 : Number(args.warmup);
/** V8 goes on optimising a page's code for a few thousand requests: the rows that render warm up longer. */
const RENDER_WARMUP_S = QUICK ? 2 : Number(args['render-warmup']);
/** Paced runs at 70% per row with a p99 budget (their median is judged), and their length. */
const PACED_RUNS = QUICK ? 1 : 3;
const PACED_S = QUICK ? 2 : 5;
const SOAK_S = QUICK ? 5 : Number(args['soak-duration']);
const AI_QUESTIONS = QUICK ? 20 : 300;
const CONNECTIONS = Number(args.connections);
const SITE = args.site!;
const HOST = `${SITE}.localhost`;
/** `--only a,b`: just those rows. */
const ONLY = args.only ? new Set(args.only.split(',')) : null;
const PROFILE = new Set(args.profile?.split(',') ?? []);
const started = performance.now();
const log = (msg: string) =>
  console.error(`[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(3)}s] ${msg}`);

// The servers on one core, wrk (and Redis, the demo upstream) on another (docs/benchmark.md, "Method").
const cpus = allowedCpus();
if (cpus.length < 2 || !hasCommand('taskset') || !hasCommand('wrk'))
  throw new Error('npm run bench needs two CPUs, taskset and wrk (apt-get install wrk)');
const SERVER_CPU = String(cpus.at(-2));
const WRK_CPU = String(cpus.at(-1));
pinProcess(process.pid, SERVER_CPU);

interface RowSpec {
  /** The floor the row is paired with, serving the same path: its budget's ratio. */
  floor?: { name: string; base: string };
  /** The x-cache the row must answer with (checked before and after its load, with status 200). */
  xCache?: 'HIT' | 'MISS';
  renders?: boolean;
  /** A p99 budget: paced runs at 70% of the row's saturation. */
  paced?: boolean;
  headers?: Record<string, string>;
  /** What else is wrong with the row's answer. */
  check?: (res: Fetched) => string | null;
}

const wrkSpec = (url: string, headers: Record<string, string> = {}, seconds = RUN_S): WrkSpec => ({
  url,
  seconds,
  connections: CONNECTIONS,
  headers: { host: HOST, ...headers },
  cpus: WRK_CPU,
});
const skipped = (id: string, label: string, why: string): RowResult => ({
  id,
  label,
  skipped: why,
  runs: [],
  notes: [],
});
const wanted = (id: string) => !ONLY || ONLY.has(id);
function problemOf(res: Fetched, spec: RowSpec): string | null {
  if (res.status !== 200) return `answered ${res.status}`;
  const xCache = res.headers['x-cache'];
  if (spec.xCache && xCache !== spec.xCache) return `x-cache ${String(xCache)}, not ${spec.xCache}`;
  return spec.check?.(res) ?? null;
}

async function measure(id: string, label: string, base: string, path: string, spec: RowSpec = {}) {
  if (!wanted(id)) return skipped(id, label, 'not run (--only)');
  const row: RowResult = { id, label, runs: [], notes: [] };
  const url = base + path;
  const floorUrl = spec.floor && spec.floor.base + path;
  const checked = async (when: string) => {
    const problem = problemOf(await get(base, path, HOST, spec.headers), spec);
    if (problem) row.notes.push(`${when}: ${problem}`);
  };
  await get(base, path, HOST, spec.headers); // fills the cache the row reads
  await checked('before');
  const warmupS = spec.renders ? RENDER_WARMUP_S : WARMUP_S;
  log(
    `${label}: ${warmupS} s warm-up, then ${spec.floor ? `${PAIRS} pairs of ${RUN_S} s runs with ${spec.floor.name}` : `${RUN_S} s`}`,
  );
  for (const u of [url, floorUrl]) if (u) await saturateWith(wrkSpec(u, spec.headers, warmupS));
  if (floorUrl) {
    const pairs = await inPairs((side) => measuredRun(wrkSpec(side === 'row' ? url : floorUrl, spec.headers)), PAIRS);
    row.runs = pairs.row;
    row.floor = { name: spec.floor!.name, runs: pairs.floor };
  } else row.runs = [await measuredRun(wrkSpec(url, spec.headers))];
  if (spec.paced) {
    const rate = Math.max(1, Math.round(0.7 * perS(row.runs)));
    log(`${label}: ${PACED_RUNS} × ${PACED_S} s paced at ${rate} req/s (70%)`);
    row.pacedP99 = [];
    for (let i = 0; i < PACED_RUNS; i++) {
      const run = await pacedRun(wrkSpec(url, spec.headers, PACED_S), rate);
      row.pacedP99.push(run.p99);
      if (run.requests / run.seconds < 0.95 * rate)
        row.notes.push(`paced run ${i + 1} reached ${Math.round(run.requests / run.seconds)} of ${rate} req/s`);
    }
  }
  if (PROFILE.has(id)) await profiled(id, label, url, spec.headers);
  await checked('after');
  const bad = [...row.runs, ...(row.floor?.runs ?? [])].reduce((n, r) => n + r.bad, 0);
  if (bad) row.notes.push(`${bad} errors or answers above 399 under load`);
  return row;
}

/** `--profile <id>`: one more run of the row under V8's CPU profiler (scripts/bench-profile.ts). */
async function profiled(id: string, label: string, url: string, headers?: Record<string, string>) {
  const stop = await startProfile();
  await measuredRun(wrkSpec(url, headers));
  const file = join(ROOT_DIR, 'dist', `bench-${id}.cpuprofile`);
  const profile = await stop();
  saveProfile(profile, file);
  console.log(`\nCPU profile of "${label}" (${file}), top self time:\n${topFrames(profile, ROOT_DIR).join('\n')}`);
}

const closing: Array<() => Promise<unknown>> = [];
try {
  let redis: RedisServer | null = null;
  try {
    redis = await spawnRedisServer();
    closing.push(redis.stop);
    pinProcess(redis.pid, WRK_CPU); // a service of its own, as Redis is another machine in production
  } catch (err) {
    log(`no Redis, its row is skipped: ${err instanceof Error ? err.message : String(err)}`);
  }
  log('starting the demo upstream (a process of its own) and the servers …');
  const demo = await startDemoProcess();
  closing.push(demo.close);
  pinProcess(demo.pid, WRK_CPU);
  const { upstreams } = demo;
  const server = async <T extends { close(): Promise<void> }>(started: Promise<T>) => {
    const s = await started;
    closing.push(() => s.close());
    return s;
  };
  const cached = await server(startGkn({ env: { PAGE_CACHE_TTL_S: '600' }, upstreams }));
  await get(cached.url, '/', HOST);
  const home = await get(cached.url, '/', HOST);
  if (home.status !== 200 || home.headers['x-cache'] !== 'HIT')
    throw new Error(`home page: ${home.status}, x-cache ${String(home.headers['x-cache'])}`);
  const contentType = String(home.headers['content-type']);
  const raw = await server(startRawHttp(home.body, contentType));
  const express = await server(startBareExpress(home.body.toString('utf8'), contentType));
  const uncached = await server(startGkn({ env: { PAGE_CACHE_TTL_S: '0' }, upstreams }));
  const contentPath = await contentPageToMeasure(uncached.url, HOST, args['content-path']!);
  const searchPath = await searchPageToMeasure(uncached.url, HOST, args['search-term']!);
  const reactHome = await server(startReactFloor(upstreams, SITE, '/'));
  const reactContent = await server(startReactFloor(upstreams, SITE, contentPath));
  const rawFloor = { name: 'raw node:http', base: raw.url };

  const rows: RowResult[] = [];
  const add = async (...row: Parameters<typeof measure>) => rows.push(await measure(...row));
  await add('cached', 'cached home, in-process hit', cached.url, '/', { floor: rawFloor, paced: true, xCache: 'HIT' });
  if (redis) {
    // A 1-byte budget makes the in-process LRU refuse every entry, so every read goes to Redis.
    const env = { REDIS_URL: redis.url, PAGE_CACHE_TTL_S: '600' };
    const redisOnly = await server(startGkn({ env, upstreams, override: { memoryCacheBytes: 1 } }));
    // Proof of the bypass: with the page's keys gone from Redis the next read misses.
    await get(redisOnly.url, '/', HOST);
    await clearPageKeys(redis.url, SITE);
    const afterClear = (await get(redisOnly.url, '/', HOST)).headers['x-cache'];
    await add('redis', 'cached home, Redis-only hit', redisOnly.url, '/', { floor: rawFloor, xCache: 'HIT' });
    if (afterClear !== 'MISS')
      rows.at(-1)!.notes.push(`LRU not bypassed: x-cache ${String(afterClear)} after clearing Redis`);
  } else rows.push(skipped('redis', 'cached home, Redis-only hit', 'n/a (no redis-server)'));
  await add('express', 'peer: bare Express res.send', express.url, '/');
  const homeFloor = { name: 'React floor', base: reactHome.url };
  await add('uncached-home', 'uncached render /', uncached.url, '/', {
    floor: homeFloor,
    renders: true,
    xCache: 'MISS',
  });
  const contentFloor = { name: 'React floor', base: reactContent.url };
  const render = { floor: contentFloor, renders: true, paced: true, xCache: 'MISS' } as const;
  await add('uncached', `uncached render ${contentPath}`, uncached.url, contentPath, render);
  await add('search', `search ${searchPath}`, uncached.url, searchPath, { renders: true, xCache: 'MISS' });

  if (wanted('logged-in')) {
    const session = await startLoggedIn({ upstreams, redisUrl: redis?.url ?? null, host: HOST, path: contentPath });
    closing.push(session.close);
    const headers = { cookie: session.cookie };
    // The page in the page cache, as every visitor's view puts it there; the logged-in view is
    // its shell. Its floor sends the bytes a logged-in visitor gets.
    await get(session.url, contentPath, HOST, {});
    const page = await get(session.url, contentPath, HOST, headers);
    const ownRaw = await server(startRawHttp(page.body, String(page.headers['content-type'])));
    const floor = { name: 'raw node:http', base: ownRaw.url };
    const check = (res: Fetched) => loggedInProblem(res, session.name);
    await add('logged-in', `logged-in ${contentPath}`, session.url, contentPath, { floor, headers, check });
  } else rows.push(skipped('logged-in', `logged-in ${contentPath}`, 'not run (--only)'));

  // Its own server: no rate limit for one address asking hundreds of questions.
  const ai = await server(startGkn({ env: { PAGE_CACHE_TTL_S: '600', AI_LIMIT_PER_ADDRESS: '100000' }, upstreams }));
  const { locale, questions } = aiQuestions(SITE);
  await add('ai-cached', 'AI answer, answer cache hit', ai.url, answerPath(questions[0]!, locale));
  const aiUncached = wanted('ai-uncached') ? await uncachedAnswers(ai.url, HOST, SITE, AI_QUESTIONS) : null;

  let soak: SoakResult | null = null;
  if (wanted('soak')) {
    log(`memory soak: gkn serve, mixed requests over every site for ${SOAK_S} s`);
    const searchTerm = args['search-term']!;
    // A soak that fails is reported (its budget n/a), not the end of the run.
    soak = await runSoak({ upstreams, seconds: SOAK_S, connections: CONNECTIONS, cpus: WRK_CPU, searchTerm }).catch(
      (err: unknown) => (log(`memory soak failed: ${err instanceof Error ? err.message : String(err)}`), null),
    );
  }
  console.log(
    `\ngkn-web benchmark${QUICK ? ' (--quick)' : ''}: servers on CPU ${SERVER_CPU}, wrk on CPU ${WRK_CPU} (taskset); ` +
      `${CONNECTIONS} connections; ${RUN_S} s runs, ${PAIRS} pairs with the floor per budget row; ` +
      `Host ${HOST}, home page ${home.body.length} bytes, no Accept-Encoding.\n`,
  );
  printReport({ rows, contentPath, aiUncached, soak, quick: QUICK, elapsedS: (performance.now() - started) / 1000 });
} finally {
  for (const close of closing.reverse()) await close().catch(() => undefined);
}

import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT_DIR } from '../src/config/root-dir.js';
import { spawnRedisServer, type RedisServer } from './support/redis-server.js';
import { uncachedAnswers, aiQuestions, answerPath } from './bench-ai.js';
import { startDemoProcess } from './bench-demo.js';
import { loggedInProblem, startLoggedIn } from './bench-logged-in.js';
import { inPairs, measuredRun, pacedRun, perS, type Run } from './bench-measure.js';
import { clearPageKeys, pickContentPath, probe, searchPageToMeasure } from './bench-probes.js';
import { saveProfile, startProfile, topFrames } from './bench-profile.js';
import { startReactFloor } from './bench-react-floor.js';
import {
  firstLoadKb,
  floorRatio,
  formatBudgets,
  formatTable,
  pacedP99,
  summaryLine,
  withheld,
  type Budget,
  type RowResult,
} from './bench-report.js';
import { RSS_BUDGET_MB, runSoak, SOAK_LOG, type SoakResult } from './bench-soak.js';
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
  id: string;
  label: string;
  base: string;
  path: string;
  headers?: Record<string, string>;
  /** The floor the row is paired with, serving the same path: its budget's ratio. */
  floor?: { name: string; base: string };
  renders?: boolean;
  /** A p99 budget: paced runs at 70% of the row's saturation. */
  paced?: boolean;
  /** What is wrong with the row's answer, checked before and after its load. */
  check: (res: Fetched) => string | null;
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
const cacheIs = (expected: 'HIT' | 'MISS') => (res: Fetched) =>
  res.status !== 200
    ? `answered ${res.status}`
    : res.headers['x-cache'] === expected
      ? null
      : `x-cache ${String(res.headers['x-cache'])}, not ${expected}`;
const ok = (res: Fetched) => (res.status === 200 ? null : `answered ${res.status}`);

async function measure(spec: RowSpec): Promise<RowResult> {
  if (!wanted(spec.id)) return skipped(spec.id, spec.label, 'not run (--only)');
  const row: RowResult = { id: spec.id, label: spec.label, runs: [], notes: [] };
  const url = spec.base + spec.path;
  const floorUrl = spec.floor && spec.floor.base + spec.path;
  const checked = async (when: string) => {
    const problem = spec.check(await get(spec.base, spec.path, HOST, spec.headers));
    if (problem) row.notes.push(`${when}: ${problem}`);
  };
  await get(spec.base, spec.path, HOST, spec.headers); // fills the cache the row reads
  await checked('before');
  const warmupS = spec.renders ? RENDER_WARMUP_S : WARMUP_S;
  log(
    `${spec.label}: ${warmupS} s warm-up, then ${spec.floor ? `${PAIRS} pairs of ${RUN_S} s runs with ${spec.floor.name}` : `${RUN_S} s`}`,
  );
  for (const u of [url, floorUrl]) if (u) await saturateWith(wrkSpec(u, spec.headers, warmupS));
  if (floorUrl) {
    const pairs = await inPairs((side) => measuredRun(wrkSpec(side === 'row' ? url : floorUrl, spec.headers)), PAIRS);
    row.runs = pairs.row;
    row.floor = { name: spec.floor!.name, runs: pairs.floor };
  } else row.runs = [await measuredRun(wrkSpec(url, spec.headers))];
  if (spec.paced) {
    const rate = Math.max(1, Math.round(0.7 * perS(row.runs)));
    log(`${spec.label}: ${PACED_RUNS} × ${PACED_S} s paced at ${rate} req/s (70%)`);
    row.pacedP99 = [];
    for (let i = 0; i < PACED_RUNS; i++) {
      const run = await pacedRun(wrkSpec(url, spec.headers, PACED_S), rate);
      row.pacedP99.push(run.p99);
      if (run.requests < 0.95 * rate * (PACED_S - 1)) row.notes.push(`paced run ${i + 1} fell behind the pace`);
    }
  }
  if (PROFILE.has(spec.id)) await profiled(spec, url);
  await checked('after');
  const bad = [...row.runs, ...(row.floor?.runs ?? [])].reduce((n, r) => n + r.bad, 0);
  if (bad) row.notes.push(`${bad} errors or answers above 399 under load`);
  return row;
}

/** `--profile <id>`: one more run of the row under V8's CPU profiler (scripts/bench-profile.ts). */
async function profiled(spec: RowSpec, url: string) {
  const stop = await startProfile();
  await measuredRun(wrkSpec(url, spec.headers));
  const file = join(ROOT_DIR, 'dist', `bench-${spec.id}.cpuprofile`);
  const profile = await stop();
  saveProfile(profile, file);
  console.log(`\nCPU profile of "${spec.label}" (${file}), top self time:\n${topFrames(profile, ROOT_DIR).join('\n')}`);
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
  const contentPath = await pickContentPath(uncached.url, HOST, args['content-path']!, home.body.toString('utf8'));
  const searchPath = await searchPageToMeasure(uncached.url, HOST, args['search-term']!);
  const reactHome = await server(startReactFloor(upstreams, SITE, '/'));
  const reactContent = await server(startReactFloor(upstreams, SITE, contentPath));
  const rawFloor = { name: 'raw node:http', base: raw.url };

  const rows: RowResult[] = [];
  rows.push(
    await measure({
      id: 'cached',
      label: 'cached home, in-process hit',
      base: cached.url,
      path: '/',
      floor: rawFloor,
      paced: true,
      check: cacheIs('HIT'),
    }),
  );
  if (redis) {
    // A 1-byte budget makes the in-process LRU refuse every entry, so every read goes to Redis.
    const env = { REDIS_URL: redis.url, PAGE_CACHE_TTL_S: '600' };
    const redisOnly = await server(startGkn({ env, upstreams, override: { memoryCacheBytes: 1 } }));
    // Proof of the bypass: with the page's keys gone from Redis the next read misses.
    await get(redisOnly.url, '/', HOST);
    await clearPageKeys(redis.url, SITE);
    const bypass = (await probe(redisOnly.url, '/', HOST, 'MISS')).problem;
    const row = await measure({
      id: 'redis',
      label: 'cached home, Redis-only hit',
      base: redisOnly.url,
      path: '/',
      floor: rawFloor,
      check: cacheIs('HIT'),
    });
    if (bypass) row.notes.push(`the in-process LRU was not bypassed: ${bypass}`);
    rows.push(row);
  } else rows.push(skipped('redis', 'cached home, Redis-only hit', 'n/a (no redis-server)'));
  rows.push(
    await measure({ id: 'express', label: 'peer: bare Express res.send', base: express.url, path: '/', check: ok }),
  );
  rows.push(
    await measure({
      id: 'uncached-home',
      label: 'uncached render /',
      base: uncached.url,
      path: '/',
      floor: { name: 'React floor', base: reactHome.url },
      renders: true,
      check: cacheIs('MISS'),
    }),
  );
  rows.push(
    await measure({
      id: 'uncached',
      label: `uncached render ${contentPath}`,
      base: uncached.url,
      path: contentPath,
      floor: { name: 'React floor', base: reactContent.url },
      renders: true,
      paced: true,
      check: cacheIs('MISS'),
    }),
  );
  rows.push(
    await measure({
      id: 'search',
      label: `search ${searchPath}`,
      base: uncached.url,
      path: searchPath,
      renders: true,
      check: cacheIs('MISS'),
    }),
  );

  const loggedInLabel = `logged-in ${contentPath}`;
  if (wanted('logged-in')) {
    const session = await startLoggedIn({ upstreams, redisUrl: redis?.url ?? null, host: HOST, path: contentPath });
    closing.push(session.close);
    const headers = { cookie: session.cookie };
    // Its floor serves the bytes a logged-in visitor gets.
    const page = await get(session.url, contentPath, HOST, headers);
    const ownRaw = await server(startRawHttp(page.body, String(page.headers['content-type'])));
    rows.push(
      await measure({
        id: 'logged-in',
        label: loggedInLabel,
        base: session.url,
        path: contentPath,
        headers,
        floor: { name: 'raw node:http', base: ownRaw.url },
        renders: true,
        check: (res) => loggedInProblem(res, session.name),
      }),
    );
  } else rows.push(skipped('logged-in', loggedInLabel, 'not run (--only)'));

  // Its own server: no rate limit for one address asking hundreds of questions.
  const ai = await server(startGkn({ env: { PAGE_CACHE_TTL_S: '600', AI_LIMIT_PER_ADDRESS: '100000' }, upstreams }));
  const { locale, questions } = aiQuestions(SITE);
  rows.push(
    await measure({
      id: 'ai-cached',
      label: 'AI answer, answer cache hit',
      base: ai.url,
      path: answerPath(questions[0]!, locale),
      check: ok,
    }),
  );
  const aiNote = wanted('ai-uncached') ? await uncachedAnswers(ai.url, HOST, SITE, AI_QUESTIONS) : null;

  let soak: SoakResult | null = null;
  if (wanted('soak')) {
    log(`memory soak: gkn serve, mixed requests over every site for ${SOAK_S} s`);
    soak = await runSoak({
      upstreams,
      seconds: SOAK_S,
      connections: CONNECTIONS,
      cpus: WRK_CPU,
      searchTerm: args['search-term']!,
    });
  }

  // The report.
  const row = (id: string) => rows.find((r) => r.id === id);
  const tax = (id: string) => 1 / floorRatio(row(id));
  const ratio = (name: string, id: string, limit: number): Budget => ({
    name,
    value: floorRatio(row(id)),
    kind: 'min',
    limit,
    unit: '×',
    withheld: withheld(row(id)),
  });
  const budgets: Budget[] = [
    ratio('cached in-process hit / raw node:http', 'cached', 0.5),
    ratio('Redis-only hit / raw node:http', 'redis', 0.3),
    {
      name: `framework tax: uncached ${contentPath} / React floor`,
      value: tax('uncached'),
      kind: 'max',
      limit: 1.5,
      unit: '×',
      withheld: withheld(row('uncached')),
    },
    {
      name: 'framework tax: uncached / / React floor',
      value: tax('uncached-home'),
      kind: 'max',
      limit: 1.5,
      unit: '×',
      withheld: withheld(row('uncached-home')),
    },
    { name: 'p99 at 70% paced, cached', value: pacedP99(row('cached')), kind: 'max', limit: 50, unit: 'ms' },
    {
      name: `p99 at 70% paced, uncached ${contentPath}`,
      value: pacedP99(row('uncached')),
      kind: 'max',
      limit: 100,
      unit: 'ms',
    },
    ratio('logged-in page / raw node:http of its bytes', 'logged-in', 0.3),
    { name: 'first-load JS, gzip -9', value: firstLoadKb(join(ROOT_DIR, 'dist')), kind: 'max', limit: 120, unit: 'KB' },
    { name: 'max RSS, mixed soak', value: soak?.maxRssMb ?? NaN, kind: 'max', limit: RSS_BUDGET_MB, unit: 'MB' },
  ];
  const rawRuns: Run[] = rows.flatMap((r) =>
    r.floor?.name === 'raw node:http' && r.id !== 'logged-in' ? r.floor.runs : [],
  );
  console.log(
    `\ngkn-web benchmark${QUICK ? ' (--quick)' : ''}: servers on CPU ${SERVER_CPU}, wrk on CPU ${WRK_CPU} (taskset); ` +
      `${CONNECTIONS} connections; ${RUN_S} s runs, ${PAIRS} pairs with the floor per budget row; ` +
      `Host ${HOST}, home page ${home.body.length} bytes, no Accept-Encoding.\n`,
  );
  console.log(formatTable(rows, rawRuns));
  const notes = rows.flatMap((r) => r.notes.map((n) => `  ${r.id}: ${n}`));
  if (aiNote)
    notes.push(
      `  ai-uncached: ${AI_QUESTIONS} distinct questions one at a time: p50 ${aiNote.p50.toFixed(1)} ms, p99 ${aiNote.p99.toFixed(1)} ms${aiNote.bad ? `, ${aiNote.bad} not a fresh 200` : ''}`,
    );
  if (soak) {
    const { load } = soak;
    notes.push(
      `  soak: ${load.requests} requests in ${load.seconds.toFixed(0)} s (p99 ${load.p99.toFixed(0)} ms), RSS idle ${soak.idleMb.toFixed(0)} MB, ` +
        `every second ${soak.samplesMb.map((x) => x.toFixed(0)).join(' ')} MB, peak ${soak.maxRssMb.toFixed(0)} MB` +
        (load.bad ? `; ${load.bad} 5xx or socket errors (${SOAK_LOG})` : ''),
    );
  }
  if (notes.length) console.log(`\nNotes:\n${notes.join('\n')}`);
  console.log(`\nBudgets (docs/benchmark.md, "Budgets"):\n${formatBudgets(budgets)}`);
  console.log(`\n${summaryLine(budgets, QUICK, (performance.now() - started) / 1000)}`);
} finally {
  for (const close of closing.reverse()) await close().catch(() => undefined);
}

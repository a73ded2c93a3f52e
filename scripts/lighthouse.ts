import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { get, startGkn } from './bench-targets.js';

// Lighthouse on the four page types of issue 31 and requirements §10.3.1 (run by hand, not by
// `npm test`; docs/benchmark.md, "Lighthouse"). It builds nothing: `npm run build` first. The built
// server runs in production mode on its demo upstream (as the bench starts it), Lighthouse runs
// in this process with its defaults: the mobile profile, simulated throttling, the performance
// category. Each run gets a fresh Chromium, the system's (never a download). Per page it prints the
// median of the runs; the last lines are a Markdown table for docs/benchmark.md.
//
//   npm run build -- --quiet && npm run lighthouse -- [--runs 5] [--only home,dossier] [--save DIR]

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    site: { type: 'string', default: 'groenkennisnet' },
    home: { type: 'string', default: '/' },
    // A news article; no default address: the demo dates its news around the day it starts, so
    // the first article the home page links to is taken (`--news /nieuws/…` to fix one).
    news: { type: 'string' },
    // The dossier with a header video (its poster is the largest paint).
    dossier: { type: 'string', default: '/dossier/akkerranden' },
    search: { type: 'string', default: '/zoeken/bodem?theme=Bodem' },
    only: { type: 'string' },
    // `--save /tmp/lh`: each run's full report as JSON there (page-run.json), for its audits' details.
    save: { type: 'string' },
  },
});
const RUNS = Number(args.runs);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROME_PATH)) throw new Error(`no browser at ${CHROME_PATH} (set CHROME_PATH)`);
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

let lighthouseVersion = '';

interface RunFigures {
  score: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
  fcpMs: number;
  bytes: number;
  benchmarkIndex: number;
}

/** One Lighthouse run in a Chromium of its own. */
async function runLighthouse(url: string, savePath?: string): Promise<RunFigures> {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`${url}: Lighthouse gave no result`);
    const lhr: Result = result.lhr;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    lighthouseVersion = lhr.lighthouseVersion;
    if (savePath) writeFileSync(savePath, JSON.stringify(lhr));
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      score: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
      tbtMs: audit('total-blocking-time'),
      lcpMs: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      fcpMs: audit('first-contentful-paint'),
      bytes: audit('total-byte-weight'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: that run is repeated. */
async function withRetry<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (error) {
      if (i >= attempts) throw error;
      console.error(`(run failed, again: ${error instanceof Error ? error.message : String(error)})`);
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The first news article the home page links to. */
async function newsArticle(base: string, host: string): Promise<string> {
  const home = await get(base, '/', host);
  const path = /href="(\/nieuws\/[^"?#]+)"/.exec(home.body.toString())?.[1];
  if (!path) throw new Error('the home page links to no news article (pass --news)');
  return path;
}

const server = await startGkn();
try {
  const host = `${args.site}.localhost`;
  const pages = (
    [
      ['home', 'home', args.home],
      ['news', 'news article', args.news ?? (await newsArticle(server.url, host))],
      ['dossier', 'dossier', args.dossier],
      ['search', 'search, a filter', args.search],
    ] as const
  ).filter(([id]) => !args.only || args.only.split(',').includes(id));
  if (args.save) mkdirSync(args.save, { recursive: true });

  const rows: string[][] = [];
  for (const [id, name, path] of pages) {
    // One unmeasured visit first: the page cache and the upstream cache are warm, as for a real visitor.
    const warm = await get(server.url, path, host);
    if (warm.status !== 200) throw new Error(`${path} answers ${warm.status}`);
    const runs: RunFigures[] = [];
    for (let i = 0; i < RUNS; i++) {
      const savePath = args.save ? join(args.save, `${id}-${i + 1}.json`) : undefined;
      const run = await withRetry(() => runLighthouse(`http://${host}:${server.port}${path}`, savePath));
      console.error(`${id} run ${i + 1}: score ${run.score}, TBT ${Math.round(run.tbtMs)} ms`);
      runs.push(run);
    }
    const m = (key: keyof RunFigures) => median(runs.map((r) => r[key]));
    rows.push([
      name,
      `\`${path}\``,
      String(m('score')),
      `${runs.map((r) => r.score).join(', ')}`,
      String(Math.round(m('tbtMs'))),
      (m('lcpMs') / 1000).toFixed(2),
      m('cls').toFixed(3),
      (m('fcpMs') / 1000).toFixed(2),
      String(Math.round(m('bytes') / 1024)),
      // A spread of the index says other work shared the machine during the runs.
      `${Math.round(m('benchmarkIndex'))} (${Math.round(Math.min(...runs.map((r) => r.benchmarkIndex)))}–` +
        `${Math.round(Math.max(...runs.map((r) => r.benchmarkIndex)))})`,
    ]);
  }

  const header = [
    'page',
    'path',
    'score',
    'runs',
    'TBT ms',
    'LCP s',
    'CLS',
    'FCP s',
    'KiB',
    'benchmark index (min–max)',
  ];
  console.log(
    `\nLighthouse ${lighthouseVersion}, mobile, simulated throttling, median of ${RUNS}, ` +
      `${new Date().toISOString().slice(0, 10)}, site ${args.site}\n`,
  );
  for (const row of [header, header.map(() => '---'), ...rows]) console.log(`| ${row.join(' | ')} |`);
} finally {
  await server.close();
}

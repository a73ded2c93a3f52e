import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT_DIR } from '../src/config/root-dir.js';
import { get, startGkn } from './bench-targets.js';

// Lighthouse on the four page types of requirements §10.3.1 (run by hand, not by `npm test`):
// the built server in production mode with its demo upstream, the mobile profile with simulated
// throttling (Lighthouse's defaults), three runs per page, the median of each figure printed.
// Chromium is the system's (CHROME_PATH, default /usr/bin/chromium); nothing is downloaded.
//
//   npm run build -- --quiet && npx tsx scripts/lighthouse.ts [--runs 3] [--site groenkennisnet]
//     [--only home,content,dossier,search] [--home /] [--content /over-ons] [--dossier …] [--search …]
//     [--save DIR]

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    site: { type: 'string', default: 'groenkennisnet' },
    home: { type: 'string', default: '/' },
    content: { type: 'string', default: '/over-ons' },
    dossier: { type: 'string', default: '/dossier/akkerranden' },
    // The search page itself: its filtered, paged and sorted views are noindex by design (requirements §10.7.2).
    search: { type: 'string', default: '/zoeken/bodem' },
    // `--only home,search`: just those page types.
    only: { type: 'string' },
    // `--save /tmp/lh`: each run's full report as JSON there (page-run.json), for its audits' details.
    save: { type: 'string' },
  },
});
const RUNS = Number(args.runs);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROME_PATH)) throw new Error(`no browser at ${CHROME_PATH} (set CHROME_PATH)`);
const LIGHTHOUSE = join(ROOT_DIR, 'node_modules', '.bin', 'lighthouse');
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
].join(' ');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface RunFigures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  cls: number;
  tbtMs: number;
  lcpMs: number;
}

interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { code: string; message: string };
}

/** One Lighthouse run (its CLI, JSON on stdout). */
function runLighthouse(url: string, savePath?: string): Promise<RunFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      LIGHTHOUSE,
      [
        url,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        `--only-categories=${CATEGORIES.join(',')}`,
        `--chrome-flags=${CHROME_FLAGS}`,
      ],
      { env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code} for ${url}`));
      const json = Buffer.concat(chunks).toString();
      if (savePath) writeFileSync(savePath, json);
      const result = JSON.parse(json) as LighthouseResult;
      if (result.runtimeError) return reject(new Error(`${url}: ${result.runtimeError.message}`));
      const score = (id: string) => Math.round((result.categories[id]?.score ?? 0) * 100);
      resolve({
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as RunFigures['scores'],
        cls: result.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        tbtMs: result.audits['total-blocking-time']?.numericValue ?? NaN,
        lcpMs: result.audits['largest-contentful-paint']?.numericValue ?? NaN,
      });
    });
  });
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

const only = args.only ? new Set(args.only.split(',')) : null;
const pages = (
  [
    ['home', 'home', args.home],
    ['content', 'content page', args.content],
    ['dossier', 'dossier', args.dossier],
    ['search', 'search page', args.search],
  ] as const
).filter(([id]) => !only || only.has(id));

const server = await startGkn();
try {
  const base = `http://${args.site}.localhost:${server.port}`;
  console.log(`Lighthouse mobile, simulated throttling, median of ${RUNS} (site ${args.site})\n`);
  console.log(
    ['page', 'path', 'perf', 'a11y', 'best', 'seo', 'CLS', 'TBT ms', 'LCP ms']
      .map((h, i) => (i < 2 ? h.padEnd(i ? 30 : 20) : h.padStart(7)))
      .join(''),
  );
  if (args.save) mkdirSync(args.save, { recursive: true });
  for (const [id, name, path] of pages) {
    // One unmeasured visit first: the page cache and the upstream cache are warm, as for a real visitor.
    const warm = await get(server.url, path, `${args.site}.localhost`);
    if (warm.status !== 200) throw new Error(`${path} answers ${warm.status}`);
    const runs: RunFigures[] = [];
    for (let i = 0; i < RUNS; i++) {
      const savePath = args.save ? join(args.save, `${id}-${i + 1}.json`) : undefined;
      runs.push(await withRetry(() => runLighthouse(base + path, savePath)));
    }
    const cells = [
      ...CATEGORIES.map((c) => String(median(runs.map((r) => r.scores[c])))),
      median(runs.map((r) => r.cls)).toFixed(3),
      String(Math.round(median(runs.map((r) => r.tbtMs)))),
      String(Math.round(median(runs.map((r) => r.lcpMs)))),
    ];
    console.log(name.padEnd(20) + path.padEnd(30) + cells.map((c) => c.padStart(7)).join(''));
  }
} finally {
  await server.close();
}

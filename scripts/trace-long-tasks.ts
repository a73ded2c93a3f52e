import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { get, startGkn } from './bench-targets.js';

// Main-thread long tasks of the four page types of requirements §10.3.1 in a Chrome trace at a
// phone's width with 4x CPU throttling (run by hand; docs/benchmark.md "Lighthouse"). On a shared,
// loaded machine Lighthouse's simulated TBT is noisy; the trace's long tasks (> 50 ms) and their
// sum over 50 ms (TBT as the trace sees it, up to the page settling) show what a change did.
//
//   npm run build -- --quiet && npx tsx scripts/trace-long-tasks.ts [--runs 3] [--only home,search] [--detail]

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    site: { type: 'string', default: 'groenkennisnet' },
    only: { type: 'string' },
    // Per run: each long task with its largest kinds of work (script, style, layout, parse).
    detail: { type: 'boolean', default: false },
  },
});
const PAGES = [
  ['home', '/'],
  ['news', '/nieuws/kruidenrijk-grasland-wint-terrein-in-weidevogelgebieden'],
  ['content', '/over-ons'],
  ['dossier', '/dossier/akkerranden'],
  ['search', '/zoeken/bodem?theme=Bodem'],
] as const;
const only = args.only ? new Set(args.only.split(',')) : null;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

const KINDS: Record<string, string> = {
  EvaluateScript: 'evaluate',
  'v8.compile': 'compile',
  FunctionCall: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  'v8.evaluateModule': 'evaluate',
  RunMicrotasks: 'microtasks',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  ParseHTML: 'parse',
  ParseAuthorStyleSheet: 'parse css',
  Paint: 'paint',
  MajorGC: 'gc',
  MinorGC: 'gc',
};
const SCRIPT = new Set(
  Object.keys(KINDS).filter((k) => ['script', 'evaluate', 'compile', 'microtasks'].includes(KINDS[k]!)),
);

async function traceOnce(url: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,v8,blink.user_timing,toplevel',
      transferMode: 'ReportEvents',
    } as never);
    await page.goto(url, { waitUntil: 'load' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    await page.waitForTimeout(3000); // deferred hydration slices, the second catalog, behaviours
    // Elements React hydrated: those it keeps a fiber on (a static part's content has none; decision 024).
    const hydrated = await page.evaluate(() => {
      const all = [...document.querySelectorAll('#root *')];
      const owned = all.filter((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber$')));
      return { owned: owned.length, all: all.length };
    });
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await done;
    // The page's renderer main thread: of the renderers' main threads, the one that worked most.
    const busy = (m: TraceEvent) =>
      events.reduce(
        (sum, e) => sum + (e.pid === m.pid && e.tid === m.tid && e.name === 'RunTask' ? (e.dur ?? 0) : 0),
        0,
      );
    const main = events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .sort((a, b) => busy(b) - busy(a))[0];
    const onMain = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
    const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 50_000);
    // Script time of the whole load: the outermost script events (they nest), in ms.
    let scriptEnd = 0;
    let scriptMs = 0;
    for (const e of onMain.filter((x) => SCRIPT.has(x.name)).sort((a, b) => a.ts - b.ts)) {
      if (e.ts < scriptEnd) continue;
      scriptEnd = e.ts + (e.dur ?? 0);
      scriptMs += (e.dur ?? 0) / 1000;
    }
    const start = events.find((e) => e.name === 'navigationStart' && e.pid === main?.pid)?.ts ?? tasks[0]?.ts ?? 0;
    const long = tasks.map((t) => {
      const inside = onMain.filter((e) => e.ts >= t.ts && e.ts < t.ts + t.dur! && e !== t && KINDS[e.name]);
      // Self time per kind is hard without a tree; the outermost events of each kind are enough to see it.
      const kinds: Record<string, number> = {};
      let end = 0;
      for (const e of inside.sort((a, b) => a.ts - b.ts)) {
        if (e.ts < end) continue;
        end = e.ts + (e.dur ?? 0);
        const where = e.args?.data?.functionName || e.args?.data?.url?.replace(/^.*\//, '');
        const kind = KINDS[e.name]! + (args.detail && where ? `(${where})` : '');
        kinds[kind] = (kinds[kind] ?? 0) + (e.dur ?? 0) / 1000;
      }
      return { ms: t.dur! / 1000, at: (t.ts - start) / 1000, kinds };
    });
    return { long, scriptMs, hydrated };
  } finally {
    await browser.close();
  }
}

const server = await startGkn();
try {
  const base = `http://${args.site}.localhost:${server.port}`;
  console.log(
    `Long tasks, 4x CPU throttling, 412 px (site ${args.site}); per run: long tasks / their sum over 50 ms (TBT) / script ms / elements React hydrated of all in #root`,
  );
  for (const [id, path] of PAGES.filter(([id]) => !only || only.has(id))) {
    await get(server.url, path, `${args.site}.localhost`); // warm the caches
    const cells: string[] = [];
    for (let i = 0; i < Number(args.runs); i++) {
      const { long: tasks, scriptMs, hydrated } = await traceOnce(base + path);
      const over = tasks.reduce((sum, t) => sum + t.ms - 50, 0);
      cells.push(`${tasks.length}/${Math.round(over)}/${Math.round(scriptMs)}/${hydrated.owned}:${hydrated.all}`);
      if (args.detail)
        for (const t of tasks)
          console.log(
            `  ${id} run ${i + 1}: at ${Math.round(t.at)} ms, ${Math.round(t.ms)} ms `,
            Object.entries(t.kinds)
              .sort((a, b) => b[1] - a[1])
              .map(([k, ms]) => `${k} ${Math.round(ms)}`)
              .join(', '),
          );
    }
    console.log(`${id.padEnd(9)}${path.slice(0, 27).padEnd(28)}${cells.join('  ')}`);
  }
} finally {
  await server.close();
}

import { join } from 'node:path';
import { ROOT_DIR } from '../src/config/root-dir.js';
import type { Pinning } from './bench-pinning.js';
import {
  checkBudget,
  cpuRatio,
  firstLoadJs,
  formatBudgets,
  formatTable,
  floorRatio,
  frameworkTax,
  type Budget,
  type RowResult,
} from './bench-report.js';
import { RSS_BUDGET_MB, type SoakResult } from './bench-soak.js';
import { formatSoak } from './bench-soak-report.js';
import { formatSteadiness, type CoreSteadiness } from './bench-steadiness.js';

// What `npm run bench` prints after its rows: the table, the notes, the budgets of requirements
// §10.1 and one SUMMARY line. No verdict on a load figure unless the floor was saturated (§10.2.3).

/** Requirements §10.2.3: a ratio to raw node:http counts only when it used this much of its core. */
const FLOOR_SATURATED = 0.9;
/** The floor's req/s may move this much between the first and the last row of a quiet run. */
const FLOOR_DRIFT = 0.1;

export interface SummaryInput {
  rows: RowResult[];
  contentPath: string;
  generator: 'wrk' | 'autocannon';
  pinning: Pinning | null;
  connections: number;
  durationS: number;
  warmupS: number;
  /** The warm-up of the rows that render (bench-run.ts RENDER_WARMUP_S). */
  renderWarmupS: number;
  host: string;
  homeBytes: number;
  contentType: string;
  react: string;
  /** Cores used by other processes during a row beyond which the figures are called unreliable. */
  busyCores: number;
  elapsedS: number;
  /** The host steadiness check before the rows; null when not pinned. */
  steadiness: { cores: CoreSteadiness[]; seconds: number } | null;
  /** The memory soak (requirements §10.1.6). */
  soak: SoakResult;
  /** The in-process cache budget the soak's server had (MEMORY_CACHE_MB). */
  memoryCacheMb: number;
}

const pct = (n: number | undefined) => (n === undefined || !Number.isFinite(n) ? '–' : `${Math.round(n * 100)}%`);

export function printSummary(input: SummaryInput): void {
  const { rows } = input;
  const raw = rows.find((r) => r.id === 'raw');
  const rawAgain = rows.find((r) => r.id === 'raw-again');
  // The floor's share of its core: in its own row, and on average over the pairs a cached row's
  // ratio is taken from (bench-floor-pairs.ts); the lowest decides.
  const pairsCpu = rows.flatMap((r) => {
    const cpu = r.floorPairs?.floorCpu;
    return cpu?.length ? [cpu.reduce((a, b) => a + b, 0) / cpu.length] : [];
  });
  const floorCpu = Math.min(raw?.serverCpu ?? NaN, ...pairsCpu);
  const saturated = floorCpu >= FLOOR_SATURATED;
  const drift = rawAgain?.max && raw?.max ? rawAgain.max.rps / raw.max.rps - 1 : NaN;
  if (Math.abs(drift) > FLOOR_DRIFT)
    rawAgain!.notes.push(
      `the floor moved ${(drift * 100).toFixed(0)}% during the run: the machine was busy, ratios are unreliable`,
    );
  const busiest = Math.max(0, ...rows.map((r) => r.otherCpu ?? 0));
  const busy: string[] = [];
  if (Math.abs(drift) > FLOOR_DRIFT) busy.push(`the floor moved ${(drift * 100).toFixed(0)}%`);
  if (busiest > input.busyCores)
    busy.push(`other processes used up to ${Math.round(busiest * 100)}% of a core during a row`);
  if (raw && !saturated)
    raw.notes.push(
      `the server used ${pct(floorCpu)} of its core at the floor (in its row, or on average in the pairs beside a cached row; ` +
        `the load generator ${pct(raw.max?.clientCpu)} of its own in the row): ` +
        `below ${pct(FLOOR_SATURATED)}, node:http was not the limit, so no ratio to it counts (requirements §10.2.3)`,
    );

  const js = firstLoadJs(join(ROOT_DIR, 'dist'));
  const p99 = (id: string) => rows.find((r) => r.id === id)?.at70Paced?.p99 ?? NaN;
  const budgets: Budget[] = [
    { name: 'cached (in-process hit) / raw', value: floorRatio(rows, 'cached'), limit: 0.5, kind: 'min', unit: '×' },
    { name: 'Redis-only hit / raw', value: floorRatio(rows, 'redis'), limit: 0.3, kind: 'min', unit: '×' },
    {
      name: `framework tax: uncached ${input.contentPath} / React floor`,
      value: frameworkTax(rows, 'uncached', 'react-content'),
      limit: 1.5,
      kind: 'max',
      unit: '×',
    },
    {
      name: 'framework tax: uncached / / React floor',
      value: frameworkTax(rows, 'uncached-home', 'react-home'),
      limit: 1.5,
      kind: 'max',
      unit: '×',
    },
    { name: 'p99 at 70% of saturation, cached (paced)', value: p99('cached'), limit: 50, kind: 'max', unit: 'ms' },
    { name: 'p99 at 70% of saturation, uncached (paced)', value: p99('uncached'), limit: 100, kind: 'max', unit: 'ms' },
  ].map((b) => ({ ...(b as Omit<Budget, 'underLoad'>), underLoad: true }));
  budgets.push({
    name: 'first-load JS, gzip -9 (entry + preload)',
    value: js?.totalKb ?? NaN,
    limit: 120,
    kind: 'max',
    unit: 'KB',
    underLoad: false,
  });
  // RSS is not a ratio to the floor: judged whether or not the floor was saturated.
  budgets.push({
    name: 'max RSS under the mixed soak',
    value: input.soak.maxRss,
    limit: RSS_BUDGET_MB,
    kind: 'max',
    unit: 'MB',
    underLoad: false,
  });
  const info: Budget[] = [
    { name: 'cached (in-process hit) / raw, per CPU-s', id: 'cached', limit: 0.5 },
    { name: 'Redis-only hit / raw, per CPU-s', id: 'redis', limit: 0.3 },
  ].map(({ name, id, limit }) => ({ name, limit, value: cpuRatio(rows, id), kind: 'min', unit: '×', underLoad: true }));
  // What the machine allows: the floors paced the same way, at 70% of their own saturation.
  info.push(
    ...[
      { name: 'p99 at 70%, raw node:http (paced)', id: 'raw', limit: 50 },
      { name: `p99 at 70%, React floor ${input.contentPath} (paced)`, id: 'react-content', limit: 100 },
    ].map(({ name, id, limit }): Budget => ({ name, limit, value: p99(id), kind: 'max', unit: 'ms', underLoad: true })),
  );

  const pinned = input.pinning
    ? `servers pinned to CPU ${input.pinning.server}, load generators to CPU ${input.pinning.generator} (taskset)`
    : 'not pinned (fewer than 2 cores or no taskset)';
  const generator =
    input.generator === 'wrk'
      ? `wrk (1 thread, ${input.connections} connections)`
      : `AUTOCANNON FALLBACK (wrk missing): figures NOT COMPARABLE with wrk runs or the budgets`;
  console.log(
    `\ngkn-web benchmark: loopback, ${input.connections} connections, pipelining 1, ${input.durationS} s per row after ${input.warmupS} s warm-up (${input.renderWarmupS} s for the rows that render);`,
  );
  console.log(
    `saturation: ${generator}; p99 at 70%: ${input.generator === 'wrk' ? 'wrk paced by scripts/bench-wrk-paced.lua (an upper bound from each scheduled send)' : 'the paced Node generator'}; ${pinned}; ` +
      `servers in one process, NODE_ENV=production, React ${input.react.split(' (')[0]}.`,
  );
  console.log(`Host: ${input.host}; home page ${input.homeBytes} bytes (${input.contentType}), no Accept-Encoding.`);
  if (input.steadiness) console.log(formatSteadiness(input.steadiness.cores, input.steadiness.seconds));
  console.log('');
  console.log(formatTable(rows));
  const notes = rows.flatMap((r) => r.notes.map((n) => `  ${r.id}: ${n}`));
  if (notes.length) console.log(`\nNotes:\n${notes.join('\n')}`);
  console.log(formatSoak(input.soak, input.memoryCacheMb));
  console.log(
    `\nBudgets (requirements §10.1)${saturated ? '' : `: NO VERDICT on load figures, the floor used ${pct(floorCpu)} of its core (§10.2.3 needs ${pct(FLOOR_SATURATED)})`}:`,
  );
  console.log(formatBudgets(budgets, !saturated));
  console.log('  informational (requests per server CPU-second over the floor’s; the floors at 70%):');
  console.log(formatBudgets(info, true));
  if (js) {
    const [entry, ...chunks] = js.files;
    const big = chunks.filter((f) => f.gzip >= 2048).map((f) => `${f.url} ${(f.gzip / 1024).toFixed(1)} KB`);
    console.log(
      `  first-load files: ${entry!.url} ${(entry!.gzip / 1024).toFixed(1)} KB + ${chunks.length} modulepreload chunks ${(chunks.reduce((n, f) => n + f.gzip, 0) / 1024).toFixed(1)} KB${big.length ? ` (over 2 KB: ${big.join(', ')})` : ''}`,
    );
  }

  const judged = budgets.filter((b) => saturated || !b.underLoad);
  const failed = judged.filter((b) => checkBudget(b) === 'FAIL').map((b) => b.name);
  const unmeasured = judged.filter((b) => checkBudget(b) === 'n/a').map((b) => b.name);
  const passed = judged.length - failed.length - unmeasured.length;
  const head = saturated
    ? failed.length
      ? 'BUDGET FAIL'
      : 'ALL MEASURED BUDGETS PASS'
    : `NO VERDICT: raw node:http used ${pct(floorCpu)} of its core, below ${pct(FLOOR_SATURATED)} (requirements §10.2.3); judged only what is no ratio to it (first-load JS, memory)`;
  console.log(
    `\nSUMMARY: ${input.generator === 'autocannon' ? 'NOT COMPARABLE (autocannon fallback, wrk missing); ' : ''}${head}: ` +
      `${passed}/${judged.length} pass` +
      (failed.length ? `; FAIL: ${failed.join('; ')}` : '') +
      (unmeasured.length ? `; not measured: ${unmeasured.join('; ')}` : '') +
      (busy.length ? `; MACHINE BUSY (${busy.join(', ')}): figures unreliable` : '') +
      ` (${input.elapsedS.toFixed(0)} s)`,
  );
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT_DIR } from '../src/config/root-dir.js';
import { coreShare, perCpuRatio, perCpuS, perS, type Run } from './bench-measure.js';
import { RSS_BUDGET_MB, SOAK_LOG, type SoakResult } from './bench-soak.js';

// The one report of `npm run bench`: a table of the rows, the budgets (docs/benchmark.md,
// "Budgets") with PASS / FAIL, and one SUMMARY line. It is a report: a failed budget does not
// change the exit code.

export interface RowResult {
  id: string;
  label: string;
  /** Set when the row was not measured, with the reason. */
  skipped?: string;
  runs: Run[];
  /** The floor's runs, paired with the row's (its budget's ratio), and the floor's name. */
  floor?: { name: string; runs: Run[] };
  /** p99 (ms) of each paced run at 70% of the row's saturation. */
  pacedP99?: number[];
  notes: string[];
}

interface Budget {
  name: string;
  value: number;
  kind: 'min' | 'max';
  limit: number;
  unit: '×' | 'ms' | 'KB' | 'MB';
  /** Why no verdict can be given on this figure (a floor that did not keep its core busy). */
  withheld?: string;
}

/** A floor below this share of its core was held back by the load generator: no ratio to it counts. */
const FLOOR_SATURATED = 0.9;

const f = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** The median of a row's paced p99s. */
const pacedP99 = (row: RowResult | undefined) => median(row?.pacedP99 ?? []);

/** A row's requests per server CPU-second over its paired floor's (NaN without a floor). */
const floorRatio = (row: RowResult | undefined) =>
  row?.floor && row.runs.length ? perCpuRatio(row.runs, row.floor.runs) : NaN;

/** Why a row's ratio to its floor gets no verdict, or undefined. */
function withheld(row: RowResult | undefined): string | undefined {
  const share = row?.floor ? coreShare(row.floor.runs) : NaN;
  return share < FLOOR_SATURATED ? `${row!.floor!.name} used ${f(100 * share)}% of its core` : undefined;
}

/** First-load JavaScript as the browser fetches it: the entry and its modulepreload chunks, gzip -9. */
function firstLoadKb(distDir: string): number {
  const manifestFile = join(distDir, 'client', 'manifest.json');
  if (!existsSync(manifestFile)) return NaN;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { entry: string; preload?: string[] };
  const bytes = [manifest.entry, ...(manifest.preload ?? [])].map(
    (url) => gzipSync(readFileSync(join(distDir, 'client', url.replace(/^\//, ''))), { level: 9 }).length,
  );
  return bytes.reduce((a, b) => a + b, 0) / 1024;
}

/** The table: one line per row; rows without a floor are set beside raw node:http's pooled runs. */
function formatTable(rows: RowResult[], rawRuns: Run[]): string {
  const header = ['row', 'req/s', 'p99 ms', 'server core', 'CPU µs/req', 'per CPU-s × floor', 'floor', 'p99 @70%'];
  const lines = rows.map((r) => {
    if (r.skipped || !r.runs.length) return [r.label, r.skipped ?? 'n/a'];
    const ratio = r.floor ? floorRatio(r) : perCpuRatio(r.runs, rawRuns);
    return [
      r.label,
      f(perS(r.runs)),
      f(Math.max(...r.runs.map((x) => x.p99)), 1),
      `${f(100 * coreShare(r.runs))}%`,
      f(1e6 / perCpuS(r.runs)),
      f(ratio, 3),
      r.floor ? `${r.floor.name} (pairs)` : 'raw node:http (pooled)',
      r.pacedP99 ? `${f(pacedP99(r), 1)} ms` : '',
    ];
  });
  const widths = header.map((h, c) =>
    Math.max(h.length, ...lines.filter((l) => l.length > 2).map((l) => l[c]!.length)),
  );
  const fmt = (cells: string[]) =>
    cells
      .map((cell, c) =>
        c === 0 || c === 6 || cells.length === 2 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!),
      )
      .join('  ')
      .trimEnd();
  return [fmt(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(fmt)].join('\n');
}

function verdict(b: Budget): 'PASS' | 'FAIL' | 'n/a' | '----' {
  if (!Number.isFinite(b.value)) return 'n/a';
  if (b.withheld) return '----';
  return (b.kind === 'min' ? b.value >= b.limit : b.value <= b.limit) ? 'PASS' : 'FAIL';
}

function formatBudgets(budgets: Budget[]): string {
  return budgets
    .map((b) => {
      const unit = b.unit === '×' ? '×' : ` ${b.unit}`;
      const value = `${f(b.value, b.unit === '×' ? 3 : 1)}${unit}`;
      const limit = `${b.kind === 'min' ? '≥' : '≤'} ${b.limit}${unit}`;
      const why = b.withheld ? `; no verdict: ${b.withheld}` : '';
      return `  ${verdict(b).padEnd(4)}  ${b.name.padEnd(52)} ${value.padStart(10)}  (budget ${limit}${why})`;
    })
    .join('\n');
}

/** The last line: what passed, what failed, what could not be judged. */
function summaryLine(budgets: Budget[], quick: boolean, elapsedS: number): string {
  const by = (v: ReturnType<typeof verdict>) => budgets.filter((b) => verdict(b) === v).map((b) => b.name);
  const failed = by('FAIL');
  const open = [...by('n/a'), ...by('----')];
  const head = quick
    ? 'QUICK RUN (1 s runs: checks the bench end to end, not the budgets)'
    : failed.length
      ? 'BUDGET FAIL'
      : 'PASS';
  return (
    `SUMMARY: ${head}: ${by('PASS').length}/${budgets.length} pass` +
    (failed.length ? `; FAIL: ${failed.join('; ')}` : '') +
    (open.length ? `; no verdict: ${open.join('; ')}` : '') +
    ` (${f(elapsedS)} s)`
  );
}

export interface ReportInput {
  rows: RowResult[];
  contentPath: string;
  aiUncached: { p50: number; p99: number; bad: number; count: number } | null;
  soak: SoakResult | null;
  quick: boolean;
  elapsedS: number;
}

/** The budgets judged on this run's figures. */
function budgetsOf({ rows, contentPath, soak }: ReportInput): Budget[] {
  const row = (id: string) => rows.find((r) => r.id === id);
  const ratio = (name: string, id: string, limit: number): Budget => {
    const r = row(id);
    return { name, value: floorRatio(r), kind: 'min', limit, unit: '×', withheld: withheld(r) };
  };
  // The framework tax: server CPU per request over the React floor's, the inverse of the ratio.
  const tax = (name: string, id: string): Budget => {
    const r = row(id);
    return { name, value: 1 / floorRatio(r), kind: 'max', limit: 1.5, unit: '×', withheld: withheld(r) };
  };
  // Measured under load too: no verdict when the floor beside it was held back (a busy machine).
  const p99 = (name: string, id: string, limit: number): Budget => {
    const r = row(id);
    return { name, value: pacedP99(r), kind: 'max', limit, unit: 'ms', withheld: withheld(r) };
  };
  return [
    ratio('cached in-process hit / raw node:http', 'cached', 0.5),
    ratio('Redis-only hit / raw node:http', 'redis', 0.3),
    tax(`framework tax: uncached ${contentPath} / React floor`, 'uncached'),
    tax('framework tax: uncached / / React floor', 'uncached-home'),
    p99('p99 at 70% paced, cached', 'cached', 50),
    p99(`p99 at 70% paced, uncached ${contentPath}`, 'uncached', 100),
    ratio('logged-in page / raw node:http of its bytes', 'logged-in', 0.3),
    { name: 'first-load JS, gzip -9', value: firstLoadKb(join(ROOT_DIR, 'dist')), kind: 'max', limit: 120, unit: 'KB' },
    { name: 'max RSS, mixed soak', value: soak?.maxRssMb ?? NaN, kind: 'max', limit: RSS_BUDGET_MB, unit: 'MB' },
  ];
}

export function printReport(input: ReportInput): void {
  const { rows, aiUncached: ai, soak } = input;
  // Rows without a floor of their own are set beside raw node:http's runs in the cached rows' pairs.
  const rawRuns = rows.flatMap((r) => (r.floor && ['cached', 'redis'].includes(r.id) ? r.floor.runs : []));
  console.log(formatTable(rows, rawRuns));
  const notes = rows.flatMap((r) => r.notes.map((n) => `  ${r.id}: ${n}`));
  if (ai)
    notes.push(
      `  ai-uncached: ${ai.count} distinct questions one at a time: p50 ${f(ai.p50, 1)} ms, p99 ${f(ai.p99, 1)} ms` +
        (ai.bad ? `, ${ai.bad} not a fresh 200` : ''),
    );
  if (soak)
    notes.push(
      `  soak: ${Object.entries(soak.addresses)
        .map(([kind, n]) => `${n} ${kind}`)
        .join(', ')} addresses; ` +
        `${soak.load.requests} requests in ${f(soak.load.seconds)} s (p99 ${f(soak.load.p99)} ms); ` +
        `RSS idle ${f(soak.idleMb)} MB, each second ${soak.samplesMb.map((x) => f(x)).join(' ')} MB` +
        (soak.load.bad ? `; ${soak.load.bad} 5xx or socket errors (${SOAK_LOG})` : ''),
    );
  if (notes.length) console.log(`\nNotes:\n${notes.join('\n')}`);
  const budgets = budgetsOf(input);
  console.log(`\nBudgets (docs/benchmark.md, "Budgets"):\n${formatBudgets(budgets)}`);
  console.log(`\n${summaryLine(budgets, input.quick, input.elapsedS)}`);
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { LoadResult } from './bench-protocol.js';
import { pairedRatio, type FloorPairs } from './bench-floor-pairs.js';

// The table and the budget checks of `npm run bench` (requirements §10.1–§10.2).

export interface RowResult {
  id: string;
  label: string;
  /** Set when the row was not measured, with the reason to print instead of figures. */
  skipped?: string;
  max?: LoadResult;
  /** Open-loop, evenly paced at 70% of max, latency from the scheduled start. */
  at70Paced?: LoadResult;
  bodyBytes?: number;
  /** CPU time of this (the server) process per wall second during the saturation run: near 1
   * means the server was the bottleneck; well below 1 means the load generator was. */
  serverCpu?: number;
  /** Cores used by other processes on the machine during this row's runs (the worst run). */
  otherCpu?: number;
  /**
   * Back-to-back pairs with the row's floor (bench-floor-pairs.ts): an uncached row's CPU per
   * request beside its React floor (the framework tax), a cached row's req/s beside raw node:http.
   */
  floorPairs?: FloorPairs;
  notes: string[];
}

export interface Budget {
  name: string;
  /** The measured value (NaN when not measured). */
  value: number;
  limit: number;
  kind: 'min' | 'max';
  unit: '×' | 'ms' | 'KB' | 'MB';
  /** Measured under load: no verdict when the floor was not saturated (requirements §10.2.3). */
  underLoad: boolean;
}

const fixed = (n: number, digits: number) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const ms = (n: number | undefined) =>
  n === undefined || !Number.isFinite(n) ? '–' : n < 10 ? n.toFixed(2) : n.toFixed(1);

/** The row's req/s over the raw floor's, from the two rows (the table's column). */
export function ratio(rows: RowResult[], id: string): number {
  const raw = rows.find((r) => r.id === 'raw')?.max?.rps;
  const row = rows.find((r) => r.id === id)?.max?.rps;
  return raw && row !== undefined ? row / raw : NaN;
}

/**
 * A cached row's budget ratio to raw node:http: from its back-to-back pairs with the floor when it
 * has them (bench-floor-pairs.ts), else from the two rows.
 */
export function floorRatio(rows: RowResult[], id: string): number {
  const pairs = rows.find((r) => r.id === id)?.floorPairs;
  return pairs ? pairedRatio(pairs) : ratio(rows, id);
}

/**
 * The same ratio per CPU-second of the server process: requests per server CPU-second over the
 * floor's. Fairer when the floor is limited by the load generator rather than by the server.
 */
export function cpuRatio(rows: RowResult[], id: string): number {
  const perCpu = (r: RowResult | undefined) => (r?.max && r.serverCpu ? r.max.rps / r.serverCpu : NaN);
  return perCpu(rows.find((r) => r.id === id)) / perCpu(rows.find((r) => r.id === 'raw'));
}

/** Server CPU milliseconds per request during the saturation run. */
export function cpuMsPerRequest(row: RowResult | undefined): number {
  return row?.max && row.serverCpu !== undefined && row.max.rps > 0 ? (1000 * row.serverCpu) / row.max.rps : NaN;
}

/**
 * Requirements §10.1.3: what a full uncached request costs the server over what the React floor
 * costs for the same route tree (server CPU per request; the same as the req/s ratio inverted
 * when both rows kept the server's core busy, and still right when one did not). From the row's
 * back-to-back pairs with its floor when it has them (bench-floor-pairs.ts), else from the two rows.
 */
export function frameworkTax(rows: RowResult[], id: string, floorId: string): number {
  const pairs = rows.find((r) => r.id === id)?.floorPairs;
  if (pairs) return pairedRatio(pairs);
  return cpuMsPerRequest(rows.find((r) => r.id === id)) / cpuMsPerRequest(rows.find((r) => r.id === floorId));
}

export function formatTable(rows: RowResult[]): string {
  const header = [
    '#',
    'path',
    'req/s',
    'p50 ms',
    'p99 ms',
    '× raw',
    'server CPU',
    'load gen CPU',
    'other CPU',
    'CPU ms/req',
    '× raw per CPU-s',
    'p99@70% paced',
  ];
  const lines = rows.map((r, i) => {
    const n = String(i + 1);
    // A row not measured: its reason runs across the figure columns (it does not widen them).
    if (r.skipped || !r.max) return [n, r.label, r.skipped ?? 'n/a'];
    return [
      n,
      r.label,
      Math.round(r.max.rps).toString(),
      ms(r.max.p50),
      ms(r.max.p99),
      fixed(ratio(rows, r.id), 3),
      r.serverCpu === undefined ? '' : `${Math.round(r.serverCpu * 100)}%`,
      Number.isFinite(r.max.clientCpu) ? `${Math.round(r.max.clientCpu * 100)}%` : '',
      r.otherCpu === undefined || !Number.isFinite(r.otherCpu) ? '' : `${Math.round(r.otherCpu * 100)}%`,
      fixed(cpuMsPerRequest(r), 3),
      fixed(cpuRatio(rows, r.id), 3),
      r.at70Paced ? `${ms(r.at70Paced.p99)} @ ${Math.round(r.at70Paced.rps)}/s` : '',
    ];
  });
  const measured = lines.filter((l) => l.length === header.length);
  const widths = header.map((h, c) => Math.max(h.length, ...(c <= 1 ? lines : measured).map((l) => l[c]?.length ?? 0)));
  const fmt = (cells: string[]) =>
    cells
      .map((cell, c) => (c <= 1 || cells.length < header.length ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!)))
      .join('  ')
      .trimEnd();
  return [fmt(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(fmt)].join('\n');
}

/** PASS/FAIL; 'n/a' when not measured; '----' (no verdict) for a load figure when `withhold`. */
export function checkBudget(b: Budget, withhold = false): 'PASS' | 'FAIL' | 'n/a' | '----' {
  if (!Number.isFinite(b.value)) return 'n/a';
  if (withhold && b.underLoad) return '----';
  return (b.kind === 'min' ? b.value >= b.limit : b.value <= b.limit) ? 'PASS' : 'FAIL';
}

export function formatBudgets(budgets: Budget[], withhold = false): string {
  return budgets
    .map((b) => {
      const value = b.unit === '×' ? fixed(b.value, 3) : fixed(b.value, 1);
      const limit = `${b.kind === 'min' ? '≥' : '≤'} ${b.limit}${b.unit === '×' ? '×' : ` ${b.unit}`}`;
      const unit = b.unit === '×' ? '×' : ` ${b.unit}`;
      return `  ${checkBudget(b, withhold).padEnd(4)}  ${b.name.padEnd(50)} ${(value + unit).padStart(10)}   (budget ${limit})`;
    })
    .join('\n');
}

/** First-load JS as the browser fetches it: the entry and its modulepreload chunks, gzip -9. */
export function firstLoadJs(distDir: string): { files: { url: string; gzip: number }[]; totalKb: number } | null {
  const manifestFile = join(distDir, 'client', 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { entry: string; preload?: string[] };
  const files = [manifest.entry, ...(manifest.preload ?? [])].map((url) => {
    const bytes = readFileSync(join(distDir, 'client', url.replace(/^\//, '')));
    return { url, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  return { files, totalKb: files.reduce((sum, f) => sum + f.gzip, 0) / 1024 };
}

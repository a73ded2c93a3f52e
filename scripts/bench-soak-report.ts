import type { MemorySample } from './bench-soak-server.js';
import { RSS_BUDGET_MB, type SoakResult } from './bench-soak.js';

// What `npm run bench` prints of the memory soak (scripts/bench-soak.ts): the load, then each
// memory figure before, at its highest during and after the load, then RSS second by second.

type Figure = keyof Omit<MemorySample, 'atS' | 'gcMs'>;

const FIGURES: Array<[Figure, string]> = [
  ['rss', 'RSS'],
  ['heapTotal', 'V8 heap (reserved)'],
  ['heapUsed', 'V8 heap (used)'],
  ['external', 'external (incl. Buffers)'],
  ['arrayBuffers', 'Buffers (arrayBuffers)'],
];

const n = (x: number | undefined) => (x === undefined || !Number.isFinite(x) ? '–' : String(Math.round(x)));

export function formatSoak(soak: SoakResult, memoryCacheMb: number): string {
  if (soak.skipped) return `\nMemory soak (requirements §10.1.6): ${soak.skipped}`;
  const s = soak.summary;
  const lines = [
    `\nMemory soak (requirements §10.1.6): \`bin/gkn serve\` in a process of its own, production defaults ` +
      `(memory store, MEMORY_CACHE_MB=${memoryCacheMb}: ${memoryCacheMb / 2} MB for pages, ${memoryCacheMb / 2} for upstream data), ` +
      `on the servers' core with the demo upstream; wrk with scripts/bench-soak.lua on the generator's core.`,
  ];
  if (soak.addresses) {
    const a = soak.addresses;
    lines.push(
      `  request set: ${a.page} page links of the sites' home pages (the first request renders, later ones hit), ` +
        `${a.result} result pages, ${a.data} /_data URLs, unique search terms on ${a.search} sites (a third with ` +
        `${a.filter} filter choices), unique 404 addresses; most ask for br/gzip.`,
    );
  }
  if (s) {
    lines.push(
      `  ${s.requests} requests in ${soak.durationS} s (${Math.round(soak.rps ?? 0)}/s, p50 ${Math.round(s.p50Us / 1000)} ms, ` +
        `p99 ${Math.round(s.p99Us / 1000)} ms): 2xx ${s.s2xx}, 3xx ${s.s3xx}, 404 ${s.s404}, other 4xx ${s.s4xx}, 5xx ${s.s5xx}, ` +
        `errors ${s.errors}; server CPU ${(soak.cpuMsPerRequest ?? NaN).toFixed(1)} ms per request, of which ` +
        `${(soak.gcMsPerRequest ?? NaN).toFixed(2)} ms in main-thread GC pauses`,
    );
  }
  const max = (key: Figure) => (key === 'rss' ? soak.maxRss : Math.max(...soak.samples.map((x) => x[key])));
  const width = Math.max(...FIGURES.map(([, label]) => label.length));
  lines.push(`  ${'MB'.padEnd(width)}   idle    max  after`);
  for (const [key, label] of FIGURES)
    lines.push(
      `  ${label.padEnd(width)}  ${n(soak.idle?.[key]).padStart(5)}  ${n(max(key)).padStart(5)}  ${n(soak.after?.[key]).padStart(5)}`,
    );
  lines.push(`  RSS every second (MB): ${soak.samples.map((x) => n(x.rss)).join(' ')}`);
  lines.push(
    `  budget: max RSS ${n(soak.maxRss)} MB of ${RSS_BUDGET_MB} MB (the samples' and the kernel's peak, VmHWM)`,
  );
  for (const note of soak.notes) lines.push(`  note: ${note}`);
  return lines.join('\n');
}

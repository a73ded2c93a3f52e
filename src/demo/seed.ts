import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { once } from 'node:events';
import { DEFAULT_SEED, generateRecord } from './corpus.js';
import { CONTENT_SUBTYPES, type SearchRecord } from './corpus-types.js';

// Large corpora for scale tests: `gkn demo seed --records N --out FILE` writes NDJSON (one
// search record per line); `startDemoUpstream({ corpusFile })` serves it instead of the default.

const MAX_SEED_RECORDS = 1_000_000;
export const DEFAULT_CORPUS_FILE = '.data/demo-corpus.ndjson';

export class DemoSeedError extends Error {
  override name = 'DemoSeedError';
}

/** A positive integer up to 1,000,000, from a number or a CLI string; a clear error otherwise. */
export function parseRecordCount(input: unknown): number {
  const text =
    typeof input === 'number' ? String(input) : typeof input === 'string' ? input.trim().replace(/[_,]/g, '') : '';
  if (!/^\d+$/.test(text)) {
    throw new DemoSeedError(`--records must be a positive whole number (got ${JSON.stringify(input ?? null)})`);
  }
  const n = Number(text);
  if (n < 1 || n > MAX_SEED_RECORDS) {
    throw new DemoSeedError(`--records must be between 1 and ${MAX_SEED_RECORDS.toLocaleString('en')} (got ${n})`);
  }
  return n;
}

/** Streams `count` generated records to `path` as NDJSON; creates the folder if needed. */
export async function writeCorpusFile(path: string, count: number, seed: number = DEFAULT_SEED): Promise<void> {
  const n = parseRecordCount(count);
  await mkdir(dirname(resolve(path)), { recursive: true });
  const out = createWriteStream(path, { encoding: 'utf8' });
  const failed = once(out, 'error').then(([err]) => Promise.reject(err as Error));
  failed.catch(() => {});
  let chunk = '';
  for (let i = 0; i < n; i++) {
    chunk += `${JSON.stringify(generateRecord(seed, i))}\n`;
    if (chunk.length > 1 << 16) {
      if (!out.write(chunk)) await Promise.race([once(out, 'drain'), failed]);
      chunk = '';
    }
  }
  out.end(chunk);
  await Promise.race([once(out, 'finish'), failed]);
}

const SUBTYPES = new Set<string>(CONTENT_SUBTYPES);

function isRecord(v: unknown): v is SearchRecord {
  const r = v as Partial<SearchRecord> | null;
  return (
    typeof r === 'object' &&
    r !== null &&
    typeof r.id === 'string' &&
    r.id !== '' &&
    typeof r.title === 'string' &&
    typeof r.contentsubtype === 'string' &&
    SUBTYPES.has(r.contentsubtype) &&
    (r.language === 'nl' || r.language === 'en')
  );
}

/** Lines of a UTF-8 file; faster than node:readline for large files of short lines. */
async function* readLines(path: string): AsyncGenerator<string> {
  let rest = '';
  for await (const chunk of createReadStream(path, { encoding: 'utf8', highWaterMark: 1 << 20 })) {
    const lines = (rest + (chunk as string)).split('\n');
    rest = lines.pop()!;
    yield* lines;
  }
  if (rest !== '') yield rest;
}

/** Reads an NDJSON corpus; lines that are not a usable record are counted and skipped. */
export async function loadCorpusFile(path: string, log: (msg: string) => void = () => {}): Promise<SearchRecord[]> {
  const records: SearchRecord[] = [];
  const seen = new Set<string>();
  let skipped = 0;
  for await (const line of readLines(path)) {
    if (line.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      skipped++;
      continue;
    }
    if (!isRecord(value) || seen.has(value.id)) {
      skipped++;
      continue;
    }
    value.description ??= '';
    value.keywords = Array.isArray(value.keywords) ? value.keywords : [];
    value.authors = Array.isArray(value.authors) ? value.authors : [];
    seen.add(value.id);
    records.push(value);
  }
  if (skipped > 0) log(`demo: ${path}: skipped ${skipped} unusable lines`);
  return records;
}

export interface DemoSeedOptions {
  /** Number of records, as a number or the CLI's string. */
  records: unknown;
  out?: string;
  seed?: number;
  log?: (msg: string) => void;
}

/** What `gkn demo seed` runs. Throws DemoSeedError on a bad count. */
export async function runDemoSeed(opts: DemoSeedOptions): Promise<{ path: string; records: number; ms: number }> {
  const n = parseRecordCount(opts.records);
  const path = resolve(opts.out ?? DEFAULT_CORPUS_FILE);
  const started = performance.now();
  await writeCorpusFile(path, n, opts.seed ?? DEFAULT_SEED);
  const ms = Math.round(performance.now() - started);
  opts.log?.(`wrote ${n.toLocaleString('en')} demo search records to ${path} in ${ms} ms`);
  return { path, records: n, ms };
}

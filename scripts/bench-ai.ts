import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { UpstreamUrls } from '../src/config/config.js';
import { ROOT_DIR } from '../src/config/root-dir.js';
import type { Generators } from './bench-generators.js';
import type { RowResult } from './bench-report.js';
import { get, startGkn } from './bench-targets.js';

// The bench's AI search rows (no budget: figures to watch, docs/architecture.md §16): the
// extractive answer over `GET /_ai/answer`, uncached and cached.
// - uncached: every question asked once (the answer cache never hits; the search service's JSON
//   may, as in the other uncached rows), one at a time, so p50/p99 are the answer's own latency;
// - cached: one question, the answer cache's hit, under the same load as the other rows.

export const AI_ROWS = ['ai-uncached', 'ai-cached'];
/** Questions in the uncached row: each a cache key of its own. */
const UNCACHED_QUESTIONS = 400;

export interface AiRowsOptions {
  upstreams: UpstreamUrls;
  /** The site's Host header (`<site>.localhost`). */
  host: string;
  site: string;
  env: Record<string, string>;
  load: Generators;
  only: Set<string> | null;
  measure: (
    load: Generators,
    scenario: { id: string; label: string; base: string; path: string },
  ) => Promise<RowResult>;
}

const answerPath = (question: string, locale: string) =>
  `/_ai/answer?locale=${locale}&q=${encodeURIComponent(question)}`;

/** The shipped question set of the site's language (data/ai-eval). */
function questionsOf(locale: string): string[] {
  const set = JSON.parse(readFileSync(join(ROOT_DIR, 'data', 'ai-eval', `${locale}.json`), 'utf8')) as {
    questions: { question: string }[];
  };
  return set.questions.map((q) => q.question);
}

function siteLanguage(site: string): string {
  const file = JSON.parse(readFileSync(join(ROOT_DIR, 'sites', `${site}.json`), 'utf8')) as {
    site: { language: string };
  };
  return file.site.language;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

export async function aiRows(opts: AiRowsOptions): Promise<RowResult[]> {
  const labels = {
    'ai-uncached': 'AI answer (extractive), uncached, one at a time',
    'ai-cached': 'AI answer (extractive), answer cache hit',
  };
  const skip = (reason: string) =>
    AI_ROWS.map((id) => ({ id, label: labels[id as keyof typeof labels], skipped: reason, notes: [] }));
  if (opts.only && !AI_ROWS.some((id) => opts.only!.has(id))) return skip('not run (--only)');
  // Its own server: no rate limit for one address asking hundreds of questions.
  const server = await startGkn({ env: { ...opts.env, AI_LIMIT_PER_ADDRESS: '100000' }, upstreams: opts.upstreams });
  try {
    const locale = siteLanguage(opts.site);
    const probe = await get(server.url, answerPath('bodem', locale), opts.host);
    if (probe.status !== 200) return skip(`${opts.site}: /_ai/answer answered ${probe.status} (ai.enabled off?)`);
    const questions = questionsOf(locale);
    const rows: RowResult[] = [];

    const uncached: RowResult = { id: 'ai-uncached', label: labels['ai-uncached'], notes: [] };
    if (!opts.only || opts.only.has('ai-uncached')) {
      const times: number[] = [];
      let non2xx = 0;
      const started = performance.now();
      for (let i = 0; i < UNCACHED_QUESTIONS; i++) {
        // A distinct cache key per request with the same words: '#n' is no content word.
        const question = `${questions[i % questions.length]!} #${i}`;
        const t0 = performance.now();
        const res = await get(server.url, answerPath(question, locale), opts.host);
        times.push(performance.now() - t0);
        if (res.status !== 200 || res.headers['x-ai-cache'] !== 'MISS') non2xx++;
      }
      const elapsedS = (performance.now() - started) / 1000;
      times.sort((a, b) => a - b);
      uncached.max = {
        rps: UNCACHED_QUESTIONS / elapsedS,
        p50: percentile(times, 0.5),
        p99: percentile(times, 0.99),
        errors: 0,
        non2xx,
        clientCpu: 0,
      };
      uncached.notes.push(
        `${UNCACHED_QUESTIONS} distinct questions of data/ai-eval/${locale}.json, one at a time (closed loop)`,
      );
    } else uncached.skipped = 'not run (--only)';
    rows.push(uncached);
    rows.push(
      await opts.measure(opts.load, {
        id: 'ai-cached',
        label: labels['ai-cached'],
        base: server.url,
        path: answerPath(questions[0]!, locale),
      }),
    );
    return rows;
  } finally {
    await server.close();
  }
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT_DIR } from '../src/config/root-dir.js';
import { get } from './bench-targets.js';

// The AI search's rows (no budget: figures to watch, docs/architecture.md §16): the extractive
// answer of `GET /_ai/answer`, uncached (each question asked once, one at a time, so the latency is
// the answer's own) and from the answer cache (saturated like the other rows).

export const answerPath = (question: string, locale: string) =>
  `/_ai/answer?locale=${locale}&q=${encodeURIComponent(question)}`;

/** The site's language and the shipped questions in it (data/ai-eval). */
export function aiQuestions(site: string): { locale: string; questions: string[] } {
  const read = <T>(...path: string[]) => JSON.parse(readFileSync(join(ROOT_DIR, ...path), 'utf8')) as T;
  const locale = read<{ site: { language: string } }>('sites', `${site}.json`).site.language;
  const set = read<{ questions: { question: string }[] }>('data', 'ai-eval', `${locale}.json`);
  return { locale, questions: set.questions.map((q) => q.question) };
}

/** `count` distinct questions one after another: their p50 and p99 in ms, and answers that were no fresh 200. */
export async function uncachedAnswers(base: string, host: string, site: string, count: number) {
  const { locale, questions } = aiQuestions(site);
  const times: number[] = [];
  let bad = 0;
  for (let i = 0; i < count; i++) {
    // A cache key of its own with the same words: '#n' is no content word.
    const t0 = performance.now();
    const res = await get(base, answerPath(`${questions[i % questions.length]!} #${i}`, locale), host);
    times.push(performance.now() - t0);
    if (res.status !== 200 || res.headers['x-ai-cache'] !== 'MISS') bad++;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { p50: at(0.5), p99: at(0.99), bad, count };
}

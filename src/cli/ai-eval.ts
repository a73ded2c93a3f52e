import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { AiAnswer } from '../model/ai-search.js';

// `gkn ai eval`: a question set and the figures of the answers to it (requirements §1 AI search,
// "measured"): retrieval recall@5, citation precision and the "not in our sources" rate.

const questionSetSchema = z.object({
  site: z.string().optional(),
  language: z.enum(['nl', 'en']).optional(),
  questions: z
    .array(
      z.object({
        question: z.string().min(1),
        /** The records an answer should cite; empty = the sources cannot answer it. */
        expected: z.array(z.string().min(1)),
        /** The kind of question (definition, how-to, …): the figures are also given per category. */
        category: z.string().min(1).optional(),
      }),
    )
    .min(1),
});
export type QuestionSet = z.infer<typeof questionSetSchema>;

/** Reads and checks a question set file; throws an Error saying what is wrong with it. */
export function readQuestionSet(file: string): QuestionSet {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
  const parsed = questionSetSchema.safeParse(raw);
  if (!parsed.success)
    throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}

export interface EvalFigures {
  /** Answerable questions: share of expected records among retrieval's first five (capped at 5 expected). */
  recallAt5: number;
  /** Share of all citations (answerable questions) that point to an expected record. */
  citationPrecision: number;
  /** Unanswerable questions answered "not found in our sources". */
  notFoundRate: number;
  /** Answerable questions that got an answer (not "not found"). */
  answeredRate: number;
}

export function evalFigures(results: Array<{ expected: string[]; answer: AiAnswer }>): EvalFigures {
  const answerable = results.filter((r) => r.expected.length > 0);
  const unanswerable = results.filter((r) => r.expected.length === 0);
  const recalls = answerable.map(({ expected, answer }) => {
    const top = new Set(answer.retrieved.slice(0, 5));
    return expected.filter((id) => top.has(id)).length / Math.min(expected.length, 5);
  });
  const citations = answerable.flatMap(({ expected, answer }) => answer.sources.map((s) => expected.includes(s.id)));
  return {
    recallAt5: mean(recalls),
    citationPrecision: citations.length === 0 ? 0 : citations.filter(Boolean).length / citations.length,
    notFoundRate: mean(unanswerable.map((r) => (r.answer.status === 'not-found' ? 1 : 0))),
    answeredRate: mean(answerable.map((r) => (r.answer.status === 'answered' ? 1 : 0))),
  };
}

const mean = (values: number[]) => (values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length);

/** The figures of each category of a question set, in the order the categories first appear. */
export function figuresByCategory(
  results: Array<{ expected: string[]; answer: AiAnswer; category?: string }>,
): Array<{ category: string; count: number; figures: EvalFigures }> {
  const categories = [...new Set(results.flatMap((r) => (r.category ? [r.category] : [])))];
  return categories.map((category) => {
    const of = results.filter((r) => r.category === category);
    return { category, count: of.length, figures: evalFigures(of) };
  });
}

/** One category's line: only the figures its questions measure. */
export function categoryLine(category: string, count: number, f: EvalFigures, answerable: boolean): string {
  const figures = answerable
    ? `recall@5=${f.recallAt5.toFixed(2)} citation_precision=${f.citationPrecision.toFixed(2)} answered=${f.answeredRate.toFixed(2)}`
    : `not_found_rate=${f.notFoundRate.toFixed(2)}`;
  return `  ${category.padEnd(22)} ${String(count).padStart(3)}  ${figures}`;
}

/** The last line of `gkn ai eval`, the one scripts read. */
export function figuresLine(f: EvalFigures): string {
  return `recall@5=${f.recallAt5.toFixed(2)} citation_precision=${f.citationPrecision.toFixed(2)} not_found_rate=${f.notFoundRate.toFixed(2)}`;
}

import { termIn, type QuestionTerm } from './question-terms.js';

// How well a text fits a question (docs/architecture.md §16, decision 020). A question names one
// or more concepts; each weighs by how rare the site's search finds it (a concept in few records
// says more than one in hundreds: "waterberging" over "landbouw"). A text's fit is the weighted
// share of the concepts it holds. A question that joins its concepts ("masterclass en
// veldexcursie", "A or B") asks about each: a text fits as well as the concept it holds best.

export interface WeighedConcept {
  phrase: string;
  terms: QuestionTerm[];
  /** 1 / log2(2 + records the search finds for it): rare concepts weigh more. */
  weight: number;
}

export interface QuestionWeighing {
  concepts: WeighedConcept[];
  /** The concepts are joined by "en", "and", "of", "or" or a comma: each is a question of its own. */
  joined: boolean;
}

export const weightOfHits = (hits: number): number => 1 / Math.log2(2 + Math.max(0, hits));

/** Share of a concept's words a text holds, 0..1. */
export function conceptCoverage(concept: WeighedConcept, words: readonly string[]): number {
  return concept.terms.filter((t) => termIn(t, words)).length / concept.terms.length;
}

/** The text's fit to the question, 0..1. */
export function fitOf(weighing: QuestionWeighing, words: readonly string[]): number {
  const { concepts } = weighing;
  if (concepts.length === 0) return 0;
  const shares = concepts.map((c) => conceptCoverage(c, words));
  if (weighing.joined) return Math.max(...shares);
  const total = concepts.reduce((sum, c) => sum + c.weight, 0);
  return concepts.reduce((sum, c, i) => sum + c.weight * shares[i]!, 0) / total;
}

import { answerParts } from '../../model/ai-search.js';

// A generated answer's claims must each cite a source that exists (requirements §1 AI search,
// "every claim linked to its source"). A sentence is a claim; it is cited when a [n] naming one
// of the answer's sources follows it before the next sentence begins.

/** Whether every sentence of `text` carries a citation of one of `sources`, and no citation names another. */
export function everySentenceCited(text: string, sources: readonly number[]): boolean {
  const named = [...text.matchAll(/\[(\d{1,3})\]/g)].map((m) => Number(m[1]));
  if (named.some((n) => !sources.includes(n))) return false;
  // Each sentence with what follows it up to the next one: "Claim. [1] Claim two [2]."
  const claims = text
    .split(/(?<=[.!?](?:\s*\[\d{1,3}\])*)\s+(?=[\p{Lu}\p{N}"“])/u)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s.replace(/\[\d{1,3}\]/g, '')));
  return claims.every((claim) => answerParts(claim, sources).some((p) => p.kind === 'cite'));
}

import type { Locale } from '../../model/services.js';
import { encodeSearchTerm, ROUTE_SEGMENTS, splitSearchSegment } from './route-segments.js';

// The AI search's addresses (requirements §2: /ai-zoeken/{term?}, /ai-search/{term?}): the
// question is the path's term, spelled as a search term is (spaces as +), so an answer has an
// address of its own that works without JavaScript.

/** The stream endpoint (NDJSON) and the vote form's action (src/server/ai/ai-routes.ts). */
export const AI_ANSWER_ENDPOINT = '/_ai/answer';
export const AI_FEEDBACK_ACTION = '/_ai/feedback';

/** The AI search page of this language, without a question: where its GET form posts. */
export function aiSearchRoot(locale: Locale): string {
  return `/${ROUTE_SEGMENTS.aiSearch[locale]}`;
}

/** The page answering a question. */
export function aiSearchPathOf(locale: Locale, question: string): string {
  return `${aiSearchRoot(locale)}/${encodeSearchTerm(question)}`;
}

/** The question of a path's raw (still percent-encoded) term segment; '' for none or '*'. */
export function questionOfSegment(rawSegment: string | undefined): string {
  if (!rawSegment) return '';
  const question = splitSearchSegment(rawSegment).join(' ').trim();
  return question === '*' ? '' : question;
}

import type { Logger } from 'pino';
import type { AiAnswer, AiEvent, AiSource } from '../../model/ai-search.js';
import type { SearchRecord } from '../../model/search.js';
import { citedNumbers } from '../../model/ai-search.js';
import { resultUrlOf } from '../../app/logic/search-url.js';
import type { ServiceDeps, ServiceScope } from '../services/service-deps.js';
import type { Answerer, NumberedPassage } from './answerer.js';
import type { AnswerCache } from './answer-cache.js';
import { createExtractiveAnswerer } from './extractive-answerer.js';
import type { FeedbackStore } from './feedback-store.js';
import type { Passage } from './passages.js';
import { NOT_FOUND_REPLY } from './prompt.js';
import { retrieve } from './retrieve.js';

// requirements §1 AI search, the whole answer: retrieval, then the configured answerer (the
// extractive one when none is), its failure or slowness falling back to the extractive answer
// with a notice, never an error; the finished answer cached (docs/architecture.md §16).

/**
 * A passage must cover this share of the question's content words (with its record's title) to
 * be used; when none does, the answer is "not found in our sources". Set with `gkn ai eval`.
 */
export const MIN_COVERAGE = 0.6;
/** Passages handed to a model: more context than the extractive answer quotes. */
const MODEL_PASSAGES = 6;

export interface AiSearchDeps {
  services: ServiceDeps;
  cache: AnswerCache;
  feedback: FeedbackStore;
  /** The OpenAI-compatible answerer; null = the extractive answerer only. */
  model: Answerer | null;
  logger: Logger;
}

export interface AnswerStream {
  /** Whether the answer came from the answer cache. */
  cached: boolean;
  events: AsyncGenerator<AiEvent>;
}

export interface AiSearch {
  /** The answer as it is produced (one event at a time); `signal` stops it when the client leaves. */
  stream(scope: ServiceScope, question: string, signal: AbortSignal): Promise<AnswerStream>;
  /** The finished answer (the page without JavaScript, the CLI). */
  answer(scope: ServiceScope, question: string, signal: AbortSignal): Promise<AiAnswer & { cached: boolean }>;
}

export function createAiSearch(deps: AiSearchDeps): AiSearch {
  const extractive = createExtractiveAnswerer();

  async function* produce(scope: ServiceScope, question: string, signal: AbortSignal): AsyncGenerator<AiEvent> {
    const { locale, site } = scope;
    const { passages, records } = await retrieve(deps.services, scope, question);
    const retrieved = rankedRecordIds(passages, records);
    const enough = passages.filter((p) => p.coverage >= MIN_COVERAGE);
    // The answer is in the site's language whatever the question's: where passages in that
    // language qualify, only those are used (a quoted sentence is never translated).
    const inLanguage = enough.filter((p) => p.record.language === locale || p.record.language === null);
    const usable = inLanguage.length > 0 ? inLanguage : enough;
    if (usable.length === 0) {
      yield { type: 'sources', sources: [], mode: deps.model?.mode ?? 'extractive', retrieved };
      yield { type: 'done', status: 'not-found' };
      await deps.feedback.unanswered(site.id, { question, locale });
      return;
    }
    // The extractive answer quotes only the passages that cover the question best (with their
    // record's title, and as sentences on their own), one per record: few citations, all on point.
    const best = Math.max(...usable.map((p) => p.coverage));
    const bestOwn = Math.max(...usable.filter((p) => p.coverage >= best).map((p) => p.own));
    const quoted = numbered(onePerRecord(usable.filter((p) => p.coverage >= best && p.own >= bestOwn)), scope);
    const fallback = async function* (): AsyncGenerator<AiEvent> {
      yield { type: 'sources', sources: quoted.sources, mode: 'extractive', retrieved };
      for await (const text of extractive.answer({ question, locale, passages: quoted.passages, signal })) {
        yield { type: 'delta', text };
      }
      yield { type: 'done', status: 'answered' };
    };
    const answered = finishing(scope, question);
    if (!deps.model) return yield* answered(fallback());

    const context = numbered(onePerRecord(usable).slice(0, MODEL_PASSAGES), scope);
    yield* answered(
      (async function* (): AsyncGenerator<AiEvent> {
        yield { type: 'sources', sources: context.sources, mode: 'generated', retrieved };
        let text = '';
        try {
          for await (const piece of deps.model!.answer({ question, locale, passages: context.passages, signal })) {
            text += piece;
            // Held back while it could still be the not-found reply.
            if (!NOT_FOUND_REPLY.startsWith(text.trim())) yield { type: 'delta', text: piece };
          }
        } catch (error) {
          if (signal.aborted) throw error;
          deps.logger.warn({ err: error, site: site.id }, 'AI answerer failed; extractive answer instead');
          yield { type: 'fallback' };
          yield* fallback();
          return;
        }
        yield { type: 'done', status: text.trim() === NOT_FOUND_REPLY ? 'not-found' : 'answered' };
      })(),
    );
  }

  /** Passes the events on, and caches the finished answer (not a fallback: the model may be back soon). */
  const finishing = (scope: ServiceScope, question: string) =>
    async function* (events: AsyncGenerator<AiEvent>): AsyncGenerator<AiEvent> {
      const collected: AiEvent[] = [];
      for await (const event of events) {
        collected.push(event);
        yield event;
      }
      const answer = collect(collected, question, scope);
      if (!answer.fallback) await deps.cache.set(scope.site.id, answer);
      if (answer.status === 'not-found' && answer.mode === 'generated')
        await deps.feedback.unanswered(scope.site.id, { question, locale: scope.locale });
    };

  const stream: AiSearch['stream'] = async (scope, question, signal) => {
    const hit = await deps.cache.get(scope.site.id, scope.locale, question);
    if (hit) return { cached: true, events: replay(hit) };
    return { cached: false, events: produce(scope, question, signal) };
  };

  return {
    stream,
    async answer(scope, question, signal) {
      const { cached, events } = await stream(scope, question, signal);
      const all: AiEvent[] = [];
      for await (const event of events) all.push(event);
      return { ...collect(all, question, scope), cached };
    },
  };
}

/** Records by their best passage (then the search's order), the first five: retrieval's ranking. */
function rankedRecordIds(passages: Passage[], records: SearchRecord[]): string[] {
  const ids = [...new Set([...passages.map((p) => p.record.id), ...records.map((r) => r.id)])];
  return ids.slice(0, 5);
}

/** One passage per record, best first: a record is cited once. */
function onePerRecord(passages: Passage[]): Passage[] {
  const seen = new Set<string>();
  return passages.filter((p) => !seen.has(p.record.id) && seen.add(p.record.id));
}

/** Source numbers 1…n in passage order; each source links to its result page on this site. */
function numbered(passages: Passage[], scope: ServiceScope): { sources: AiSource[]; passages: NumberedPassage[] } {
  const base = { kind: 'site', locale: scope.locale } as const;
  return {
    sources: passages.map((p, i) => ({
      n: i + 1,
      id: p.record.id,
      title: p.record.title,
      url: resultUrlOf(base, p.record.title, p.record.id),
    })),
    passages: passages.map((p, i) => ({ n: i + 1, title: p.record.title, text: p.text })),
  };
}

/** The finished answer from its events: the text after the last fallback, only cited sources listed. */
export function collect(events: AiEvent[], question: string, scope: ServiceScope): AiAnswer {
  let text = '';
  let sources: AiSource[] = [];
  let mode: AiAnswer['mode'] = 'extractive';
  let status: AiAnswer['status'] = 'not-found';
  let fallback = false;
  let retrieved: string[] = [];
  for (const event of events) {
    if (event.type === 'sources') ({ sources, mode, retrieved } = event);
    else if (event.type === 'delta') text += event.text;
    else if (event.type === 'fallback') {
      fallback = true;
      text = '';
    } else status = event.status;
  }
  const cited = new Set(
    citedNumbers(
      text,
      sources.map((s) => s.n),
    ),
  );
  return {
    question,
    locale: scope.locale,
    status,
    mode,
    text: status === 'answered' ? text.trim() : '',
    sources: status === 'answered' ? sources.filter((s) => cited.has(s.n)) : [],
    fallback,
    retrieved,
  };
}

/** A cached answer as events: the same stream shape, in one piece. */
async function* replay(answer: AiAnswer): AsyncGenerator<AiEvent> {
  yield { type: 'sources', sources: answer.sources, mode: answer.mode, retrieved: answer.retrieved };
  if (answer.text) yield { type: 'delta', text: answer.text };
  yield { type: 'done', status: answer.status };
}

import type { Logger } from 'pino';
import type { AiAnswer, AiEvent, AiSource } from '../../model/ai-search.js';
import { citedNumbers } from '../../model/ai-search.js';
import { resultUrlOf } from '../../app/logic/search-url.js';
import type { ServiceDeps, ServiceScope } from '../services/service-deps.js';
import type { Answerer, NumberedPassage } from './answerer.js';
import type { AnswerCache } from './answer-cache.js';
import { planAnswer, type Quoted } from './answer-plan.js';
import { everySentenceCited } from './citation-check.js';
import { createExtractiveAnswerer } from './extractive-answerer.js';
import type { FeedbackStore } from './feedback-store.js';
import { AnswererError } from './openai-answerer.js';
import { NOT_FOUND_REPLY } from './prompt.js';
import { retrieve } from './retrieve.js';

// requirements §1 AI search, the whole answer: retrieval, then the configured answerer (the
// extractive one when none is), its failure or slowness falling back to the extractive answer
// with a notice, never an error; the finished answer cached (docs/architecture.md §16).

/** Records handed to a model: more context than the extractive answer quotes. */
const MODEL_PASSAGES = 6;

export interface AiSearchDeps {
  services: ServiceDeps;
  cache: AnswerCache;
  feedback: FeedbackStore;
  /** The OpenAI-compatible answerer; null = the extractive answerer only. */
  model: Answerer | null;
  logger: Logger;
  /** The clock (dates "from today"); tests pass their own. */
  now?: () => number;
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
  const now = deps.now ?? Date.now;

  async function* produce(scope: ServiceScope, question: string, signal: AbortSignal): AsyncGenerator<AiEvent> {
    const { locale, site } = scope;
    const { analysis, weighing, passages, records } = await retrieve(deps.services, scope, question);
    const retrieved = records.slice(0, 5).map((r) => r.record.id);
    const searchTerm = analysis.keyPhrase || question;
    const mode = deps.model?.mode ?? 'extractive';
    const plan = planAnswer(analysis, weighing, records, passages, locale, now());
    if (!plan) {
      yield { type: 'sources', sources: [], mode, retrieved, searchTerm };
      yield { type: 'done', status: 'not-found' };
      await deps.feedback.unanswered(site.id, { question, locale });
      return;
    }
    const quoted = numbered(plan.quoted, scope);
    const fallback = async function* (): AsyncGenerator<AiEvent> {
      yield { type: 'sources', sources: quoted.sources, mode: 'extractive', retrieved, searchTerm };
      for await (const text of extractive.answer({ question, locale, passages: quoted.passages, signal })) {
        yield { type: 'delta', text };
      }
      yield { type: 'done', status: 'answered' };
    };
    const answered = finishing(scope, question);
    if (!deps.model) return yield* answered(fallback());

    const context = numbered(plan.context.slice(0, MODEL_PASSAGES), scope);
    const known = context.sources.map((s) => s.n);
    yield* answered(
      (async function* (): AsyncGenerator<AiEvent> {
        yield { type: 'sources', sources: context.sources, mode: 'generated', retrieved, searchTerm };
        let text = '';
        try {
          for await (const piece of deps.model!.answer({ question, locale, passages: context.passages, signal })) {
            text += piece;
            // Held back while it could still be the not-found reply.
            if (!NOT_FOUND_REPLY.startsWith(text.trim())) yield { type: 'delta', text: piece };
          }
          // Every claim must name a source that exists: an answer with one that does not is
          // not shown as the model wrote it (docs/architecture.md §16).
          if (text.trim() !== NOT_FOUND_REPLY && !everySentenceCited(text, known))
            throw new AnswererError('the model wrote a claim without a citation of an existing source');
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

/** Source numbers 1…n in order; each source links to its result page on this site. */
function numbered(items: Quoted[], scope: ServiceScope): { sources: AiSource[]; passages: NumberedPassage[] } {
  const base = { kind: 'site', locale: scope.locale } as const;
  return {
    sources: items.map((q, i) => ({
      n: i + 1,
      id: q.record.id,
      title: q.record.title,
      url: resultUrlOf(base, q.record.title, q.record.id),
    })),
    passages: items.map((q, i) => ({ n: i + 1, title: q.record.title, text: q.text })),
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
  let searchTerm = question;
  for (const event of events) {
    if (event.type === 'sources') ({ sources, mode, retrieved, searchTerm } = event);
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
    searchTerm,
  };
}

/** A cached answer as events: the same stream shape, in one piece. */
async function* replay(answer: AiAnswer): AsyncGenerator<AiEvent> {
  yield {
    type: 'sources',
    sources: answer.sources,
    mode: answer.mode,
    retrieved: answer.retrieved,
    searchTerm: answer.searchTerm,
  };
  if (answer.text) yield { type: 'delta', text: answer.text };
  yield { type: 'done', status: answer.status };
}

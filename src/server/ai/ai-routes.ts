import express, { Router, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { QUESTION_MAX_LENGTH, type AiEvent } from '../../model/ai-search.js';
import type { Locale } from '../../model/services.js';
import { aiSearchPathOf, AI_ANSWER_ENDPOINT, AI_FEEDBACK_ACTION } from '../../app/logic/ai-search-url.js';
import type { FormTokens } from '../forms/form-token.js';
import { sameOrigin } from '../forms/forms-routes.js';
import type { AiSearch } from './ai-search.js';
import type { AiLimits } from './ai-limits.js';
import type { FeedbackStore } from './feedback-store.js';
import { aiFeedbackThanksPage, aiRateLimitedPage } from './ai-short-pages.js';
import { NO_STORE } from '../http/cache-control.js';

// The AI search's HTTP side (docs/architecture.md §16), mounted before the page cache:
// - GET /_ai/answer?q=…&locale=…: the answer streamed as NDJSON (src/model/ai-search.ts AiEvent);
// - POST /_ai/feedback: a thumbs up/down, JSON with JavaScript, a short page without; both counted
//   against the client's limits (ai-limits.ts). The pages' questions are counted in create-ai.ts.
// A site with ai.enabled false answers none of this: its pages are the 404 of the route table.

export interface AiRoutesOptions {
  ai: AiSearch;
  limits: AiLimits;
  feedback: FeedbackStore;
  tokens: FormTokens;
  logger: Logger;
}

const isLocale = (v: unknown): v is Locale => v === 'nl' || v === 'en';

export function aiRoutes(opts: AiRoutesOptions): Router {
  const router = Router();

  const limited = async (req: Request, res: Response, kind: keyof AiLimits): Promise<number | null> => {
    const wait = await opts.limits[kind](req, res);
    if (wait !== null) res.set({ 'Retry-After': String(wait), 'Cache-Control': NO_STORE });
    return wait;
  };

  router.get(AI_ANSWER_ENDPOINT, async (req, res) => {
    res.set('Cache-Control', NO_STORE);
    if (!req.site.config.ai.enabled) return void res.status(404).json({ error: 'not-found' });
    const question = typeof req.query.q === 'string' ? req.query.q.trim() : '';
    const locale = isLocale(req.query.locale) ? req.query.locale : req.site.config.site.language;
    if (question === '') return void res.status(400).json({ error: 'question-missing' });
    if (question.length > QUESTION_MAX_LENGTH)
      return void res.status(400).json({ error: 'question-too-long', max: QUESTION_MAX_LENGTH });
    const wait = await limited(req, res, 'question');
    if (wait !== null) return void res.status(429).json({ error: 'rate-limited', retryAfterS: wait });

    const stop = new AbortController();
    res.on('close', () => stop.abort());
    const { cached, events } = await opts.ai.stream({ site: req.site.config, locale }, question, stop.signal);
    res.status(200).set({
      'Content-Type': 'application/x-ndjson; charset=utf-8',
      'X-AI-Cache': cached ? 'HIT' : 'MISS',
      // No proxy may hold the lines back: each is shown as it comes.
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    try {
      for await (const event of events) {
        if (stop.signal.aborted) break;
        res.write(`${JSON.stringify(event satisfies AiEvent)}\n`);
      }
    } catch (error) {
      if (!stop.signal.aborted) opts.logger.warn({ err: error, reqId: req.id }, 'AI answer stream failed');
    }
    res.end();
  });

  router.post(
    AI_FEEDBACK_ACTION,
    express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 }),
    async (req, res) => {
      res.set('Cache-Control', NO_STORE);
      const body = (req.body ?? {}) as Record<string, unknown>;
      const question = typeof body.question === 'string' ? body.question.trim() : '';
      const vote = body.vote === 'up' || body.vote === 'down' ? body.vote : null;
      const locale = isLocale(body.locale) ? body.locale : req.site.config.site.language;
      const wantsJson = (req.headers.accept ?? '').includes('application/json');
      if (!req.site.config.ai.enabled) return void res.status(404).json({ error: 'not-found' });
      if (!sameOrigin(req) || !opts.tokens.verify(body._token, req.site.config.id))
        return void res.status(403).json({ error: 'expired' });
      if (!vote || question === '' || question.length > QUESTION_MAX_LENGTH)
        return void res.status(400).json({ error: 'invalid' });
      const wait = await limited(req, res, 'vote');
      if (wait !== null) {
        if (wantsJson) return void res.status(429).json({ error: 'rate-limited', retryAfterS: wait });
        return void res
          .status(429)
          .type('html')
          .send(aiRateLimitedPage({ locale, backUrl: aiSearchPathOf(locale, question), nonce: res.locals.nonce }));
      }
      await opts.feedback.vote(req.site.config.id, { question, locale, vote });
      if (wantsJson) return void res.json({ status: 'saved' });
      res
        .status(200)
        .type('html')
        .send(aiFeedbackThanksPage({ locale, backUrl: aiSearchPathOf(locale, question), nonce: res.locals.nonce }));
    },
  );
  return router;
}

import type { Request } from 'express';
import type { Logger } from 'pino';
import type { AiSearchService } from '../../model/ai-search.js';
import type { AiConfig } from '../../config/config.js';
import { sharedRedisOf, type CacheStore } from '../../cache/cache-store.js';
import type { FormTokens } from '../forms/form-token.js';
import type { RenderHealth } from '../services/create-services.js';
import type { ServiceDeps } from '../services/service-deps.js';
import { createAnswerCache } from './answer-cache.js';
import { createAiLimits } from './ai-limits.js';
import { aiRoutes } from './ai-routes.js';
import { createAiSearch, type AiSearch } from './ai-search.js';
import { createFeedbackStore } from './feedback-store.js';
import { createOpenAiAnswerer } from './openai-answerer.js';

// The AI search as the app mounts it (docs/architecture.md §16): its routes, and the loader
// service of a request (null where the site has ai.enabled false).

export interface AiParts {
  search: AiSearch;
  routes: ReturnType<typeof aiRoutes>;
  /** LoaderContext.ai of a request; a fallback answer marks the render degraded (not page-cached). */
  serviceFor(req: Request, health?: RenderHealth): AiSearchService | null;
}

export function createAi(opts: {
  config: AiConfig;
  services: ServiceDeps;
  store: CacheStore;
  tokens: FormTokens;
  logger: Logger;
}): AiParts {
  const { config, logger } = opts;
  const redis = sharedRedisOf(opts.store);
  const feedback = createFeedbackStore(redis, (err) => logger.warn({ err }, 'AI feedback not stored'), {
    retentionDays: config.feedbackRetentionDays,
  });
  const search = createAiSearch({
    services: opts.services,
    cache: createAnswerCache(opts.store),
    feedback,
    model: config.baseUrl
      ? createOpenAiAnswerer({
          baseUrl: config.baseUrl,
          model: config.model,
          apiKey: config.apiKey,
          timeoutMs: config.timeoutMs,
        })
      : null,
    logger,
  });
  const limits = createAiLimits({ ...config.limits, redis, logger });
  return {
    search,
    routes: aiRoutes({ ai: search, limits, feedback, tokens: opts.tokens, logger }),
    serviceFor(req, health) {
      if (!req.site.config.ai.enabled) return null;
      const scope = { site: req.site.config, locale: req.locale };
      return {
        async answer(question, signal) {
          // Counted here, where the answer is asked for, whichever path, spelling or /_data led to
          // the loader (docs/architecture.md §16, Rate limit). A refusal is this client's: never shared.
          const res = req.res!;
          const wait = await limits.question(req, res);
          if (wait !== null) {
            if (health) health.degraded = true;
            res.set('Retry-After', String(wait));
            return { status: 'rate-limited', retryAfterS: wait };
          }
          const answer = await search.answer(scope, question, signal);
          if (answer.fallback && health) health.degraded = true;
          return answer;
        },
      };
    },
  };
}

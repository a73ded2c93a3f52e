import { Router, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import type { Locale, Services } from '../../model/services.js';
import { pageSurrogateKeyHeader, SURROGATE_KEY_HEADER } from '../../cache/surrogate-keys.js';
import { FEEDS_PREFIX, followedSearchLocale } from '../../app/logic/search-feed-url.js';
import { i18nFor } from '../../app/i18n/i18n.js';
import { siteOrigin } from '../../sites/site-origin.js';
import { sendCompressed } from '../http/compressed-body.js';
import type { RenderHealth } from '../services/create-services.js';
import { atomXml } from './atom.js';
import { parseFollowedSearch } from '../../app/logic/followed-search.js';
import { feedUnavailableText, refusalText } from '../../app/logic/feed-messages.js';
import { FEED_SIZE, FEED_SORT, searchFeed } from './search-feed.js';
import { NO_STORE } from '../http/cache-control.js';

export interface SearchFeedOptions {
  /** The services of a site in a locale; failed calls mark `health` degraded, what they read goes in its sources. */
  servicesFor: (req: Request, locale: Locale, health: RenderHealth) => Services;
  /** The Cache-Control of an anonymous page: a feed is as fresh as the search page it follows. */
  cacheControl: string;
  logger: Logger;
}

const ATOM = 'application/atom+xml; charset=utf-8';

/**
 * GET /feeds/{zoeken|search}/{term}?{filters}: the Atom feed of a search of the site
 * (docs/architecture.md §4.2, decision 023). Cached at the edge like the search page and tagged
 * with the same surrogate keys, so a publish that purges the search purges its feeds too.
 */
export function searchFeedRoutes(opts: SearchFeedOptions): Router {
  const router = Router();
  router.get(`${FEEDS_PREFIX}/*path`, async (req, res) => {
    const pathname = req.path.slice(FEEDS_PREFIX.length);
    const locale = followedSearchLocale(pathname.split('/')[1] ?? '') ?? req.locale;
    const i18n = i18nFor(locale);
    const health: RenderHealth = { degraded: false, sources: new Set() };
    const services = opts.servicesFor(req, locale, health);
    const filters = await services.filters();
    if (health.degraded) return unavailable(res, feedUnavailableText(i18n));
    const params = new URL(req.originalUrl, 'http://gkn.internal').searchParams;
    const parsed = parseFollowedSearch(
      pathname,
      params,
      filters.map((f) => f.name),
    );
    if (!parsed.ok) return refused(res, refusalText(i18n, parsed.refusal));
    const { search } = parsed;
    const result = await services.search({
      term: search.term,
      start: 0,
      max: FEED_SIZE,
      filters: search.filters,
      sort: FEED_SORT,
    });
    if (result.status !== 'results' || health.degraded) {
      opts.logger.warn({ site: req.site.config.id, path: req.path }, 'search feed: search unavailable');
      return unavailable(res, feedUnavailableText(i18n));
    }
    const xml = atomXml(
      searchFeed({
        search,
        records: result.records.slice(0, FEED_SIZE),
        filters,
        site: { id: req.site.config.id, title: req.site.config.site.title },
        origin: siteOrigin(req.site.config),
        i18n,
        now: new Date(),
      }),
    );
    res.set('Cache-Control', opts.cacheControl);
    res.set(SURROGATE_KEY_HEADER, pageSurrogateKeyHeader(req.site.config.id, locale, req.path, health.sources!));
    sendCompressed(req, res, 200, ATOM, Buffer.from(xml));
  });
  return router;
}

/** Bad input: a readable reason, never cached (docs/architecture.md §4.2). */
function refused(res: Response, text: string) {
  res.status(400).set('Cache-Control', NO_STORE).type('text/plain; charset=utf-8').send(`${text}\n`);
}

/** The search service or its filter list failed: try again soon; no cache may keep the failure. */
function unavailable(res: Response, text: string) {
  res
    .status(503)
    .set({ 'Cache-Control': NO_STORE, 'Retry-After': '60' })
    .type('text/plain; charset=utf-8')
    .send(`${text}\n`);
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { localeFor } from '../../app/i18n/locale.js';
import { DATA_ENDPOINT } from '../../app/logic/data-endpoint.js';
import { ROUTE_SEGMENTS } from '../../app/logic/route-segments.js';
import { hasCookie } from '../../auth/session-cookies.js';
import { pageKey } from '../../cache/cache-keys.js';
import type { CacheStore } from '../../cache/cache-store.js';
import { pickEncoding, type PageEncoding, type PageVariant } from '../../cache/page-cache.js';
import { localPageVariant, readPageVariant } from '../../cache/page-variant-store.js';
import type { SiteRegistry } from '../../sites/site-registry.js';
import { oneAddressOf } from '../middleware/one-address.js';
import { badPathStatus, rawPathOf } from '../middleware/reject-bad-path.js';
import { addressOf, type TrustProxy } from '../middleware/request-address.js';
import { requestIdOf } from '../middleware/request-logger.js';
import { siteResolver } from '../middleware/resolve-site.js';
import { wantsHttpsOnly } from '../middleware/security-headers.js';
import { pageQueryFromUrl } from '../page-cache-query.js';
import { logFastAnswer } from './access-log.js';
import { noteMiss } from './known-misses.js';
import { writeStoredPage } from './stored-page-response.js';

export interface FastPathDeps {
  registry: SiteRegistry;
  /** `gkn dev`: this site answers any host (resolve-site.ts). */
  devSite?: string;
  store: CacheStore;
  /** The app's `trust proxy` rule, compiled by Express (`app.get('trust proxy fn')`). */
  trustProxy: TrustProxy;
  production: boolean;
  /** The session cookie's name: a request carrying it is never answered from the page cache. */
  sessionCookie: string;
  logger: Logger;
  /** Counts a page-cache hit or miss (metrics.ts countPageCache). */
  count?: (outcome: 'hits' | 'misses') => void;
}

/**
 * Paths the app answers or checks before its page cache (create-app.ts order): health, assets,
 * the login, the personal API, the live reload, the data endpoint, and the AI search pages, whose
 * rate limit counts every request before the page is looked up. Never answered here, whatever a
 * store holds.
 */
const ANSWERED_BEFORE_PAGE_CACHE = [
  '/assets/',
  '/api/',
  '/auth/',
  '/__gkn/',
  DATA_ENDPOINT,
  ...[...Object.values(ROUTE_SEGMENTS.aiSearch), ...Object.values(ROUTE_SEGMENTS.aiSearchAlternate)].map(
    (segment) => `/${segment}/`,
  ),
];
const EXACT_BEFORE_PAGE_CACHE = new Set(['/healthz', '/readyz', '/logout', '/api', '/auth']);

const answeredBeforePageCache = (path: string) =>
  EXACT_BEFORE_PAGE_CACHE.has(path) || ANSWERED_BEFORE_PAGE_CACHE.some((prefix) => path.startsWith(prefix));

/**
 * Answers a request for a stored anonymous page (docs/architecture.md §5.2) from the raw node:http
 * request, before Express: method, address (the TRUST_PROXY rule), site, path and the route's
 * own query parameters make the page-cache key exactly as the middleware makes it; a hit writes
 * the stored body of the client's encoding with its stored headers, the scheme's security headers, a request id and one
 * access-log line. `true` means answered (a page held in this process is written at once); `false`
 * (or a promise of it, when a shared store is asked) means "not answered": the request goes to Express
 * unchanged. That is every request it is not sure of: another method, a session cookie, an unknown
 * host, a path the app answers earlier, rejects as malformed or redirects to its one address, a search whose filter names need
 * the search service, and a miss.
 */
export function createFastPath(deps: FastPathDeps) {
  const siteOf = siteResolver(deps.registry, deps.devSite);

  const answer = (
    req: IncomingMessage,
    res: ServerResponse,
    page: PageVariant,
    httpsOnly: boolean,
    startedAt: number,
  ) => {
    deps.count?.('hits');
    const requestId = requestIdOf(req);
    const status = writeStoredPage(req, res, page, { httpsOnly, cacheState: 'HIT', requestId });
    logFastAnswer(deps.logger, req, requestId, status, startedAt);
  };

  const answerFromStore = async (
    req: IncomingMessage,
    res: ServerResponse,
    key: string,
    encoding: PageEncoding,
    httpsOnly: boolean,
    startedAt: number,
  ): Promise<boolean> => {
    const page = await readPageVariant(deps.store, key, encoding);
    if (!page) {
      deps.count?.('misses');
      noteMiss(req, key);
      return false;
    }
    answer(req, res, page, httpsOnly, startedAt);
    return true;
  };

  const failed = (err: unknown, url: string, res: ServerResponse) => {
    deps.logger.error({ err, url }, 'page cache fast path failed');
    return res.headersSent;
  };

  return (req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean> => {
    const startedAt = Date.now();
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '';
    // Origin-form only ('/path?query'); anything else is Express's to parse.
    if (!url.startsWith('/') || url.includes('#')) return false;
    if (hasCookie(req.headers.cookie, deps.sessionCookie)) return false;
    const path = rawPathOf(url);
    if (answeredBeforePageCache(path) || badPathStatus(path) !== null) return false;
    const address = addressOf(req, deps.trustProxy);
    const site = siteOf(address.host);
    // A duplicate address (/over-ons/, /index) is Express's 301, whatever the store holds for it.
    if (!site || oneAddressOf(path, site.config.site.home) !== null) return false;
    const planned = pageQueryFromUrl(url, path);
    if (planned === null || 'filters' in planned) return false;
    const locale = localeFor(site.config.site.language, path);
    const key = pageKey(site.config.id, locale, path, planned.query, address.host);
    const httpsOnly = wantsHttpsOnly(address, deps.production);
    const encoding = pickEncoding(req.headers['accept-encoding']);
    try {
      // A copy held in this process answers in this turn; else the shared store is asked.
      const local = localPageVariant(deps.store, key, encoding);
      if (local) {
        answer(req, res, local, httpsOnly, startedAt);
        return true;
      }
    } catch (err) {
      return failed(err, url, res);
    }
    return answerFromStore(req, res, key, encoding, httpsOnly, startedAt).catch((err: unknown) =>
      failed(err, url, res),
    );
  };
}

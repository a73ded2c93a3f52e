import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { pageKey } from '../../cache/cache-keys.js';
import type { CacheStore } from '../../cache/cache-store.js';
import { pickEncoding, type PageEncoding, type PageVariant } from '../../cache/page-cache.js';
import { localPageVariant, readPageVariant } from '../../cache/page-variant-store.js';
import { loggedUrl } from '../logged-url.js';
import { requestIdOf } from '../middleware/request-logger.js';
import { wantsHttpsOnly } from '../middleware/security-headers.js';
import { pageQueryFromUrl, UNREAD_QUERY_HEADER } from '../page-cache-query.js';
import { logFastAnswer } from './access-log.js';
import { noteMiss } from './known-misses.js';
import type { PageRequest } from './page-request.js';
import { writeStoredPage } from './stored-page-response.js';

export interface FastPathDeps {
  store: CacheStore;
  production: boolean;
  logger: Logger;
  /** Counts a page-cache hit or miss (metrics.ts countPageCache). */
  count?: (outcome: 'hits' | 'misses') => void;
}

/**
 * Answers an anonymous page request (page-request.ts) for a stored page (docs/architecture.md
 * §5.2) before Express: the route's own query parameters make the page-cache key exactly as the
 * middleware makes it; a hit writes the stored body of the client's encoding with its stored
 * headers, the scheme's security headers, a request id and one access-log line. `true` means
 * answered (a page held in this process is written at once); `false` (or a promise of it, when a
 * shared store is asked) means "not answered": the request goes on to be rendered. That is a
 * search whose filter names need the search service, a form's confirmation, and a miss.
 */
export function createFastPath(deps: FastPathDeps) {
  const answer = (
    req: IncomingMessage,
    res: ServerResponse,
    page: PageVariant,
    httpsOnly: boolean,
    startedAt: number,
    unread: boolean,
  ) => {
    deps.count?.('hits');
    if (unread) res.setHeader(UNREAD_QUERY_HEADER, '1');
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
    unread: boolean,
  ): Promise<boolean> => {
    const page = await readPageVariant(deps.store, key, encoding);
    if (!page) {
      deps.count?.('misses');
      noteMiss(req, key);
      return false;
    }
    answer(req, res, page, httpsOnly, startedAt, unread);
    return true;
  };

  const failed = (err: unknown, url: string, res: ServerResponse) => {
    deps.logger.error({ err, url: loggedUrl(url) }, 'page cache fast path failed');
    return res.headersSent;
  };

  return (req: IncomingMessage, res: ServerResponse, page: PageRequest): boolean | Promise<boolean> => {
    const { url, path, address, site, locale, startedAt } = page;
    const planned = pageQueryFromUrl(url, path);
    if (planned === null || 'filters' in planned) return false;
    const key = pageKey(site.config.id, locale, path, planned.query, address.host);
    const httpsOnly = wantsHttpsOnly(address, deps.production);
    const encoding = pickEncoding(req.headers['accept-encoding']);
    try {
      // A copy held in this process answers in this turn; else the shared store is asked.
      const local = localPageVariant(deps.store, key, encoding);
      if (local) {
        answer(req, res, local, httpsOnly, startedAt, planned.unread);
        return true;
      }
    } catch (err) {
      return failed(err, url, res);
    }
    return answerFromStore(req, res, key, encoding, httpsOnly, startedAt, planned.unread).catch((err: unknown) =>
      failed(err, url, res),
    );
  };
}

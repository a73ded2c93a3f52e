import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { pageKey } from '../../cache/cache-keys.js';
import type { CacheStore } from '../../cache/cache-store.js';
import { pickEncoding, type PageEncoding, type PageVariant } from '../../cache/page-cache.js';
import { localPageVariant, readPageVariant } from '../../cache/page-variant-store.js';
import { loggedUrl } from '../observability/logged-url.js';
import { requestIdOf } from '../middleware/request-logger.js';
import { wantsHttpsOnly } from '../middleware/security-headers.js';
import { pageQueryFromUrl, UNREAD_QUERY_HEADER } from '../pages/page-cache-query.js';
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
  const answer = (req: IncomingMessage, res: ServerResponse, page: PageVariant, how: Answering) => {
    deps.count?.('hits');
    if (how.unread) res.setHeader(UNREAD_QUERY_HEADER, '1');
    const requestId = requestIdOf(req);
    const status = writeStoredPage(req, res, page, {
      httpsOnly: how.httpsOnly,
      cacheState: 'HIT',
      requestId,
      personal: how.personal,
    });
    logFastAnswer(deps.logger, req, requestId, status, how.startedAt);
  };

  const answerFromStore = async (
    req: IncomingMessage,
    res: ServerResponse,
    key: string,
    encoding: PageEncoding,
    how: Answering,
  ): Promise<boolean> => {
    const page = await readPageVariant(deps.store, key, encoding);
    if (!page) {
      deps.count?.('misses');
      noteMiss(req, key);
      return false;
    }
    answer(req, res, page, how);
    return true;
  };

  const failed = (err: unknown, url: string, res: ServerResponse) => {
    deps.logger.error({ err, url: loggedUrl(url) }, 'page cache fast path failed');
    return res.headersSent;
  };

  return (req: IncomingMessage, res: ServerResponse, page: PageRequest): boolean | Promise<boolean> => {
    const { url, path, address, site, locale, startedAt, personal } = page;
    const planned = pageQueryFromUrl(url, path);
    if (planned === null || 'filters' in planned) return false;
    const key = pageKey(site.config.id, locale, path, planned.query, address.host);
    const how: Answering = {
      httpsOnly: wantsHttpsOnly(address, deps.production),
      startedAt,
      unread: planned.unread,
      personal,
    };
    const encoding = pickEncoding(req.headers['accept-encoding']);
    try {
      // A copy held in this process answers in this turn; else the shared store is asked.
      const local = localPageVariant(deps.store, key, encoding);
      if (local) {
        answer(req, res, local, how);
        return true;
      }
    } catch (err) {
      return failed(err, url, res);
    }
    return answerFromStore(req, res, key, encoding, how).catch((err: unknown) => failed(err, url, res));
  };
}

/** How a hit is written: the request's scheme, its start, and what its visitor and query say. */
interface Answering {
  httpsOnly: boolean;
  startedAt: number;
  /** The request carried parameters its page does not read (PageQuery.unread). */
  unread: boolean;
  /** A logged-in visitor's cached shell (PageRequest.personal). */
  personal: boolean;
}

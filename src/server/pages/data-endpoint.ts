import type { Request as ExpressRequest, RequestHandler } from 'express';
import { isRouteErrorResponse, type DataStrategyFunction, type DataStrategyResult } from 'react-router-dom';
import { localeFor } from '../../app/i18n/locale.js';
import { pageSurrogateKeyHeader, SURROGATE_KEY_HEADER } from '../../cache/surrogate-keys.js';
import type { DataEnvelope } from '../../app/logic/data-endpoint.js';
import { PREVIEW_ROUTE_ID } from '../../app/logic/route-ids.js';
import type { LoaderContext } from '../../model/services.js';
import { sendCompressedJson } from '../http/compressed-json.js';
import { toFetchRequest } from '../render/fetch-request.js';
import { staticHandler } from '../render/static-handler.js';
import type { RenderHealth } from '../services/create-services.js';
import { NO_STORE, PRIVATE_NO_STORE } from '../http/cache-control.js';

export interface DataEndpointOptions {
  /** The loaders' context; failed upstream calls mark `health` degraded. */
  contextFor: (req: ExpressRequest, health: RenderHealth) => LoaderContext;
  /** The Cache-Control of an anonymous page: its data may be kept exactly as long as the page. */
  cacheControl: string;
  /** True when the request carries a session: the answer may hold the visitor's own data. */
  hasSession: (req: ExpressRequest) => boolean;
}

/**
 * Marks the data of a page that does not exist (answered 200, the 404 travels in the envelope), so
 * that the edge keeps it with the 404 pages, apart from real pages (docs/security.md "The edge").
 */
export const NOT_FOUND_HEADER = 'x-gkn-not-found';

/**
 * GET /_data?route=<id>&path=<url>: the JSON a client-side navigation needs, from the static
 * handler's `queryRoute`, so the same loader runs as in the server render (docs/architecture.md,
 * request flow). Statuses and redirects travel in the envelope so that the browser's router
 * throws them exactly as on the server. Compressed and cacheable like the page it belongs to
 * (requirements §10): public for an anonymous request whose loaders all answered (a 404 included),
 * else private; a preview's data never.
 */
export function dataEndpoint(opts: DataEndpointOptions): RequestHandler {
  return async (req, res) => {
    const routeId = typeof req.query.route === 'string' ? req.query.route : '';
    const path = typeof req.query.path === 'string' ? req.query.path : '';
    if (!routeId || !path.startsWith('/') || path.startsWith('//')) {
      res.set('Cache-Control', NO_STORE);
      return sendCompressedJson(req, res, 400, { error: 'route and path (a site-relative URL) are required' });
    }
    const url = new URL(path, 'http://gkn.internal');
    // The target page's language (a search path has its own), as a request for that path gets it.
    req.locale = localeFor(req.site.config.site.language, url.pathname);
    const request = toFetchRequest(req, res, `${url.pathname}${url.search}`);
    const sources = new Set<string>();
    const health: RenderHealth = { degraded: false, sources };
    const envelope = await routeData(request, routeId, opts.contextFor(req, health));
    if (!envelope) {
      res.set('Cache-Control', NO_STORE);
      return sendCompressedJson(req, res, 404, { error: `route ${routeId} does not match ${url.pathname}` });
    }
    // Shared like the pages are (200s and 404s of anonymous, healthy renders); never a preview's
    // unpublished content, nor a refusal (400) or failure that belongs to one request.
    const sharedStatus = envelope.type !== 'error' || envelope.status === 404;
    const shared = routeId !== PREVIEW_ROUTE_ID && !opts.hasSession(req) && !health.degraded && sharedStatus;
    res.set('Cache-Control', shared ? opts.cacheControl : PRIVATE_NO_STORE);
    // Purged at the edge with its page (docs/architecture.md §5.5).
    const site = req.site.config.id;
    res.set(SURROGATE_KEY_HEADER, pageSurrogateKeyHeader(site, req.locale, url.pathname, sources));
    if (envelope.type === 'error' && envelope.status === 404) res.set(NOT_FOUND_HEADER, '1');
    sendCompressedJson(req, res, 200, { ...envelope, locale: req.locale });
  };
}

/**
 * The route's loader result as an envelope; null when the router has no such route for the path.
 * `queryRoute` returns a redirect, returns plain data, and throws a Response for `data(value, init)`
 * whether the loader returned or threw it: the data strategy notes which, because a page returned
 * with an error status (a search page in its error state, 503) still renders as that page.
 */
async function routeData(request: Request, routeId: string, context: LoaderContext): Promise<DataEnvelope | null> {
  let threw = false;
  const noteThrown: DataStrategyFunction = async ({ matches }) => {
    const results: Record<string, DataStrategyResult> = {};
    for (const match of matches.filter((m) => m.shouldCallHandler())) {
      const result = await match.resolve();
      threw ||= result.type === 'error';
      results[match.route.id] = result;
    }
    return results;
  };
  try {
    const result: unknown = await staticHandler.queryRoute(request, {
      routeId,
      requestContext: context,
      dataStrategy: noteThrown,
    });
    return result instanceof Response ? responseEnvelope(result, false) : { type: 'data', data: result };
  } catch (thrown) {
    if (thrown instanceof Response) return responseEnvelope(thrown, threw);
    // The router's own answer (no route matches, or route `routeId` is not among the matches).
    if (isRouteErrorResponse(thrown)) return null;
    throw thrown;
  }
}

async function responseEnvelope(response: Response, threw: boolean): Promise<DataEnvelope> {
  const location = response.headers.get('Location');
  if (response.status >= 300 && response.status < 400 && location) {
    return { type: 'redirect', status: response.status, location };
  }
  const data: unknown = await response.json().catch(() => null);
  return threw ? { type: 'error', status: response.status, data } : { type: 'data', data };
}

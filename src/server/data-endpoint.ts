import type { RequestHandler } from 'express';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { LoaderContext } from '../model/services.js';
import type { DataEnvelope } from '../app/logic/data-endpoint.js';
import { dataRoutes } from './render/render-page.js';
import { toFetchRequest } from './render/fetch-request.js';

type Loader = (args: { request: Request; params: Record<string, string | undefined>; context: unknown }) => unknown;

function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return typeof value === 'object' && value !== null && (value as { type?: string }).type === 'DataWithResponseInit';
}

/**
 * GET /_data?route=<id>&path=<url>: the JSON a client-side navigation needs, produced by the same
 * loader the server render runs (DESIGN: a request, step 4). Statuses and redirects travel in the
 * envelope so the browser's router throws them exactly as on the server.
 */
export function dataEndpoint(contextFor: (req: Parameters<RequestHandler>[0]) => LoaderContext): RequestHandler {
  return async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const routeId = typeof req.query.route === 'string' ? req.query.route : '';
    const path = typeof req.query.path === 'string' ? req.query.path : '';
    if (!routeId || !path.startsWith('/') || path.startsWith('//')) {
      return void res.status(400).json({ error: 'route and path (a site-relative URL) are required' });
    }
    const url = new URL(path, 'http://gkn.internal');
    const match = (matchRoutes(dataRoutes as RouteObject[], url.pathname) ?? []).find((m) => m.route.id === routeId);
    const loader = match?.route.loader as Loader | undefined;
    if (!match || typeof loader !== 'function') {
      return void res.status(404).json({ error: `route ${routeId} does not match ${url.pathname}` });
    }
    let envelope: DataEnvelope;
    try {
      const request = toFetchRequest(req, res, `${url.pathname}${url.search}`);
      const result = await loader({ request, params: match.params, context: contextFor(req) });
      // A loader may also *return* data(value, { status }) (e.g. a search page in its error state):
      // the browser gets the value, as the server render does.
      envelope =
        result instanceof Response
          ? redirectEnvelope(result)
          : { type: 'data', data: isDataWithInit(result) ? result.data : result };
    } catch (thrown) {
      if (thrown instanceof Response) envelope = redirectEnvelope(thrown);
      else if (isDataWithInit(thrown))
        envelope = { type: 'error', status: thrown.init?.status ?? 500, data: thrown.data };
      else throw thrown;
    }
    res.json({ ...envelope, locale: req.locale });
  };
}

function redirectEnvelope(response: Response): DataEnvelope {
  return { type: 'redirect', status: response.status, location: response.headers.get('Location') ?? '/' };
}

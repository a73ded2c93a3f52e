import {
  Router,
  type ErrorRequestHandler,
  type Express,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PageRequest } from './page-request.js';

/** Renders an anonymous page request the app's own routes would have passed on to the pages. */
export type PageLane = (req: IncomingMessage, res: ServerResponse, page: PageRequest) => void;

/**
 * The page lane (docs/architecture.md §5.2): an anonymous page request, already read by
 * fast-path/page-request.ts, goes through only the handlers a page needs (the request log, the
 * security headers, portlet framing, the page cache, the render and the error page), the same
 * instances the app mounts, instead of walking the app's whole stack of routes that a page path
 * cannot match (1–2% of an uncached page's instructions; docs/benchmark.md at e606e25,
 * "The page lane, and counting instructions").
 *
 * The request and response get the app's Express API as `app.handle` gives it (its prototypes,
 * which the server's classes already lead to, their links to each other, `res.locals`); the
 * address, site and locale the reader already took are set where readRequestAddress() and
 * resolveSite() put them. Errors, thrown or rejected, reach the error handler as in the app: the
 * lane is an Express router.
 */
export function createPageLane(
  app: Express,
  handlers: { page: RequestHandler[]; error: ErrorRequestHandler },
): PageLane {
  const lane = Router();
  lane.use(...handlers.page);
  lane.use(handlers.error);
  return (incoming, outgoing, page) => {
    const req = incoming as Request;
    const res = outgoing as Response;
    req.res = res;
    res.req = req;
    // The server made them with the app's API already (app-messages.ts); set it only where not.
    if (!Object.prototype.isPrototypeOf.call(app.request, req)) Object.setPrototypeOf(req, app.request);
    if (!Object.prototype.isPrototypeOf.call(app.response, res)) Object.setPrototypeOf(res, app.response);
    res.locals = Object.create(null) as Response['locals'];
    req.address = page.address;
    req.site = page.site;
    req.locale = page.locale;
    // The render answers every GET and HEAD; were a handler to pass one on, or an error to outlive
    // the error handler, the app's last-resort page answers it.
    lane(req, res, (err?: unknown) =>
      handlers.error(err ?? new Error('no handler answered a page request'), req, res, () => res.destroy()),
    );
  };
}

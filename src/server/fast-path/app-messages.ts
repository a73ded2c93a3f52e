import type { Express } from 'express';
import { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The request and response classes the HTTP server makes its objects with (createServer's
 * `IncomingMessage` and `ServerResponse` options): Node's own classes, whose prototypes lead to
 * the app's Express API (`app.request`, `app.response`) from the start. The page lane
 * (page-lane.ts) then needs no `Object.setPrototypeOf` per request, which is what Express's own
 * `app.handle` does: changing a live object's prototype leaves it and the code that reads it
 * slower (on a bare node:http server answering 60 KB, swapping both prototypes per request halved
 * the requests per second; these classes kept the plain figure; docs/benchmark.md at e606e25, "The
 * page lane's prototypes"). Requests that go to the app itself still have their prototypes set by
 * Express, to the same API.
 */
export function appMessageClasses(app: Express) {
  class AppRequest extends IncomingMessage {}
  Object.setPrototypeOf(AppRequest.prototype, app.request);
  class AppResponse extends ServerResponse {}
  Object.setPrototypeOf(AppResponse.prototype, app.response);
  return { IncomingMessage: AppRequest, ServerResponse: AppResponse };
}

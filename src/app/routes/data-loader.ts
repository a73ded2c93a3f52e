import type {
  IndexRouteObject,
  LoaderFunction,
  LoaderFunctionArgs,
  NonIndexRouteObject,
  RouteObject,
} from 'react-router-dom';
import type { LoaderContext } from '../../model/services.js';
import { fetchLoaderData } from '../logic/data-endpoint.js';

export type ServerLoader<T> = (args: LoaderFunctionArgs & { url: URL }, ctx: LoaderContext) => Promise<T> | T;

/** A route object without the id and loader that dataRoute gives it. */
type RouteFields = Omit<IndexRouteObject, 'id' | 'loader'> | Omit<NonIndexRouteObject, 'id' | 'loader'>;

/**
 * A route whose data comes from the server, its id named once. One loader, two homes: on the
 * server it runs `load` with the services in the request context; in the browser it asks the data
 * endpoint for this route's data by that id, which runs the same `load` there. Same data shape,
 * one code path to test.
 */
export function dataRoute<T>(id: string, load: ServerLoader<T>, route: RouteFields): RouteObject {
  return { ...route, id, loader: routeLoader(id, load) } as RouteObject;
}

function routeLoader<T>(routeId: string, load: ServerLoader<T>): LoaderFunction {
  return async (args) => {
    const ctx = args.context as LoaderContext | undefined;
    if (ctx?.services) return load({ ...args, url: new URL(args.request.url) }, ctx);
    const url = new URL(args.request.url);
    return fetchLoaderData(routeId, `${url.pathname}${url.search}`, args.request.signal);
  };
}

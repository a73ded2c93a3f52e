import type { LoaderFunction, LoaderFunctionArgs } from 'react-router-dom';
import type { LoaderContext } from '../../model/services.js';
import { fetchLoaderData } from '../logic/data-endpoint.js';

export type ServerLoader<T> = (args: LoaderFunctionArgs & { url: URL }, ctx: LoaderContext) => Promise<T> | T;

/**
 * One loader, two homes: on the server it runs `load` with the services in the request context;
 * in the browser it fetches the same loader's result from the data endpoint. Same data shape,
 * one code path to test.
 */
export function routeLoader<T>(routeId: string, load: ServerLoader<T>): LoaderFunction {
  return async (args) => {
    const ctx = args.context as LoaderContext | undefined;
    if (ctx?.services) return load({ ...args, url: new URL(args.request.url) }, ctx);
    return fetchRouteData(routeId, args.request);
  };
}

function fetchRouteData(routeId: string, request: Request): Promise<unknown> {
  const url = new URL(request.url);
  return fetchLoaderData(routeId, `${url.pathname}${url.search}`, request.signal);
}

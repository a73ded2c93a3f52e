import { data, redirect, type LoaderFunction, type LoaderFunctionArgs } from 'react-router-dom';
import { loadCatalog } from '../i18n/i18n.js';
import type { Locale, LoaderContext } from '../../model/services.js';
import { NO_ROUTE } from './no-route.js';

/** The server's JSON data endpoint that client navigations ask (DESIGN: a request, step 4). */
export const DATA_ENDPOINT = '/_data';

export type DataEnvelope =
  | { type: 'data'; data: unknown }
  | { type: 'error'; status: number; data: unknown }
  | { type: 'redirect'; status: number; location: string };

/** What the endpoint sends: the envelope plus the locale of the target page. */
export type DataResponse = DataEnvelope & { locale: Locale };

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

/**
 * In the browser: a route loader's data for a site-relative path, from the data endpoint, outside
 * a navigation (e.g. the menu asking for the site's chrome again, MainMenu). Throws as the loader would.
 */
export async function fetchLoaderData(routeId: string, path: string, signal?: AbortSignal): Promise<unknown> {
  const query = new URLSearchParams({ route: routeId, path });
  const response = await fetch(`${DATA_ENDPOINT}?${query}`, { signal, headers: { accept: 'application/json' } });
  // A 404 from the endpoint itself: the server knows no such route for this address (spec §8 router-level).
  if (!response.ok) throw data(response.status === 404 ? NO_ROUTE : null, { status: response.status });
  const envelope = (await response.json()) as DataResponse;
  // The target may be in the other language (a search path): its catalog first, then render.
  await loadCatalog(envelope.locale);
  if (envelope.type === 'redirect') throw redirect(envelope.location, envelope.status);
  if (envelope.type === 'error') throw data(envelope.data, { status: envelope.status });
  return envelope.data;
}

import { data, isRouteErrorResponse, redirect } from 'react-router-dom';
import { loadCatalog } from '../i18n/i18n.js';
import type { Locale } from '../../model/services.js';

// The browser's side of the server's JSON data endpoint: what it answers and how a route's data
// is asked for, shared by the route loaders and by components that reload data outside a navigation.

/** The server's JSON data endpoint that client navigations ask (docs/architecture.md §4 step 4). */
export const DATA_ENDPOINT = '/_data';

export type DataEnvelope =
  | { type: 'data'; data: unknown }
  | { type: 'error'; status: number; data: unknown }
  | { type: 'redirect'; status: number; location: string };

/** What the endpoint sends: the envelope plus the locale of the target page. */
type DataResponse = DataEnvelope & { locale: Locale };

/** What the error data of a router-level 404 says (a CMS 404 carries only its status). */
export const NO_ROUTE = { status: 404, reason: 'no-route' } as const;

/**
 * A router-level 404: react-router's own (no route matches the URL: `internal`), one of the
 * reserved-prefix routes below, or the data endpoint not knowing the route a client navigation
 * asked for (src/app/routes/data-loader.ts).
 */
export function isRouterNotFound(error: unknown): boolean {
  if (!isRouteErrorResponse(error) || error.status !== 404) return false;
  if ((error as { internal?: boolean }).internal) return true;
  return (error.data as { reason?: unknown } | null)?.reason === NO_ROUTE.reason;
}

/**
 * In the browser: a route loader's data for a site-relative path, from the data endpoint, outside
 * a navigation (e.g. the menu asking for the site's chrome again, MainMenu). Throws as the loader would.
 */
export async function fetchLoaderData(routeId: string, path: string, signal?: AbortSignal): Promise<unknown> {
  const query = new URLSearchParams({ route: routeId, path });
  const response = await fetch(`${DATA_ENDPOINT}?${query}`, { signal, headers: { accept: 'application/json' } });
  // A 404 from the endpoint itself: the server knows no such route for this address (requirements §8 router-level).
  if (!response.ok) throw data(response.status === 404 ? NO_ROUTE : null, { status: response.status });
  const envelope = (await response.json()) as DataResponse;
  // The target may be in the other language (a search path): its catalog first, then render.
  await loadCatalog(envelope.locale);
  if (envelope.type === 'redirect') throw redirect(envelope.location, envelope.status);
  if (envelope.type === 'error') throw data(envelope.data, { status: envelope.status });
  return envelope.data;
}

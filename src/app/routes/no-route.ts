import { data, isRouteErrorResponse, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from './route-handle.js';
import { ROUTE_SEGMENTS } from './route-segments.js';

// spec §8 Router-level 'This page could not be found': an address that no route of ours serves,
// as distinct from a CMS page that does not exist (the CMS 404 page, page.404.*).

/** What the error data of a router-level 404 says (a CMS 404 carries only its status). */
export const NO_ROUTE = { status: 404, reason: 'no-route' } as const;

/** Thrown by a loader: the router-level 404, the same on the server and in the browser. */
export function noRoute(): never {
  throw data(NO_ROUTE, { status: 404 });
}

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

const { search, aiSearch, aiSearchAlternate, dashboard, logout } = ROUTE_SEGMENTS;
/**
 * Path prefixes that are ours, never the CMS's (spec §2: search, logout, dashboard and portlet
 * pages are not fetched from the content system). Below them, a path no route serves is answered
 * by the router (their own routes rank above these splats), not sent on to the CMS catch-all.
 */
const RESERVED = [
  ...new Set([
    search.nl,
    search.en,
    aiSearch.nl,
    aiSearch.en,
    aiSearchAlternate.nl,
    'portlet',
    dashboard.nl,
    logout.nl,
  ]),
];

/** Never rendered (the loader throws first); present so the router has a route to match. */
const Nothing = () => null;

/** Children of the root route, before the CMS catch-all. Their loader runs in the browser too: no fetch. */
export const noRouteRoutes: RouteObject[] = RESERVED.map((segment) => ({
  id: `no-route-${segment}`,
  path: `${segment}/*`,
  loader: noRoute,
  Component: Nothing,
  handle: { name: 'NoRoute', layout: 'default', fromCms: false } satisfies RouteHandle,
}));

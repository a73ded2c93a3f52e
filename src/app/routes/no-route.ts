import { data, type RouteObject } from 'react-router-dom';
import { NO_ROUTE } from '../logic/data-endpoint.js';
import type { RouteHandle } from '../logic/route-handle.js';
import { ROUTE_SEGMENTS } from '../logic/route-segments.js';
import { Nothing } from './nothing.js';

// requirements §8 Router-level 'This page could not be found': an address that no route of ours serves,
// as distinct from a CMS page that does not exist (the CMS 404 page, page.404.*).

/** Thrown by a loader: the router-level 404, the same on the server and in the browser. */
function noRoute(): never {
  throw data(NO_ROUTE, { status: 404 });
}

const { search, aiSearch, aiSearchAlternate, dashboard, logout } = ROUTE_SEGMENTS;
/**
 * Path prefixes that are ours, never the CMS's (requirements §2: search, logout, dashboard and portlet
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

/** Children of the root route, before the CMS catch-all. Their loader runs in the browser too: no fetch. */
export const noRouteRoutes: RouteObject[] = RESERVED.map((segment) => ({
  id: `no-route-${segment}`,
  path: `${segment}/*`,
  loader: noRoute,
  Component: Nothing,
  handle: { name: 'NoRoute', layout: 'default', fromCms: false } satisfies RouteHandle,
}));

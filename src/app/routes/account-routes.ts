import { data, redirect, type RouteObject } from 'react-router-dom';
import { dataRoute, type ServerLoader } from './data-loader.js';
import type { RouteHandle } from '../logic/route-handle.js';
import { ROUTE_SEGMENTS } from '../logic/route-segments.js';
import { Nothing } from './nothing.js';
import { safeReturnPath } from './return-path.js';

// requirements §2: the dashboard (mijn-gkn), logout and AI search routes. They are in the route table now
// so that they never fall through to the CMS catch-all; the features behind them are later work.
// Their loaders never call the CMS (docs/architecture.md §4 step 3).

const handle = (h: RouteHandle) => h;

/** Not built yet: the site's 404 error page, in the request's language, without asking the CMS. */
const notYetBuilt: ServerLoader<never> = () => {
  throw data({ status: 404 }, { status: 404 });
};

/**
 * requirements §6 logout: there is no session yet, so logging out is going back to where the visitor was
 * (?returnTo=, a same-origin relative path; anything else goes home). 303: the next request is a
 * plain GET and nothing caches the answer (ssr-handler).
 */
const backToReturnPath: ServerLoader<never> = ({ url }) => {
  throw redirect(safeReturnPath(url.searchParams.get('returnTo')), 303);
};

const { aiSearch, aiSearchAlternate, dashboard, logout } = ROUTE_SEGMENTS;

/** Children of the root route. */
export const accountRoutes: RouteObject[] = [
  dataRoute('dashboard', notYetBuilt, {
    path: dashboard.nl,
    Component: Nothing,
    handle: handle({ name: 'mijn-gkn', layout: 'default', fromCms: false }),
  }),
  dataRoute('logout', backToReturnPath, {
    path: logout.nl,
    Component: Nothing,
    handle: handle({ name: 'logout', layout: 'default', fromCms: false }),
  }),
  // Locale: ai-search is English, ai-zoeken Dutch (requirements §2); aiSearch keeps the site's language.
  dataRoute('ai-search-en', notYetBuilt, {
    path: `${aiSearch.en}/:term?`,
    Component: Nothing,
    handle: handle({ name: 'AiSearchPage', layout: 'default', fromCms: false, flags: ['search'] }),
  }),
  dataRoute('ai-search-nl', notYetBuilt, {
    path: `${aiSearch.nl}/:term?`,
    Component: Nothing,
    handle: handle({ name: 'AiZoekPagina', layout: 'default', fromCms: false, flags: ['search'] }),
  }),
  dataRoute('ai-search-alternate', notYetBuilt, {
    path: `${aiSearchAlternate.nl}/:aisearch?`,
    Component: Nothing,
    handle: handle({ name: 'AiZoekPagina', layout: 'default', fromCms: false, flags: ['search'] }),
  }),
];

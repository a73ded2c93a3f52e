import { data, type RouteObject } from 'react-router-dom';
import { dataRoute, type ServerLoader } from './data-loader.js';
import type { RouteHandle } from '../logic/route-handle.js';
import { ROUTE_SEGMENTS } from '../logic/route-segments.js';
import { Nothing } from './nothing.js';

// requirements §2: the AI search routes. They are in the route table so that they never fall through
// to the CMS catch-all; their loaders never call the CMS (docs/architecture.md §4 step 3).

const handle = (h: RouteHandle) => h;

/** Not built yet: the site's 404 error page, in the request's language, without asking the CMS. */
const notYetBuilt: ServerLoader<never> = () => {
  throw data({ status: 404 }, { status: 404 });
};

const { aiSearch, aiSearchAlternate } = ROUTE_SEGMENTS;

/** Children of the root route. Locale: ai-search is English, ai-zoeken Dutch (requirements §2). */
export const aiSearchRoutes: RouteObject[] = [
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
  // aiSearch keeps the site's language.
  dataRoute('ai-search-alternate', notYetBuilt, {
    path: `${aiSearchAlternate.nl}/:aisearch?`,
    Component: Nothing,
    handle: handle({ name: 'AiZoekPagina', layout: 'default', fromCms: false, flags: ['search'] }),
  }),
];

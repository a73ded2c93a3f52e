import { data, redirect, type RouteObject } from 'react-router-dom';
import { dataRoute, type ServerLoader } from './data-loader.js';
import type { RouteHandle } from '../logic/route-handle.js';
import { ROUTE_SEGMENTS } from '../logic/route-segments.js';
import { Nothing } from './nothing.js';
import { safeReturnPath } from './return-path.js';
import { loginHref } from '../auth/login-links.js';

// requirements §2: the dashboard (mijn-gkn), logout and AI search routes. They are in the route table so
// that they never fall through to the CMS catch-all; AI search is not built yet. Their loaders never
// call the CMS (docs/architecture.md §4 step 3).

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

/**
 * requirements §2 /mijn-gkn: only for a logged-in user; a visitor goes to the login, which comes back
 * here. Without a login in this deployment, or on a site without interaction, there is no dashboard.
 * The page's data comes from the personal API in the browser (src/app/pages/mijn-gkn).
 */
const loadDashboard: ServerLoader<{ dashboard: true }> = ({ url }, { viewer, loginEnabled, locale }) => {
  if (!loginEnabled) throw data({ status: 404 }, { status: 404 });
  if (!viewer) throw redirect(loginHref(url.pathname, locale), 303);
  return { dashboard: true };
};

const dashboardPage = () => import('../pages/mijn-gkn/MijnGknPage.js').then((m) => ({ Component: m.MijnGknPage }));
const dashboardTitle: RouteHandle['title'] = (i18n) => i18n._({ id: 'account.dashboard', message: 'Mijn GKN' });

const { aiSearch, aiSearchAlternate, dashboard, logout } = ROUTE_SEGMENTS;

/** Children of the root route. */
export const accountRoutes: RouteObject[] = [
  dataRoute('dashboard', loadDashboard, {
    path: dashboard.nl,
    lazy: dashboardPage,
    handle: handle({ name: 'mijn-gkn', layout: 'default', fromCms: false, title: dashboardTitle }),
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

import { data, redirect, type RouteObject } from 'react-router-dom';
import { dataRoute, type ServerLoader } from './data-loader.js';
import type { RouteHandle } from '../logic/route-handle.js';
import { ROUTE_SEGMENTS } from '../logic/route-segments.js';
import { Nothing } from './nothing.js';
import { safeReturnPath } from './return-path.js';
import { loginHref } from '../auth/login-links.js';

// requirements §2: the dashboard (mijn-gkn) and logout routes. They are in the route table so that they
// never fall through to the CMS catch-all. Their loaders never call the CMS (docs/architecture.md §4 step 3).

const handle = (h: RouteHandle) => h;

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

const { dashboard, logout } = ROUTE_SEGMENTS;

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
];

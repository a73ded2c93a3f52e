import type { RouteObject } from 'react-router-dom';
import { dataRoute, type ServerLoader } from './data-loader.js';
import type { RouteHandle } from '../logic/route-handle.js';
import { ROUTE_SEGMENTS } from '../logic/route-segments.js';
import type { DashboardData } from '../pages/mijn-gkn/MijnGknPage.js';
import type { DeleteCommentData } from '../pages/mijn-gkn/DeleteCommentPage.js';
import type { LogoutData } from '../pages/logout/LogoutPage.js';

const { dashboard, deleteComment, logout } = ROUTE_SEGMENTS;

// requirements §2: the dashboard (mijn-gkn) and logout routes. They are in the route table so that they
// never fall through to the CMS catch-all. Their loaders never call the CMS (docs/architecture.md §4 step 3).

const handle = (h: RouteHandle) => h;

/** The account routes' loaders run on the server only: a lazy chunk, out of the first load. */
const loadDashboard: ServerLoader<DashboardData> = async (args, ctx) =>
  (await import('./account-loaders.server.js')).loadDashboard(args, ctx);
const loadDeleteComment: ServerLoader<DeleteCommentData> = async (args, ctx) =>
  (await import('./account-loaders.server.js')).loadDeleteComment(args, ctx);
const logoutOrBack: ServerLoader<LogoutData> = async (args, ctx) =>
  (await import('./account-loaders.server.js')).logoutOrBack(args, ctx);

const logoutPage = () => import('../pages/logout/LogoutPage.js').then((m) => ({ Component: m.LogoutPage }));
const logoutTitle: RouteHandle['title'] = (i18n) => i18n._({ id: 'logout.title', message: 'Uitloggen' });
const dashboardPage = () => import('../pages/mijn-gkn/MijnGknPage.js').then((m) => ({ Component: m.MijnGknPage }));
const dashboardTitle: RouteHandle['title'] = (i18n) => i18n._({ id: 'account.dashboard', message: 'Mijn GKN' });
const deleteCommentPage = () =>
  import('../pages/mijn-gkn/DeleteCommentPage.js').then((m) => ({ Component: m.DeleteCommentPage }));
const deleteCommentTitle: RouteHandle['title'] = (i18n) =>
  i18n._({ id: 'deleteComment.title', message: 'Reactie verwijderen' });

/** Children of the root route. */
export const accountRoutes: RouteObject[] = [
  dataRoute('dashboard', loadDashboard, {
    path: dashboard.nl,
    lazy: dashboardPage,
    handle: handle({ name: 'mijn-gkn', layout: 'default', fromCms: false, title: dashboardTitle }),
  }),
  // The delete confirmation without JavaScript, one path per language (every site answers both).
  ...(['nl', 'en'] as const).map((locale) =>
    dataRoute(`delete-comment-${locale}`, loadDeleteComment, {
      path: `${dashboard[locale]}/${deleteComment[locale]}`,
      lazy: deleteCommentPage,
      handle: handle({ name: 'ReactieVerwijderen', layout: 'default', fromCms: false, title: deleteCommentTitle }),
    }),
  ),
  dataRoute('logout', logoutOrBack, {
    path: logout.nl,
    lazy: logoutPage,
    handle: handle({ name: 'logout', layout: 'default', fromCms: false, title: logoutTitle }),
  }),
];

import { data, redirect, type RouteObject } from 'react-router-dom';
import { dataRoute, type ServerLoader } from './data-loader.js';
import type { RouteHandle } from '../logic/route-handle.js';
import { ROUTE_SEGMENTS } from '../logic/route-segments.js';
import { Nothing } from './nothing.js';
import { safeReturnPath } from './return-path.js';
import { loginHref } from '../auth/login-links.js';
import type { LoaderContext } from '../../model/services.js';
import { DELETE_COMMENT_SEGMENT } from '../logic/personal-paths.js';
import type { DashboardData } from '../pages/mijn-gkn/MijnGknPage.js';
import type { DeleteCommentData } from '../pages/mijn-gkn/DeleteCommentPage.js';

const { dashboard, logout } = ROUTE_SEGMENTS;

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

/** A logged-in user only: without a login here there is no such page, a visitor goes to the login and back. */
function loggedInOnly(url: URL, { viewer, loginEnabled, locale }: LoaderContext): void {
  if (!loginEnabled) throw data({ status: 404 }, { status: 404 });
  if (!viewer) throw redirect(loginHref(`${url.pathname}${url.search}`, locale), 303);
}

/**
 * requirements §2 /mijn-gkn: only for a logged-in user; a visitor goes to the login, which comes back
 * here. Without a login in this deployment, or on a site without interaction, there is no dashboard.
 * The server renders my bookmarks and comments (docs/architecture.md §6.5); a failing user API
 * gives the page's calm notice (null), never an error page.
 */
const loadDashboard: ServerLoader<DashboardData> = async ({ url }, ctx) => {
  loggedInOnly(url, ctx);
  return { myData: (await ctx.personal?.myData()) ?? null };
};

/** No comment id is this long (the personal API's bound). */
const ID_MAX = 200;

/**
 * The confirmation page of a delete without JavaScript (requirements §6): the user's own comment
 * and where to return to (?returnTo=, a path of this site, else the dashboard). A comment that is
 * not the user's or does not exist is a 404 page that says so; a failing user API a calm notice.
 */
const loadDeleteComment: ServerLoader<DeleteCommentData> = async ({ url }, ctx) => {
  loggedInOnly(url, ctx);
  const asked = url.searchParams.get('returnTo');
  const returnTo = asked ? safeReturnPath(asked) : `/${dashboard.nl}`;
  const id = url.searchParams.get('id')?.trim() ?? '';
  const found = id && id.length <= ID_MAX && ctx.personal ? await ctx.personal.myComment(id) : 'unknown';
  if (found === 'unknown') return data({ state: 'unknown', returnTo }, { status: 404 }) as unknown as DeleteCommentData;
  if (found === 'failed') return { state: 'unavailable', returnTo };
  return { state: 'confirm', comment: found, returnTo };
};

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
      path: `${dashboard[locale]}/${DELETE_COMMENT_SEGMENT[locale]}`,
      lazy: deleteCommentPage,
      handle: handle({ name: 'ReactieVerwijderen', layout: 'default', fromCms: false, title: deleteCommentTitle }),
    }),
  ),
  dataRoute('logout', backToReturnPath, {
    path: logout.nl,
    Component: Nothing,
    handle: handle({ name: 'logout', layout: 'default', fromCms: false }),
  }),
];

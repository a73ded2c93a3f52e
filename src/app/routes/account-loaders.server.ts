import { data, redirect } from 'react-router-dom';
import type { LoaderContext } from '../../model/services.js';
import { loginHref } from '../auth/login-links.js';
import { ROUTE_SEGMENTS } from '../logic/route-segments.js';
import type { DashboardData } from '../pages/mijn-gkn/MijnGknPage.js';
import type { DeleteCommentData } from '../pages/mijn-gkn/DeleteCommentPage.js';
import type { LogoutData } from '../pages/logout/LogoutPage.js';
import type { ServerLoader } from './data-loader.js';
import { safeReturnPath } from './return-path.js';

// The server side of the dashboard's loaders (requirements §2 /mijn-gkn, §6), imported lazily by
// account-routes.ts: in the browser these loaders only ask the data endpoint.

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
export const loadDashboard: ServerLoader<DashboardData> = async ({ url }, ctx) => {
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
export const loadDeleteComment: ServerLoader<DeleteCommentData> = async ({ url }, ctx) => {
  loggedInOnly(url, ctx);
  const asked = url.searchParams.get('returnTo');
  const returnTo = asked ? safeReturnPath(asked) : `/${ROUTE_SEGMENTS.dashboard.nl}`;
  const id = url.searchParams.get('id')?.trim() ?? '';
  const found = id && id.length <= ID_MAX && ctx.personal ? await ctx.personal.myComment(id) : 'unknown';
  if (found === 'unknown') return data({ state: 'unknown', returnTo }, { status: 404 }) as unknown as DeleteCommentData;
  if (found === 'failed') return { state: 'unavailable', returnTo };
  return { state: 'confirm', comment: found, returnTo };
};

/**
 * requirements §2 /logout: a logged-in user gets the page with the logout button (a GET changes
 * nothing; the button posts to the login layer). Anyone else goes back to the return path
 * (?returnTo=, a same-origin relative path; anything else goes home). 303: the next request is a
 * plain GET and nothing caches the answer (ssr-handler).
 */
export const logoutOrBack: ServerLoader<LogoutData> = ({ url }, ctx) => {
  const returnTo = safeReturnPath(url.searchParams.get('returnTo'));
  if (!ctx.viewer || !ctx.loginEnabled) throw redirect(returnTo, 303);
  return { returnTo };
};

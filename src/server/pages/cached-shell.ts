import { hasCookie } from '../../auth/session-cookies.js';
import { SCRIPT_COOKIE } from '../../model/readable-cookies.js';

/**
 * Who a page request is for, as the page cache sees it (docs/architecture.md §6.6):
 * - `false`: anonymous, the shared page;
 * - `true`: logged in, in a browser that runs our script: the shared page as a cached shell
 *   (`private, no-store`), which the script fills in with the person's state;
 * - `null`: logged in without a known script: rendered for the person, complete without one.
 */
export function visitorOf(cookieHeader: string | undefined, sessionCookie: string): boolean | null {
  if (!hasCookie(cookieHeader, sessionCookie)) return false;
  return hasCookie(cookieHeader, SCRIPT_COOKIE) ? true : null;
}

import type { Viewer } from '../../model/viewer.js';
import { SCRIPT_COOKIE, SCRIPT_COOKIE_MAX_AGE_S } from '../../model/readable-cookies.js';
import { fetchViewer } from './login-popup.js';

// The browser's half of the cached shell for logged-in visitors (docs/architecture.md §6.6),
// loaded only where a session exists: a logged-in page view may be the site's cached page, which
// names nobody; this says whose it is, and the viewer context then reloads the route's data
// (bookmark states, own comments) for that person.

/** From now on this browser may be sent the cached shell: it runs the script that fills it in. */
function rememberScriptRuns(): void {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${SCRIPT_COOKIE}=1; path=/; max-age=${SCRIPT_COOKIE_MAX_AGE_S}; samesite=lax${secure}`;
}

/**
 * `shown`: the viewer the page shows. A page rendered for the person needs nothing; a shell (no
 * viewer, but a session) or a page back from the back/forward cache (`null`) asks the session
 * route who is logged in and hands it to `settle`.
 */
export function fillShell(shown: Viewer | null, settle: (viewer: Viewer | null) => void): void {
  rememberScriptRuns();
  if (!shown) void fetchViewer().then(settle, () => {});
}

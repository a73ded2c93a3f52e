import type { Viewer } from '../../model/viewer.js';
import { LOGIN_MESSAGE_TYPE, SESSION_INFO_PATH } from './login-links.js';

// The browser's side of the login popup, loaded only when a visitor opens it (its own small
// chunk: the first page load carries just the link). It waits for the popup's "done" message
// (from our own origin and from that window only) or for the popup to close, then asks the
// session who is logged in now.

/** Who the session belongs to now, from the login's own JSON (null: no session, or it failed). */
export async function fetchViewer(): Promise<Viewer | null> {
  const response = await fetch(SESSION_INFO_PATH, { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) return null;
  const body = (await response.json()) as { authenticated?: boolean; user?: { name?: unknown } };
  if (!body.authenticated || !body.user) return null;
  // A person the identity provider gave no name to show is logged in all the same (name null).
  return { name: typeof body.user.name === 'string' ? body.user.name : null };
}

/**
 * Watches one popup until it reports or closes; `settled` gets the viewer then (null when the
 * visitor closed it without logging in). A popup that finished before this module loaded has
 * closed already: the session is asked all the same, so no login is missed. Returns a stop.
 */
export function watchLoginPopup(popup: Window, settled: (viewer: Viewer | null) => void): () => void {
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    stop();
    fetchViewer()
      .catch(() => null)
      .then(settled);
  };
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== window.location.origin || event.source !== popup) return;
    if ((event.data as { type?: unknown } | null)?.type === LOGIN_MESSAGE_TYPE) finish();
  };
  const timer = window.setInterval(() => popup.closed && finish(), 500);
  window.addEventListener('message', onMessage);
  function stop() {
    window.clearInterval(timer);
    window.removeEventListener('message', onMessage);
  }
  if (popup.closed) finish();
  return stop;
}

/**
 * After a login in the popup the header's login link is gone: focus goes to the dashboard link
 * that replaces it once React has rendered it (unless the visitor has put focus somewhere since).
 * Here, in the popup's own chunk, rather than in the header every page loads first.
 */
export function focusDashboardOnceShown(): void {
  const focus = () => {
    const link = document.querySelector<HTMLElement>('.gkn-account .gkn-dashboard');
    if (!link) return false;
    if (document.activeElement === document.body || document.activeElement === null) link.focus();
    return true;
  };
  if (focus()) return;
  const observer = new MutationObserver(() => focus() && observer.disconnect());
  observer.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), 5000);
}

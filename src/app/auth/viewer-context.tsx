import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useRevalidator } from 'react-router-dom';
import type { Viewer } from '../../model/viewer.js';
import { useSite } from '../site-context.js';

/** requirements §4 Auth UI: idle, or popupOpen while the login popup is open. */
export type AuthUiState = 'idle' | 'popupOpen';

export interface ViewerState {
  /** The logged-in user, or null for a visitor. */
  viewer: Viewer | null;
  /**
   * Whether logging in is possible here: the site has interaction enabled (requirements §6) and the
   * deployment has a login. Every login control and personal section asks this first.
   */
  loginEnabled: boolean;
  authState: AuthUiState;
  /**
   * Opens the login in a popup (`popupHref`); true when it opened. False when the browser blocked
   * it: the caller lets the plain link do its full-page login instead.
   */
  openLoginPopup: (popupHref: string) => boolean;
}

const ViewerContext = createContext<ViewerState>({
  viewer: null,
  loginEnabled: false,
  authState: 'idle',
  openLoginPopup: () => false,
});

export const useViewer = () => useContext(ViewerContext);

const POPUP_FEATURES = 'popup,width=520,height=720';
/** The readable login flag (AUTH_FLAG_COOKIE, src/model/readable-cookies.ts) in `document.cookie`. */
export const LOGIN_FLAG = /(?:^|;\s*)gkn\.authenticated=1/;

/**
 * The viewer of this page: the server rendered it from the request's session (a page with a
 * session is never shared, docs/architecture.md §6.3), and after a login in the
 * popup, or when the page comes back from the back/forward cache, the browser learns it from the
 * session route, then reloads the route data (bookmarks, own comments) without reloading the page.
 */
export function ViewerProvider(props: { initial: Viewer | null; loginEnabled: boolean; children: ReactNode }) {
  const { initial, children } = props;
  const loginEnabled = useSite().interactive && props.loginEnabled;
  const [viewer, setViewer] = useState<Viewer | null>(initial);
  const [authState, setAuthState] = useState<AuthUiState>('idle');
  const popup = useRef<Window | null>(null);
  const stopWatching = useRef<() => void>(() => {});
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  /**
   * What the session says after the popup or a back/forward cache restore: when it is another
   * viewer than the page shows, the header follows and the route data is reloaded.
   */
  const shown = useRef(viewer);
  shown.current = viewer;
  const settle = useRef((now: Viewer | null) => {
    setAuthState('idle');
    if (now?.name === shown.current?.name) return;
    setViewer(now);
    void revalidate.current();
  }).current;

  useEffect(() => () => stopWatching.current(), []);

  // A logged-in visitor may be shown the site's cached page, which names nobody (the cached shell,
  // docs/architecture.md §6.6): the readable login flag says there is a session to fill it in from.
  // A page restored from the browser's back/forward cache shows the viewer it had when it was
  // left; a full-page login or logout (another tab) may have changed the session since. Both ask
  // the session route (offline: the page stays as it was).
  useEffect(() => {
    if (!loginEnabled) return;
    const ask = (shown: Viewer | null) =>
      void import('./cached-shell.js').then((m) => m.fillShell(shown, settle)).catch(() => {});
    if (initial || LOGIN_FLAG.test(document.cookie)) ask(initial);
    const onPageShow = (event: PageTransitionEvent) => event.persisted && ask(null);
    addEventListener('pageshow', onPageShow);
    return () => removeEventListener('pageshow', onPageShow);
  }, [initial, loginEnabled, settle]);

  const openLoginPopup = useCallback(
    (popupHref: string) => {
      if (popup.current && !popup.current.closed) {
        popup.current.focus();
        return true;
      }
      // Opened in the click itself (a popup blocker allows only that); the watcher follows.
      const opened = window.open(popupHref, 'gkn-login', POPUP_FEATURES);
      if (!opened) return false;
      popup.current = opened;
      setAuthState('popupOpen');
      void import('./login-popup.js')
        .then(({ watchLoginPopup, focusDashboardOnceShown }) => {
          stopWatching.current = watchLoginPopup(opened, (next) => {
            if (popup.current === opened) popup.current = null;
            settle(next);
            if (next) focusDashboardOnceShown();
          });
        })
        .catch(() => setAuthState('idle'));
      return true;
    },
    [settle],
  );

  const value = useMemo(
    () => ({ viewer, loginEnabled, authState, openLoginPopup }),
    [viewer, loginEnabled, authState, openLoginPopup],
  );
  return <ViewerContext.Provider value={value}>{children}</ViewerContext.Provider>;
}

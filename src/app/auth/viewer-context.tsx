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

  useEffect(() => () => stopWatching.current(), []);

  // A page restored from the browser's back/forward cache shows the viewer it had when it was
  // left; a full-page login or logout since then changed the session. Ask it again (the small
  // popup module has the question), and reload the route data when the viewer changed.
  const shownViewer = useRef(viewer);
  shownViewer.current = viewer;
  useEffect(() => {
    if (!loginEnabled) return;
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      void import('./login-popup.js')
        .then(({ fetchViewer }) => fetchViewer())
        .then((now) => {
          if ((now?.name ?? null) === (shownViewer.current?.name ?? null)) return;
          setViewer(now);
          void revalidate.current();
        })
        .catch(() => {});
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [loginEnabled]);

  const openLoginPopup = useCallback((popupHref: string) => {
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
      .then(({ watchLoginPopup }) => {
        stopWatching.current = watchLoginPopup(opened, (next) => {
          if (popup.current === opened) popup.current = null;
          setAuthState('idle');
          if (next) {
            setViewer(next);
            void revalidate.current();
          }
        });
      })
      .catch(() => setAuthState('idle'));
    return true;
  }, []);

  const value = useMemo(
    () => ({ viewer, loginEnabled, authState, openLoginPopup }),
    [viewer, loginEnabled, authState, openLoginPopup],
  );
  return <ViewerContext.Provider value={value}>{children}</ViewerContext.Provider>;
}

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useRevalidator } from 'react-router-dom';
import type { Viewer } from '../../model/viewer.js';
import { useSite } from '../site-context.js';
import { LOGIN_MESSAGE_TYPE, SESSION_INFO_PATH } from './login-links.js';

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

/** Who the session belongs to now, from the login's own JSON (null: no session, or it failed). */
async function fetchViewer(): Promise<Viewer | null> {
  const response = await fetch(SESSION_INFO_PATH, { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) return null;
  const body = (await response.json()) as { authenticated?: boolean; user?: { name?: unknown } };
  return body.authenticated && typeof body.user?.name === 'string' ? { name: body.user.name } : null;
}

/**
 * The viewer of this page: the server rendered it from the request's session (a page with a
 * session is never shared, docs/architecture.md §6.3), and after a login in the
 * popup the browser learns it from the session route, then reloads the route data (bookmarks,
 * own comments) without reloading the page.
 */
export function ViewerProvider(props: { initial: Viewer | null; loginEnabled: boolean; children: ReactNode }) {
  const { initial, children } = props;
  const loginEnabled = useSite().interactive && props.loginEnabled;
  const [viewer, setViewer] = useState<Viewer | null>(initial);
  const [authState, setAuthState] = useState<AuthUiState>('idle');
  const popup = useRef<Window | null>(null);
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only our own login page, in the popup this page opened, may say the login is done.
      if (event.origin !== window.location.origin || event.source !== popup.current) return;
      if ((event.data as { type?: unknown } | null)?.type !== LOGIN_MESSAGE_TYPE) return;
      popup.current = null;
      fetchViewer()
        .then((next) => {
          setViewer(next);
          void revalidate.current();
        })
        .catch(() => setViewer(null))
        .finally(() => setAuthState('idle'));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  // A popup the visitor closed without logging in: back to idle.
  useEffect(() => {
    if (authState !== 'popupOpen') return;
    const timer = window.setInterval(() => {
      if (popup.current?.closed) {
        popup.current = null;
        setAuthState('idle');
      }
    }, 500);
    return () => window.clearInterval(timer);
  }, [authState]);

  const openLoginPopup = useCallback((popupHref: string) => {
    if (popup.current && !popup.current.closed) {
      popup.current.focus();
      return true;
    }
    const opened = window.open(popupHref, 'gkn-login', POPUP_FEATURES);
    if (!opened) return false;
    popup.current = opened;
    setAuthState('popupOpen');
    return true;
  }, []);

  const value = useMemo(
    () => ({ viewer, loginEnabled, authState, openLoginPopup }),
    [viewer, loginEnabled, authState, openLoginPopup],
  );
  return <ViewerContext.Provider value={value}>{children}</ViewerContext.Provider>;
}

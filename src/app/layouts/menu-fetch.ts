import { useCallback, useRef, useState } from 'react';
import type { MenuGroup, SiteChrome } from '../../model/page.js';
import { fetchLoaderData } from '../logic/data-endpoint.js';
import { ROOT_ROUTE_ID } from '../logic/route-ids.js';

/**
 * requirements §4 Menu fetch: idle, loading, done, error. The menu comes with the page (the root loader,
 * on the server), so a page arrives done, or error when its menu call failed (requirements §8: 'something
 * went wrong'), or idle when the site's chrome was not loaded at all (an error page whose root
 * loader failed). In the browser, opening the menu in error or idle asks for the chrome again:
 * loading, then done or error.
 */
type MenuFetchState = 'idle' | 'loading' | 'done' | 'error';

export interface MenuFetch {
  state: MenuFetchState;
  menu: MenuGroup[] | null;
}

/** The state a server-rendered menu starts in: `undefined` = not asked (idle), null = failed. */
export function initialMenuFetch(menu: MenuGroup[] | null | undefined): MenuFetch {
  if (menu === undefined) return { state: 'idle', menu: null };
  return menu ? { state: 'done', menu } : { state: 'error', menu: null };
}

/** The state after a (re)load of the site's chrome answered with `chrome`, or failed (null). */
export function menuFetchResult(chrome: SiteChrome | null): MenuFetch {
  return chrome?.menu ? { state: 'done', menu: chrome.menu } : { state: 'error', menu: null };
}

/** The menu and its fetch state; `load()` (re)loads it unless it is loaded or loading. */
export function useMenuFetch(menu: MenuGroup[] | null | undefined): MenuFetch & { load: () => void } {
  const [fetched, setFetched] = useState<MenuFetch>(() => initialMenuFetch(menu));
  const busy = useRef(false);
  const load = useCallback(() => {
    if (busy.current || fetched.state === 'done') return;
    busy.current = true;
    setFetched({ state: 'loading', menu: null });
    fetchLoaderData(ROOT_ROUTE_ID, '/')
      .then((chrome) => setFetched(menuFetchResult(chrome as SiteChrome)))
      .catch(() => setFetched(menuFetchResult(null)))
      .finally(() => {
        busy.current = false;
      });
  }, [fetched.state]);
  return { ...fetched, load };
}

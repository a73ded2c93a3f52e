import { I18nProvider } from '@lingui/react';
import { useEffect, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Outlet,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from 'react-router-dom';
import { i18nFor } from './i18n/i18n.js';
import { HTML_LANG, localeFor } from './i18n/locale.js';
import { PageLayout } from './layouts/PageLayout.js';
import type { RootData } from './logic/root-data.js';
import { ViewerProvider } from './auth/viewer-context.js';
import type { PageChromeHints } from '../model/page-chrome.js';
import { ErrorPage } from './pages/lazy-error-page.js';
import { isRouterNotFound } from './logic/data-endpoint.js';
import type { RouteHandle } from './logic/route-handle.js';
import { ROOT_ROUTE_ID } from './logic/route-ids.js';
import { useSite } from './site-context.js';
import { useDocumentTitle } from './hooks/use-document-title.js';
import { useFocusNewPage } from './hooks/use-focus-new-page.js';
import { pageTitleOf } from './logic/page-title.js';
import { useI18n } from './theme/use-t.js';
import { recordLang } from './i18n/record-lang.js';

const NO_HINTS: PageChromeHints = { toc: null, alphabet: null };

/** Locale and i18n for the current path, the viewer, and the hydration marker tests wait for. */
function Shell({ root, children }: { root: RootData | null; children: ReactNode }) {
  const site = useSite();
  const { pathname } = useLocation();
  const locale = localeFor(site.language, pathname);
  // A result page is declared in its record's language, as the server declared it (src/server/render).
  const deepest = useMatches().at(-1)?.data as { item?: { language?: string | null } } | null | undefined;
  const documentLang = recordLang(deepest?.item?.language) ?? HTML_LANG[locale];
  useEffect(() => {
    document.documentElement.lang = documentLang;
  }, [documentLang]);
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <I18nProvider i18n={i18nFor(locale)}>
      <ViewerProvider initial={root?.viewer ?? null} loginEnabled={root?.loginEnabled ?? false}>
        {children}
      </ViewerProvider>
    </I18nProvider>
  );
}

/**
 * The layout and chrome hints of the deepest route that names them (PageChromeHints contract). A
 * CMS page's own layout (hints.layout) applies where the route's layout is default.
 */
function useRouteChrome(): { layout: RouteHandle['layout']; hints: PageChromeHints } {
  const matches = useMatches();
  let layout: RouteHandle['layout'] = 'default';
  let hints: PageChromeHints | null = null;
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.layout) layout = handle.layout;
    const data = match.data as { chrome?: PageChromeHints } | null | undefined;
    if (data && typeof data === 'object' && data.chrome) hints = data.chrome;
  }
  if (layout === 'default' && hints?.layout) layout = hints.layout;
  return { layout, hints: hints ?? NO_HINTS };
}

/** After a client navigation: the page's title (by the rule the server's <title> follows) and focus. */
function NewPage() {
  const matches = useMatches();
  useDocumentTitle(pageTitleOf(matches, useI18n()));
  useFocusNewPage();
  return null;
}

export function App() {
  const chrome = (useRouteLoaderData(ROOT_ROUTE_ID) as RootData | undefined) ?? null;
  const { layout, hints } = useRouteChrome();
  return (
    <Shell root={chrome}>
      <NewPage />
      <PageLayout layout={layout} chrome={chrome} hints={hints}>
        <Outlet />
      </PageLayout>
    </Shell>
  );
}

/**
 * requirements §8: the error page per status (default 500), in the error layout (no footer for 500); an
 * address no route serves gets the router-level 'This page could not be found'.
 */
export function RootErrorBoundary() {
  const error = useRouteError();
  // No root data (its loader failed): the menu is idle until opened (requirements §4 Menu fetch).
  const chrome = (useRouteLoaderData(ROOT_ROUTE_ID) as RootData | undefined) ?? null;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <Shell root={chrome}>
      <PageLayout layout="error" chrome={chrome} hints={NO_HINTS} status={status}>
        <ErrorPage status={status} routerLevel={isRouterNotFound(error)} />
      </PageLayout>
    </Shell>
  );
}

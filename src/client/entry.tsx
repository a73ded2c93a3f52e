import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  isRouteErrorResponse,
  matchRoutes,
  RouterProvider,
  type HydrationState,
  type RouteObject,
} from 'react-router-dom';
import { reloadAfterChunkError } from '../app/browser/chunk-reload.js';
import { i18nFor, loadCatalog } from '../app/i18n/i18n.js';
import { localeFor } from '../app/i18n/locale.js';
import { DATA_ENDPOINT } from '../app/logic/data-endpoint.js';
import { FormTokenContext } from '../app/components/forms/form-token.js';
import type { PublicSite } from '../model/site.js';
import { routes } from '../app/routes/routes.js';
import { SiteContext } from '../app/site-context.js';

declare global {
  interface Window {
    __GKN__: { site: PublicSite; formToken?: string };
    __staticRouterHydrationData?: HydrationState;
  }
}

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * requirements §8: a failed chunk load reloads the page, at most once a minute (sessionStorage). The
 * reload goes to where the visitor was going, when a navigation was under way.
 */
function reloadForRoute(error: unknown): boolean {
  const target = router?.state.navigation.location;
  return reloadAfterChunkError(error, target ? `${target.pathname}${target.search}${target.hash}` : undefined);
}

/** Every lazy route: a chunk that fails to load reloads the page instead of showing an error. */
function guardLazyRoutes(list: RouteObject[]): void {
  for (const route of list) {
    const load = route.lazy;
    if (typeof load === 'function') {
      route.lazy = (() =>
        (load as () => Promise<object>)().catch((error: unknown) => {
          if (reloadForRoute(error)) return new Promise<never>(() => {});
          throw error;
        })) as RouteObject['lazy'];
    }
    if (route.children) guardLazyRoutes(route.children);
  }
}

/** requirements §8: when even the error page cannot render (src/client/last-resort.ts, its own chunk). */
function lastResort(error: unknown): void {
  if (reloadForRoute(error)) return;
  import('./last-resort.js').then((m) => m.showLastResort()).catch(() => window.location.reload());
}

async function hydrate() {
  guardLazyRoutes(routes);
  // Resolve lazy routes of the first URL before creating the router (docs/architecture.md §14.2).
  for (const match of matchRoutes(routes, window.location) ?? []) {
    if (typeof match.route.lazy === 'function') {
      Object.assign(match.route, { ...(await match.route.lazy()), lazy: undefined });
    }
  }
  const { site, formToken = '' } = window.__GKN__;
  // Only the page's own language before hydrating; the other one follows once it is interactive.
  const locale = localeFor(site.language, window.location.pathname);
  await loadCatalog(locale);
  const browserRouter = createBrowserRouter(routes, { hydrationData: window.__staticRouterHydrationData });
  router = browserRouter;
  const nonce = document.querySelector<HTMLMetaElement>('meta[name=csp-nonce]')?.content;
  const emotionCache = createCache({ key: 'css', nonce });
  // In a transition, hydration is time-sliced: React yields to the browser every few ms instead of
  // hydrating the whole page in one long task (decision 015). A press inside a part not yet
  // hydrated makes React hydrate that part at once; a submit it cannot handle goes on as a plain form.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <CacheProvider value={emotionCache}>
        <SiteContext.Provider value={site}>
          <FormTokenContext.Provider value={formToken}>
            <RouterProvider router={browserRouter} />
          </FormTokenContext.Provider>
        </SiteContext.Provider>
      </CacheProvider>,
      { onUncaughtError: lastResort },
    );
  });
  void loadCatalog(locale === 'nl' ? 'en' : 'nl');
  // Browser behaviours (loading flag, offline status, service worker, prefetch, analytics,
  // tracking after consent) come as their own chunk once the page is interactive.
  import('./behaviours.js')
    .then((m) =>
      m.startBehaviours({
        router: browserRouter,
        site,
        matchRoutes,
        isRouteErrorResponse,
        i18n: () => i18nFor(localeFor(site.language, window.location.pathname)),
        dataEndpoint: DATA_ENDPOINT,
      }),
    )
    .catch((error: unknown) => reloadForRoute(error));
}

void hydrate();

import type { RouteObject } from 'react-router-dom';
import { App, RootErrorBoundary } from '../App.js';
import type { RootData } from '../logic/root-data.js';
import type { Locale } from '../../model/services.js';
import { accessibilityRoutes } from './accessibility-routes.js';
import { accountRoutes } from './account-routes.js';
import { aiSearchRoutes } from './ai-search-routes.js';
import { loadCmsPage } from './content-loader.js';
import { noRouteRoutes } from './no-route.js';
import { dataRoute, type ServerLoader } from './data-loader.js';
import type { RouteHandle } from '../logic/route-handle.js';
import { PREVIEW_ROUTE_ID, ROOT_ROUTE_ID } from '../logic/route-ids.js';
import { searchRoutes } from './search-routes.js';
import { ROUTE_SEGMENTS } from '../logic/route-segments.js';
import { loadContactForm, loadCookieSettings, loadPreview } from './service-page-loaders.js';

const handle = (h: RouteHandle) => h;
// Document titles of pages that have no CMS page title (the cookie page's CMS text is optional).
const cookieTitle: RouteHandle['title'] = (i18n) => i18n._({ id: 'cookies.title', message: 'Mijn cookiegegevens' });
const contactTitle: RouteHandle['title'] = (i18n) => i18n._({ id: 'contact.title', message: 'Contactformulier' });

// Pages are lazy route modules: each becomes its own chunk, so the first-load bundle holds only
// React, the router, Emotion and the shell (budget: 120 KB gzipped, decision 010). The server resolves
// them in query(); the browser resolves the first URL's before hydrating (client/entry.tsx).
const contentPage = () => import('../pages/ContentPage.js').then((m) => ({ Component: m.ContentPage }));
// The preview is the content page inside the preview frame: two chunks, nothing duplicated.
const previewPage = () =>
  Promise.all([import('../pages/ContentPage.js'), import('../pages/PreviewPage.js')]).then(
    ([{ ContentPage }, { PreviewFrame }]) => ({
      Component: () => (
        <PreviewFrame>
          <ContentPage />
        </PreviewFrame>
      ),
    }),
  );
const cookieSettingsPage = () =>
  import('../pages/CookieSettingsPage.js').then((m) => ({ Component: m.CookieSettingsPage }));
const contactPage = () => import('../pages/ContactPage.js').then((m) => ({ Component: m.ContactPage }));

/** One route per language of a translated segment, with ids `<id>-nl` and `<id>-en`. */
function perLanguage<T>(
  id: string,
  segment: Record<Locale, string>,
  load: ServerLoader<T>,
  route: Pick<RouteObject, 'lazy' | 'handle'>,
): RouteObject[] {
  return (['nl', 'en'] as const).map((locale) =>
    dataRoute(`${id}-${locale}`, load, { ...route, path: segment[locale] }),
  );
}

/**
 * THE route table (requirements §2), used by the server and the browser alike. Route ids are stable:
 * the JSON data endpoint names routes by id.
 */
export const routes: RouteObject[] = [
  // Menu and footer belong to the site, not the page: load once, never on client navigation. The
  // viewer comes along (a session's page is never shared); a login in the popup updates it in the
  // browser (src/app/auth/viewer-context.tsx).
  dataRoute<RootData>(
    ROOT_ROUTE_ID,
    async (_args, { services, viewer, loginEnabled }) => ({
      ...(await services.chrome()),
      viewer: viewer ?? null,
      loginEnabled: loginEnabled ?? false,
    }),
    {
      path: '/',
      Component: App,
      ErrorBoundary: RootErrorBoundary,
      shouldRevalidate: () => false,
      children: [
        dataRoute('home', loadCmsPage, {
          index: true,
          lazy: contentPage,
          handle: handle({ name: 'HomePagina', layout: 'default', fromCms: true }),
        }),
        // requirements §2: search pages, result pages and portlets (redirects of /search, /zoeken, /portlet included).
        ...searchRoutes,
        // requirements §2: dashboard, logout and AI search (never the CMS).
        ...accountRoutes,
        ...aiSearchRoutes,
        // requirements §2 /preview?url=…: never cached (create-app serves it outside the page cache).
        dataRoute(PREVIEW_ROUTE_ID, loadPreview, {
          path: 'preview',
          lazy: previewPage,
          handle: handle({ name: 'Preview', layout: 'default', fromCms: true }),
        }),
        ...perLanguage('cookies', ROUTE_SEGMENTS.cookies, loadCookieSettings, {
          lazy: cookieSettingsPage,
          handle: handle({ name: 'CookieGegevens', layout: 'default', fromCms: true, title: cookieTitle }),
        }),
        ...perLanguage('contact-form', ROUTE_SEGMENTS.contactForm, loadContactForm, {
          lazy: contactPage,
          handle: handle({ name: 'Contactformulier', layout: 'default', fromCms: true, title: contactTitle }),
        }),
        ...accessibilityRoutes,
        // requirements §8: below our own prefixes, a path no route serves is the router's 404, not the CMS's.
        ...noRouteRoutes,
        dataRoute('content', loadCmsPage, {
          path: '*',
          lazy: contentPage,
          handle: handle({ name: 'Pagina', layout: 'default', fromCms: true }),
        }),
      ],
    },
  ),
];

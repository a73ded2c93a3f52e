import type { RouteObject } from 'react-router-dom';
import { App, RootErrorBoundary } from '../App.js';
import type { SiteChrome } from '../../model/page.js';
import { accountRoutes } from './account-routes.js';
import { cmsPageLoader } from './content-loader.js';
import { noRouteRoutes } from './no-route.js';
import { routeLoader } from './data-loader.js';
import type { RouteHandle } from '../logic/route-handle.js';
import { searchRoutes } from './search-routes.js';
import { ROUTE_SEGMENTS } from '../logic/route-segments.js';
import { contactFormLoader, cookieSettingsLoader, previewLoader } from './service-page-loaders.js';

const handle = (h: RouteHandle) => h;
// Document titles of pages that have no CMS page title (the cookie page's CMS text is optional).
const cookieTitle: RouteHandle['title'] = (i18n) => i18n._({ id: 'cookies.title', message: 'Mijn cookiegegevens' });
const contactTitle: RouteHandle['title'] = (i18n) => i18n._({ id: 'contact.title', message: 'Contactformulier' });

// Pages are lazy route modules: each becomes its own chunk, so the first-load bundle holds only
// React, the router, Emotion and the shell (DESIGN budget: 115 KB gzipped). The server resolves
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
/** The contact form page of the CMS Contactformulier (spec §7); our own path, per language. */
export const CONTACT_FORM_SEGMENTS = { nl: 'contactformulier', en: 'contact-form' } as const;

/**
 * THE route table (spec §2), used by the server and the browser alike. Route ids are stable:
 * the JSON data endpoint names routes by id.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: App,
    ErrorBoundary: RootErrorBoundary,
    // Menu and footer belong to the site, not the page: load once, never on client navigation.
    loader: routeLoader<SiteChrome>('root', (_args, { services }) => services.chrome()),
    shouldRevalidate: () => false,
    children: [
      {
        id: 'home',
        index: true,
        loader: cmsPageLoader('home'),
        lazy: contentPage,
        handle: handle({ name: 'HomePagina', layout: 'default', fromCms: true }),
      },
      // spec §2: search pages, result pages and portlets (redirects of /search, /zoeken, /portlet included).
      ...searchRoutes,
      // spec §2: dashboard, logout and AI search (never the CMS).
      ...accountRoutes,
      // spec §2 /preview?url=…: never cached (create-app serves it outside the page cache).
      {
        id: 'preview',
        path: 'preview',
        loader: previewLoader('preview'),
        lazy: previewPage,
        handle: handle({ name: 'Preview', layout: 'default', fromCms: true }),
      },
      {
        id: 'cookies-nl',
        path: ROUTE_SEGMENTS.cookies.nl,
        loader: cookieSettingsLoader('cookies-nl'),
        lazy: cookieSettingsPage,
        handle: handle({ name: 'CookieGegevens', layout: 'default', fromCms: true, title: cookieTitle }),
      },
      {
        id: 'cookies-en',
        path: ROUTE_SEGMENTS.cookies.en,
        loader: cookieSettingsLoader('cookies-en'),
        lazy: cookieSettingsPage,
        handle: handle({ name: 'CookieGegevens', layout: 'default', fromCms: true, title: cookieTitle }),
      },
      {
        id: 'contact-form-nl',
        path: CONTACT_FORM_SEGMENTS.nl,
        loader: contactFormLoader('contact-form-nl'),
        lazy: contactPage,
        handle: handle({ name: 'Contactformulier', layout: 'default', fromCms: true, title: contactTitle }),
      },
      {
        id: 'contact-form-en',
        path: CONTACT_FORM_SEGMENTS.en,
        loader: contactFormLoader('contact-form-en'),
        lazy: contactPage,
        handle: handle({ name: 'Contactformulier', layout: 'default', fromCms: true, title: contactTitle }),
      },
      // spec §8: below our own prefixes, a path no route serves is the router's 404, not the CMS's.
      ...noRouteRoutes,
      {
        id: 'content',
        path: '*',
        loader: cmsPageLoader('content'),
        lazy: contentPage,
        handle: handle({ name: 'Pagina', layout: 'default', fromCms: true }),
      },
    ],
  },
];

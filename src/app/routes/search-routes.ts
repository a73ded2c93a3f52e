import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { Locale } from '../../model/services.js';
import type { ResultPageData, SearchPageData } from '../logic/search-data.js';
import type { SearchBase } from '../logic/search-url.js';
import { dataRoute, type ServerLoader } from './data-loader.js';
import type { RouteHandle } from '../logic/route-handle.js';
import { ROUTE_SEGMENTS } from '../logic/route-segments.js';
import { Nothing } from './nothing.js';

// The search and portlet routes of requirements §2. Pages are lazy chunks, and so is the server side of
// their loaders (search-loaders.server.ts): in the browser a loader only asks the data endpoint.

const searchPage = () => import('../pages/search/SearchPage.js').then((m) => ({ Component: m.SearchPage }));
const resultPage = () => import('../pages/search/ResultPage.js').then((m) => ({ Component: m.ResultPage }));
const portletSearchPage = () =>
  import('../pages/portlet/PortletPages.js').then((m) => ({
    Component: m.PortletSearchPage,
    ErrorBoundary: m.PortletErrorBoundary,
  }));
/** A redirect route has no page of its own, only the portlet's 404 when the domain is unknown. */
const portletErrorBoundary = () =>
  import('../pages/portlet/PortletPages.js').then((m) => ({ ErrorBoundary: m.PortletErrorBoundary }));
const portletResultPage = () =>
  import('../pages/portlet/PortletPages.js').then((m) => ({
    Component: m.PortletResultPage,
    ErrorBoundary: m.PortletErrorBoundary,
  }));

type BaseOf = (params: LoaderFunctionArgs['params'], locale: Locale) => SearchBase;
const searchLoad =
  (baseOf: BaseOf): ServerLoader<SearchPageData> =>
  async (args, ctx) =>
    (await import('./search-loaders.server.js')).searchLoad(baseOf)(args, ctx);
/** Redirect loaders run in the browser too (client navigations): their code is a small lazy chunk. */
const redirectLoader =
  (baseOf: BaseOf, locale: Locale) =>
  async ({ request, params }: LoaderFunctionArgs) =>
    (await import('./search-redirect.js')).formRedirect(baseOf(params, locale), new URL(request.url));
const resultLoad =
  (baseOf: BaseOf): ServerLoader<ResultPageData> =>
  async (args, ctx) =>
    (await import('./search-loaders.server.js')).resultLoad(baseOf)(args, ctx);
const portletRedirectLoad: ServerLoader<never> = async (args, ctx) =>
  (await import('./search-loaders.server.js')).portletRedirectLoad(args, ctx);

const siteBase = (locale: Locale) => (): SearchBase => ({ kind: 'site', locale });
const portletBase = (params: LoaderFunctionArgs['params']): SearchBase => ({
  kind: 'portlet',
  domain: params.domain ?? '',
});
const handle = (h: RouteHandle) => h;
const { search, result } = ROUTE_SEGMENTS;

/** Children of the root route (requirements §2 search and portlet routes). */
export const searchRoutes: RouteObject[] = [
  { id: 'search-redirect-en', path: search.en, loader: redirectLoader(siteBase('en'), 'en'), Component: Nothing },
  { id: 'search-redirect-nl', path: search.nl, loader: redirectLoader(siteBase('nl'), 'nl'), Component: Nothing },
  dataRoute('search-result-en', resultLoad(siteBase('en')), {
    path: `${search.en}/${result.en}/:resultpage`,
    lazy: resultPage,
    handle: handle({ name: 'SearchResultPage', layout: 'default', fromCms: false, flags: ['search'] }),
  }),
  dataRoute('search-result-nl', resultLoad(siteBase('nl')), {
    path: `${search.nl}/${result.nl}/:resultpage`,
    lazy: resultPage,
    handle: handle({ name: 'ZoekResultaatPagina', layout: 'default', fromCms: false, flags: ['search'] }),
  }),
  dataRoute('search-en', searchLoad(siteBase('en')), {
    path: `${search.en}/:term`,
    lazy: searchPage,
    handle: handle({ name: 'SearchPage', layout: 'default', fromCms: false, flags: ['search'] }),
  }),
  dataRoute('search-nl', searchLoad(siteBase('nl')), {
    path: `${search.nl}/:term`,
    lazy: searchPage,
    handle: handle({ name: 'ZoekPagina', layout: 'default', fromCms: false, flags: ['search'] }),
  }),
  // requirements §2: /portlet redirects to the index, /portlet/{domain} to its term * (q kept, as above).
  { id: 'portlet-redirect', path: 'portlet', loader: () => redirect('/', 302), Component: Nothing },
  // An unknown domain is answered here with its 404 (requirements §8), not first sent on to /portlet/x/*:
  // the loader asks for the portlet, so this redirect goes through the server (data endpoint).
  dataRoute('portlet-domain-redirect', portletRedirectLoad, {
    path: 'portlet/:domain',
    Component: Nothing,
    lazy: portletErrorBoundary,
    handle: handle({ name: 'PortletPagina', layout: 'portlet', fromCms: false, flags: ['portlet'] }),
  }),
  dataRoute('portlet-result', resultLoad(portletBase), {
    // A portlet's routes are Dutch whatever the site's language (as resultUrlOf builds them).
    path: `portlet/:domain/${result.nl}/:resultpage`,
    lazy: portletResultPage,
    handle: handle({ name: 'PortletResultaatPagina', layout: 'portlet-result', fromCms: false, flags: ['portlet'] }),
  }),
  dataRoute('portlet-search', searchLoad(portletBase), {
    path: 'portlet/:domain/:term',
    lazy: portletSearchPage,
    handle: handle({ name: 'PortletPagina', layout: 'portlet', fromCms: false, flags: ['portlet'] }),
  }),
];

import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { Locale } from '../../model/services.js';
import type { ResultPageData, SearchPageData } from '../logic/search-data.js';
import type { SearchBase } from '../logic/search-url.js';
import { routeLoader } from './data-loader.js';
import type { RouteHandle } from '../logic/route-handle.js';
import { ROUTE_SEGMENTS } from '../logic/route-segments.js';

// The search and portlet routes of spec §2. Pages are lazy chunks, and so is the server side of
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
const searchLoader = (routeId: string, baseOf: BaseOf) =>
  routeLoader<SearchPageData>(routeId, async (args, ctx) =>
    (await import('./search-loaders.server.js')).searchLoad(baseOf)(args, ctx),
  );
/** Redirect loaders run in the browser too (client navigations): their code is a small lazy chunk. */
const redirectLoader =
  (baseOf: BaseOf, locale: Locale) =>
  async ({ request, params }: LoaderFunctionArgs) =>
    (await import('./search-redirect.js')).formRedirect(baseOf(params, locale), new URL(request.url));
const resultLoader = (routeId: string, baseOf: BaseOf) =>
  routeLoader<ResultPageData>(routeId, async (args, ctx) =>
    (await import('./search-loaders.server.js')).resultLoad(baseOf)(args, ctx),
  );

const siteBase = (locale: Locale) => (): SearchBase => ({ kind: 'site', locale });
const portletBase = (params: LoaderFunctionArgs['params']): SearchBase => ({
  kind: 'portlet',
  domain: params.domain ?? '',
});
const handle = (h: RouteHandle) => h;
const { search, result } = ROUTE_SEGMENTS;

/** Children of the root route (spec §2 search and portlet routes). */
export const searchRoutes: RouteObject[] = [
  { id: 'search-redirect-en', path: search.en, loader: redirectLoader(siteBase('en'), 'en') },
  { id: 'search-redirect-nl', path: search.nl, loader: redirectLoader(siteBase('nl'), 'nl') },
  {
    id: 'search-result-en',
    path: `${search.en}/${result.en}/:resultpage`,
    loader: resultLoader('search-result-en', siteBase('en')),
    lazy: resultPage,
    handle: handle({ name: 'SearchResultPage', layout: 'default', fromCms: false, flags: ['search'] }),
  },
  {
    id: 'search-result-nl',
    path: `${search.nl}/${result.nl}/:resultpage`,
    loader: resultLoader('search-result-nl', siteBase('nl')),
    lazy: resultPage,
    handle: handle({ name: 'ZoekResultaatPagina', layout: 'default', fromCms: false, flags: ['search'] }),
  },
  {
    id: 'search-en',
    path: `${search.en}/:term`,
    loader: searchLoader('search-en', siteBase('en')),
    lazy: searchPage,
    handle: handle({ name: 'SearchPage', layout: 'default', fromCms: false, flags: ['search'] }),
  },
  {
    id: 'search-nl',
    path: `${search.nl}/:term`,
    loader: searchLoader('search-nl', siteBase('nl')),
    lazy: searchPage,
    handle: handle({ name: 'ZoekPagina', layout: 'default', fromCms: false, flags: ['search'] }),
  },
  // spec §2: /portlet redirects to the index, /portlet/{domain} to its term * (q kept, as above).
  { id: 'portlet-redirect', path: 'portlet', loader: () => redirect('/', 302) },
  // An unknown domain is answered here with its 404 (spec §8), not first sent on to /portlet/x/*:
  // the loader asks for the portlet, so this redirect goes through the server (data endpoint).
  {
    id: 'portlet-domain-redirect',
    path: 'portlet/:domain',
    loader: routeLoader<never>('portlet-domain-redirect', async (args, ctx) =>
      (await import('./search-loaders.server.js')).portletRedirectLoad(args, ctx),
    ),
    lazy: portletErrorBoundary,
    handle: handle({ name: 'PortletPagina', layout: 'portlet', fromCms: false, flags: ['portlet'] }),
  },
  {
    id: 'portlet-result',
    path: 'portlet/:domain/resultaat/:resultpage',
    loader: resultLoader('portlet-result', portletBase),
    lazy: portletResultPage,
    handle: handle({ name: 'PortletResultaatPagina', layout: 'portlet-result', fromCms: false, flags: ['portlet'] }),
  },
  {
    id: 'portlet-search',
    path: 'portlet/:domain/:term',
    loader: searchLoader('portlet-search', portletBase),
    lazy: portletSearchPage,
    handle: handle({ name: 'PortletPagina', layout: 'portlet', fromCms: false, flags: ['portlet'] }),
  },
];

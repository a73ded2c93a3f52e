import type { LoaderFunction, RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../logic/route-handle.js';
import { ROUTE_SEGMENTS } from '../logic/route-segments.js';

// requirements §1, §2: the AI search routes. Their loaders never call the CMS (docs/architecture.md
// §4 step 3). The loader (ai-search-loader.ts) and the page are lazy chunks: the first-load
// bundle holds only this table.

const handle = (h: RouteHandle) => h;
const aiSearchPage = () => import('../pages/ai-search/AiSearchPage.js').then((m) => ({ Component: m.AiSearchPage }));
const aiSearchLoader: LoaderFunction = async (args) => (await import('./ai-search-loader.js')).aiSearchLoader(args);

const { aiSearch, aiSearchAlternate } = ROUTE_SEGMENTS;

/** Children of the root route. Locale: ai-search is English, ai-zoeken Dutch (requirements §2). */
export const aiSearchRoutes: RouteObject[] = [
  {
    id: 'ai-search-en',
    path: `${aiSearch.en}/:term?`,
    loader: aiSearchLoader,
    lazy: aiSearchPage,
    handle: handle({ name: 'AiSearchPage', layout: 'default', fromCms: false, flags: ['search'] }),
  },
  {
    id: 'ai-search-nl',
    path: `${aiSearch.nl}/:term?`,
    loader: aiSearchLoader,
    lazy: aiSearchPage,
    handle: handle({ name: 'AiZoekPagina', layout: 'default', fromCms: false, flags: ['search'] }),
  },
  // aiSearch keeps the site's language.
  {
    id: 'ai-search-alternate',
    path: `${aiSearchAlternate.nl}/:aisearch?`,
    loader: aiSearchLoader,
    lazy: aiSearchPage,
    handle: handle({ name: 'AiZoekPagina', layout: 'default', fromCms: false, flags: ['search'] }),
  },
];

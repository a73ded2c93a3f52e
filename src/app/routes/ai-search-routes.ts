import type { LoaderFunction, RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../logic/route-handle.js';
import { ROUTE_SEGMENTS } from '../logic/route-segments.js';

// requirements §1, §2: the AI search routes. Their loaders never call the CMS (docs/architecture.md
// §4 step 3). The loader (ai-search-loader.ts) and the page are lazy chunks: the first-load
// bundle holds only this table.

const lazy = () => import('../pages/ai-search/AiSearchPage.js').then((m) => ({ Component: m.AiSearchPage }));
const loader: LoaderFunction = async (args) => (await import('./ai-search-loader.js')).aiSearchLoader(args);

/** One AI search route: a search page (requirements §2) under its requirements name. */
const aiRoute = (id: string, path: string, name: string): RouteObject => ({
  id,
  path,
  loader,
  lazy,
  handle: { name, layout: 'default', fromCms: false, flags: ['search'] } satisfies RouteHandle,
});

const { aiSearch, aiSearchAlternate } = ROUTE_SEGMENTS;

/**
 * The AI search's route ids. Its pages are never indexed and their links never followed: an
 * answer is worded by whoever asked, on the site's own domain (docs/architecture.md §16).
 */
export const AI_SEARCH_ROUTE_IDS: readonly string[] = ['ai-search-en', 'ai-search-nl', 'ai-search-alternate'];

/** Children of the root route. Locale: ai-search is English, ai-zoeken Dutch; aiSearch the site's (requirements §2). */
export const aiSearchRoutes: RouteObject[] = [
  aiRoute('ai-search-en', `${aiSearch.en}/:term?`, 'AiSearchPage'),
  aiRoute('ai-search-nl', `${aiSearch.nl}/:term?`, 'AiZoekPagina'),
  aiRoute('ai-search-alternate', `${aiSearchAlternate.nl}/:aisearch?`, 'AiZoekPagina'),
];

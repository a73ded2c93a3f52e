import { data, redirect, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { QUESTION_MAX_LENGTH } from '../../model/ai-search.js';
import type { LoaderContext } from '../../model/services.js';
import type { AiSearchPageData } from '../logic/ai-search-data.js';
import { aiSearchPathOf } from '../logic/ai-search-url.js';
import type { RouteHandle } from '../logic/route-handle.js';
import { ROUTE_SEGMENTS } from '../logic/route-segments.js';
import { localeFor } from '../i18n/locale.js';
import { rawQuestion } from './ai-search-question.js';

// requirements §1, §2: the AI search routes. Their loaders never call the CMS (docs/architecture.md
// §4 step 3). On the server the loader returns the finished answer (the page works without
// JavaScript); in the browser (a client navigation) it asks nothing: the page streams the answer
// from /_ai/answer as it is written (docs/architecture.md §16).

const handle = (h: RouteHandle) => h;
const aiSearchPage = () => import('../pages/ai-search/AiSearchPage.js').then((m) => ({ Component: m.AiSearchPage }));

const aiSearchLoader: LoaderFunction = async ({ request, context }) => {
  const url = new URL(request.url);
  const ctx = context as LoaderContext | undefined;
  if (ctx?.services) return (await import('./ai-search-loader.server.js')).aiSearchLoad(url, ctx);
  // In the browser: the page's site, as the server serialised it.
  const site = window.__GKN__.site;
  if (!site.aiSearch) throw data({ status: 404 }, { status: 404 });
  const locale = localeFor(site.language, url.pathname);
  const q = url.searchParams.get('q');
  if (q !== null) throw redirect(aiSearchPathOf(locale, q));
  const question = rawQuestion(url.pathname);
  const tooLong = question.length > QUESTION_MAX_LENGTH;
  return {
    locale,
    question,
    error: tooLong ? 'too-long' : null,
    answer: null,
    stream: question !== '' && !tooLong,
  } satisfies AiSearchPageData;
};

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

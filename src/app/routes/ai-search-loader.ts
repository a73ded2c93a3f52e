import { data, redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { QUESTION_MAX_LENGTH } from '../../model/ai-search.js';
import type { LoaderContext } from '../../model/services.js';
import type { AiSearchPageData } from '../logic/ai-search-data.js';
import { aiSearchPathOf } from '../logic/ai-search-url.js';
import { localeFor } from '../i18n/locale.js';
import { rawQuestion } from './ai-search-question.js';

/**
 * The AI search page's loader. On the server it returns the finished answer (the page works
 * without JavaScript); in the browser (a client navigation) it asks nothing: the page streams the
 * answer from /_ai/answer as it is written (docs/architecture.md §16).
 */
export async function aiSearchLoader({ request, context }: LoaderFunctionArgs): Promise<AiSearchPageData> {
  const url = new URL(request.url);
  const ctx = context as LoaderContext | undefined;
  if (ctx?.services) return (await import('./ai-search-loader.server.js')).aiSearchLoad(url, ctx, request.signal);
  // In the browser: the page's site, as the server serialised it.
  const site = window.__GKN__.site;
  if (!site.aiSearch) throw data({ status: 404 }, { status: 404 });
  const locale = localeFor(site.language, url.pathname);
  const q = url.searchParams.get('q');
  if (q !== null) throw redirect(aiSearchPathOf(locale, q));
  const question = rawQuestion(url.pathname);
  const tooLong = question.length > QUESTION_MAX_LENGTH;
  return { locale, question, error: tooLong ? 'too-long' : null, answer: null, stream: question !== '' && !tooLong };
}

import { data, redirect } from 'react-router-dom';
import { QUESTION_MAX_LENGTH } from '../../model/ai-search.js';
import type { PageContent } from '../../model/page.js';
import type { LoaderContext } from '../../model/services.js';
import { i18nFor } from '../i18n/i18n.js';
import { aiSearchPathOf } from '../logic/ai-search-url.js';
import type { AiSearchPageData } from '../logic/ai-search-data.js';
import { rawQuestion } from './ai-search-question.js';

// The server side of the AI search page (requirements §1, §2): the finished answer, so the same
// URL works without JavaScript. Imported lazily by ai-search-routes.ts, never shipped to the browser.

function headOf(title: string): PageContent {
  return {
    title,
    lead: null,
    pageType: 'search',
    headerImage: null,
    headerImages: [],
    videoHeader: null,
    videoHeaderMobile: null,
    location: null,
    areas: [],
    lastUpdated: null,
    searchIdentifier: null,
  };
}

/** `signal`: the request's, aborted when the client goes away (docs/architecture.md §14.2). */
export async function aiSearchLoad(url: URL, ctx: LoaderContext, signal: AbortSignal): Promise<AiSearchPageData> {
  // ai.enabled false: the site's 404 page, as if the route did not exist (requirements §1).
  if (!ctx.ai) throw data({ status: 404 }, { status: 404 });
  const locale = ctx.locale;
  const q = url.searchParams.get('q');
  // The page's GET form: one address per question, /ai-zoeken/<question>.
  if (q !== null) throw redirect(aiSearchPathOf(locale, q), 302);
  const question = rawQuestion(url.pathname);
  const i18n = i18nFor(locale);
  const title = i18n._({ id: 'ai.title', message: 'Stel je vraag' });
  const base = { locale, question, answer: null, stream: false };
  const page = headOf(question ? `${question} – ${title}` : title);
  if (question.length > QUESTION_MAX_LENGTH) {
    return data({ ...base, page: headOf(title), error: 'too-long' as const }, { status: 400 }) as never;
  }
  if (question === '') return { ...base, page, error: null };
  const answer = await ctx.ai.answer(question, signal);
  if (answer.status === 'rate-limited') {
    return data({ ...base, page: headOf(title), error: 'rate-limited' as const }, { status: 429 }) as never;
  }
  return { ...base, page, error: null, answer };
}

import {
  aiLimitMessage,
  backToAiSearchLabel,
  backToAnswerLabel,
  feedbackThanksMessage,
} from '../../app/pages/ai-search/ai-messages.js';
import { i18nFor } from '../../app/i18n/i18n.js';
import { HTML_LANG } from '../../app/i18n/locale.js';
import type { Locale } from '../../model/services.js';
import { shortPageHtml } from '../../model/short-page.js';

// The short pages the AI search answers outside the React render: at the rate limit (429) and
// after a vote without JavaScript. Plain HTML in the page's language with one link back.

interface ShortPageOptions {
  locale: Locale;
  backUrl: string;
  nonce: string | undefined;
}

function shortPage({ locale, backUrl, nonce }: ShortPageOptions, heading: string, linkText: string): string {
  return shortPageHtml({ lang: HTML_LANG[locale], heading, link: { href: backUrl, text: linkText }, nonce });
}

export function aiRateLimitedPage(opts: ShortPageOptions): string {
  const i18n = i18nFor(opts.locale);
  return shortPage(opts, aiLimitMessage(i18n), backToAiSearchLabel(i18n));
}

export function aiFeedbackThanksPage(opts: ShortPageOptions): string {
  const i18n = i18nFor(opts.locale);
  return shortPage(opts, feedbackThanksMessage(i18n), backToAnswerLabel(i18n));
}

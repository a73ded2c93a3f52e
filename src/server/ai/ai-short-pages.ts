import {
  aiLimitMessage,
  backToAiSearchLabel,
  backToAnswerLabel,
  feedbackThanksMessage,
} from '../../app/pages/ai-search/ai-messages.js';
import { i18nFor } from '../../app/i18n/i18n.js';
import { HTML_LANG } from '../../app/i18n/locale.js';
import type { Locale } from '../../model/services.js';
import { escapeHtml } from '../../model/html-escape.js';

// The short pages the AI search answers outside the React render: at the rate limit (429) and
// after a vote without JavaScript. Plain HTML in the page's language with one link back.

interface ShortPageOptions {
  locale: Locale;
  backUrl: string;
  nonce: string | undefined;
}

function shortPage({ locale, backUrl, nonce }: ShortPageOptions, heading: string, linkText: string): string {
  const nonceAttr = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
  return `<!doctype html>
<html lang="${HTML_LANG[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(heading)}</title>
<style${nonceAttr}>body{font-family:system-ui,Arial,sans-serif;margin:0;padding:48px 20px;color:#1d1d1b}main{max-width:60ch;margin:0 auto}a{color:#0b5394}</style>
</head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
<p><a href="${escapeHtml(backUrl)}">${escapeHtml(linkText)}</a></p>
</main>
</body>
</html>
`;
}

export function aiRateLimitedPage(opts: ShortPageOptions): string {
  const i18n = i18nFor(opts.locale);
  return shortPage(opts, aiLimitMessage(i18n), backToAiSearchLabel(i18n));
}

export function aiFeedbackThanksPage(opts: ShortPageOptions): string {
  const i18n = i18nFor(opts.locale);
  return shortPage(opts, feedbackThanksMessage(i18n), backToAnswerLabel(i18n));
}

import { backToFormLabel, rateLimitedMessage } from '../../app/components/forms/rate-limit-messages.js';
import { i18nFor } from '../../app/i18n/i18n.js';
import { HTML_LANG } from '../../app/i18n/locale.js';
import type { Locale } from '../../model/services.js';
import { escapeHtml } from '../../model/html-escape.js';

/**
 * The answer to a form post without JavaScript at the rate limit. A redirect back to the page
 * (how every other outcome is shown) cannot carry the 429, so the answer is this short page in
 * the form page's language; its link goes back to the form, which shows the same message.
 */
export function rateLimitedPage(opts: { locale: Locale; backUrl: string; nonce: string | undefined }): string {
  const i18n = i18nFor(opts.locale);
  const message = escapeHtml(rateLimitedMessage(i18n));
  const back = escapeHtml(backToFormLabel(i18n));
  const nonce = opts.nonce ? ` nonce="${escapeHtml(opts.nonce)}"` : '';
  return `<!doctype html>
<html lang="${HTML_LANG[opts.locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${message}</title>
<style${nonce}>body{font-family:system-ui,Arial,sans-serif;margin:0;padding:48px 20px;color:#1d1d1b}main{max-width:60ch;margin:0 auto}a{color:#0b5394}</style>
</head>
<body>
<main>
<h1>${message}</h1>
<p><a href="${escapeHtml(opts.backUrl)}">${back}</a></p>
</main>
</body>
</html>
`;
}

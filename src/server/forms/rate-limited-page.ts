import { backToFormLabel, rateLimitedMessage } from '../../app/components/forms/rate-limit-messages.js';
import { i18nFor } from '../../app/i18n/i18n.js';
import { HTML_LANG } from '../../app/i18n/locale.js';
import type { Locale } from '../../model/services.js';
import { shortPageHtml } from '../../model/short-page.js';

/**
 * The answer to a form post without JavaScript at the rate limit. A redirect back to the page
 * (how every other outcome is shown) cannot carry the 429, so the answer is this short page in
 * the form page's language; its link goes back to the form, which shows the same message.
 */
export function rateLimitedPage(opts: { locale: Locale; backUrl: string; nonce: string | undefined }): string {
  const i18n = i18nFor(opts.locale);
  return shortPageHtml({
    lang: HTML_LANG[opts.locale],
    heading: rateLimitedMessage(i18n),
    link: { href: opts.backUrl, text: backToFormLabel(i18n) },
    nonce: opts.nonce,
  });
}

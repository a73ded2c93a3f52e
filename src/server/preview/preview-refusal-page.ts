import { i18nFor } from '../../app/i18n/i18n.js';
import { HTML_LANG } from '../../app/i18n/locale.js';
import type { Locale } from '../../model/services.js';
import { shortPageHtml } from '../../model/short-page.js';
import { previewRefusalTexts, type PreviewProblem } from '../../app/logic/preview-refusal-texts.js';

/**
 * The answer to a refused preview link (docs/architecture.md §7 "Preview"): a short page in the
 * site's language, made without any upstream call (no menu, no footer), so a refused or
 * guessed link costs the CMS nothing. Its link goes to the site's home.
 */
export function previewRefusalPage(opts: {
  locale: Locale;
  problem: PreviewProblem;
  nonce: string | undefined;
}): string {
  const i18n = i18nFor(opts.locale);
  const { title, text } = previewRefusalTexts(i18n, opts.problem);
  const home = i18n._({ id: 'page.home.button', message: 'Naar de homepage' });
  return shortPageHtml({
    lang: HTML_LANG[opts.locale],
    heading: title,
    paragraphs: [text],
    link: { href: '/', text: home },
    nonce: opts.nonce,
    robots: 'noindex, nofollow',
    data: { 'preview-refused': opts.problem },
  });
}

import { i18nFor } from '../../app/i18n/i18n.js';
import { HTML_LANG } from '../../app/i18n/locale.js';
import type { Locale } from '../../model/services.js';
import { escapeHtml } from '../../model/html-escape.js';
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
  const nonce = opts.nonce ? ` nonce="${escapeHtml(opts.nonce)}"` : '';
  return `<!doctype html>
<html lang="${HTML_LANG[opts.locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<style${nonce}>body{font-family:system-ui,Arial,sans-serif;margin:0;padding:48px 20px;color:#1d1d1b}main{max-width:60ch;margin:0 auto}a{color:#0b5394}</style>
</head>
<body>
<main data-preview-refused="${opts.problem}">
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<p><a href="/">${escapeHtml(home)}</a></p>
</main>
</body>
</html>
`;
}

import { escapeHtml } from './html-escape.js';

// The short stand-alone pages the server answers outside the React render (docs/architecture.md
// §3 "Short pages"): a refusal, a rate limit, a confirmation without JavaScript, the login's steps.
// One heading, a line or two and a link, in the visitor's language, with no upstream call and no
// site chrome, so they cost nothing to make and cannot fail. Every one is made here.

export interface ShortPageLink {
  href: string;
  text: string;
}

export interface ShortPage {
  /** The `lang` of the page (`nl`, `en`). */
  lang: string;
  /** The title and the heading; plain text. */
  heading: string;
  /** Plain-text paragraphs under the heading. */
  paragraphs?: readonly string[];
  /** Links to choose from, as a list under the text. */
  list?: readonly ShortPageLink[];
  /** The way on: one link under the text. */
  link?: ShortPageLink;
  /** The response's CSP nonce: the page's own style (and script) carry it. */
  nonce?: string | undefined;
  /** The robots meta tag; `noindex` unless said otherwise. */
  robots?: string;
  /** `data-*` attributes of the main element, for a test or a script to tell pages apart. */
  data?: Record<string, string>;
  /** A script that runs on the page (the login popup's last step): its whole `<script>` source. */
  scriptSource?: string;
}

const STYLE =
  'body{font-family:system-ui,Arial,sans-serif;margin:0;padding:48px 20px;color:#1d1d1b;line-height:1.5}' +
  'main{max-width:60ch;margin:0 auto}a{color:#0b5394}';

/** The page's HTML; every text and attribute value escaped here. */
export function shortPageHtml(page: ShortPage): string {
  const nonce = page.nonce ? ` nonce="${escapeHtml(page.nonce)}"` : '';
  const data = Object.entries(page.data ?? {})
    .map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`)
    .join('');
  const paragraphs = (page.paragraphs ?? []).map((text) => `<p>${escapeHtml(text)}</p>\n`).join('');
  const anchor = (l: ShortPageLink) => `<a href="${escapeHtml(l.href)}">${escapeHtml(l.text)}</a>`;
  const list = page.list ? `<ul>\n${page.list.map((l) => `<li>${anchor(l)}</li>\n`).join('')}</ul>\n` : '';
  const link = page.link ? `<p>${anchor(page.link)}</p>\n` : '';
  const script = page.scriptSource ? `<script${nonce}>${page.scriptSource}</script>\n` : '';
  return `<!doctype html>
<html lang="${escapeHtml(page.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="${escapeHtml(page.robots ?? 'noindex')}">
<title>${escapeHtml(page.heading)}</title>
<link rel="icon" href="/favicon.svg">
<style${nonce}>${STYLE}</style>
</head>
<body>
<main${data}>
<h1>${escapeHtml(page.heading)}</h1>
${paragraphs}${list}${link}</main>
${script}</body>
</html>
`;
}

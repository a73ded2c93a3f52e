import type { ContentElement } from './content-element.js';
import type { FooterBlock, ImageRef, MenuGroup, NavLink, PageContent, VideoRef } from './page.js';

// Addresses in upstream content as they are stored (the upstream cache, shared by instances and
// kept across restarts). An address on the configured upstream is kept relative to it, because
// that upstream's host and port are configuration, not content: the demo upstream listens on a
// new port at each start, and CMS_BASE_URL may move. On every request the server resolves such an
// address against the configuration it runs with. Any other address (an image host, YouTube) is
// stored as given.

/** `search:` + what follows the configured search base: a prepared query URL (`search:gkn3?q=…`). */
export const SEARCH_RELATIVE = 'search:';
/** `cms:` + path, query and fragment on the configured CMS's origin: media it serves (`cms:/media/x.jpg`). */
export const CMS_RELATIVE = 'cms:';

/** An address as stored: `search:…`, `cms:/…`, or absolute on another host. */
export type StoredUrl = string;

/** The upstream a stored address is relative to: the configuration of the process reading it. */
export interface UpstreamBases {
  /** No trailing slash (config). Relative addresses keep only its origin. */
  cmsBaseUrl: string;
  /** Ends in '/' (config). */
  searchBaseUrl: string;
}

/** One change applied to every address in content: to its stored form, or back. */
export type UrlRewrite = (url: string) => string;

// Rich text is sanitised html (src/upstream/cms/sanitize-rich-text.ts): attributes are written as
// name="value", with &, <, > and " escaped inside the value, so this finds every attribute of
// every a and img tag, and never one inside another attribute's value or in text.
const LINKING_TAG = /<(a|img)(\s[^>]*)>/g;
const ATTRIBUTE = /(\s)([a-z-]+)="([^"]*)"/g;
const unescapeAttribute = (v: string) =>
  v
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const escapeAttribute = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Sanitised rich text with each link's href and each image's src rewritten. */
export function rewriteHtmlUrls(html: string, rewrite: UrlRewrite): string {
  return html.replace(LINKING_TAG, (_tag, name: string, attributes: string) => {
    const urlAttribute = name === 'a' ? 'href' : 'src';
    const rewritten = attributes.replace(ATTRIBUTE, (attribute, space: string, attr: string, value: string) =>
      attr === urlAttribute ? `${space}${attr}="${escapeAttribute(rewrite(unescapeAttribute(value)))}"` : attribute,
    );
    return `<${name}${rewritten}>`;
  });
}

const html = (v: string | null, rewrite: UrlRewrite) => (v === null ? null : rewriteHtmlUrls(v, rewrite));
const image = (i: ImageRef, rewrite: UrlRewrite): ImageRef => ({ ...i, source: rewrite(i.source) });
const video = (v: VideoRef | null, rewrite: UrlRewrite): VideoRef | null =>
  v && { ...v, source: rewrite(v.source), poster: v.poster === null ? null : rewrite(v.poster) };
const navLink = (l: NavLink | null, rewrite: UrlRewrite): NavLink | null => l && { ...l, href: rewrite(l.href) };

/** An element with every address in it rewritten (media, item-list queries, links, rich text). */
export function rewriteElementUrls(e: ContentElement, rewrite: UrlRewrite): ContentElement {
  switch (e.type) {
    case 'text':
    case 'newsletter':
      return { ...e, html: html(e.html, rewrite) };
    case 'accordion':
      return { ...e, items: e.items.map((i) => ({ ...i, html: html(i.html, rewrite) })) };
    case 'image':
      return { ...e, source: rewrite(e.source) };
    case 'item-list':
      return { ...e, queryUrl: rewrite(e.queryUrl) };
    case 'links':
      // A search-query link's url is a query string, not an address.
      return {
        ...e,
        links: e.links.map((l) => (l.url === null || l.type === 'search-query' ? l : { ...l, url: rewrite(l.url) })),
      };
    case 'video':
      return { ...e, url: rewrite(e.url), poster: e.poster === null ? null : rewrite(e.poster) };
    case 'person':
      return { ...e, photo: e.photo === null ? null : rewrite(e.photo) };
    case 'form':
      return e;
  }
}

/** A page with every address in it rewritten: header media and its elements'. */
export function rewritePageUrls(page: PageContent, rewrite: UrlRewrite): PageContent {
  return {
    ...page,
    headerImage: page.headerImage && image(page.headerImage, rewrite),
    headerImages: page.headerImages.map((i) => image(i, rewrite)),
    videoHeader: video(page.videoHeader, rewrite),
    videoHeaderMobile: video(page.videoHeaderMobile, rewrite),
    areas: page.areas.map((a) => ({ ...a, elements: a.elements.map((e) => rewriteElementUrls(e, rewrite)) })),
  };
}

/** The menu with its links rewritten. */
export function rewriteMenuUrls(menu: MenuGroup[], rewrite: UrlRewrite): MenuGroup[] {
  return menu.map((g) => ({ ...g, items: g.items.map((i) => ({ ...i, link: navLink(i.link, rewrite) })) }));
}

/** Footer blocks with their links and images rewritten. */
export function rewriteFooterUrls(blocks: FooterBlock[], rewrite: UrlRewrite): FooterBlock[] {
  return blocks.map((b) => ({
    ...b,
    items: b.items.map((i) => ({ ...i, link: navLink(i.link, rewrite), image: i.image && image(i.image, rewrite) })),
  }));
}

import type { PageContent } from '../../model/page.js';
import type { Locale } from '../../model/services.js';
import type { PublicSite } from '../../model/site.js';
import type { FilterSelection } from '../../model/search.js';
import { searchFeedPathOf } from '../../app/logic/search-feed-url.js';
import { escapeHtml } from '../../model/html-escape.js';
import type { SocialImage } from '../render/social-images.js';

/** The route a page was rendered by, as far as its canonical address is concerned. */
export interface CanonicalRoute {
  /** RouteHandle flags: search pages and portlets (requirements §2). */
  flags?: readonly string[];
  /** The route's loader data. */
  data: unknown;
}

/**
 * The query parameters that make a page of their own, by allowlist (anything else, tracking or
 * made up, would split one page into many canonical URLs):
 * - CMS pages, search pages and every other page: none; their path is their address. A search's
 *   filtered, paged or sorted states are views of its one page (requirements §10.7.2): they carry
 *   `noindex, follow` (isSearchView) and name the page without them as canonical.
 * - A result page (requirements §2.3): `id`, the item it shows.
 */
export function canonicalQueryNames(route: CanonicalRoute | null): readonly string[] {
  if (!isSearchRoute(route)) return [];
  return (route.data as { item?: unknown } | undefined)?.item ? ['id'] : [];
}

const isSearchRoute = (route: CanonicalRoute | null): route is CanonicalRoute =>
  route?.flags?.some((f) => f === 'search' || f === 'portlet') ?? false;

/**
 * A search or portlet page in a filtered, paged or sorted state (requirements §10.7.2): the loader
 * applied a filter, the page starts past the first result, or the address names a sort. Such a
 * state is kept out of search engines' indexes (`noindex, follow`: its links still count).
 */
export function isSearchView(route: CanonicalRoute | null, requestUrl: URL): boolean {
  if (!isSearchRoute(route)) return false;
  const data = (route.data ?? {}) as { item?: unknown; selection?: unknown[]; start?: unknown };
  if (data.item || !Array.isArray(data.selection)) return false;
  const params = requestUrl.searchParams;
  return (
    data.selection.length > 0 ||
    (typeof data.start === 'number' && data.start > 0) ||
    params.has('srt') ||
    params.has('srt_direction')
  );
}

/** The canonical address of a request: the site's canonical origin, the path, the allowed query. */
export function canonicalUrl(origin: string, requestUrl: URL, keep: readonly string[] = []): string {
  const params = new URLSearchParams();
  for (const [k, v] of requestUrl.searchParams) if (keep.includes(k)) params.append(k, v);
  const query = params.toString();
  return `${origin}${requestUrl.pathname}${query ? `?${query}` : ''}`;
}

const OG_LOCALE: Record<Locale, string> = { nl: 'nl_NL', en: 'en_US' };

/** An image a page is shared with: absolute on the site's origin, with what the card needs to know. */
interface ShareImage {
  url: string;
  alt: string;
  width?: number;
  height?: number;
  type?: string;
}

/** Image types every network shows in a card (not SVG, not WebP everywhere): by the address's extension. */
const SHAREABLE_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

/**
 * The page's share image (requirements §10.7.5): its header image when that is a PNG or JPEG, else
 * the site's default; absolute on the page's origin. None only when the site has no default.
 */
export function shareImageOf(input: {
  page: PageContent | null;
  canonical: string;
  title: string;
  fallback: SocialImage | null;
  fallbackAlt: string;
}): ShareImage | null {
  const header = input.page?.headerImage;
  if (header) {
    const url = new URL(header.source, input.canonical);
    const type = SHAREABLE_TYPES[/\.([a-z]+)$/i.exec(url.pathname)?.[1]?.toLowerCase() ?? ''];
    if (type && (url.protocol === 'https:' || url.protocol === 'http:'))
      return { url: url.href, alt: header.alt || input.title, type };
  }
  const { fallback } = input;
  if (!fallback) return null;
  return {
    url: new URL(fallback.url, input.canonical).href,
    alt: input.fallbackAlt,
    width: fallback.width,
    height: fallback.height,
    type: fallback.type,
  };
}

/**
 * SEO head tags of a rendered page: canonical link and Open Graph. Error pages
 * and previews get neither (they are not pages to share or index).
 */
export function seoTags(input: {
  site: PublicSite;
  locale: Locale;
  page: PageContent | null;
  title: string;
  description: string;
  canonical: string | null;
  /** The site's default share image (src/server/render/social-images.ts) and its text alternative. */
  socialImage: SocialImage | null;
  socialImageAlt: string;
}): string[] {
  if (!input.canonical) return [];
  const e = escapeHtml;
  const image = shareImageOf({
    page: input.page,
    canonical: input.canonical,
    title: input.title,
    fallback: input.socialImage,
    fallbackAlt: input.socialImageAlt,
  });
  return [
    `<link rel="canonical" href="${e(input.canonical)}">`,
    `<meta property="og:type" content="${input.page && input.page.pageType !== 'A' ? 'article' : 'website'}">`,
    `<meta property="og:site_name" content="${e(input.site.title)}">`,
    `<meta property="og:title" content="${e(input.title)}">`,
    `<meta property="og:description" content="${e(input.description)}">`,
    `<meta property="og:url" content="${e(input.canonical)}">`,
    `<meta property="og:locale" content="${OG_LOCALE[input.locale]}">`,
    ...(image
      ? [
          `<meta property="og:image" content="${e(image.url)}">`,
          ...(image.type ? [`<meta property="og:image:type" content="${image.type}">`] : []),
          ...(image.width && image.height
            ? [
                `<meta property="og:image:width" content="${image.width}">`,
                `<meta property="og:image:height" content="${image.height}">`,
              ]
            : []),
          `<meta property="og:image:alt" content="${e(image.alt)}">`,
        ]
      : []),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
  ];
}

/**
 * The Atom feed of a site search page (docs/architecture.md §4.2): `<link rel="alternate"
 * type="application/atom+xml">`, so browsers and feed readers find it. Portlets and result pages
 * have none. A path on the page's own host: a reader resolves it against the page it was given.
 */
export function feedLinkTags(route: CanonicalRoute | null, title: string): string[] {
  if (!route?.flags?.includes('search')) return [];
  const data = (route.data ?? {}) as {
    item?: unknown;
    base?: { kind?: string; locale?: Locale };
    term?: unknown;
    selection?: FilterSelection;
  };
  if (data.item || data.base?.kind !== 'site' || !data.base.locale || typeof data.term !== 'string') return [];
  const href = searchFeedPathOf(data.base.locale, data.term, data.selection ?? []);
  return [`<link rel="alternate" type="application/atom+xml" title="${escapeHtml(title)}" href="${escapeHtml(href)}">`];
}

import type { PageContent } from '../../model/page.js';
import type { Locale } from '../../model/services.js';
import type { PublicSite } from '../../model/site.js';
import { escapeHtml } from '../render/document-template.js';

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
}): string[] {
  if (!input.canonical) return [];
  const e = escapeHtml;
  const source = input.page?.headerImage?.source;
  // og:image must be absolute; media the site serves itself (a site-relative address) are on its origin.
  const image = source ? new URL(source, input.canonical).href : null;
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
          `<meta property="og:image" content="${e(image)}">`,
          `<meta property="og:image:alt" content="${e(input.page?.headerImage?.alt ?? '')}">`,
        ]
      : []),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
  ];
}

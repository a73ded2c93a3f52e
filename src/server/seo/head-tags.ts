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
 * - CMS pages and every other page: none; their path is their address.
 * - A result page (requirements §2): `id`, the item it shows.
 * - A search page: its page (`start`, not when 0), its sort (`srt`, `srt_direction`, requirements §5) and
 *   the filters it applied (the loader's selection: names of the site's filters only).
 */
export function canonicalQueryNames(route: CanonicalRoute | null): readonly string[] {
  if (!route?.flags?.some((f) => f === 'search' || f === 'portlet')) return [];
  const data = (route.data ?? {}) as { item?: unknown; selection?: { name: string }[] };
  if (data.item) return ['id'];
  return ['start', 'srt', 'srt_direction', ...(data.selection ?? []).map((group) => group.name)];
}

/** The canonical address of a request: the site's canonical origin, the path, the allowed query. */
export function canonicalUrl(origin: string, requestUrl: URL, keep: readonly string[] = []): string {
  const params = new URLSearchParams();
  for (const [k, v] of requestUrl.searchParams) {
    if (keep.includes(k) && !(k === 'start' && Number(v) === 0)) params.append(k, v);
  }
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

import type { PageContent } from '../../app/model/page.js';
import type { Locale } from '../../app/model/services.js';
import type { PublicSite } from '../../app/model/site.js';
import { escapeHtml } from '../render/document-template.js';

/** Query parameters that never make a page of their own (form status after a post, tracking). */
const NOT_CANONICAL = /^(form|formstatus|utm_[a-z]+|fbclid|gclid|msclkid)$/i;

/** The canonical address of a request: the site's canonical origin, the path, meaningful query. */
export function canonicalUrl(origin: string, requestUrl: URL): string {
  const params = new URLSearchParams();
  for (const [k, v] of requestUrl.searchParams) if (!NOT_CANONICAL.test(k)) params.append(k, v);
  const query = params.toString();
  return `${origin}${requestUrl.pathname}${query ? `?${query}` : ''}`;
}

const OG_LOCALE: Record<Locale, string> = { nl: 'nl_NL', en: 'en_US' };

/**
 * SEO head tags of a rendered page: canonical link and Open Graph (issue 3 item 14). Error pages
 * and previews get neither (they are not pages to share or index).
 */
export function seoTags(input: { site: PublicSite; locale: Locale; page: PageContent | null; title: string; description: string; canonical: string | null }): string[] {
  if (!input.canonical) return [];
  const e = escapeHtml;
  const image = input.page?.headerImage?.source ?? null;
  return [
    `<link rel="canonical" href="${e(input.canonical)}">`,
    `<meta property="og:type" content="${input.page && input.page.pageType !== 'A' ? 'article' : 'website'}">`,
    `<meta property="og:site_name" content="${e(input.site.title)}">`,
    `<meta property="og:title" content="${e(input.title)}">`,
    `<meta property="og:description" content="${e(input.description)}">`,
    `<meta property="og:url" content="${e(input.canonical)}">`,
    `<meta property="og:locale" content="${OG_LOCALE[input.locale]}">`,
    ...(image ? [`<meta property="og:image" content="${e(image)}">`, `<meta property="og:image:alt" content="${e(input.page?.headerImage?.alt ?? '')}">`] : []),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
  ];
}

import { ROUTE_SEGMENTS } from '../../app/logic/route-segments.js';
import type { PageContent } from '../../model/page.js';
import type { Locale } from '../../model/services.js';
import { siteOrigin } from '../../sites/site-origin.js';
import type { SiteRegistry } from '../../sites/site-registry.js';
import { escapeHtml } from '../../model/html-escape.js';

// Language alternates of a page (requirements §10.7.4): `<link rel="alternate" hreflang>` for the
// same page in the other language, where one exists. Every address is absolute on a site's
// configured origin (sites/site-origin.ts), never a request's host.

/** A site a CMS pairing names: where its pages are and their language. */
export interface PairedSite {
  origin: string;
  language: Locale;
}

/** The CMS's name of a site (`api.cname`) -> that site; built once from the registry. */
export function pairedSites(registry: SiteRegistry): (cname: string) => PairedSite | null {
  const byCname = new Map<string, PairedSite>();
  for (const { config } of registry.all()) {
    if (!byCname.has(config.api.cname))
      byCname.set(config.api.cname, { origin: siteOrigin(config), language: config.site.language });
  }
  return (cname) => byCname.get(cname) ?? null;
}

const { search, result } = ROUTE_SEGMENTS;
/** The search routes whose page exists in both languages at a translated prefix (requirements §2.4). */
const SEARCH_PREFIXES: Record<string, Record<Locale, string>> = {
  search: { nl: `/${search.nl}/`, en: `/${search.en}/` },
  'search-result': { nl: `/${search.nl}/${result.nl}/`, en: `/${search.en}/${result.en}/` },
};

export interface AlternatesInput {
  /** The page's canonical address; its language is `locale`. */
  canonical: string;
  locale: Locale;
  /** The deepest route's id (`search-nl`, `content`, …). */
  routeId: string | null;
  page: PageContent | null;
  siteByCname: (cname: string) => PairedSite | null;
}

/**
 * The page's address per language, its own included; empty when it has no other language.
 * - `/zoeken/{term}` and `/search/{term}`, `/zoeken/resultaat/{page}?id=` and `/search/result/{page}?id=`:
 *   the same search or result in the other language, on the same site.
 * - A CMS page: the pages its `translations` name, on the sites they name. One that names an unknown
 *   site, a language the site is not in, or the page's own language is left out.
 */
export function alternatesOf(input: AlternatesInput): Partial<Record<Locale, string>> {
  const prefixes = input.routeId ? SEARCH_PREFIXES[input.routeId.replace(/-(nl|en)$/, '')] : undefined;
  if (prefixes) {
    const url = new URL(input.canonical);
    const from = prefixes[input.locale];
    if (!url.pathname.startsWith(from)) return {};
    const rest = `${url.pathname.slice(from.length)}${url.search}`;
    return { nl: `${url.origin}${prefixes.nl}${rest}`, en: `${url.origin}${prefixes.en}${rest}` };
  }
  const found: Partial<Record<Locale, string>> = { [input.locale]: input.canonical };
  for (const t of input.page?.translations ?? []) {
    const site = input.siteByCname(t.cname);
    if (!site || site.language !== t.language || t.language === input.locale) continue;
    found[t.language] = `${site.origin}${t.path}`;
  }
  return Object.keys(found).length > 1 ? found : {};
}

/**
 * The alternate links: one per language (`nl`, `en`), and `x-default`, the page for visitors who
 * read neither, which is the English one. None when the page has one language only.
 */
export function alternateLinkTags(alternates: Partial<Record<Locale, string>>): string[] {
  const tag = (lang: string, href: string) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(href)}">`;
  if (!alternates.nl || !alternates.en) return [];
  return [tag('nl', alternates.nl), tag('en', alternates.en), tag('x-default', alternates.en)];
}

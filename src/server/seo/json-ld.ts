import { HTML_LANG } from '../../app/i18n/locale.js';
import { recordLang } from '../../app/i18n/record-lang.js';
import { ROUTE_SEGMENTS } from '../../app/logic/route-segments.js';
import type { Crumb, PageContent } from '../../model/page.js';
import type { KnowledgeItem } from '../../model/search.js';
import type { Locale } from '../../model/services.js';
import type { PublicSite } from '../../model/site.js';
import { scriptJson } from '../render/document-template.js';

// Structured data (schema.org as JSON-LD) in the head of a page: what the page is, for search
// engines. A <script type="application/ld+json"> is a data block: the browser never runs it, so
// the page's CSP does not apply to it (docs/architecture.md §7).

type Json = Record<string, unknown>;

/** What a rendered page says about itself, as far as its structured data is concerned. */
export interface JsonLdPage {
  site: PublicSite;
  locale: Locale;
  /** The site's canonical origin (no trailing slash). */
  origin: string;
  /** The page's canonical address: pages without one (errors, previews) get no structured data. */
  canonical: string | null;
  /** The deepest route's id and its loader data. */
  routeId: string | null;
  data: unknown;
}

/** File types that make a record's link a download of data, not a document to read. */
const DATA_FORMATS = new Set(['csv', 'tsv', 'xls', 'xlsx', 'ods', 'json', 'geojson', 'xml', 'shp', 'gpkg', 'nc']);

const orgId = (origin: string) => `${origin}/#organization`;
const siteId = (origin: string) => `${origin}/#website`;

function absolute(origin: string, address: string | null): string | undefined {
  if (!address) return undefined;
  try {
    return new URL(address, `${origin}/`).href;
  } catch {
    return undefined;
  }
}

/** Home: the organisation behind the site and the site with its search (a SearchAction). */
function homeGraph({ site, locale, origin }: JsonLdPage): Json[] {
  return [
    {
      '@type': 'Organization',
      '@id': orgId(origin),
      name: site.title,
      url: `${origin}/`,
      logo: absolute(origin, site.logos.desktop ?? site.logos.mobile),
    },
    {
      '@type': 'WebSite',
      '@id': siteId(origin),
      name: site.title,
      description: site.description,
      url: `${origin}/`,
      inLanguage: HTML_LANG[locale],
      publisher: { '@id': orgId(origin) },
      // requirements §2: /zoeken/{term} (en: /search/{term}), the term in the path.
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${origin}/${ROUTE_SEGMENTS.search[locale]}/{search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

/** An article page: the breadcrumbs it shows (home, the sections above it, itself). */
function breadcrumbGraph({ site, origin, canonical }: JsonLdPage, page: PageContent, trail: Crumb[]): Json[] {
  const items = [
    { name: site.title, item: `${origin}/` },
    ...trail.map((c) => ({ name: c.title, item: `${origin}${c.href}` })),
  ];
  items.push({ name: page.title, item: canonical! });
  return [
    {
      '@type': 'BreadcrumbList',
      itemListElement: items.map((entry, i) => ({ '@type': 'ListItem', position: i + 1, ...entry })),
    },
  ];
}

/** A result page: the record as an Article (news: NewsArticle) or, when it links data files, a Dataset. */
function resultGraph({ origin, canonical }: JsonLdPage, item: KnowledgeItem): Json[] {
  const common: Json = {
    name: item.title,
    description: item.description ?? undefined,
    url: canonical,
    inLanguage: recordLang(item.language),
    datePublished: item.year !== null ? String(item.year) : undefined,
    publisher: item.publisher ? { '@type': 'Organization', name: item.publisher } : undefined,
    isPartOf: { '@id': siteId(origin) },
  };
  const data = (item.links ?? []).filter((l) => l.filetype && DATA_FORMATS.has(l.filetype.toLowerCase()));
  if (data.length > 0)
    return [
      {
        '@type': 'Dataset',
        ...common,
        isAccessibleForFree: data.every((l) => l.access === 'open') || undefined,
        distribution: data.map((l) => ({ '@type': 'DataDownload', contentUrl: l.url, encodingFormat: l.filetype })),
      },
    ];
  const type =
    item.contentsubtype === 'news' ? 'NewsArticle' : ARTICLE_TYPES.has(item.contentsubtype ?? '') ? 'Article' : null;
  if (!type) return [];
  return [
    {
      '@type': type,
      headline: item.title.length > 110 ? `${item.title.slice(0, 109)}…` : item.title,
      ...common,
      mainEntityOfPage: canonical,
      ...(item.journal ? { isPartOf: { '@type': 'Periodical', name: item.journal } } : {}),
    },
  ];
}

/**
 * Written and published things: news, knowledge articles (gkz), sources (reports, papers) and the
 * rest. Events are not among them: an Event needs its start date and place, which the knowledge
 * index does not give; projects, dossiers, experts and contacts are not articles.
 */
const ARTICLE_TYPES = new Set(['news', 'gkz', 'source', 'other']);

/** The page's structured data as head tags: none, or one JSON-LD block. */
export function jsonLdTags(page: JsonLdPage): string[] {
  if (!page.canonical) return [];
  const data = (page.data ?? {}) as { page?: PageContent; trail?: Crumb[] | null; item?: KnowledgeItem };
  const graph =
    page.routeId === 'home'
      ? homeGraph(page)
      : data.item
        ? resultGraph(page, data.item)
        : data.page && data.trail && data.trail.length > 0
          ? breadcrumbGraph(page, data.page, data.trail)
          : [];
  if (graph.length === 0) return [];
  return [
    `<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', '@graph': graph })}</script>`,
  ];
}

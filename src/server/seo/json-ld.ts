import { HTML_LANG } from '../../app/i18n/locale.js';
import { recordLang } from '../../app/i18n/record-lang.js';
import { ROUTE_SEGMENTS } from '../../app/logic/route-segments.js';
import type { Crumb, PageContent } from '../../model/page.js';
import type { KnowledgeItem } from '../../model/search.js';
import type { Locale } from '../../model/services.js';
import type { PublicSite } from '../../model/site.js';
import type {
  Article,
  BreadcrumbList,
  Dataset,
  Event,
  NewsArticle,
  Organization,
  SearchAction,
  WebSite,
} from 'schema-dts';
import { scriptJson } from '../render/document-template.js';

// Structured data (schema.org as JSON-LD) in the head of a page: what the page is, for search
// engines. A <script type="application/ld+json"> is a data block: the browser never runs it, so
// the page's CSP does not apply to it (docs/architecture.md §7). Every node is typed with
// schema-dts (schema.org's vocabulary as TypeScript types): a property a type does not have, or a
// value of the wrong kind, fails the typecheck.

/** A node of the graph: one of the schema.org types we describe pages with. */
type GraphNode = Organization | WebSite | BreadcrumbList | Article | NewsArticle | Dataset | Event;

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
function homeGraph({ site, locale, origin }: JsonLdPage): GraphNode[] {
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
      potentialAction: siteSearch(origin, locale),
    },
  ];
}

/**
 * The site's search as a SearchAction; requirements §2: /zoeken/{term} (en: /search/{term}), the
 * term in the path. `query-input` is schema.org's action annotation (not a property of the type,
 * so not in schema-dts): typed apart and added.
 */
function siteSearch(origin: string, locale: Locale): SearchAction {
  const action: SearchAction & { 'query-input': string } = {
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: `${origin}/${ROUTE_SEGMENTS.search[locale]}/{search_term_string}`,
    },
    'query-input': 'required name=search_term_string',
  };
  return action;
}

/** An article page: the breadcrumbs it shows (home, the sections above it, itself). */
function breadcrumbGraph({ site, origin, canonical }: JsonLdPage, page: PageContent, trail: Crumb[]): GraphNode[] {
  const items = [
    { name: site.title, item: `${origin}/` },
    ...trail.map((c) => ({ name: c.title, item: `${origin}${c.href}` })),
  ];
  items.push({ name: page.title, item: canonical! });
  return [
    {
      '@type': 'BreadcrumbList',
      itemListElement: items.map((entry, i) => ({ '@type': 'ListItem' as const, position: i + 1, ...entry })),
    },
  ];
}

/**
 * A result page: the record as an Event (a dated event with a place), a Dataset (it links data
 * files), an Article (news: NewsArticle), or nothing for the other types.
 */
function resultGraph({ origin, canonical }: JsonLdPage, item: KnowledgeItem): GraphNode[] {
  const common = {
    name: item.title,
    description: item.description ?? undefined,
    url: canonical ?? undefined,
    inLanguage: recordLang(item.language),
    isPartOf: { '@id': siteId(origin) },
  };
  const publisher = item.publisher ? { '@type': 'Organization' as const, name: item.publisher } : undefined;
  const location = item.summary.location;
  if (item.contentsubtype === 'event' && item.date && location) {
    const organiser = item.summary.organiser ?? item.publisher;
    return [
      {
        '@type': 'Event',
        ...common,
        startDate: item.date,
        location: { '@type': 'Place', name: location, address: location },
        organizer: organiser ? { '@type': 'Organization', name: organiser } : undefined,
      },
    ];
  }
  const datePublished = item.year !== null ? String(item.year) : undefined;
  const data = (item.links ?? []).filter((l) => l.filetype && DATA_FORMATS.has(l.filetype.toLowerCase()));
  if (data.length > 0)
    return [
      {
        '@type': 'Dataset',
        ...common,
        datePublished,
        publisher,
        isAccessibleForFree: data.every((l) => l.access === 'open') || undefined,
        distribution: data.map((l) => ({
          '@type': 'DataDownload' as const,
          contentUrl: l.url,
          encodingFormat: l.filetype ?? undefined,
        })),
      },
    ];
  if (!ARTICLE_TYPES.has(item.contentsubtype ?? '')) return [];
  const article = {
    ...common,
    headline: item.title.length > 110 ? `${item.title.slice(0, 109)}…` : item.title,
    datePublished,
    publisher,
    mainEntityOfPage: canonical ?? undefined,
    ...(item.journal ? { isPartOf: { '@type': 'Periodical' as const, name: item.journal } } : {}),
  };
  return [item.contentsubtype === 'news' ? { '@type': 'NewsArticle', ...article } : { '@type': 'Article', ...article }];
}

/**
 * Written and published things: news, knowledge articles (gkz), sources (reports, papers) and the
 * rest. Projects, dossiers, experts and contacts are not articles; an event is an Event when the
 * index gives its date and place (above).
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

import type { ContactForm, PostedForm } from './forms.js';
import type { MapBannerData } from './content-data.js';
import type { GeoLocation, PageContent, SiteChrome } from './page.js';
import type { PortletView } from './portlet.js';
import type { Filter, KnowledgeItem, SearchRecord, SearchRequest, SearchResponse } from './search.js';
import type { Viewer } from './viewer.js';
import type { Locale } from './locale.js';
import type { AiSearchService } from './ai-search.js';
import type { PersonalService } from './personal-api.js';

// What loaders may ask for on the server. Implemented in src/server over the cached upstream
// clients; the browser never sees it (client loaders fetch the JSON data endpoint instead).

export type PageResult = { status: 200; page: PageContent } | { status: 404 | 500 };
/**
 * requirements §2 preview of a signed link: the draft and the link's own address (links to the
 * same path stay in the preview); a refused link (400, 403, 410) makes no upstream call.
 */
export type PreviewResult =
  { status: 200; page: PageContent; scope: PreviewScope } | { status: 400 | 403 | 404 | 410 | 500 };

/** The one item a preview link may show: its site path and the signed address that shows it. */
export interface PreviewScope {
  path: string;
  href: string;
}

/** requirements §4 Search: results, or error when the call failed. */
export type SearchResult = ({ status: 'results' } & SearchResponse) | { status: 'error' };
export type KnowledgeItemResult = { status: 200; item: KnowledgeItem } | { status: 404 | 500 };
/** Search in a portlet's scope instead of the site's (requirements §2 portlet routes). */
export interface SearchOptions {
  portlet?: string;
}

export interface Services {
  /** requirements §4 Page fetch result: 200 object, 500 otherwise, a failed call asks home for 404 or 500. */
  page(path: string): Promise<PageResult>;
  chrome(): Promise<SiteChrome>;
  /** requirements §7 search in the site's scope (or a portlet's). Never throws: a failed call is status 'error'. */
  search(request: SearchRequest, opts?: SearchOptions): Promise<SearchResult>;
  /** requirements §7 filters of the site's scope (or a portlet's); [] when the call fails. */
  filters(opts?: SearchOptions): Promise<Filter[]>;
  /** requirements §7 knowledge index: the item in the site's scope; null when unknown or the call failed (logged). */
  knowledgeItem(id: string): Promise<KnowledgeItem | null>;
  /** Same call with the reason: 404 unknown, 500 failed (result pages). */
  knowledgeItemResult(id: string, opts?: SearchOptions): Promise<KnowledgeItemResult>;
  /** requirements §7 a prepared query URL (item lists) with optional &wq_max; [] when it fails (logged). */
  preparedQuery(url: string, max?: number): Promise<SearchRecord[]>;
  /** requirements §2 dossier map banner: map-scope items within the location's radius; never throws. */
  mapBanner(at: GeoLocation): Promise<MapBannerData>;
  /** The site's portlet of that domain (requirements §2 portlet routes); null when it has none. */
  portlet(domain: string): Promise<PortletView | null>;
  /** requirements §7 Contactformulier: the CMS form; null when there is none or the call failed (logged). */
  contactForm(): Promise<ContactForm | null>;
  /** requirements §2 /preview with a signed link's parameters: unpublished content, never cached. */
  preview(params: URLSearchParams): Promise<PreviewResult>;
}

/** The requestContext of every loader on the server. */
export interface LoaderContext {
  services: Services;
  locale: Locale;
  /**
   * The logged-in user of this request (only a request with a session, which the page cache never
   * shares); null or absent for a visitor.
   */
  viewer?: Viewer | null;
  /** Whether this deployment has a login (OIDC configured): without one no login control is shown. */
  loginEnabled?: boolean;
  /**
   * The logged-in user's bookmarks and comments (docs/architecture.md §6.5): only for a request
   * with a session on a site with interaction enabled; null or absent otherwise.
   */
  personal?: PersonalService | null;
  /** The AI search of this request's site and locale; null where the site has ai.enabled false. */
  ai?: AiSearchService | null;
  /** A form post refused without JavaScript, when this render is its answer (src/server/forms). */
  postedForm?: PostedForm | null;
}

// Its own module so the services' parts (ai-search.ts) take it without importing this one.
export type { Locale } from './locale.js';

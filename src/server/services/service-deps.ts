import type { Logger } from 'pino';
import type { Locale } from '../../model/services.js';
import type { Cached, CachedOptions } from '../../cache/cached.js';
import type { SiteConfig } from '../../sites/site-schema.js';
import type { CmsClient } from '../../upstream/cms/cms-client.js';
import type { MapClient } from '../../upstream/map/map-client.js';
import type { KnowledgeIndexClient } from '../../upstream/knowledge-index/knowledge-index-client.js';
import type { SearchClient } from '../../upstream/search/search-client.js';

/** What the services need, built once at boot. */
export interface ServiceDeps {
  /** Every CMS call: pages, menu and footers, the contact form, previews. */
  cms: CmsClient;
  cached: Cached;
  logger: Logger;
  cmsCache: CachedOptions;
  search: SearchClient;
  knowledgeIndex: KnowledgeIndexClient;
  /** The search base URL (ends in '/'): prepared query URLs must start with it. */
  searchBaseUrl: string;
  /** Search results, prepared queries and knowledge-index items. */
  searchCache: CachedOptions;
  /** The filter lists change rarely. */
  filtersCache: CachedOptions;
  /** The map banner: map-scope records with coordinates, and the map's tile layer. */
  map: MapClient;
  mapTileUrl: string;
  mapTileAttribution: string;
  /** Checks signed preview links (src/server/preview/preview-link.ts); unset refuses every link. */
  previewSecret?: string;
}

/** Who a service call is for: one request's site and locale. */
export interface ServiceScope {
  site: SiteConfig;
  locale: Locale;
}

// The server as a library, bundled beside the CLI (dist/server/server.js) so `npm run bench`
// measures the same built code `gkn serve` runs, not the TypeScript sources under tsx's loader.
export { loadConfig } from '../config/config.js';
export { ROOT_DIR } from '../config/root-dir.js';
export { createLogger } from './observability/logger.js';
export { startServer } from './start-server.js';

// What the bench's React floor renders with (scripts/bench-react-floor.ts), from this same bundle:
// the floor and the product then run one copy of every component and of the route tree, so the
// framework tax compares the work each does, not two copies whose JIT has seen different pages
// (docs/benchmark.md, "Rows").
export { FormTokenContext } from '../app/components/forms/form-token.js';
export { loadAllCatalogs } from '../app/i18n/i18n.js';
export { localeFor } from '../app/i18n/locale.js';
export { SiteContext } from '../app/site-context.js';
export { createCached } from '../cache/cached.js';
export { createCacheStore } from '../cache/create-store.js';
export { toPublicSite } from '../sites/public-site.js';
export { loadSiteRegistry } from '../sites/site-registry.js';
export { createCmsClient } from '../upstream/cms/cms-client.js';
export { createKnowledgeIndexClient } from '../upstream/knowledge-index/knowledge-index-client.js';
export { createMapClient } from '../upstream/map/map-client.js';
export { createSearchClient } from '../upstream/search/search-client.js';
export { internalUrl } from './render/fetch-request.js';
export { staticHandler } from './render/static-handler.js';
export { createServices } from './services/create-services.js';

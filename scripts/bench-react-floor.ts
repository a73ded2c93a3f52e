import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { createServer } from 'node:http';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import type { UpstreamUrls } from '../src/config/config.js';
import type { PublicSite } from '../src/model/site.js';
import type { ServiceDeps } from '../src/server/services/service-deps.js';
import { built, listen, type Target } from './bench-targets.js';

// From the built bundle, as the product (bench-targets.ts): one copy of each component for both.
const {
  FormTokenContext,
  loadAllCatalogs,
  localeFor,
  SiteContext,
  createCached,
  createCacheStore,
  loadConfig,
  ROOT_DIR,
  createLogger,
  internalUrl,
  staticHandler,
  createServices,
  toPublicSite,
  loadSiteRegistry,
  createCmsClient,
  createKnowledgeIndexClient,
  createMapClient,
  createSearchClient,
} = built;

// The React floor (docs/benchmark.md, "Rows"): the same route tree as the product renders, its
// data loaded once through the real services, then per request only the static router, bare
// `renderToString` + Emotion and the critical CSS. No site resolution, cache, headers, loaders,
// document, hydration data (`hydrate: false`), compression or logging: what the framework adds is
// the uncached row's cost per request over this one's. It renders with the server bundle's own
// modules (src/server/server-entry.ts): with the TypeScript sources it ran a second copy of every
// component, whose JIT had seen only this page, and that difference counted as framework tax.

/** The services as `startServer` wires them, on an in-memory cache (the data is loaded once). */
function serviceDeps(upstreams: UpstreamUrls) {
  const config = loadConfig(
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      CMS_BASE_URL: upstreams.cmsBaseUrl,
      SEARCH_BASE_URL: upstreams.searchBaseUrl,
      KNOWLEDGE_INDEX_URL: upstreams.knowledgeIndexUrl,
    },
    ROOT_DIR,
  );
  const logger = createLogger(config);
  const store = createCacheStore({ logger, memoryBytes: config.memoryCacheBytes });
  const searchTtl = Math.max(1, Math.min(config.upstreamCacheTtlS, 60));
  const deps: ServiceDeps = {
    cms: createCmsClient({ baseUrl: upstreams.cmsBaseUrl, timeoutMs: config.upstreamTimeoutMs }),
    cached: createCached(store, { logger, freezeValues: false }),
    logger,
    cmsCache: { ttl: config.upstreamCacheTtlS, staleFor: config.upstreamCacheTtlS * 12 },
    search: createSearchClient({ baseUrl: upstreams.searchBaseUrl, timeoutMs: config.upstreamTimeoutMs }),
    knowledgeIndex: createKnowledgeIndexClient({
      baseUrl: upstreams.knowledgeIndexUrl,
      timeoutMs: config.upstreamTimeoutMs,
    }),
    searchBaseUrl: upstreams.searchBaseUrl.endsWith('/') ? upstreams.searchBaseUrl : `${upstreams.searchBaseUrl}/`,
    searchCache: { ttl: searchTtl, staleFor: searchTtl * 5 },
    filtersCache: { ttl: config.upstreamCacheTtlS, staleFor: config.upstreamCacheTtlS * 12 },
    map: createMapClient({ baseUrl: upstreams.searchBaseUrl, timeoutMs: config.upstreamTimeoutMs }),
    mapTileUrl: config.mapTileUrl,
    mapTileAttribution: config.mapTileAttribution,
  };
  return { config, deps, store };
}

/** The page's loader data, loaded once: the static handler's context of one real query. */
async function loadOnce(upstreams: UpstreamUrls, siteId: string, path: string) {
  await loadAllCatalogs();
  const { config, deps, store } = serviceDeps(upstreams);
  try {
    const site = loadSiteRegistry(config.sitesDir, config.publicDir).byId(siteId);
    if (!site) throw new Error(`React floor: no site ${siteId}`);
    const locale = localeFor(site.config.site.language, path);
    const services = createServices(deps, { site: site.config, locale });
    const context = await staticHandler.query(new Request(internalUrl(path)), {
      requestContext: { services, locale },
    });
    if (context instanceof Response) throw new Error(`React floor: ${path} redirects (${context.status})`);
    if (context.statusCode !== 200) throw new Error(`React floor: ${path} loads with status ${context.statusCode}`);
    return { context, site: toPublicSite(site) };
  } finally {
    await store.close();
  }
}

/** One render of the route tree with its data: the providers the page renderer puts around it. */
function renderFloor(context: StaticHandlerContext, site: PublicSite): string {
  const router = createStaticRouter(staticHandler.dataRoutes, context);
  const emotionCache = createCache({ key: 'css', nonce: 'bench' });
  const emotionServer = createEmotionServer(emotionCache);
  const root = renderToString(
    h(
      CacheProvider,
      { value: emotionCache },
      h(
        SiteContext.Provider,
        { value: site },
        h(FormTokenContext.Provider, { value: 'bench' }, h(StaticRouterProvider, { router, context, hydrate: false })),
      ),
    ),
  );
  return emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(root)) + root;
}

/**
 * A bare node:http server answering every request with one fresh render of `path`'s route tree
 * (critical style tags + markup), its data loaded once before it listens.
 */
export async function startReactFloor(upstreams: UpstreamUrls, siteId: string, path: string): Promise<Target> {
  const { context, site } = await loadOnce(upstreams, siteId, path);
  renderFloor(context, site); // lazy route modules resolved, first-render work done
  return listen(
    createServer((_req, res) => {
      const body = renderFloor(context, site);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    }),
  );
}

import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { createServer } from 'node:http';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import { FormTokenContext } from '../src/app/components/forms/form-token.js';
import { loadAllCatalogs } from '../src/app/i18n/i18n.js';
import { localeFor } from '../src/app/i18n/locale.js';
import { SiteContext } from '../src/app/site-context.js';
import { createCached } from '../src/cache/cached.js';
import { createCacheStore } from '../src/cache/create-store.js';
import { loadConfig, type UpstreamUrls } from '../src/config/config.js';
import { ROOT_DIR } from '../src/config/root-dir.js';
import type { PublicSite } from '../src/model/site.js';
import { createLogger } from '../src/server/logger.js';
import { internalUrl } from '../src/server/render/fetch-request.js';
import { staticHandler } from '../src/server/render/static-handler.js';
import { createServices } from '../src/server/services/create-services.js';
import type { ServiceDeps } from '../src/server/services/service-deps.js';
import { toPublicSite } from '../src/sites/public-site.js';
import { loadSiteRegistry } from '../src/sites/site-registry.js';
import { createCmsClient } from '../src/upstream/cms/cms-client.js';
import { createKnowledgeIndexClient } from '../src/upstream/knowledge-index/knowledge-index-client.js';
import { createMapClient } from '../src/upstream/map/map-client.js';
import { createSearchClient } from '../src/upstream/search/search-client.js';
import { listen, type Target } from './bench-targets.js';

// The React floor (requirements §10.1.3): the same route tree as the product renders, with its
// data already loaded, through bare `renderToString` + Emotion and nothing else. The data is
// loaded once, through the real services against the demo upstream; each request then only
// builds the static router, renders, and extracts the critical CSS. No site resolution, page
// cache, security headers, nonce generation, loaders, head or document assembly, hydration data
// (`hydrate: false`: the router's serialised loader data is the framework's, not React's),
// compression or logging: what the framework adds to a render is the uncached row's cost per
// request over this one's.
//
// It runs the TypeScript sources (under tsx) rather than the server bundle, which exports only the
// server; React, react-router and Emotion are the same packages either way (the bundle leaves
// node_modules external), and tsx compiles each module once, at load.

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

import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { createCached } from '../cache/cached.js';
import { createCacheMetrics } from '../cache/cache-metrics.js';
import { createCacheStore } from '../cache/create-store.js';
import type { Config, UpstreamUrls } from '../config/config.js';
import { ROOT_DIR } from '../config/root-dir.js';
import { loadSiteRegistry, SiteConfigError } from '../sites/site-registry.js';
import { createCmsClient } from '../upstream/cms/cms-client.js';
import { createKnowledgeIndexClient } from '../upstream/knowledge-index/knowledge-index-client.js';
import { createMapClient } from '../upstream/map/map-client.js';
import { createSearchClient } from '../upstream/search/search-client.js';
import { loadAllCatalogs } from '../app/i18n/i18n.js';
import { appMessageClasses } from './fast-path/app-messages.js';
import { createApp } from './create-app.js';
import { admitRequest, serverOptions } from './http/client-limits.js';
import { connectionDrain, type DrainOutcome } from './lifecycle/connection-drain.js';
import { createReadiness, DEFAULT_READINESS } from './lifecycle/health-routes.js';
import { createMetrics } from './observability/metrics.js';
import { startMetricsServer } from './observability/metrics-server.js';
import { createLogger } from './observability/logger.js';
import { readAssetManifest } from './render/asset-manifest.js';
import { createDevReload } from './lifecycle/dev-reload.js';
import { createFastPath } from './fast-path/fast-path.js';
import { createPageRequestReader } from './fast-path/page-request.js';
import { publicNamesOf } from './files/public-files.js';
import type { TrustProxy } from './middleware/request-address.js';
import { sessionCookieOf } from '../auth/create-auth.js';

export interface RunningServer {
  /** The loopback address of the listener (for tests and tools that set the Host header). */
  url: string;
  /** Where a person opens a site: its first (or its dev) site at `http://<id>.localhost:<port>/`. */
  siteUrl: string;
  port: number;
  upstreams: UpstreamUrls;
  /** Where Prometheus metrics are served (METRICS_PORT, its own listener); null when off. */
  metricsUrl: string | null;
  /** Closes the listener (new connections are refused) and says so on /readyz; open connections are still served. */
  stopAccepting(): Promise<void>;
  /**
   * Graceful stop: stops accepting, answers open requests with `Connection: close`, closes idle
   * connections, then closes the caches; 'forced' when SHUTDOWN_TIMEOUT_MS cut requests off.
   */
  shutdown(): Promise<DrainOutcome>;
  close(): Promise<void>;
}

/**
 * Boots the product on the upstreams the config names (the CLI or the tests start the demo
 * upstream and pass its URLs): sites, cache, app, listen. Everything it opens is closed again by
 * close() (graceful shutdown drains open requests).
 */
export async function startServer(
  config: Config,
  logger: Logger = createLogger(config),
  /**
   * `fastPath: false`: every request goes through the app's whole stack, neither the fast path nor
   * the page lane (the tests compare both answers).
   */
  options: { fastPath?: boolean } = {},
): Promise<RunningServer> {
  const upstreams = config.upstreams;
  if (!upstreams)
    throw new Error('startServer needs upstream URLs (CMS_BASE_URL, SEARCH_BASE_URL, KNOWLEDGE_INDEX_URL)');
  await loadAllCatalogs();
  const registry = loadSiteRegistry(config.sitesDir, config.publicDir);
  if (config.devSite && !registry.byId(config.devSite)) {
    throw new SiteConfigError([`${config.devSite}: no such site (see \`gkn site list\`)`]);
  }
  const cacheMetrics = createCacheMetrics();
  const store = createCacheStore({
    redisUrl: config.redisUrl,
    pagesRedisUrl: config.redisPagesUrl,
    logger,
    memoryBytes: config.memoryCacheBytes,
    metrics: cacheMetrics,
  });
  const cached = createCached(store, { logger, metrics: cacheMetrics, freezeValues: config.env !== 'production' });
  const metrics = createMetrics(cacheMetrics, () => readiness.dependencies());
  const cms = createCmsClient({
    baseUrl: upstreams.cmsBaseUrl,
    timeoutMs: config.upstreamTimeoutMs,
    observe: metrics.upstreamObserver('cms'),
  });
  const search = createSearchClient({ baseUrl: upstreams.searchBaseUrl, timeoutMs: config.upstreamTimeoutMs });
  const knowledgeIndex = createKnowledgeIndexClient({
    baseUrl: upstreams.knowledgeIndexUrl,
    timeoutMs: config.upstreamTimeoutMs,
  });
  // Readiness asks each upstream one cheap thing about the first site: its home page, its search
  // scope's filter list, a knowledge-index lookup (404 for an unknown id is a healthy answer).
  // Reported only, bounded like any upstream call (health-routes.ts).
  const probeSite = registry.all()[0]!.config;
  const readiness = createReadiness(
    [
      { name: 'cache', check: () => store.ping() },
      {
        name: 'cms',
        check: (signal) =>
          cms.page(probeSite.site.language, probeSite.api.cname, probeSite.site.home, signal).then(() => true),
      },
      { name: 'search', check: (signal) => search.filters(probeSite.gkz.scope, signal).then(() => true) },
      {
        name: 'knowledgeIndex',
        check: (signal) => knowledgeIndex.item(probeSite.gkz.scope, 'gkn-readyz-probe', signal).then(() => true),
      },
    ],
    { ...DEFAULT_READINESS, timeoutMs: config.upstreamTimeoutMs },
  );
  // Search answers change with every publish; keep them briefly, serve stale while refreshing.
  const searchTtl = Math.max(1, Math.min(config.upstreamCacheTtlS, 60));
  const devReload = config.devReload ? createDevReload() : undefined;
  const { app, pageLane } = createApp({
    config,
    registry,
    logger,
    services: {
      cms,
      cached,
      logger,
      cmsCache: { ttl: config.upstreamCacheTtlS, staleFor: config.upstreamCacheTtlS * 12 },
      search,
      knowledgeIndex,
      searchBaseUrl: upstreams.searchBaseUrl.endsWith('/') ? upstreams.searchBaseUrl : `${upstreams.searchBaseUrl}/`,
      searchCache: { ttl: searchTtl, staleFor: searchTtl * 5 },
      filtersCache: { ttl: config.upstreamCacheTtlS, staleFor: config.upstreamCacheTtlS * 12 },
      map: createMapClient({ baseUrl: upstreams.searchBaseUrl, timeoutMs: config.upstreamTimeoutMs }),
      mapTileUrl: config.mapTileUrl,
      mapTileAttribution: config.mapTileAttribution,
      previewSecret: config.preview.secret,
    },
    forms: {
      newsletterUrl: config.newsletterUrl ?? null,
      contactUrl: config.contactUrl ?? null,
    },
    store,
    metrics,
    assets: readAssetManifest(config.distDir),
    readiness,
    devReload,
    // The CMS media host and the map banner's tile host.
    mediaOrigins: [new URL(upstreams.cmsBaseUrl).origin, new URL(config.mapTileUrl.replace(/\{[a-z]\}/g, 'a')).origin],
    viewsDir: join(ROOT_DIR, 'views'),
  });

  const metricsServer = await startMetricsServer(config, metrics);
  if (metricsServer) logger.info({ metrics: metricsServer.url }, `metrics on ${metricsServer.url}/metrics`);
  // Anonymous page requests are read from the raw request (docs/architecture.md §5.2): a stored
  // page is answered there (the fast path), any other page goes down the page lane; the rest, and
  // anything the reader is unsure of, goes to the app unchanged.
  const readPageRequest =
    options.fastPath === false
      ? null
      : createPageRequestReader({
          registry,
          devSite: config.devSite,
          trustProxy: app.get('trust proxy fn') as TrustProxy,
          sessionCookie: sessionCookieOf(config),
          publicNames: publicNamesOf(config.publicDir),
        });
  const fastPath =
    config.pageCacheTtlS === 0
      ? null
      : createFastPath({ store, production: config.env === 'production', logger, count: metrics.countPageCache });
  const server = createServer({ ...serverOptions(config.clientLimits), ...appMessageClasses(app) }, (req, res) => {
    drain.track(req, res);
    if (!admitRequest(config.clientLimits, req, res)) return;
    const page = readPageRequest?.(req);
    if (!page) return app(req, res);
    const answered = fastPath ? fastPath(req, res, page) : false;
    if (answered === false) pageLane(req, res, page);
    else if (answered !== true) void answered.then((done) => done || pageLane(req, res, page));
  });
  const drain = connectionDrain(server);
  server.listen(config.port, config.host);
  await once(server, 'listening'); // rejects with the listen error (port in use, unknown host)
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  const siteUrl = `http://${config.devSite ?? probeSite.id}.localhost:${port}/`;
  logger.info({ port, sites: registry.all().length }, `listening on ${siteUrl}`);

  const stopAccepting = async () => {
    readiness.startDraining();
    await drain.stopAccepting();
  };
  let shuttingDown: Promise<DrainOutcome> | null = null;
  const shutdown = () =>
    (shuttingDown ??= (async () => {
      await stopAccepting();
      devReload?.close();
      const outcome = await drain.drain(config.shutdownTimeoutMs);
      await cached.whenIdle();
      await store.close();
      await metricsServer?.close();
      return outcome;
    })());
  return {
    url,
    siteUrl,
    port,
    upstreams,
    metricsUrl: metricsServer?.url ?? null,
    stopAccepting,
    shutdown,
    close: () => shutdown().then(() => {}),
  };
}

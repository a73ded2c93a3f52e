import express, { type Express } from 'express';
import { join } from 'node:path';
import { dataEndpoint } from './pages/data-endpoint.js';
import { healthRoutes } from './lifecycle/health-routes.js';
import { revalidateRoute } from './purge/revalidate-route.js';
import { createEdgePurge } from './purge/edge-purge.js';
import { requestLogger } from './middleware/request-logger.js';
import { readRequestAddress } from './middleware/request-address.js';
import { resolveSite } from './middleware/resolve-site.js';
import { rejectBadPath } from './middleware/reject-bad-path.js';
import { redirectToOneAddress } from './middleware/one-address.js';
import { privateWhenSettingCookies } from './middleware/private-when-setting-cookies.js';
import { publicFiles } from './files/public-files.js';
import { hashedAssets } from './files/static-assets.js';
import { createServices } from './services/create-services.js';
import { createPageLane, type PageLane } from './fast-path/page-lane.js';
import { formsRoutes } from './forms/forms-routes.js';
import { previewDataLimit, previewRoute } from './preview/preview-route.js';
import { searchFeedRoutes } from './feeds/search-feed-route.js';
import { cmsMediaProxy, isLoopbackOrigin } from './files/cms-media-proxy.js';
import { imageVariantRoute } from './image-variants/image-variant-route.js';
import { openVariantStore } from './image-variants/variant-store.js';
import { EMBED_SCRIPT_PATH, embedScriptForAnyOrigin, portletEmbedRoute } from './pages/portlet-embed.js';
import { seoRoutes } from './seo/seo-routes.js';
import { hasCookie } from '../auth/session-cookies.js';
import { apiRoutes } from './api/api-routes.js';
import { APP_PATHS } from './app-routes.js';
import { buildAppParts, type AppDeps } from './app-parts.js';
import './http/request-types.js';
import { NO_STORE } from './http/cache-control.js';

export type { AppDeps } from './app-parts.js';

/**
 * The Express app: every route of the product, in the order a request meets them, each at its
 * path in the route table (app-routes.ts); and the page lane (fast-path/page-lane.ts), the part
 * of it an anonymous page request needs. Everything the routes share is built first
 * (app-parts.ts), so this reads as the pipeline it is.
 */
export function createApp(deps: AppDeps): { app: Express; pageLane: PageLane } {
  const { config, registry, logger } = deps;
  const parts = buildAppParts(deps);
  const { withSession, pageCache, contextFor, renderPage } = parts;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', false); // pages get their ETag from the page cache

  app.use(requestLogger(logger));
  // Whatever answers below: a response that sets a cookie is never stored by a shared cache.
  app.use(privateWhenSettingCookies());
  // The host and scheme, read once under the TRUST_PROXY rule; nothing below reads Host or X-Forwarded-*.
  app.use(readRequestAddress());
  // Then every response carries the security headers, whatever answers it below.
  app.use(parts.setSecurityHeaders);
  app.use(healthRoutes(deps.readiness));
  // The CMS publish webhook names its site in the body: it answers on any host.
  app.use(
    revalidateRoute({
      secret: config.revalidateSecret,
      registry,
      store: deps.store,
      logger,
      edgePurge: createEdgePurge(config.edgePurge, { timeoutMs: config.upstreamTimeoutMs, logger }),
    }),
  );

  // Hashed client files never change under their name: cached for a year, precompressed.
  app.use(`${APP_PATHS.assets}/`, hashedAssets(join(config.distDir, 'client', 'assets')));
  if (deps.devReload) app.get(APP_PATHS.devReload, deps.devReload.handler);
  app.use(resolveSite(registry, { production: parts.production, devSite: config.devSite }));
  // A malformed or protocol-relative ('//x') path is answered here, once, before any route.
  app.use(rejectBadPath((req, res) => parts.ssr(req, res, () => {})));
  app.use(parts.framePortlets);
  // A CMS on loopback (the demo): its media through the site's own origin, as pages address them.
  // Its images resized too, at the widths and in the formats pages list in srcset
  // (docs/decisions/025-responsive-images.md).
  if (isLoopbackOrigin(deps.services.cms.baseUrl)) {
    app.use(cmsMediaProxy({ cmsBaseUrl: deps.services.cms.baseUrl, timeoutMs: config.upstreamTimeoutMs, logger }));
    const { dir, maxBytes } = config.imageVariants;
    app.use(
      imageVariantRoute({ cmsBaseUrl: deps.services.cms.baseUrl, store: openVariantStore(dir, maxBytes), logger }),
    );
  }
  // The login (when OIDC is configured): /auth/* and /logout, answered before the page cache and
  // the pages (docs/architecture.md §6.3).
  if (parts.auth) app.use(parts.auth.routes);
  // The personal API (docs/architecture.md §6.4): after the session, before the page cache.
  app.use(
    APP_PATHS.api,
    withSession,
    apiRoutes({
      userApi: parts.userApi,
      renewal: parts.auth?.renewal ?? null,
      services: deps.services,
      trustedWrite: parts.trustedWrite,
      commentLimits: config.commentLimits,
      store: deps.store,
      logger,
    }),
  );
  // The AI search (docs/architecture.md §16): its rate limit, answer stream and feedback, before the page cache.
  app.use(parts.ai.routes);
  // Feeds of searches (docs/architecture.md §4.2): before the page cache, which holds only pages.
  app.use(
    searchFeedRoutes({
      servicesFor: (req, locale, health) => createServices(deps.services, { site: req.site.config, locale }, health),
      cacheControl: parts.pageCacheControl,
      logger,
    }),
  );
  // One address per page (requirements §10.7.3): /over-ons/ and /index are 301s, never stored as the page.
  app.use(redirectToOneAddress());
  app.use(pageCache.serve);
  app.get(EMBED_SCRIPT_PATH, embedScriptForAnyOrigin());
  app.use(publicFiles(config.publicDir, { sharedWithRoutes: ['embed'] }));
  app.get(
    APP_PATHS.data,
    withSession,
    previewDataLimit(parts.previewLimits),
    dataEndpoint({
      contextFor,
      cacheControl: parts.pageCacheControl,
      hasSession: (req) => hasCookie(req.headers.cookie, parts.sessionCookie),
    }),
  );
  app.get('/embed/:domain', portletEmbedRoute());
  app.use(
    APP_PATHS.forms,
    withSession,
    formsRoutes({
      tokens: parts.formTokens,
      ...deps.forms,
      timeoutMs: config.upstreamTimeoutMs,
      production: parts.production,
      logger,
      contextFor,
      limits: config.formLimits,
      store: deps.store,
      renderPage,
    }),
  );
  app.use(seoRoutes({ registry, contextFor, logger, offlinePage: join(deps.viewsDir, 'offline.html') }));
  app.get(
    APP_PATHS.preview,
    previewRoute({ renderPage, contextFor, limits: parts.previewLimits, secret: config.preview.secret }),
  );
  // Mounted with use(), not get('/{*path}'): the path is checked once by rejectBadPath above.
  app.use(withSession, parts.renderPages);

  // Pages are read-only: any other method on them is refused, not rendered.
  app.use((req, res) => {
    res
      .status(405)
      .set({ Allow: 'GET, HEAD', 'Cache-Control': NO_STORE })
      .type('text/plain')
      .send('Method not allowed');
  });
  app.use(parts.lastResort);
  const pageLane = createPageLane(app, {
    // Its log lines say `pageLane: true`, as the fast path's say `fastPath: true`.
    // A logged-in visitor's page comes this way too (the cached shell, docs/architecture.md §6.6):
    // when the cache has no shell for it, the page is rendered with the session, as in the app.
    page: [
      requestLogger(logger, { pageLane: true }),
      privateWhenSettingCookies(),
      parts.setSecurityHeaders,
      parts.framePortlets,
      pageCache.serve,
      withSession,
      parts.renderPages,
    ],
    error: parts.lastResort,
  });
  return { app, pageLane };
}

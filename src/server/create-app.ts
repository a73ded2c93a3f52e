import express, { type ErrorRequestHandler, type Express, type Request, type RequestHandler } from 'express';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { LoaderContext } from '../model/services.js';
import type { Config } from '../config/config.js';
import type { SiteRegistry } from '../sites/site-registry.js';
import { CHROME_CSS } from '../app/layouts/chrome-css.js';
import { siteStylesheet } from '../sites/site-css.js';
import { sharedRedisOf, type CacheStore } from '../cache/cache-store.js';
import { dataEndpoint } from './pages/data-endpoint.js';
import type { Metrics } from './observability/metrics.js';
import { createPageCache } from './pages/page-cache-middleware.js';
import { healthRoutes, type Readiness } from './lifecycle/health-routes.js';
import { revalidateRoute } from './purge/revalidate-route.js';
import { createEdgePurge } from './purge/edge-purge.js';
import { requestLogger } from './middleware/request-logger.js';
import { readRequestAddress } from './middleware/request-address.js';
import { resolveSite } from './middleware/resolve-site.js';
import { rejectBadPath } from './middleware/reject-bad-path.js';
import { redirectToOneAddress } from './middleware/one-address.js';
import { portletFraming, securityHeaders } from './middleware/security-headers.js';
import { privateWhenSettingCookies } from './middleware/private-when-setting-cookies.js';
import { ASSETS_URL_PREFIX, type AssetManifest } from './render/asset-manifest.js';
import { publicFiles } from './files/public-files.js';
import { hashedAssets } from './files/static-assets.js';
import { DEV_RELOAD_PATH, type DevReload } from './lifecycle/dev-reload.js';
import { loadDocumentTemplate } from './render/document-template.js';
import { createPageRenderer } from './render/render-page.js';
import { loggedUrl } from './observability/logged-url.js';
import { createServices, type RenderHealth } from './services/create-services.js';
import type { ServiceDeps } from './services/service-deps.js';
import { ssrHandler } from './pages/ssr-handler.js';
import { createPageLane, type PageLane } from './fast-path/page-lane.js';
import { createFormTokens } from './forms/form-token.js';
import { createWriteCheck } from './forms/session-writes.js';
import { loginStartLimit } from './middleware/login-start-limit.js';
import { formsRoutes } from './forms/forms-routes.js';
import { previewDataLimit, previewRoute } from './preview/preview-route.js';
import { createPreviewLimits } from './preview/preview-limits.js';
import { searchFeedRoutes } from './feeds/search-feed-route.js';
import { cmsMediaProxy, isLoopbackOrigin } from './files/cms-media-proxy.js';
import { imageVariantRoute } from './image-variants/image-variant-route.js';
import { openVariantStore } from './image-variants/variant-store.js';
import {
  EMBED_SCRIPT_PATH,
  embedScriptForAnyOrigin,
  portletEmbedRoute,
  portletFrameAncestors,
} from './pages/portlet-embed.js';
import { createCanonicalOrigin, seoRoutes } from './seo/seo-routes.js';
import { pairedSites } from './seo/alternates.js';
import { fontStackWithFallbacks } from './render/font-preload.js';
import { readFontCatalog } from './render/web-fonts.js';
import { readSocialImages } from './render/social-images.js';
import { createAuth, sessionCookieOf } from '../auth/create-auth.js';
import { currentUser } from '../auth/auth-session.js';
import { hasCookie } from '../auth/session-cookies.js';
import { safeReturnPath } from '../app/routes/return-path.js';
import { createUserApiClient } from '../upstream/user-api/user-api-client.js';
import { apiRoutes } from './api/api-routes.js';
import { createAi } from './ai/create-ai.js';
import { itemLookup } from './api/item-lookup.js';
import { personalData } from './api/personal-data.js';
import { personalServiceFor } from './api/personal-service.js';
import './http/request-types.js';
import { NO_STORE, sharedPage } from './http/cache-control.js';

export interface AppDeps {
  config: Config;
  registry: SiteRegistry;
  logger: Logger;
  services: ServiceDeps;
  store: CacheStore;
  metrics: Metrics;
  assets: AssetManifest;
  readiness: Readiness;
  /** Origins of CMS media, allowed as image sources. */
  mediaOrigins: string[];
  viewsDir: string;
  /** Where newsletter sign-ups and contact messages are forwarded (null: the form answers 'failed'). */
  forms: { newsletterUrl: string | null; contactUrl: string | null };
  /** `gkn dev` only (config.devReload): the live-reload stream and script. */
  devReload?: DevReload;
}

/**
 * The Express app: every route of the product, in the order a request meets them; and the page
 * lane (page-lane.ts), the part of it an anonymous page request needs.
 */
export function createApp(deps: AppDeps): { app: Express; pageLane: PageLane } {
  const { config, registry, logger } = deps;
  const production = config.env === 'production';
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
  const security = {
    production,
    imageOrigins: deps.mediaOrigins,
    formRedirectOrigins: config.oidc ? [new URL(config.oidc.issuer).origin] : [],
  };
  const setSecurityHeaders = securityHeaders(security);
  app.use(setSecurityHeaders);
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
  app.use(ASSETS_URL_PREFIX, hashedAssets(join(config.distDir, 'client', 'assets')));
  if (deps.devReload) app.get(DEV_RELOAD_PATH, deps.devReload.handler);
  app.use(resolveSite(registry, { production, devSite: config.devSite }));
  // A malformed or protocol-relative ('//x') path is answered here, once, before any route.
  app.use(rejectBadPath((req, res) => ssr(req, res, () => {})));
  // Portlet pages may be framed by their portlet's embed_origins, the preview by the CMS origins
  // (PREVIEW_FRAME_ANCESTORS: the CMS shows it in an iframe); every other page refuses framing.
  const previewOrigins = config.preview.frameAncestors;
  const framePortlets = portletFraming({
    ...security,
    frameAncestors: (req) => (req.path.toLowerCase() === '/preview' ? previewOrigins : portletFrameAncestors(req)),
  });
  app.use(framePortlets);
  // A CMS on loopback (the demo): its media through the site's own origin, as pages address them.
  // Its images resized too, at the widths and in the formats pages list in srcset (docs/decisions/025-responsive-images.md).
  if (isLoopbackOrigin(deps.services.cms.baseUrl)) {
    app.use(cmsMediaProxy({ cmsBaseUrl: deps.services.cms.baseUrl, timeoutMs: config.upstreamTimeoutMs, logger }));
    const { dir, maxBytes } = config.imageVariants;
    app.use(
      imageVariantRoute({ cmsBaseUrl: deps.services.cms.baseUrl, store: openVariantStore(dir, maxBytes), logger }),
    );
  }
  const formTokens = createFormTokens(config.formSecret);
  // Writes (the personal API, the logout) need our form token, and with a session a same-origin signal.
  const trustedWrite = createWriteCheck(formTokens, sessionCookieOf(config));
  // The login (when OIDC is configured): /auth/* and /logout, answered before the page cache and
  // the pages. The session is read only by the routes below that act for the visitor (`withSession`);
  // static files, SEO files and redirects never touch it (docs/architecture.md §6.3).
  const auth = createAuth({
    config,
    store: deps.store,
    logger,
    originOf: (req) => `${req.address.scheme}://${req.address.host}${req.address.port ? `:${req.address.port}` : ''}`,
    localeOf: (req) => req.locale,
    safeReturnPath,
    loginHere: (req) => req.site.config.interactivity.enabled,
    trustedWrite,
    limitLoginStarts: loginStartLimit(config.loginLimits, sharedRedisOf(deps.store), logger),
  });
  const withSession: RequestHandler = auth ? auth.sessions : (_req, _res, next) => next();
  if (auth) app.use(auth.routes);
  const userApi = config.oidc
    ? createUserApiClient({
        baseUrl: config.oidc.userApiUrl,
        timeoutMs: config.upstreamTimeoutMs,
        observe: deps.metrics.upstreamObserver('userapi'),
      })
    : null;
  // The personal API (docs/architecture.md §6.4): after the session, before the page cache.
  app.use(
    '/api',
    withSession,
    apiRoutes({
      userApi,
      renewal: auth?.renewal ?? null,
      services: deps.services,
      trustedWrite,
      commentLimits: config.commentLimits,
      store: deps.store,
      logger,
    }),
  );
  // The AI search (docs/architecture.md §16): its rate limit, answer stream and feedback, before the page cache.
  const ai = createAi({ config: config.ai, services: deps.services, store: deps.store, tokens: formTokens, logger });
  app.use(ai.routes);
  // A page's data is cached like the page (requirements §10); a session's is the visitor's own.
  // stale-if-error: an edge cache may keep serving a page for a day while no instance answers
  // (docs/architecture.md §5.5); stale-while-revalidate is for while they do.
  const pageCacheControl = sharedPage(config.pageCacheTtlS);
  const pageCache = createPageCache({
    store: deps.store,
    sessionCookie: sessionCookieOf(config),
    ttlSeconds: config.pageCacheTtlS,
    logger,
    servicesFor: (req, health) => contextFor(req, health).services,
    production,
    count: deps.metrics.countPageCache,
  });
  // Feeds of searches (docs/architecture.md §4.2): before the page cache, which holds only pages.
  app.use(
    searchFeedRoutes({
      servicesFor: (req, locale, health) => createServices(deps.services, { site: req.site.config, locale }, health),
      cacheControl: pageCacheControl,
      logger,
    }),
  );
  // One address per page (requirements §10.7.3): /over-ons/ and /index are 301s, never stored as the page.
  app.use(redirectToOneAddress());
  app.use(pageCache.serve);
  app.get(EMBED_SCRIPT_PATH, embedScriptForAnyOrigin());
  app.use(publicFiles(config.publicDir, { sharedWithRoutes: ['embed'] }));

  // The loaders' personal side (docs/architecture.md §6.5): the same work as the personal API.
  const pagePersonal = userApi && {
    userApi,
    logger,
    personal: personalData({ userApi, lookup: itemLookup(deps.services), logger }),
  };
  const contextFor = (req: Request, health?: RenderHealth): LoaderContext => {
    const scope = { site: req.site.config, locale: req.locale };
    const user = currentUser(req);
    return {
      personal: pagePersonal && user ? personalServiceFor(req, pagePersonal) : null,
      services: createServices(deps.services, scope, health),
      locale: req.locale,
      viewer: user ? { name: user.name } : null,
      // requirements §6: a login only on sites with interaction enabled.
      loginEnabled: auth !== null && req.site.config.interactivity.enabled,
      ai: ai.serviceFor(req, health),
    };
  };
  const sessionCookie = sessionCookieOf(config);
  // Preview attempts per client address (docs/architecture.md §7 "Preview"), on both its routes.
  const previewLimits = createPreviewLimits({
    ...config.preview.limits,
    redis: sharedRedisOf(deps.store),
    logger,
  });
  app.get(
    '/_data',
    withSession,
    previewDataLimit(previewLimits),
    dataEndpoint({
      contextFor,
      cacheControl: pageCacheControl,
      hasSession: (req) => hasCookie(req.headers.cookie, sessionCookie),
    }),
  );
  app.get('/embed/:domain', portletEmbedRoute());
  const canonicalOrigin = createCanonicalOrigin(registry);
  app.use(
    '/_forms',
    withSession,
    formsRoutes({
      tokens: formTokens,
      ...deps.forms,
      timeoutMs: config.upstreamTimeoutMs,
      production,
      logger,
      contextFor,
      limits: config.formLimits,
      store: deps.store,
      // Called per request, by when renderPage (below) exists.
      renderPage: (input) => renderPage(input),
    }),
  );
  app.use(seoRoutes({ registry, contextFor, logger, offlinePage: join(deps.viewsDir, 'offline.html') }));

  // The chrome's static stylesheet rides along with the site variables (src/app/layouts/chrome-css.ts);
  // the font stacks name each web font's metric-matched fallbacks right after it (decision 007).
  const fonts = readFontCatalog(config.distDir);
  const siteCss = new Map(
    registry
      .all()
      .map((s) => [
        s.config.id,
        siteStylesheet(s.config, (stack) => fontStackWithFallbacks(stack, fonts)) + CHROME_CSS,
      ]),
  );
  const socialImages = readSocialImages(config.distDir);
  const renderPage = createPageRenderer({
    assets: deps.assets,
    fillDocument: loadDocumentTemplate(join(deps.viewsDir, 'document.html')),
    siteCss: (id) => siteCss.get(id) ?? '',
    formToken: (id) => formTokens.issue(id),
    fonts,
    canonicalOrigin,
    siteByCname: pairedSites(registry),
    socialImage: (id) => socialImages.get(id) ?? null,
    devScript: deps.devReload?.script,
  });
  app.get('/preview', previewRoute({ renderPage, contextFor, limits: previewLimits, secret: config.preview.secret }));
  // Mounted with use(), not get('/{*path}'): the path is checked once by rejectBadPath above.
  const ssr = ssrHandler({
    renderPage,
    registry,
    contextFor,
    send: pageCache.send,
    renderUrl: pageCache.renderUrl,
    observeRender: deps.metrics.observeRender,
    cacheControl: pageCacheControl,
  });
  const renderPages: RequestHandler = (req, res, next) =>
    req.method === 'GET' || req.method === 'HEAD' ? ssr(req, res, next) : next();
  app.use(withSession, renderPages);

  // Pages are read-only: any other method on them is refused, not rendered.
  app.use((req, res) => {
    res
      .status(405)
      .set({ Allow: 'GET, HEAD', 'Cache-Control': NO_STORE })
      .type('text/plain')
      .send('Method not allowed');
  });
  const lastResort = errorHandler(logger, readFileSync(join(deps.viewsDir, 'last-resort-error.html')));
  app.use(lastResort);
  const pageLane = createPageLane(app, {
    // Its log lines say `pageLane: true`, as the fast path's say `fastPath: true`.
    // A logged-in visitor's page comes this way too (the cached shell, docs/architecture.md §6.6):
    // when the cache has no shell for it, the page is rendered with the session, as in the app.
    page: [
      requestLogger(logger, { pageLane: true }),
      privateWhenSettingCookies(),
      setSecurityHeaders,
      framePortlets,
      pageCache.serve,
      withSession,
      renderPages,
    ],
    error: lastResort,
  });
  return { app, pageLane };
}

/**
 * Anything thrown past the routes: log it with the request id and answer the last-resort page
 * (requirements §8: 'An error occurred while showing the error page', link home). Never a stack trace.
 */
function errorHandler(logger: Logger, lastResortPage: Buffer): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500;
    if (status >= 500) logger.error({ err, url: loggedUrl(req.originalUrl), reqId: req.id }, 'request failed');
    if (res.headersSent) return void res.destroy();
    res.status(status);
    res.set({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': NO_STORE,
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    });
    res.send(lastResortPage);
  };
}

import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { LoaderContext } from '../model/services.js';
import type { Config } from '../config/config.js';
import type { SiteRegistry } from '../sites/site-registry.js';
import { CHROME_CSS } from '../app/layouts/chrome-css.js';
import { siteStylesheet } from '../sites/site-css.js';
import { sharedRedisOf, type CacheStore } from '../cache/cache-store.js';
import type { Metrics } from './observability/metrics.js';
import { createPageCache } from './pages/page-cache-middleware.js';
import type { Readiness } from './lifecycle/health-routes.js';
import { portletFraming, securityHeaders } from './middleware/security-headers.js';
import type { AssetManifest } from './render/asset-manifest.js';
import type { DevReload } from './lifecycle/dev-reload.js';
import { loadDocumentTemplate } from './render/document-template.js';
import { createPageRenderer } from './render/render-page.js';
import { loggedUrl } from './observability/logged-url.js';
import { createServices, type RenderHealth } from './services/create-services.js';
import type { ServiceDeps } from './services/service-deps.js';
import { ssrHandler } from './pages/ssr-handler.js';
import { createFormTokens } from './forms/form-token.js';
import { createWriteCheck } from './forms/session-writes.js';
import { loginStartLimit } from './middleware/login-start-limit.js';
import { createPreviewLimits } from './preview/preview-limits.js';
import { portletFrameAncestors } from './pages/portlet-embed.js';
import { createCanonicalOrigin } from './seo/seo-routes.js';
import { pairedSites } from './seo/alternates.js';
import { fontStackWithFallbacks } from './render/font-preload.js';
import { readFontCatalog } from './render/web-fonts.js';
import { readSocialImages } from './render/social-images.js';
import { createAuth, sessionCookieOf } from '../auth/create-auth.js';
import { currentUser } from '../auth/auth-session.js';
import { safeReturnPath } from '../app/routes/return-path.js';
import { createUserApiClient } from '../upstream/user-api/user-api-client.js';
import { createAi } from './ai/create-ai.js';
import { itemLookup } from './api/item-lookup.js';
import { personalData } from './api/personal-data.js';
import { personalServiceFor } from './api/personal-service.js';
import { APP_PATHS } from './app-routes.js';
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
 * Every part the app's routes share, built before any of them is mounted (create-app.ts mounts
 * them in order): nothing is reached through a reference that is filled in later.
 */
export function buildAppParts(deps: AppDeps) {
  const { config, registry, logger } = deps;
  const production = config.env === 'production';
  const security = {
    production,
    imageOrigins: deps.mediaOrigins,
    formRedirectOrigins: config.oidc ? [new URL(config.oidc.issuer).origin] : [],
  };
  const setSecurityHeaders = securityHeaders(security);
  // Portlet pages may be framed by their portlet's embed_origins, the preview by the CMS origins
  // (PREVIEW_FRAME_ANCESTORS: the CMS shows it in an iframe); every other page refuses framing.
  const previewOrigins = config.preview.frameAncestors;
  const framePortlets = portletFraming({
    ...security,
    frameAncestors: (req) =>
      req.path.toLowerCase() === APP_PATHS.preview ? previewOrigins : portletFrameAncestors(req),
  });

  const formTokens = createFormTokens(config.formSecret);
  const sessionCookie = sessionCookieOf(config);
  // Writes (the personal API, the logout) need our form token, and with a session a same-origin signal.
  const trustedWrite = createWriteCheck(formTokens, sessionCookie);
  // The login (when OIDC is configured). The session is read only by the routes that act for the
  // visitor (`withSession`); static files, SEO files and redirects never touch it (docs/architecture.md §6.3).
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
  const userApi = config.oidc
    ? createUserApiClient({
        baseUrl: config.oidc.userApiUrl,
        timeoutMs: config.upstreamTimeoutMs,
        observe: deps.metrics.upstreamObserver('userapi'),
      })
    : null;
  // The AI search (docs/architecture.md §16).
  const ai = createAi({ config: config.ai, services: deps.services, store: deps.store, tokens: formTokens, logger });

  // The loaders' context per request; their personal side (docs/architecture.md §6.5) is the same
  // work as the personal API.
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

  // A page's data is cached like the page (requirements §10); a session's is the visitor's own.
  // stale-if-error: an edge cache may keep serving a page for a day while no instance answers
  // (docs/architecture.md §5.5); stale-while-revalidate is for while they do.
  const pageCacheControl = sharedPage(config.pageCacheTtlS);
  const pageCache = createPageCache({
    store: deps.store,
    sessionCookie,
    ttlSeconds: config.pageCacheTtlS,
    logger,
    servicesFor: (req, health) => contextFor(req, health).services,
    production,
    count: deps.metrics.countPageCache,
  });
  // Preview attempts per client address (docs/architecture.md §7 "Preview"), on both its routes.
  const previewLimits = createPreviewLimits({ ...config.preview.limits, redis: sharedRedisOf(deps.store), logger });

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
  const canonicalOrigin = createCanonicalOrigin(registry);
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
  const lastResort = errorHandler(logger, readFileSync(join(deps.viewsDir, 'last-resort-error.html')));

  return {
    production,
    setSecurityHeaders,
    framePortlets,
    formTokens,
    trustedWrite,
    sessionCookie,
    auth,
    withSession,
    userApi,
    ai,
    contextFor,
    pageCacheControl,
    pageCache,
    previewLimits,
    renderPage,
    ssr,
    renderPages,
    lastResort,
  };
}

/**
 * Anything thrown past the routes: log it with the request id and answer the last-resort page
 * (requirements §8: 'An error occurred while showing the error page', link home). Never a stack trace.
 */
function errorHandler(logger: Logger, lastResortPage: Buffer): ErrorRequestHandler {
  return (err, req, res, _next) => {
    // The visitor closed the connection while the page was loading its data: the render's fetches
    // follow the request's signal (render/fetch-request.ts), so what they throw then (an AbortError,
    // or the router's own error about the aborted load) is the visitor leaving, not a failure of
    // ours. Nobody is left to answer; the request's access line already says it was abandoned.
    if (req.socket.destroyed && !res.writableFinished) {
      const reason = err instanceof Error ? err.message : String(err);
      logger.debug({ url: loggedUrl(req.originalUrl), reqId: req.id, reason }, 'render stopped: the visitor left');
      return;
    }
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

import type { IncomingMessage } from 'node:http';
import { localeFor } from '../../app/i18n/locale.js';
import type { Locale } from '../../model/services.js';
import { visitorOf } from '../pages/cached-shell.js';
import type { Site, SiteRegistry } from '../../sites/site-registry.js';
import { isAppRoute } from '../app-routes.js';
import { oneAddressOf } from '../middleware/one-address.js';
import { badPathStatus, rawPathOf } from '../middleware/reject-bad-path.js';
import { addressOf, type RequestAddress, type TrustProxy } from '../middleware/request-address.js';
import { siteResolver } from '../middleware/resolve-site.js';

export interface PageRequestDeps {
  registry: SiteRegistry;
  /** `gkn dev`: this site answers any host (resolve-site.ts). */
  devSite?: string;
  /** The app's `trust proxy` rule, compiled by Express (`app.get('trust proxy fn')`). */
  trustProxy: TrustProxy;
  /**
   * The session cookie's name: a request carrying it is the visitor's own, left to the app, except
   * where the browser runs our script (the cached shell, docs/architecture.md §6.6).
   */
  sessionCookie: string;
  /** The top-level names in public/ (public-files.ts): the app serves those as files. */
  publicNames: ReadonlySet<string>;
}

/** An anonymous page request, read once from the raw request, for the fast path and the page lane. */
export interface PageRequest {
  /** The request target as sent ('/path?query'). */
  url: string;
  /** Its path, still percent-encoded. */
  path: string;
  address: RequestAddress;
  site: Site;
  locale: Locale;
  /** `Date.now()` when the request was read, for the access log's responseTime. */
  startedAt: number;
  /**
   * A logged-in visitor whose browser runs our script: answered with the shared page as a cached
   * shell (`private, no-store`), which the script fills in (docs/architecture.md §6.6).
   */
  personal: boolean;
}

/**
 * The request as an anonymous page request (docs/architecture.md §5.2), or null for anything the
 * app must decide: another method, a target not in origin form, a session cookie, a route of the
 * app's own (app-routes.ts, the table create-app.ts mounts from), a path reject-bad-path.ts
 * refuses, an unknown host, a duplicate address (the app's 301). The address, site, bad-path, one-address and page-query rules are the middleware's own
 * functions, so this agrees with the app by construction.
 */
export function createPageRequestReader(deps: PageRequestDeps) {
  const siteOf = siteResolver(deps.registry, deps.devSite);
  return (req: IncomingMessage): PageRequest | null => {
    const startedAt = Date.now();
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    const url = req.url ?? '';
    // Origin-form only ('/path?query'); anything else is Express's to parse.
    if (!url.startsWith('/') || url.includes('#')) return null;
    const personal = visitorOf(req.headers.cookie, deps.sessionCookie);
    if (personal === null) return null;
    const path = rawPathOf(url);
    if (isAppRoute(path, deps.publicNames) || badPathStatus(path) !== null) return null;
    const address = addressOf(req, deps.trustProxy);
    const site = siteOf(address.host);
    if (!site || oneAddressOf(path, site.config.site.home) !== null) return null;
    return { url, path, address, site, locale: localeFor(site.config.site.language, path), startedAt, personal };
  };
}

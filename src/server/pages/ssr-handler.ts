import type { Request, RequestHandler, Response } from 'express';
import type { LoaderContext } from '../../model/services.js';
import { pageSurrogateKeyHeader, siteSurrogateKey, SURROGATE_KEY_HEADER } from '../../cache/surrogate-keys.js';
import { toPublicSite } from '../../sites/public-site.js';
import type { Site, SiteRegistry } from '../../sites/site-registry.js';
import { toFetchRequest } from '../render/fetch-request.js';
import type { createPageRenderer } from '../render/render-page.js';
import type { HtmlDocument } from '../render/document-template.js';
import type { RenderHealth } from '../services/create-services.js';
import { NO_STORE, PRIVATE_NO_STORE, PUBLIC_FIVE_MINUTES } from '../http/cache-control.js';

export interface SsrOptions {
  renderPage: ReturnType<typeof createPageRenderer>;
  registry: SiteRegistry;
  /** The loaders' context; failed upstream calls mark `health` degraded. */
  contextFor: (req: Request, health: RenderHealth) => LoaderContext;
  observeRender?: (status: number, seconds: number) => void;
  /** Cache-Control of pages a CDN may share (docs/architecture.md §4 step 6). */
  cacheControl: string;
  /**
   * The URL to render (the page cache's: without the parameters the page does not read); default
   * the URL as requested.
   */
  renderUrl?: (req: Request) => string;
  /** Sends a rendered page (the anonymous page cache compresses and stores it unless degraded). */
  send: (req: Request, res: Response, status: number, html: HtmlDocument, opts: { degraded: boolean }) => void;
}

/**
 * A page rendered with a fallback (an upstream call failed): the visitor's browser may not keep
 * it, and no shared cache (CDN, proxy) may, so the next request after the upstream recovers
 * renders the healthy page.
 */

const publicSites = new WeakMap<Site, ReturnType<typeof toPublicSite>>();
function publicSiteOf(site: Site) {
  let value = publicSites.get(site);
  if (!value) publicSites.set(site, (value = toPublicSite(site)));
  return value;
}

/** The SSR catch-all: route table -> loaders -> React -> document (docs/architecture.md §4 steps 3–6). */
export function ssrHandler(opts: SsrOptions): RequestHandler {
  const render = (req: Request, res: Response, url: string, health: RenderHealth) =>
    opts.renderPage({
      request: toFetchRequest(req, res, url),
      site: publicSiteOf(req.site),
      locale: req.locale,
      context: opts.contextFor(req, health),
      nonce: res.locals.nonce,
      // Acceptance hosts are never indexed (robots.txt says so too).
      robots: opts.registry.isAcceptanceHost(req.address.host) ? 'noindex, nofollow' : null,
      // Set by the bad-path check (middleware/reject-bad-path.ts): the error page for this URL.
      errorStatus: typeof res.locals.errorStatus === 'number' ? res.locals.errorStatus : undefined,
    });

  return async (req, res) => {
    const started = performance.now();
    const sources = new Set<string>();
    const health: RenderHealth = { degraded: false, sources };
    const url = opts.renderUrl?.(req) ?? req.originalUrl;
    let outcome = await render(req, res, url, health);
    // A redirect (a search form's q, an unaligned start) keeps every parameter the visitor sent,
    // campaign parameters included: ask again with the URL as requested.
    if (outcome.kind === 'redirect' && url !== req.originalUrl) {
      outcome = await render(req, res, req.originalUrl, health);
    }
    const site = req.site.config.id;
    if (outcome.kind === 'redirect') {
      // 303 answers an action (logout): per visitor, never shared. Other redirects are canonical.
      res.set('Cache-Control', outcome.status === 303 ? NO_STORE : PUBLIC_FIVE_MINUTES);
      res.set(SURROGATE_KEY_HEADER, siteSurrogateKey(site));
      return void res.redirect(outcome.status, outcome.location);
    }
    opts.observeRender?.(outcome.status, (performance.now() - started) / 1000);
    // setHeader, not Express's res.set: these values need none of its conversions (a content
    // type it would look up, values it would stringify), and a render sets them on every request.
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader(
      'Cache-Control',
      outcome.status >= 500 ? NO_STORE : health.degraded ? PRIVATE_NO_STORE : opts.cacheControl,
    );
    // What the page was built from, for the edge's purge by key (docs/architecture.md §5.5); set
    // before sending, so the page cache stores it with the page and replays it on every hit.
    res.setHeader(SURROGATE_KEY_HEADER, pageSurrogateKeyHeader(site, req.locale, req.path, sources));
    opts.send(req, res, outcome.status, outcome.html, { degraded: health.degraded });
  };
}

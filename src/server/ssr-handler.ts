import type { Request, RequestHandler, Response } from 'express';
import type { LoaderContext } from '../model/services.js';
import { toPublicSite } from '../sites/public-site.js';
import type { Site, SiteRegistry } from '../sites/site-registry.js';
import { toFetchRequest } from './render/fetch-request.js';
import type { createPageRenderer } from './render/render-page.js';

export interface SsrOptions {
  renderPage: ReturnType<typeof createPageRenderer>;
  registry: SiteRegistry;
  contextFor: (req: Request) => LoaderContext;
  observeRender?: (status: number, seconds: number) => void;
  /** Cache-Control of pages a CDN may share (DESIGN: s-maxage, stale-while-revalidate). */
  cacheControl: string;
  /** Sends a rendered page (the anonymous page cache compresses and stores it). */
  send: (req: Request, res: Response, status: number, html: string) => void;
}

const publicSites = new WeakMap<Site, ReturnType<typeof toPublicSite>>();
function publicSiteOf(site: Site) {
  let value = publicSites.get(site);
  if (!value) publicSites.set(site, (value = toPublicSite(site)));
  return value;
}

/** The SSR catch-all: route table -> loaders -> React -> document (DESIGN: a request, 3–6). */
export function ssrHandler(opts: SsrOptions): RequestHandler {
  return async (req, res) => {
    const started = performance.now();
    const outcome = await opts.renderPage({
      request: toFetchRequest(req, res),
      site: publicSiteOf(req.site),
      locale: req.locale,
      context: opts.contextFor(req),
      nonce: res.locals.nonce,
      // Acceptance hosts are never indexed (robots.txt says so too).
      robots: opts.registry.isAcceptanceHost(req.hostname) ? 'noindex, nofollow' : null,
      // Set by the bad-path check (middleware/reject-bad-path.ts): the error page for this URL.
      errorStatus: typeof res.locals.errorStatus === 'number' ? res.locals.errorStatus : undefined,
    });
    if (outcome.kind === 'redirect') {
      // 303 answers an action (logout): per visitor, never shared. Other redirects are canonical.
      res.set('Cache-Control', outcome.status === 303 ? 'no-store' : 'public, max-age=300');
      return void res.redirect(outcome.status, outcome.location);
    }
    opts.observeRender?.(outcome.status, (performance.now() - started) / 1000);
    res.set('Content-Type', 'text/html; charset=utf-8');
    res.set('Cache-Control', outcome.status >= 500 ? 'no-store' : opts.cacheControl);
    opts.send(req, res, outcome.status, outcome.html);
  };
}

import type { Request, RequestHandler } from 'express';
import type { LoaderContext } from '../../model/services.js';
import { toPublicSite } from '../../sites/public-site.js';
import { toFetchRequest } from '../render/fetch-request.js';
import type { createPageRenderer } from '../render/render-page.js';

/**
 * GET /preview?url=… (requirements §2): rendered like any page, but outside the page cache, `no-store`
 * and `noindex` — unpublished content must never be shared by a cache or a search engine.
 * The loader checks the url (src/server/preview/preview-target.ts): off the CMS is a 400 page.
 */
export function previewRoute(opts: {
  renderPage: ReturnType<typeof createPageRenderer>;
  contextFor: (req: Request) => LoaderContext;
}): RequestHandler {
  return async (req, res) => {
    res.set({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' });
    const outcome = await opts.renderPage({
      request: toFetchRequest(req, res),
      site: toPublicSite(req.site),
      locale: req.locale,
      context: opts.contextFor(req),
      nonce: res.locals.nonce,
      robots: 'noindex, nofollow',
      preview: true,
    });
    if (outcome.kind === 'redirect') return void res.redirect(outcome.status, outcome.location);
    res.status(outcome.status).type('html').send(outcome.html.toBuffer());
  };
}

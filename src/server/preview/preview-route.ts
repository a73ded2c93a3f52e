import type { Request, RequestHandler, Response } from 'express';
import type { LoaderContext } from '../../model/services.js';
import { toPublicSite } from '../../sites/public-site.js';
import { toFetchRequest } from '../render/fetch-request.js';
import type { createPageRenderer } from '../render/render-page.js';
import { REFUSAL_STATUS, verifyPreviewLink } from './preview-link.js';
import type { PreviewLimits } from './preview-limits.js';
import { previewRefusalPage } from './preview-refusal-page.js';
import type { PreviewProblem } from '../../app/logic/preview-refusal-texts.js';
import { PRIVATE_NO_STORE } from '../http/cache-control.js';

/** Never kept by any cache, never indexed: unpublished content and its refusals alike. */
export const PREVIEW_HEADERS = { 'Cache-Control': PRIVATE_NO_STORE, 'X-Robots-Tag': 'noindex, nofollow' };

/**
 * GET /preview?site=…&path=…&scope=draft&exp=…&sig=… (requirements §2, docs/architecture.md §7
 * "Preview"): counted against the client's address, then the signed link is checked before any
 * upstream call; a refused link is a short page of its own (403, 410 when expired, 400 for a path
 * the preview may not name, 429 over the limit). A valid one renders the draft like any page,
 * outside the page cache. No cookie is read or set, so it works in a CMS's cross-site iframe.
 */
export function previewRoute(opts: {
  renderPage: ReturnType<typeof createPageRenderer>;
  contextFor: (req: Request) => LoaderContext;
  limits: PreviewLimits;
  secret: string | undefined;
}): RequestHandler {
  return async (req, res) => {
    res.set(PREVIEW_HEADERS);
    const retryAfter = await opts.limits.check(req, res);
    if (retryAfter !== null) {
      res.set('Retry-After', String(retryAfter));
      return refuse(req, res, 429, 'rate-limited');
    }
    const params = new URLSearchParams(req.originalUrl.split('?')[1] ?? '');
    const check = verifyPreviewLink(params, { secret: opts.secret, siteId: req.site.config.id, nowMs: Date.now() });
    if (!check.ok) return refuse(req, res, REFUSAL_STATUS[check.refusal], check.refusal);
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

function refuse(req: Request, res: Response, status: number, problem: PreviewProblem): void {
  res
    .status(status)
    .type('html')
    .send(previewRefusalPage({ locale: req.locale, problem, nonce: res.locals.nonce as string | undefined }));
}

/**
 * The data endpoint of a client navigation to a preview (/_data?route=preview) counts against the
 * same limit; its loader checks the link itself (preview-service.ts).
 */
export function previewDataLimit(limits: PreviewLimits): RequestHandler {
  return async (req, res, next) => {
    if (req.query.route !== 'preview') return next();
    const retryAfter = await limits.check(req, res);
    if (retryAfter === null) return next();
    res.set({ ...PREVIEW_HEADERS, 'Retry-After': String(retryAfter) });
    res.status(429).json({ error: 'too many preview requests from this address' });
  };
}

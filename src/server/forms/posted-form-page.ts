import type { Request, Response } from 'express';
import type { LoaderContext } from '../../model/services.js';
import type { PostedForm } from '../../model/forms.js';
import { toPublicSite } from '../../sites/public-site.js';
import { toFetchRequest } from '../render/fetch-request.js';
import type { RenderOutcome, RenderRequest } from '../render/render-page.js';
import { PRIVATE_NO_STORE } from '../http/cache-control.js';

export type RenderPage = (input: RenderRequest) => Promise<RenderOutcome>;

/**
 * The answer to a form post refused without JavaScript: the form's page itself, rendered with the
 * values as typed and the refused fields marked (the GOV.UK error-summary pattern), instead of a
 * redirect that would lose what the visitor typed. Status 400, never stored; the browser is told to
 * show the page's own address (a page that loads its script hydrates there, not at /_forms/…).
 */
export async function sendPostedFormPage(
  opts: { renderPage: RenderPage; contextFor: (req: Request) => LoaderContext },
  req: Request,
  res: Response,
  returnPath: string,
  posted: PostedForm,
): Promise<void> {
  res.set({ 'Cache-Control': PRIVATE_NO_STORE, 'X-Robots-Tag': 'noindex, nofollow' });
  const outcome = await opts.renderPage({
    request: toFetchRequest(req, res, returnPath),
    site: toPublicSite(req.site),
    locale: req.locale,
    context: { ...opts.contextFor(req), postedForm: posted },
    nonce: res.locals.nonce,
    robots: 'noindex, nofollow',
    replaceUrl: returnPath,
  });
  if (outcome.kind === 'redirect') return void res.redirect(303, outcome.location);
  // A page that cannot show the form (its loader failed) answers its own status.
  res
    .status(outcome.status === 200 ? 400 : outcome.status)
    .type('html')
    .send(outcome.html.toBuffer());
}

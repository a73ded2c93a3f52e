import type { Request, Response } from 'express';
import { HTML_LANG } from '../../app/i18n/locale.js';
import { safeReturnPath } from '../../app/routes/return-path.js';
import { rateLimitedPage } from '../forms/rate-limited-page.js';
import { shortPageHtml } from '../../model/short-page.js';
import { API_ERRORS, type ApiErrorCode } from './api-errors.js';
import { PRIVATE_NO_STORE } from '../http/cache-control.js';

// How the personal API answers: JSON for scripts, and for a plain HTML form post (the path
// without JavaScript) a 303 back to the page it came from, or a short page saying what went wrong.

/** The answer of every /api route: personal, never stored by anyone. */

/** A plain HTML form post (no JavaScript): answered with redirects and pages instead of JSON. */
export const isFormPost = (req: Request) =>
  req.is('application/x-www-form-urlencoded') === 'application/x-www-form-urlencoded';

/** A text field of the body (JSON or form), or undefined. */
export function bodyField(req: Request, ...names: string[]): unknown {
  const body = req.body as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object') return undefined;
  for (const name of names) if (body[name] !== undefined) return body[name];
  return undefined;
}

/** Where a form post goes back to: `returnTo` (or the forms' `_return`), a path on this site only. */
export const returnPathOf = (req: Request) => safeReturnPath(bodyField(req, 'returnTo', '_return'));

/** Success: the JSON, or 303 back to the form's page. */
export function succeed(req: Request, res: Response, status: number, json: unknown): void {
  res.set('Cache-Control', PRIVATE_NO_STORE);
  if (isFormPost(req)) return void res.redirect(303, returnPathOf(req));
  res.status(status).json(json);
}

/** A refusal: `{error}` JSON, or for a form post the login (401) or a short page with a link back. */
export function refuse(req: Request, res: Response, code: ApiErrorCode): void {
  const { status, error } = API_ERRORS[code];
  res.status(status).set('Cache-Control', PRIVATE_NO_STORE);
  if (!isFormPost(req)) return void res.json({ error });
  const back = returnPathOf(req);
  if (code === 'login-required') return void res.redirect(303, `/auth/login?returnTo=${encodeURIComponent(back)}`);
  res.type('html').send(answerPage(req, res, API_ERRORS[code][req.locale], back));
}

/** Over a rate limit: 429 with Retry-After, and the forms' rate-limit page for a form post. */
export function refuseRateLimited(req: Request, res: Response, retryAfterS: number, what: string): void {
  res.status(429).set({ 'Cache-Control': PRIVATE_NO_STORE, 'Retry-After': String(retryAfterS) });
  if (!isFormPost(req))
    return void res.json({ error: `too many ${what}: try again in ${retryAfterS} seconds`, retryAfterS });
  res.type('html').send(rateLimitedPage({ locale: req.locale, backUrl: returnPathOf(req), nonce: res.locals.nonce }));
}

function answerPage(req: Request, res: Response, message: string, backUrl: string): string {
  const back = req.locale === 'en' ? 'Back to the page' : 'Terug naar de pagina';
  const nonce = res.locals.nonce as string | undefined;
  return shortPageHtml({ lang: HTML_LANG[req.locale], heading: message, link: { href: backUrl, text: back }, nonce });
}

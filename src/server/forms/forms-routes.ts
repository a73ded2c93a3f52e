import express, { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import type { LoaderContext } from '../../model/services.js';
import { sharedRedisOf, type CacheStore } from '../../cache/cache-store.js';
import { localeFor } from '../../app/i18n/locale.js';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_S, type Consent } from '../../app/browser/consent.js';
import type { ContactStatus, NewsletterStatus, SearchAlertStatus } from '../../app/components/forms/form-statuses.js';
import { SEARCH_ALERT_FIELD, SEARCH_ALERT_FORM_ID } from '../../app/logic/search-feed-url.js';
import { forwardSearchAlert, searchOfPost } from './search-alert.js';
import { RATE_LIMITED } from '../../app/components/forms/rate-limit-messages.js';
import { FORM_ID, isEmail, normalisePostalCode, returnUrl, safeReturnPath } from './form-rules.js';
import type { FormTokens } from './form-token.js';
import { postJson } from './form-upstream.js';
import { rateLimitedPage } from './rate-limited-page.js';
import { createFormRateLimits, type FormLimits } from './rate-limits.js';
import { sendPostedFormPage, type RenderPage } from './posted-form-page.js';
import { maxLengthOf } from '../../app/components/forms/field-limits.js';
import type { FieldProblem } from '../../model/forms.js';
import { ROUTE_SEGMENTS } from '../../app/logic/route-segments.js';
import { NO_STORE } from '../http/cache-control.js';

export interface FormsOptions {
  tokens: FormTokens;
  /** Where sign-ups and contact messages are forwarded (config NEWSLETTER_URL, CONTACT_URL). */
  newsletterUrl: string | null;
  contactUrl: string | null;
  timeoutMs: number;
  production: boolean;
  logger: Logger;
  contextFor: (req: Request) => LoaderContext;
  /** Sign-ups and contact messages allowed per client address and per e-mail address (config FORM_LIMIT_*). */
  limits: FormLimits;
  /** Holds the rate-limit counters: in its shared Redis when it has one, else in this process. */
  store: CacheStore;
  /** Renders a form's page as the answer to a post refused without JavaScript (values kept). */
  renderPage: RenderPage;
}

/** requirements §10.5.7: body and query size limits. A sign-up is a few hundred bytes; a contact message a few KB. */
const FORM_BODY_LIMIT = '16kb';

const HTTP_STATUS: Record<string, number> = {
  registered: 200,
  sent: 200,
  saved: 200,
  'already-registered': 409,
  'invalid-search': 400,
  expired: 403,
  failed: 502,
  [RATE_LIMITED]: 429,
};

/**
 * Our form endpoints (POST /_forms/…). Without JavaScript a post answers 303 back to the page with
 * the form's id and status in the query (redirect-after-post); with `Accept: application/json` it
 * answers {status, fields}. Bad input is answered and never forwarded.
 */
export function formsRoutes(opts: FormsOptions): Router {
  const router = Router();
  router.use(express.urlencoded({ extended: false, limit: FORM_BODY_LIMIT, parameterLimit: 40 }));
  const rateLimits = createFormRateLimits({
    limits: opts.limits,
    redis: sharedRedisOf(opts.store),
    logger: opts.logger,
  });

  const answer = (
    req: Request,
    res: Response,
    formId: string,
    status: string,
    fields: string[] = [],
    problems?: Record<string, FieldProblem>,
  ) => {
    res.set('Cache-Control', NO_STORE);
    if ((req.headers.accept ?? '').includes('application/json')) {
      return void res.status(HTTP_STATUS[status] ?? 400).json({ status, fields, ...(problems ? { problems } : {}) });
    }
    const returnPath = safeReturnPath(field(req, '_return'));
    const backUrl = returnUrl(returnPath, formId, status);
    if (status === RATE_LIMITED) {
      const locale = localeFor(req.site.config.site.language, returnPath);
      return void res
        .status(429)
        .type('html')
        .send(rateLimitedPage({ locale, backUrl, nonce: res.locals.nonce }));
    }
    res.redirect(303, backUrl);
  };

  /** Counts the post against the rate limits; over one, answers 429 (with Retry-After) and says true. */
  const limited = async (
    req: Request,
    res: Response,
    form: 'newsletter' | 'contact',
    formId: string,
    email: string,
  ) => {
    const outcome = await rateLimits.check(form, req, res, isEmail(email) ? email : null);
    if (!outcome.limited) return false;
    res.set('Retry-After', String(outcome.retryAfterS));
    answer(req, res, formId, RATE_LIMITED);
    return true;
  };

  /** The token and origin checks every post passes first (docs/decisions/005-forms-signed-token-and-origin.md). */
  const trusted = (req: Request) => sameOrigin(req) && opts.tokens.verify(field(req, '_token'), req.site.config.id);

  router.post('/newsletter', async (req, res) => {
    const formId = formIdOf(req, 'nieuwsbrief');
    if (!trusted(req)) return answer(req, res, formId, 'expired');
    const email = field(req, 'email').trim();
    const postalCode = normalisePostalCode(field(req, 'postal_code'));
    if (await limited(req, res, 'newsletter', formId, email)) return;
    if (!isEmail(email)) return answer(req, res, formId, 'invalid-email', ['email']);
    if (!postalCode) return answer(req, res, formId, 'invalid-postal-code', ['postal_code']);
    if (!opts.newsletterUrl) {
      opts.logger.error('newsletter sign-up without NEWSLETTER_URL');
      return answer(req, res, formId, 'failed');
    }
    const result = await postJson(
      opts.newsletterUrl,
      { email, postal_code: postalCode, site: req.site.config.id, language: req.locale },
      opts.timeoutMs,
    );
    const status = newsletterStatus(result.status, result.body);
    if (status === 'failed')
      opts.logger.warn({ status: result.status, site: req.site.config.id }, 'newsletter service failed');
    return answer(
      req,
      res,
      formId,
      status,
      status === 'postal-code-not-found' ? ['postal_code'] : status === 'already-registered' ? ['email'] : [],
    );
  });

  // "Mail me" of a followed search (docs/upstream-contracts.md §5.3): the newsletter's checks, and
  // its rate limits too: both reach the same service.
  router.post('/search-alert', async (req, res) => {
    const formId = formIdOf(req, SEARCH_ALERT_FORM_ID);
    if (!trusted(req)) return answer(req, res, formId, 'expired');
    const email = field(req, 'email').trim();
    if (await limited(req, res, 'newsletter', formId, email)) return;
    if (!isEmail(email)) return answer(req, res, formId, 'invalid-email', ['email']);
    const search = await searchOfPost(field(req, SEARCH_ALERT_FIELD), opts.contextFor(req).services);
    if (!search) return answer(req, res, formId, 'invalid-search' satisfies SearchAlertStatus);
    if (!opts.newsletterUrl) {
      opts.logger.error('search alert without NEWSLETTER_URL');
      return answer(req, res, formId, 'failed');
    }
    const result = await forwardSearchAlert(req, opts.newsletterUrl, email, search, opts.timeoutMs);
    if (result.status === 'failed')
      opts.logger.warn({ status: result.upstream, site: req.site.config.id }, 'search alert service failed');
    return answer(req, res, formId, result.status, result.status === 'already-registered' ? ['email'] : []);
  });

  router.post('/contact', async (req, res) => {
    const formId = formIdOf(req, 'contactformulier');
    if (!trusted(req)) return answer(req, res, formId, 'expired');
    const form = await opts.contextFor(req).services.contactForm();
    if (!form) return answer(req, res, formId, 'failed' satisfies ContactStatus);
    const values: Record<string, string> = {};
    const problems: Record<string, FieldProblem> = {};
    for (const f of form.fields) {
      const value = field(req, f.name).trim();
      const problem =
        f.required && value === ''
          ? 'required'
          : value.length > maxLengthOf(f.type)
            ? 'too-long'
            : f.type === 'email' && value !== '' && !isEmail(value)
              ? 'email'
              : null;
      if (problem) problems[f.name] = problem;
      values[f.name] = value;
    }
    const email = form.fields.find((f) => f.type === 'email' && values[f.name])?.name;
    if (await limited(req, res, 'contact', formId, email ? values[email]! : '')) return;
    const invalid = Object.keys(problems);
    if (invalid.length) {
      if ((req.headers.accept ?? '').includes('application/json'))
        return answer(req, res, formId, 'invalid' satisfies ContactStatus, invalid, problems);
      // Without JavaScript: the page again, with everything as typed (untrimmed) and only these fields marked.
      const typed = Object.fromEntries(form.fields.map((f) => [f.name, field(req, f.name)]));
      return sendPostedFormPage(opts, req, res, contactPagePath(req, safeReturnPath(field(req, '_return'))), {
        formId,
        values: typed,
        problems,
      });
    }
    if (!opts.contactUrl) {
      opts.logger.error('contact form post without CONTACT_URL');
      return answer(req, res, formId, 'failed');
    }
    const result = await postJson(
      opts.contactUrl,
      { site: req.site.config.id, language: req.locale, form: form.id, fields: values },
      opts.timeoutMs,
    );
    if (!result.ok) opts.logger.warn({ status: result.status, site: req.site.config.id }, 'contact service failed');
    return answer(req, res, formId, (result.ok ? 'sent' : 'failed') satisfies ContactStatus);
  });

  // Cookie settings (requirements §2): the choice is kept in a cookie the browser can read (it decides
  // whether the tracking script loads); nothing about it is stored on our side.
  router.post('/cookies', (req, res) => {
    const formId = formIdOf(req, 'cookie-instellingen');
    if (!trusted(req)) return answer(req, res, formId, 'expired');
    const choice = field(req, 'consent');
    if (choice !== 'accepted' && choice !== 'rejected') return answer(req, res, formId, 'expired');
    res.cookie(CONSENT_COOKIE, choice satisfies Consent, {
      maxAge: CONSENT_MAX_AGE_S * 1000,
      path: '/',
      sameSite: 'lax',
      secure: opts.production,
      httpOnly: false,
    });
    return answer(req, res, formId, 'saved');
  });

  router.use(((err, req, res, _next) => {
    const status = err?.status === 413 ? 413 : 400;
    res.status(status).set('Cache-Control', NO_STORE);
    const text =
      status === 413
        ? 'Het formulier is te groot. / The form is too large.'
        : 'Het formulier kon niet gelezen worden. / The form could not be read.';
    if ((req.headers.accept ?? '').includes('application/json'))
      return void res.json({ status: 'invalid', fields: [], error: text });
    res.type('text/plain; charset=utf-8').send(text);
  }) as ErrorRequestHandler);
  return router;
}

function field(req: Request, name: string): string {
  const value = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

/** The contact page to answer a refused post with: the one it came from, else the site language's. */
function contactPagePath(req: Request, returnPath: string): string {
  const path = new URL(returnPath, 'http://gkn.internal').pathname;
  const contactPaths = Object.values(ROUTE_SEGMENTS.contactForm).map((segment) => `/${segment}`);
  return contactPaths.includes(path) ? returnPath : `/${ROUTE_SEGMENTS.contactForm[req.locale]}`;
}

function formIdOf(req: Request, fallback: string): string {
  const id = field(req, '_form');
  return FORM_ID.test(id) ? id : fallback;
}

/**
 * The post was sent by a page of this host: Fetch Metadata when the browser sends it, else the
 * Origin header against the request's address (read once under the proxy rule,
 * middleware/request-address.ts); a client sending neither (old browsers, curl) is judged by the
 * token alone.
 */
export function sameOrigin(req: Request): boolean {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  const origin = req.headers.origin;
  if (typeof origin !== 'string') return true;
  try {
    const { hostname, port } = new URL(origin);
    return hostname === req.address.host && port === (req.address.port ?? '');
  } catch {
    return false;
  }
}

/** The newsletter service's answer (docs/upstream-contracts.md §5) as a status of the form. */
function newsletterStatus(status: number | null, body: unknown): NewsletterStatus {
  const said = (body as { status?: unknown } | null)?.status;
  if (status === 201 || status === 200) return 'registered';
  if (status === 409) return 'already-registered';
  if (status === 422 && said === 'postal-code-not-found') return 'postal-code-not-found';
  if (status === 422 && said === 'invalid-postal-code') return 'invalid-postal-code';
  if (status === 422 && said === 'invalid-email') return 'invalid-email';
  return 'failed';
}

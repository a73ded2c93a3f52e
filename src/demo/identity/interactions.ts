import express, { type NextFunction, type Request, type Response, Router } from 'express';
import type Provider from 'oidc-provider';
import { checkCredentials } from './accounts.js';
import { errorPage, loginPage, pageLocale } from './pages.js';

// The login step of the demo provider: its own form (oidc-provider's interaction API), checked
// against the demo accounts. There is no consent step: the grant is given in provider.ts.

const form = express.urlencoded({ extended: false, limit: '8kb' });

export function interactionRouter(provider: Provider, log: (msg: string) => void): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.set({ 'cache-control': 'no-store', 'x-frame-options': 'DENY', 'referrer-policy': 'no-referrer' });
    next();
  });

  router.get('/interaction/:uid', async (req, res) => {
    const details = await provider.interactionDetails(req, res);
    const locale = pageLocale(details.params.ui_locales);
    if (details.prompt.name !== 'login') {
      // Only the login prompt needs the visitor; anything else is granted (first-party client).
      return provider.interactionFinished(req, res, {}, { mergeWithLastSubmission: true });
    }
    const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
    return res.type('html').send(loginPage({ locale, ...actions(details.uid), username: hint }));
  });

  router.post('/interaction/:uid/login', form, async (req, res) => {
    const details = await provider.interactionDetails(req, res);
    const locale = pageLocale(details.params.ui_locales);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const username = typeof body.username === 'string' ? body.username.slice(0, 200) : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const account = checkCredentials(username, password);
    if (!account) return res.type('html').send(loginPage({ locale, ...actions(details.uid), username, failed: true }));
    return provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.sub, amr: ['pwd'] } },
      { mergeWithLastSubmission: false },
    );
  });

  router.post('/interaction/:uid/abort', async (req, res) => {
    await provider.interactionDetails(req, res);
    return provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'The visitor cancelled the login' },
      { mergeWithLastSubmission: false },
    );
  });

  // An expired or unknown interaction (a stale tab, a replayed form): a readable page, not a stack.
  router.use((err: Error & { status?: number }, req: Request, res: Response, _next: NextFunction) => {
    const status = err.status && err.status >= 400 && err.status < 500 ? err.status : 500;
    if (status === 500) log(`demo identity: interaction failed: ${err.stack ?? err.message}`);
    const locale = pageLocale(req.query.ui_locales);
    const message =
      status === 500
        ? 'The login could not be completed. Please try again.'
        : 'This login has expired. Please go back to the site and log in again.';
    res.status(status).type('html').send(errorPage(locale, message));
  });
  return router;
}

function actions(uid: string) {
  return { action: `/interaction/${uid}/login`, abortAction: `/interaction/${uid}/abort` };
}

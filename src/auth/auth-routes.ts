import { Router, type Request, type Response } from 'express';
import * as oidc from 'openid-client';
import type { Logger } from 'pino';
import { loginFailedPage, loginUnavailablePage, popupDonePage, type AuthLocale } from './auth-pages.js';
import {
  currentUser,
  endSession,
  regenerateSession,
  saveSession,
  setAuthFlag,
  type CookieRules,
} from './auth-session.js';
import type { IdentityProvider } from './identity-provider.js';
import { namesThePerson, sessionTokensOf, sessionUserOf } from './token-set.js';
import { userinfoClaims } from './userinfo.js';

export const LOGIN_PATH = '/auth/login';
export const CALLBACK_PATH = '/auth/callback';
/** Where the IdP sends the browser after an RP-initiated logout; `state` carries the return path. */
export const LOGGED_OUT_PATH = '/auth/logged-out';
export const SESSION_INFO_PATH = '/auth/session';
export const LOGOUT_PATH = '/logout';

/** requirements §6: the user API's data, and a refresh token for the silent renewal. */
const SCOPE = 'openid profile email offline_access';
const NO_STORE = 'no-store';

export interface AuthRoutesOptions {
  provider: IdentityProvider;
  /** The user API: the access token's resource (audience). */
  resource: string;
  rules: CookieRules;
  logger: Logger;
  /** This request's origin (`http://<site host>[:port]`), as the server resolved it. */
  originOf: (req: Request) => string;
  /** The locale of the request's page (the site's language unless the path says otherwise). */
  localeOf: (req: Request) => AuthLocale;
  /** A same-origin relative path, or '/' (requirements §10.5). */
  safeReturnPath: (value: unknown) => string;
}

/** The response's CSP nonce (set by the security headers for every response). */
const nonceOf = (res: Response) => String(res.locals.nonce ?? '');
const queryText = (req: Request, name: string) => (typeof req.query[name] === 'string' ? req.query[name] : undefined);

/** /auth/login, /auth/callback, /auth/logged-out, /auth/session and /logout: never cached. */
export function authRoutes(opts: AuthRoutesOptions): Router {
  const router = Router();
  const { rules, logger } = opts;
  const html = (res: Response, status: number, body: string) =>
    res.status(status).set('Cache-Control', NO_STORE).type('html').send(body);
  const localeOf = (req: Request): AuthLocale => {
    const asked = queryText(req, 'locale');
    return asked === 'nl' || asked === 'en' ? asked : opts.localeOf(req);
  };

  // Starts the login: remembers where to return (and whether this is the popup) in the session,
  // then sends the browser to the IdP with PKCE, state and nonce.
  router.get(LOGIN_PATH, async (req, res) => {
    const locale = localeOf(req);
    const returnTo = opts.safeReturnPath(queryText(req, 'returnTo') ?? '/');
    const config = await opts.provider.configuration();
    if (!config || !(await opts.provider.reachable()))
      return html(res, 503, loginUnavailablePage(locale, nonceOf(res), returnTo));
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    req.session.login = { state, nonce, codeVerifier, returnTo, popup: queryText(req, 'popup') === '1' };
    try {
      await saveSession(req);
    } catch (err) {
      logger.warn({ err }, 'login unavailable: the session could not be stored');
      return html(res, 503, loginUnavailablePage(locale, nonceOf(res), returnTo));
    }
    const target = oidc.buildAuthorizationUrl(config, {
      redirect_uri: opts.originOf(req) + CALLBACK_PATH,
      scope: SCOPE,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      ui_locales: locale,
      resource: opts.resource,
    });
    res.set('Cache-Control', NO_STORE).redirect(303, target.href);
  });

  // The IdP's answer: the code is exchanged for tokens only if state, nonce and PKCE match what
  // this session started. The session then gets a new id (session fixation) and the tokens.
  router.get(CALLBACK_PATH, async (req, res) => {
    const locale = localeOf(req);
    const pending = req.session.login;
    const retry = `${LOGIN_PATH}?returnTo=${encodeURIComponent(pending?.returnTo ?? '/')}`;
    const config = await opts.provider.configuration();
    if (!config) return html(res, 503, loginUnavailablePage(locale, nonceOf(res), pending?.returnTo ?? '/'));
    if (!pending) return html(res, 400, loginFailedPage(locale, nonceOf(res), retry));
    // The visitor cancelled at the IdP: back where they were, still anonymous.
    if (queryText(req, 'error') === 'access_denied' && queryText(req, 'state') === pending.state) {
      delete req.session.login;
      return res.set('Cache-Control', NO_STORE).redirect(303, pending.returnTo);
    }
    let tokens;
    try {
      // The redirect_uri of the token request is this URL without its query: our own origin.
      tokens = await oidc.authorizationCodeGrant(config, new URL(opts.originOf(req) + req.originalUrl), {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
    } catch (err) {
      const refused = err instanceof oidc.ResponseBodyError || err instanceof oidc.AuthorizationResponseError;
      const invalid = err instanceof oidc.ClientError && String(err.code).startsWith('OAUTH_');
      logger.warn({ err }, 'login callback refused');
      if (refused || invalid) return html(res, 400, loginFailedPage(locale, nonceOf(res), retry));
      return html(res, 503, loginUnavailablePage(locale, nonceOf(res), pending.returnTo));
    }
    const { returnTo, popup } = pending;
    const claims: Record<string, unknown> = tokens.claims() ?? {};
    // An ID token without a name: the userinfo endpoint may have it (docs/architecture.md §6.3).
    const userinfo = namesThePerson(claims)
      ? undefined
      : await userinfoClaims(config, tokens.access_token, String(claims.sub), logger);
    try {
      await regenerateSession(req);
      req.session.user = sessionUserOf(claims, userinfo);
      req.session.tokens = sessionTokensOf(tokens, Date.now());
      await saveSession(req);
    } catch (err) {
      logger.warn({ err }, 'login unavailable: the session could not be stored');
      return html(res, 503, loginUnavailablePage(locale, nonceOf(res), returnTo));
    }
    setAuthFlag(res, rules);
    if (!popup) return res.set('Cache-Control', NO_STORE).redirect(303, returnTo);
    html(res, 200, popupDonePage({ locale, origin: opts.originOf(req), returnTo, nonce: nonceOf(res) }));
  });

  // requirements §6 logout: the return path is kept through the IdP's logout (in `state`), the
  // session is destroyed here and the IdP's session ended (RP-initiated logout).
  router.get(LOGOUT_PATH, async (req, res) => {
    const returnTo = opts.safeReturnPath(queryText(req, 'returnTo') ?? '/');
    const idToken = req.session?.tokens?.idToken ?? null;
    await endSession(req, res, rules);
    const config = idToken ? await opts.provider.configuration() : null;
    res.set('Cache-Control', NO_STORE);
    if (!config || !idToken || !config.serverMetadata().end_session_endpoint) return res.redirect(303, returnTo);
    // An IdP that is down cannot end its session: back to the page rather than to a connection error.
    if (!(await opts.provider.reachable())) return res.redirect(303, returnTo);
    const target = oidc.buildEndSessionUrl(config, {
      id_token_hint: idToken,
      post_logout_redirect_uri: opts.originOf(req) + LOGGED_OUT_PATH,
      state: returnTo,
    });
    res.redirect(303, target.href);
  });

  router.get(LOGGED_OUT_PATH, (req, res) => {
    res.set('Cache-Control', NO_STORE).redirect(303, opts.safeReturnPath(queryText(req, 'state') ?? '/'));
  });

  // For the page's script: who is logged in, and until when the current access token runs
  // (renewed on the server before then). Nothing secret: no token ever leaves the server.
  router.get(SESSION_INFO_PATH, (req, res) => {
    const user = currentUser(req);
    res.set('Cache-Control', NO_STORE);
    if (!user) return res.json({ authenticated: false });
    res.json({
      authenticated: true,
      user: { id: user.id, name: user.name, email: user.email },
      tokenExpiresAt: new Date(req.session.tokens!.expiresAt).toISOString(),
    });
  });

  return router;
}

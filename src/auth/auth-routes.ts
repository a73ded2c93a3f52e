import express, { Router, type Request, type Response } from 'express';
import * as oidc from 'openid-client';
import type { Logger } from 'pino';
import {
  loginFailedPage,
  loginRateLimitedPage,
  loginUnavailablePage,
  popupDonePage,
  type AuthLocale,
} from './auth-pages.js';
import {
  currentUser,
  endSession,
  regenerateSession,
  saveSession,
  setAuthFlag,
  type CookieRules,
  type PendingLogin,
} from './auth-session.js';
import type { IdentityProvider } from './identity-provider.js';
import { LOGIN_STATE_TTL_S, loginStateCookieName, loginStateSealer } from './login-state.js';
import { cookieValue } from './session-cookies.js';
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
  /** The session's signing secrets: the login state cookie is sealed under a key derived from them. */
  secrets: string[];
  /** Whether a state-changing post (the logout) was sent by our own page: form token and origin. */
  trustedWrite: (req: Request, token: unknown) => boolean;
  /** Counts a login start against the client's address: the seconds to wait when over the limit, else null. */
  limitLoginStarts: (req: Request, res: Response) => Promise<number | null>;
}

/** The response's CSP nonce (set by the security headers for every response). */
const nonceOf = (res: Response) => String(res.locals.nonce ?? '');
const queryText = (req: Request, name: string) => (typeof req.query[name] === 'string' ? req.query[name] : undefined);

/**
 * /auth/login, /auth/callback, /auth/logged-out, /auth/session and POST /logout: never cached.
 * GET /logout is a page of the app (its button posts here).
 */
export function authRoutes(opts: AuthRoutesOptions): Router {
  const router = Router();
  const { rules, logger } = opts;
  const html = (res: Response, status: number, body: string) =>
    res.status(status).set('Cache-Control', NO_STORE).type('html').send(body);
  const localeOf = (req: Request): AuthLocale => {
    const asked = queryText(req, 'locale');
    return asked === 'nl' || asked === 'en' ? asked : opts.localeOf(req);
  };

  const sealer = loginStateSealer(opts.secrets);
  const stateCookie = loginStateCookieName(rules.secureCookie);
  const stateCookieRules = { httpOnly: true, sameSite: 'lax' as const, secure: rules.secureCookie, path: '/' };
  const pendingLoginOf = (req: Request) => sealer.open(cookieValue(req.headers.cookie, stateCookie));
  const forgetPendingLogin = (res: Response) => res.clearCookie(stateCookie, stateCookieRules);

  // Starts the login: the state, nonce, PKCE verifier and where to return (and whether this is the
  // popup) go into a sealed cookie that lives minutes; nothing is stored on the server until the
  // login succeeds (docs/architecture.md §6.3). Starts are limited per client address.
  router.get(LOGIN_PATH, async (req, res) => {
    const locale = localeOf(req);
    const returnTo = opts.safeReturnPath(queryText(req, 'returnTo') ?? '/');
    const wait = await opts.limitLoginStarts(req, res);
    if (wait !== null) {
      res.set('Retry-After', String(wait));
      return html(res, 429, loginRateLimitedPage(locale, nonceOf(res), returnTo));
    }
    const config = await opts.provider.configuration();
    if (!config || !(await opts.provider.reachable()))
      return html(res, 503, loginUnavailablePage(locale, nonceOf(res), returnTo));
    const login: PendingLogin = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
      returnTo,
      popup: queryText(req, 'popup') === '1',
    };
    res.cookie(stateCookie, await sealer.seal(login), { ...stateCookieRules, maxAge: LOGIN_STATE_TTL_S * 1000 });
    const target = oidc.buildAuthorizationUrl(config, {
      redirect_uri: opts.originOf(req) + CALLBACK_PATH,
      scope: SCOPE,
      code_challenge: await oidc.calculatePKCECodeChallenge(login.codeVerifier),
      code_challenge_method: 'S256',
      state: login.state,
      nonce: login.nonce,
      ui_locales: locale,
      resource: opts.resource,
    });
    res.set('Cache-Control', NO_STORE).redirect(303, target.href);
  });

  // The IdP's answer: the code is exchanged for tokens only if state, nonce and PKCE match what
  // this browser's login cookie started. Only then is a session created, under a new id (session
  // fixation), with the tokens; the login cookie is spent either way.
  router.get(CALLBACK_PATH, async (req, res) => {
    const locale = localeOf(req);
    const pending = await pendingLoginOf(req);
    forgetPendingLogin(res);
    const returnPath = opts.safeReturnPath(pending?.returnTo ?? '/');
    const retry = `${LOGIN_PATH}?returnTo=${encodeURIComponent(returnPath)}`;
    const config = await opts.provider.configuration();
    if (!config) return html(res, 503, loginUnavailablePage(locale, nonceOf(res), returnPath));
    if (!pending) return html(res, 400, loginFailedPage(locale, nonceOf(res), retry));
    // The visitor cancelled at the IdP: back where they were, still anonymous.
    if (queryText(req, 'error') === 'access_denied' && queryText(req, 'state') === pending.state) {
      return res.set('Cache-Control', NO_STORE).redirect(303, returnPath);
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
      return html(res, 503, loginUnavailablePage(locale, nonceOf(res), returnPath));
    }
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
      return html(res, 503, loginUnavailablePage(locale, nonceOf(res), returnPath));
    }
    setAuthFlag(res, rules);
    if (!pending.popup) return res.set('Cache-Control', NO_STORE).redirect(303, returnPath);
    html(res, 200, popupDonePage({ locale, origin: opts.originOf(req), returnTo: returnPath, nonce: nonceOf(res) }));
  });

  // requirements §6 logout, as a post from our own page (the header's button, or the /logout
  // page's without JavaScript): the return path is kept through the IdP's logout (in `state`),
  // the session is destroyed here and the IdP's session ended (RP-initiated logout). A post that
  // is not trusted changes nothing: it goes to the /logout page, whose button asks again.
  router.post(
    LOGOUT_PATH,
    express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 }),
    async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const returnTo = opts.safeReturnPath(body.returnTo ?? '/');
      res.set('Cache-Control', NO_STORE);
      if (!opts.trustedWrite(req, body.token))
        return res.redirect(303, `${LOGOUT_PATH}?${new URLSearchParams({ returnTo })}`);
      const idToken = req.session?.tokens?.idToken ?? null;
      await endSession(req, res, rules);
      const config = idToken ? await opts.provider.configuration() : null;
      if (!config || !idToken || !config.serverMetadata().end_session_endpoint) return res.redirect(303, returnTo);
      // An IdP that is down cannot end its session: back to the page rather than to a connection error.
      if (!(await opts.provider.reachable())) return res.redirect(303, returnTo);
      const target = oidc.buildEndSessionUrl(config, {
        id_token_hint: idToken,
        post_logout_redirect_uri: opts.originOf(req) + LOGGED_OUT_PATH,
        state: returnTo,
      });
      res.redirect(303, target.href);
    },
  );

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

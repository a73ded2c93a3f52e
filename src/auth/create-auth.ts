import { randomBytes } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { sharedRedisOf, type CacheStore } from '../cache/cache-store.js';
import type { Config } from '../config/config.js';
import type { AuthLocale } from './auth-pages.js';
import { authRoutes, CALLBACK_PATH, LOGOUT_PATH } from './auth-routes.js';
import type { CookieRules } from './auth-session.js';
import { createIdentityProvider } from './identity-provider.js';
import { hasCookie, sessionCookieName } from './session-cookies.js';
import { redisRefreshLock } from './refresh-lock.js';
import { createSessionMiddleware } from './session-store.js';
import { tokenRenewal, type TokenRenewal } from './token-refresh.js';

export interface AuthDeps {
  config: Config;
  /** The cache store: its shared Redis (if any) keeps the sessions. */
  store: CacheStore;
  logger: Logger;
  originOf: (req: Request) => string;
  localeOf: (req: Request) => AuthLocale;
  safeReturnPath: (value: unknown) => string;
  /**
   * Whether this request's site offers a login (requirements §6: only where interaction is
   * enabled). Elsewhere /auth/* and /logout are not ours: the request goes on to the pages (404).
   */
  loginHere: (req: Request) => boolean;
  /** Whether a state-changing post (the logout) was sent by our own page: form token and origin. */
  trustedWrite: (req: Request, token: unknown) => boolean;
  /** Counts a login start against the client's address: the seconds to wait when over the limit, else null. */
  limitLoginStarts: (req: Request, res: Response) => Promise<number | null>;
}

/** The login, mounted by the server when OIDC is configured (docs/architecture.md "Login"). */
export interface Auth {
  /**
   * Session (and token renewal) for requests that carry the session cookie or finish a login or
   * logout; others pass untouched. Mounted only on the routes that act for the visitor.
   */
  sessions: RequestHandler;
  /** /auth/* and POST /logout (each reads the session itself where it needs it). */
  routes: RequestHandler;
  /** For the user API's callers: a session whose access token the user API refused is renewed or ended. */
  renewal: Pick<TokenRenewal, 'renewRefused' | 'end'>;
}

/** The session cookie's name for this deployment (the page cache must know it with or without a login). */
export const sessionCookieOf = (config: Config) => sessionCookieName(config.session.secureCookie);

/** null without OIDC configuration: no login, every visitor anonymous. */
export function createAuth(deps: AuthDeps): Auth | null {
  const { config, logger } = deps;
  if (!config.oidc) return null;
  const rules: CookieRules = {
    sessionCookieName: sessionCookieOf(config),
    secureCookie: config.session.secureCookie,
    ttlS: config.session.ttlS,
  };
  let secrets = config.session.secrets;
  if (!secrets) {
    logger.warn('SESSION_SECRET unset: a random one for this process (sessions end at a restart, not shared)');
    secrets = [randomBytes(32).toString('hex')];
  }
  const provider = createIdentityProvider(config.oidc, { logger, production: config.env === 'production' });
  const redis = sharedRedisOf(deps.store);
  const session = createSessionMiddleware({
    redis,
    secrets,
    cookieName: rules.sessionCookieName,
    secureCookie: rules.secureCookie,
    ttlS: rules.ttlS,
    logger,
  });
  const renewal = tokenRenewal({
    provider,
    resource: config.oidc.userApiUrl,
    rules,
    logger,
    lock: redis ? redisRefreshLock(redis) : null,
  });
  // Anonymous requests never touch the session store: no id generated, no Redis call. Starting a
  // login needs none either (its state is a sealed cookie, login-state.ts); the callback creates
  // the session once the login has succeeded.
  const needsSession = (req: Request) =>
    deps.loginHere(req) &&
    (req.path === CALLBACK_PATH ||
      (req.path === LOGOUT_PATH && req.method === 'POST') ||
      hasCookie(req.headers.cookie, rules.sessionCookieName));
  const withSession: RequestHandler = (req, res, next) => {
    // Once per request: the auth routes and the routes behind them may both ask.
    if (req.session || !needsSession(req)) return next();
    session(req, res, (err?: unknown) => (err ? next(err) : renewal.keepFresh(req, res, next)));
  };
  const routes = authRoutes({
    provider,
    resource: config.oidc.userApiUrl,
    rules,
    logger,
    originOf: deps.originOf,
    localeOf: deps.localeOf,
    safeReturnPath: deps.safeReturnPath,
    secrets,
    trustedWrite: deps.trustedWrite,
    limitLoginStarts: deps.limitLoginStarts,
  });
  const isAuthRoute = (req: Request) => req.path.startsWith('/auth/') || req.path === LOGOUT_PATH;
  return {
    sessions: withSession,
    routes: (req, res, next) => {
      if (!deps.loginHere(req) || !isAuthRoute(req)) return next();
      withSession(req, res, (err?: unknown) => (err ? next(err) : routes(req, res, next)));
    },
    renewal: { renewRefused: renewal.renewRefused, end: renewal.end },
  };
}

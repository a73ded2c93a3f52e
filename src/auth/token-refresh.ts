import type { Request, RequestHandler, Response } from 'express';
import * as oidc from 'openid-client';
import type { Logger } from 'pino';
import { endSession, saveSession, type CookieRules } from './auth-session.js';
import type { IdentityProvider } from './identity-provider.js';
import type { RefreshLock } from './refresh-lock.js';
import { sessionTokensOf } from './token-set.js';

/** Refresh this long before the access token expires, so a call made now never carries an expired one. */
export const REFRESH_MARGIN_MS = 60_000;

export interface RefreshOptions {
  provider: IdentityProvider;
  /** The user API: the resource the refreshed access token is for. */
  resource: string;
  rules: CookieRules;
  logger: Logger;
  /** One refresh per session across instances (null: one instance, sessions in memory). */
  lock: RefreshLock | null;
  now?: () => number;
}

/** How long, and how often, a request looks for the tokens another instance is renewing. */
const OTHER_INSTANCE_WAIT_MS = 8_000;
const OTHER_INSTANCE_POLL_MS = 50;

/** The session's token renewal: before expiry on every request, and on demand after a refusal. */
export interface TokenRenewal {
  /** Middleware: renews an access token that expires within REFRESH_MARGIN_MS before the request goes on. */
  keepFresh: RequestHandler;
  /**
   * The user API refused the session's access token (401): one refresh, whatever the token's
   * expiry says. True when the session has a new access token (the call may be tried once more);
   * false when the session has been ended (the visitor is anonymous from this response on).
   */
  renewRefused(req: Request, res: Response): Promise<boolean>;
  /** Ends the session and clears its cookies (a renewed token the user API refused all the same). */
  end(req: Request, res: Response): Promise<void>;
}

/**
 * The silent renewal (requirements §6), on the server: a request whose session's access token
 * expires within REFRESH_MARGIN_MS gets a fresh one first (one refresh per session at a time in
 * this process, and across instances with the shared lock). A refresh the IdP refuses (revoked, expired refresh token) ends the session
 * cleanly: the visitor is anonymous from this request on. An IdP that cannot be reached keeps the
 * session while its access token is still valid, and ends it once it is not. A token the user API
 * refused counts as expired (docs/architecture.md §6.3).
 */
export function tokenRenewal(opts: RefreshOptions): TokenRenewal {
  const now = opts.now ?? Date.now;
  const inFlight = new Map<string, Promise<void>>();

  const refresh = async (req: Request, res: Response, refused: boolean) => {
    const tokens = req.session.tokens!;
    const config = await opts.provider.configuration();
    const expired = () => refused || tokens.expiresAt <= now();
    const end = (reason: string, err?: unknown) => {
      opts.logger.info({ err, reason }, 'login session ended: the access token could not be renewed');
      return endSession(req, res, opts.rules);
    };
    if (!tokens.refreshToken) return expired() ? end('no refresh token') : undefined;
    if (!config) return expired() ? end('identity provider unreachable') : undefined;
    try {
      const response = await oidc.refreshTokenGrant(config, tokens.refreshToken, { resource: opts.resource });
      req.session.tokens = sessionTokensOf(response, now(), tokens);
      // Stored now, not at the end of this response: concurrent requests of the session read it.
      await saveSession(req);
    } catch (err) {
      const idpRefused = err instanceof oidc.ResponseBodyError || err instanceof oidc.AuthorizationResponseError;
      if (idpRefused || expired()) return end(idpRefused ? 'refresh refused' : 'refresh failed', err);
      opts.logger.warn({ err }, 'access token renewal failed; retried on the next request');
    }
  };

  /** Reads the session again from the store; false when it is gone (ended elsewhere). */
  const reload = (req: Request) =>
    new Promise<boolean>((resolve) => req.session.reload((err: unknown) => resolve(!err)));
  const endWithIt = (req: Request, res: Response) => endSession(req, res, opts.rules);

  /**
   * Another instance holds the refresh lock: wait until the session it stores has other tokens
   * (or is gone). When it takes too long this request goes on with what it has; the next one tries again.
   */
  const awaitOtherInstance = async (req: Request, res: Response, before: string) => {
    for (let waited = 0; waited < OTHER_INSTANCE_WAIT_MS; waited += OTHER_INSTANCE_POLL_MS) {
      await new Promise((resolve) => setTimeout(resolve, OTHER_INSTANCE_POLL_MS));
      if (!(await reload(req))) return endWithIt(req, res);
      if (req.session.tokens?.accessToken !== before) return;
    }
    opts.logger.warn('access token renewal: another instance holds the session lock too long');
  };

  /** One refresh per session across instances (refresh-lock.ts); without a shared store, as one instance. */
  const refreshOnce = async (req: Request, res: Response, refused: boolean) => {
    const { lock } = opts;
    if (!lock) return refresh(req, res, refused);
    const sid = req.sessionID;
    const before = req.session.tokens!.accessToken;
    let held: string | null;
    try {
      held = await lock.acquire(sid);
    } catch (err) {
      opts.logger.warn({ err }, 'access token renewal: the shared lock cannot be asked; renewing without it');
      return refresh(req, res, refused);
    }
    if (!held) return awaitOtherInstance(req, res, before);
    try {
      // Another instance may have renewed the tokens since this request read the session.
      if (!(await reload(req))) return await endWithIt(req, res);
      if (req.session.tokens?.accessToken !== before) return;
      await refresh(req, res, refused);
    } finally {
      await lock.release(sid, held).catch(() => undefined);
    }
  };

  /** One refresh per session at a time in this process: a second request waits, then reads what it stored. */
  const renew = async (req: Request, res: Response, refused: boolean) => {
    const sid = req.sessionID;
    const running = inFlight.get(sid);
    if (running) {
      await running;
      // The other request may have ended the session: then this one ends with it.
      if (!(await reload(req))) await endWithIt(req, res);
      return;
    }
    const mine = refreshOnce(req, res, refused).finally(() => inFlight.delete(sid));
    inFlight.set(sid, mine);
    await mine;
  };

  return {
    keepFresh: async (req, res, next) => {
      const tokens = req.session?.tokens;
      if (tokens && tokens.expiresAt - REFRESH_MARGIN_MS <= now()) await renew(req, res, false);
      next();
    },
    renewRefused: async (req, res) => {
      const before = req.session?.tokens?.accessToken;
      if (!before) return false;
      await renew(req, res, true);
      const after = req.session?.tokens?.accessToken;
      return Boolean(after && after !== before);
    },
    end: (req, res) => {
      opts.logger.info('login session ended: the user API refused its renewed access token');
      return endSession(req, res, opts.rules);
    },
  };
}

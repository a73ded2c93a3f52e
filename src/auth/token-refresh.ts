import type { Request, RequestHandler, Response } from 'express';
import * as oidc from 'openid-client';
import type { Logger } from 'pino';
import { endSession, saveSession, type CookieRules } from './auth-session.js';
import type { IdentityProvider } from './identity-provider.js';
import { sessionTokensOf } from './token-set.js';

/** Refresh this long before the access token expires, so a call made now never carries an expired one. */
export const REFRESH_MARGIN_MS = 60_000;

export interface RefreshOptions {
  provider: IdentityProvider;
  /** The user API: the resource the refreshed access token is for. */
  resource: string;
  rules: CookieRules;
  logger: Logger;
  now?: () => number;
}

/**
 * The silent renewal (requirements §6), on the server: a request whose session's access token
 * expires within REFRESH_MARGIN_MS gets a fresh one first (one refresh per session at a time in
 * this process). A refresh the IdP refuses (revoked, expired refresh token) ends the session
 * cleanly: the visitor is anonymous from this request on. An IdP that cannot be reached keeps the
 * session while its access token is still valid, and ends it once it is not.
 */
export function keepTokensFresh(opts: RefreshOptions): RequestHandler {
  const now = opts.now ?? Date.now;
  const inFlight = new Map<string, Promise<void>>();

  const refresh = async (req: Request, res: Response) => {
    const tokens = req.session.tokens!;
    const config = await opts.provider.configuration();
    const end = (reason: string, err?: unknown) => {
      opts.logger.info({ err, reason }, 'login session ended: the access token could not be renewed');
      return endSession(req, res, opts.rules);
    };
    if (!tokens.refreshToken) return tokens.expiresAt <= now() ? end('no refresh token') : undefined;
    if (!config) return tokens.expiresAt <= now() ? end('identity provider unreachable') : undefined;
    try {
      const response = await oidc.refreshTokenGrant(config, tokens.refreshToken, { resource: opts.resource });
      req.session.tokens = sessionTokensOf(response, now(), tokens);
      // Stored now, not at the end of this response: concurrent requests of the session read it.
      await saveSession(req);
    } catch (err) {
      const refused = err instanceof oidc.ResponseBodyError || err instanceof oidc.AuthorizationResponseError;
      if (refused || tokens.expiresAt <= now()) return end(refused ? 'refresh refused' : 'refresh failed', err);
      opts.logger.warn({ err }, 'access token renewal failed; retried on the next request');
    }
  };

  return async (req, res, next) => {
    const tokens = req.session?.tokens;
    if (!tokens || tokens.expiresAt - REFRESH_MARGIN_MS > now()) return next();
    let running = inFlight.get(req.sessionID);
    if (!running) {
      running = refresh(req, res).finally(() => inFlight.delete(req.sessionID));
      inFlight.set(req.sessionID, running);
      await running;
    } else {
      // Another request of this session is refreshing: wait for it, then read what it stored.
      await running;
      await new Promise<void>((resolve) => req.session.reload(() => resolve()));
    }
    next();
  };
}

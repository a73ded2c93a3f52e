import * as oidc from 'openid-client';
import type { Logger } from 'pino';
import type { OidcConfig } from '../config/config.js';

/**
 * The identity provider's metadata, discovered once and kept. An IdP that is down at start does
 * not stop the server: discovery is tried at start, and again on demand after a back-off (5 s,
 * doubling up to a minute); until it succeeds, `configuration()` answers null at once and the
 * login says it is unavailable.
 */
export interface IdentityProvider {
  configuration(): Promise<oidc.Configuration | null>;
}

const FIRST_BACKOFF_MS = 5_000;
const MAX_BACKOFF_MS = 60_000;
const DISCOVERY_TIMEOUT_S = 5;

/** Plain http is accepted for an issuer on this machine (the demo IdP), or outside production. */
function allowsHttp(issuer: URL, production: boolean): boolean {
  return !production || ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
}

export function createIdentityProvider(
  config: OidcConfig,
  opts: { logger: Logger; production: boolean; now?: () => number },
): IdentityProvider {
  const now = opts.now ?? Date.now;
  const issuer = new URL(config.issuer);
  let found: oidc.Configuration | null = null;
  let pending: Promise<oidc.Configuration | null> | null = null;
  let retryAt = 0;
  let backoff = FIRST_BACKOFF_MS;

  const discover = async (): Promise<oidc.Configuration | null> => {
    try {
      const execute =
        issuer.protocol === 'http:' && allowsHttp(issuer, opts.production) ? [oidc.allowInsecureRequests] : [];
      // The secret goes in the token request's body (client_secret_post, openid-client's default).
      found = await oidc.discovery(issuer, config.clientId, config.clientSecret, undefined, {
        execute,
        timeout: DISCOVERY_TIMEOUT_S,
      });
      opts.logger.info({ issuer: config.issuer }, 'login: identity provider discovered');
      return found;
    } catch (err) {
      retryAt = now() + backoff;
      opts.logger.warn({ err, issuer: config.issuer, retryInMs: backoff }, 'login: identity provider unreachable');
      backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
      return null;
    } finally {
      pending = null;
    }
  };

  const configuration = async () => {
    if (found) return found;
    if (pending) return pending;
    if (now() < retryAt) return null;
    return (pending = discover());
  };
  void configuration();
  return { configuration };
}

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
  /**
   * Whether the IdP answers now (its discovery document, within a few seconds; logins that ask
   * while a check runs share it). The login asks before it sends a browser there: an IdP that went
   * down after discovery gets the login's own "unavailable" page, not the browser's connection error.
   */
  reachable(): Promise<boolean>;
}

const FIRST_BACKOFF_MS = 5_000;
const MAX_BACKOFF_MS = 60_000;
const DISCOVERY_TIMEOUT_S = 5;
const REACHABLE_TIMEOUT_MS = 3_000;

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
      const options = { execute, timeout: DISCOVERY_TIMEOUT_S };
      // The secret goes in the token request's body (client_secret_post, openid-client's default)
      // when the provider takes it there, else in the Authorization header (client_secret_basic,
      // also what a provider that lists no methods takes: OpenID Connect Discovery's default).
      const discovered = await oidc.discovery(issuer, config.clientId, config.clientSecret, undefined, options);
      const methods = discovered.serverMetadata().token_endpoint_auth_methods_supported;
      found = methods?.includes('client_secret_post')
        ? discovered
        : await oidc.discovery(
            issuer,
            config.clientId,
            config.clientSecret,
            oidc.ClientSecretBasic(config.clientSecret),
            options,
          );
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
  let checking: Promise<boolean> | null = null;
  const discoveryUrl = new URL(
    '.well-known/openid-configuration',
    issuer.href.endsWith('/') ? issuer : `${issuer.href}/`,
  );
  const check = async (): Promise<boolean> => {
    try {
      const res = await fetch(discoveryUrl, { signal: AbortSignal.timeout(REACHABLE_TIMEOUT_MS) });
      await res.body?.cancel();
      if (res.status >= 500)
        opts.logger.warn({ status: res.status, issuer: config.issuer }, 'login: identity provider failing');
      return res.status < 500;
    } catch (err) {
      opts.logger.warn({ err, issuer: config.issuer }, 'login: identity provider unreachable');
      return false;
    }
  };
  const reachable = () => (checking ??= check().finally(() => (checking = null)));

  void configuration();
  return { configuration, reachable };
}

import * as oidc from 'openid-client';
import type { Logger } from 'pino';

/**
 * The userinfo endpoint's claims for a login whose ID token names nobody, asked with the login's
 * access token; undefined when the provider has no such endpoint or refuses (docs/architecture.md
 * §6.3 "Names"). Some providers accept an access token for the user API there (Auth0 with the
 * userinfo audience, Keycloak); others refuse one with an audience (oidc-provider), and release
 * the profile claims in the ID token instead. A refusal never stops the login: the person is
 * then shown without a name until they choose one on mijn-gkn. The configuration's timeout (set at
 * discovery) bounds the call.
 */
export async function userinfoClaims(
  config: oidc.Configuration,
  accessToken: string,
  sub: string,
  logger: Logger,
): Promise<Record<string, unknown> | undefined> {
  if (!config.serverMetadata().userinfo_endpoint) return undefined;
  try {
    return await oidc.fetchUserInfo(config, accessToken, sub);
  } catch (err) {
    logger.warn({ err }, 'login: the userinfo endpoint gave no name; the person has none until they choose one');
    return undefined;
  }
}

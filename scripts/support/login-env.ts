import type { DemoIdentity } from '../../src/demo/identity/start.js';

/** The server settings that give it a login against this identity provider and its user API. */
export const loginEnv = (identity: DemoIdentity): Record<string, string> => ({
  OIDC_ISSUER: identity.issuer,
  OIDC_CLIENT_ID: identity.clientId,
  OIDC_CLIENT_SECRET: identity.clientSecret,
  USER_API_URL: identity.userApiUrl,
  SESSION_SECRET: 's'.repeat(40),
});

import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import type Provider from 'oidc-provider';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { createMemoryAdapter } from 'oidc-provider/lib/adapters/memory_adapter.js';
import { accountBySub } from './accounts.js';
import { errorPage, loggedOutPage, logoutPage, pageLocale } from './pages.js';
import { CALLBACK_PATH, postLogoutRedirectUriAllowed, redirectUriAllowed } from './redirect-rules.js';

// The demo identity provider: oidc-provider with one first-party client (the product), code flow
// with PKCE, refresh tokens that rotate, RP-initiated logout, and JWT access tokens for the user
// API (its URL is the one resource and the tokens' audience).

export interface DemoProviderOptions {
  issuer: string;
  userApiUrl: string;
  clientId: string;
  clientSecret: string;
  accessTokenTtlSeconds: number;
  /** Origins besides loopback ones that may receive the login callback and the logout return. */
  extraOrigins: readonly string[];
}

type OidcProviderModule = typeof import('oidc-provider');

/** The scope the user API's access tokens carry (the user's own comments and preferences). */
export const USER_API_SCOPE = 'gkn:user';

export async function createDemoProvider(oidc: OidcProviderModule, o: DemoProviderOptions): Promise<Provider> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = {
    ...(await exportJWK(privateKey)),
    kid: randomBytes(8).toString('hex'),
    alg: 'RS256',
    use: 'sig',
  };
  const locale = (ctx: KoaContextWithOIDC) => pageLocale(ctx.oidc?.params?.ui_locales);

  const configuration: Configuration = {
    adapter: createMemoryAdapter(),
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(24).toString('base64url')] },
    clients: [
      {
        client_id: o.clientId,
        client_secret: o.clientSecret,
        client_name: 'Groen Kennisnet',
        // Placeholders: redirectUriAllowed below accepts the callback on any loopback origin.
        redirect_uris: [`http://127.0.0.1${CALLBACK_PATH}`],
        post_logout_redirect_uris: ['http://127.0.0.1/'],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // openid-client's default for a client with a secret.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: {
      openid: ['sub'],
      profile: ['name', 'nickname', 'locale'],
      email: ['email', 'email_verified'],
    },
    // The product reads name and nickname from the ID token: its access token is for the user API.
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => {
      const account = accountBySub(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          name: account.name,
          nickname: account.nickname,
          locale: account.locale,
          email: account.username,
          email_verified: true,
        }),
      };
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // First-party client: the grant covers what it asks for, so there is never a consent screen.
    loadExistingGrant: async (ctx) => {
      const { client, session, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await provider.Grant.find(grantId) : undefined;
      if (existing) return existing;
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid offline_access profile email');
      grant.addResourceScope(o.userApiUrl, USER_API_SCOPE);
      await grant.save();
      return grant;
    },
    // A client allowed the refresh_token grant gets a refresh token: oidc-provider would otherwise
    // drop `offline_access` unless the request also says `prompt=consent`.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: () => true,
    // Tokens stay bound to the provider session (the default without `offline_access`), so
    // logging out there ends the grant and its refresh tokens.
    ttl: {
      AccessToken: o.accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      RefreshToken: 14 * 24 * 3600,
      Session: 14 * 24 * 3600,
      Grant: 14 * 24 * 3600,
    },
    clientBasedCORS: () => false,
    extraTokenClaims: (_ctx, token) => {
      const account = 'accountId' in token && token.accountId ? accountBySub(token.accountId) : undefined;
      return account ? { nickname: account.nickname } : undefined;
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(locale(ctx), form);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = loggedOutPage(locale(ctx));
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => o.userApiUrl,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== o.userApiUrl) throw new oidc.errors.InvalidTarget();
          return {
            scope: USER_API_SCOPE,
            audience: o.userApiUrl,
            accessTokenFormat: 'jwt',
            accessTokenTTL: o.accessTokenTtlSeconds,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(locale(ctx), out.error_description ?? out.error);
    },
  };

  const provider = new oidc.default(o.issuer, configuration);
  const extra = o.extraOrigins;
  // oidc-provider compares redirect URIs exactly; the demo's client accepts a pattern instead.
  provider.Client.prototype.redirectUriAllowed = (value: string) => redirectUriAllowed(value, extra);
  provider.Client.prototype.postLogoutRedirectUriAllowed = (value: string) =>
    postLogoutRedirectUriAllowed(value, extra);
  return provider;
}

/** oidc-provider, imported when the demo starts; its Node-version notice is for production use and is left out. */
export async function loadProvider(): Promise<OidcProviderModule> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('Unsupported runtime')) return;
    warn(...args);
  };
  try {
    return await import('oidc-provider');
  } finally {
    console.warn = warn;
  }
}

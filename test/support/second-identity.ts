import express, { type Request, type Response } from 'express';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, jwtVerify, createLocalJWKSet } from 'jose';
import type { Configuration } from 'oidc-provider';
import { createMemoryAdapter } from 'oidc-provider/lib/adapters/memory_adapter.js';
import { loadProvider } from '../../src/demo/identity/provider.js';
import { redirectUriAllowed, postLogoutRedirectUriAllowed } from '../../src/demo/identity/redirect-rules.js';
import { memoryStore } from '../../src/demo/user-api/store.js';
import { userApiRouter } from '../../src/demo/user-api/routes.js';
import { tokenVerifier } from '../../src/demo/user-api/verify-token.js';

// A second identity provider, configured unlike the demo's (src/demo/identity): ES256 ID tokens,
// client_secret_basic only, no RP-initiated logout, no refresh tokens, and the person's name only
// at the userinfo endpoint (the ID token carries sub and email; the subject is the e-mail address).
// Its userinfo endpoint accepts the access token issued for its user API, as Auth0 (with the
// userinfo audience) and Keycloak do; oidc-provider's own refuses a token with an audience, so
// that one route is served here. Its own user API (the demo's, trusting this issuer) sits beside it.

export interface SecondAccount {
  username: string;
  password: string;
  /** Only at the userinfo endpoint. */
  userinfo: Record<string, string>;
}

export const SECOND_ACCOUNTS: readonly SecondAccount[] = [
  { username: 'maria@voorbeeld.test', password: 'geheim', userinfo: { name: 'Maria Jansen' } },
  // A provider that offers only the login e-mail as a username: nothing fit to publish.
  { username: 'piet@voorbeeld.test', password: 'geheim', userinfo: { preferred_username: 'piet@voorbeeld.test' } },
];

export interface SecondIdentity {
  issuer: string;
  userApiUrl: string;
  clientId: string;
  clientSecret: string;
  /** How the product authenticated at the token endpoint, one entry per token request. */
  tokenAuth: string[];
  /** The user API's comments as stored. */
  comments(item: string): Promise<Array<{ name: string; user_id: string }>>;
  close(): Promise<void>;
}

const CLIENT_ID = 'gkn-web-second';
const CLIENT_SECRET = 'second-provider-secret';

export async function startSecondIdentity(): Promise<SecondIdentity> {
  const oidc = await loadProvider();
  const app = express();
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const userApiUrl = `${issuer}/user-api`;
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const kid = randomBytes(8).toString('hex');
  const publicJwks = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' }] };
  const account = (sub: string) => SECOND_ACCOUNTS.find((a) => a.username === sub);

  const configuration: Configuration = {
    adapter: createMemoryAdapter(),
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid, alg: 'ES256', use: 'sig' }] },
    cookies: { keys: [randomBytes(24).toString('base64url')] },
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: ['http://127.0.0.1/auth/callback'],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'ES256',
      },
    ],
    clientAuthMethods: ['client_secret_basic'],
    pkce: { required: () => true },
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email'] },
    findAccount: (_ctx, sub) =>
      account(sub) && {
        accountId: sub,
        // The name only where it is asked for at the userinfo endpoint.
        claims: (use) => ({ sub, email: sub, ...(use === 'userinfo' ? account(sub)!.userinfo : {}) }),
      },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    loadExistingGrant: async (ctx) => {
      const { client, session, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid profile email');
      grant.addResourceScope(userApiUrl, 'gkn:user');
      await grant.save();
      return grant;
    },
    issueRefreshToken: () => false,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => userApiUrl,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: 'gkn:user',
          audience: userApiUrl,
          accessTokenFormat: 'jwt',
          accessTokenTTL: 300,
          jwt: { sign: { alg: 'ES256' } },
        }),
      },
    },
  };
  const provider = new oidc.default(issuer, configuration);
  provider.Client.prototype.redirectUriAllowed = (value: string) => redirectUriAllowed(value, []);
  provider.Client.prototype.postLogoutRedirectUriAllowed = (value: string) => postLogoutRedirectUriAllowed(value, []);

  const store = memoryStore();
  const tokenAuth: string[] = [];
  const keys = createLocalJWKSet(publicJwks);
  const form = express.urlencoded({ extended: false });

  app.use(
    '/user-api',
    userApiRouter(
      store,
      tokenVerifier({ issuer, audience: userApiUrl, jwksUri: `${issuer}/jwks`, algorithms: ['ES256'] }),
    ),
  );
  app.post('/token', (req, _res, next) => {
    tokenAuth.push(req.headers.authorization?.split(' ')[0] ?? 'none');
    next();
  });
  app.get('/me', async (req: Request, res: Response) => {
    const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    try {
      const { payload } = await jwtVerify(token, keys, { issuer, audience: userApiUrl, typ: 'at+jwt' });
      const found = account(String(payload.sub));
      if (!found) throw new Error('no such account');
      res.set('cache-control', 'no-store').json({ sub: payload.sub, email: payload.sub, ...found.userinfo });
    } catch {
      res.status(401).set('www-authenticate', 'Bearer error="invalid_token"').json({ error: 'invalid_token' });
    }
  });
  app.get('/interaction/:uid', async (req, res) => {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name !== 'login')
      return provider.interactionFinished(req, res, {}, { mergeWithLastSubmission: true });
    res
      .type('html')
      .send(
        `<!doctype html><title>Inloggen</title><form method="post" action="/interaction/${details.uid}/login"><input name="username"><input type="password" name="password"><button>Inloggen</button></form>`,
      );
  });
  app.post('/interaction/:uid/login', form, async (req, res) => {
    const body = req.body as Record<string, string>;
    const found = SECOND_ACCOUNTS.find((a) => a.username === body.username && a.password === body.password);
    if (!found) return res.status(400).type('html').send('<!doctype html><title>Fout</title><p>Onbekend</p>');
    return provider.interactionFinished(
      req,
      res,
      { login: { accountId: found.username } },
      { mergeWithLastSubmission: false },
    );
  });
  app.use(provider.callback());

  return {
    issuer,
    userApiUrl,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    tokenAuth,
    comments: (item) => store.commentsOnItem(item),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }).finally(() => store.close()),
  };
}

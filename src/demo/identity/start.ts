import express, { type NextFunction, type Request, type Response } from 'express';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FaultRegistry, faultRequestSchema, type DemoFault, type DemoTarget } from '../faults.js';
import { memoryStore, redisStore } from '../user-api/store.js';
import { userApiRouter } from '../user-api/routes.js';
import { tokenVerifier } from '../user-api/verify-token.js';
import { DEMO_ACCOUNTS, type DemoAccount } from './accounts.js';
import { interactionRouter } from './interactions.js';
import { createDemoProvider, loadProvider } from './provider.js';

// The demo's identity provider and user API on one loopback server of their own: the provider at
// the root (its issuer), its login form under /interaction, the user API under /user-api. The
// product reaches both only by the URLs this returns, as it would reach production's.

export const DEMO_CLIENT_ID = 'gkn-web';
export const DEMO_CLIENT_SECRET = 'gkn-web-demo-secret';

export interface DemoIdentity {
  /** The issuer (and discovery at `<issuer>/.well-known/openid-configuration`). */
  issuer: string;
  /** The user API's base URL ({api} of the calls; `<userApiUrl>/api/…`) and the tokens' audience. */
  userApiUrl: string;
  clientId: string;
  clientSecret: string;
  accounts: readonly DemoAccount[];
  /** Misbehave on request: target 'idp' (login, tokens) or 'userapi'. Also POST <issuer>/__demo/faults. */
  setFault(target: DemoTarget, fault: DemoFault | null, opts?: { pathIncludes?: string }): void;
  close(): Promise<void>;
}

export interface DemoIdentityOptions {
  port?: number;
  host?: string;
  /** Keep the user API's data in this Redis; without it, in memory. */
  redisUrl?: string;
  /** Key prefix in that Redis (default `gkn-demo:user-api:`). */
  redisPrefix?: string;
  /**
   * The URL the product reaches the user API by when that is not this server's own `/user-api`
   * (a recording proxy of a test in front of it): the one resource and the tokens' audience.
   */
  userApiUrl?: string;
  /** Access-token lifetime in seconds (default 300); tests use a few seconds to see expiry. */
  accessTokenTtlSeconds?: number;
  /** Origins besides loopback ones (`http://*.localhost:*`, `127.0.0.1`) that the client may return to. */
  extraOrigins?: string[];
  log?: (msg: string) => void;
}

export async function startDemoIdentity(opts: DemoIdentityOptions = {}): Promise<DemoIdentity> {
  const log = opts.log ?? (() => {});
  const host = opts.host ?? '127.0.0.1';
  const oidc = await loadProvider();
  // The app needs the issuer, which needs the port: requests wait for nothing, they get a 503.
  const ready: { app?: (req: Request, res: Response) => void } = {};
  const server: Server = createServer((req, res) => {
    if (ready.app) return ready.app(req as Request, res as Response);
    res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"demo identity is starting"}');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  const issuer = `http://${shownHost}:${port}`;
  const userApiUrl = opts.userApiUrl ?? `${issuer}/user-api`;

  const provider = await createDemoProvider(oidc, {
    issuer,
    userApiUrl,
    clientId: DEMO_CLIENT_ID,
    clientSecret: DEMO_CLIENT_SECRET,
    accessTokenTtlSeconds: opts.accessTokenTtlSeconds ?? 300,
    extraOrigins: opts.extraOrigins ?? [],
  });
  const store = opts.redisUrl ? redisStore(opts.redisUrl, opts.redisPrefix) : memoryStore();
  const verify = tokenVerifier({ issuer, audience: userApiUrl, jwksUri: `${issuer}/jwks` });
  const faults = new FaultRegistry();

  const app = express();
  app.disable('x-powered-by');
  app.post('/__demo/faults', express.json({ limit: '16kb' }), (req, res) => {
    const parsed = faultRequestSchema.safeParse(req.body);
    if (!parsed.success) return res.status(400).json({ error: 'expected {target, fault, pathIncludes?}' });
    const { target, fault, pathIncludes } = parsed.data;
    faults.set(target, fault, pathIncludes !== undefined ? { pathIncludes } : {});
    return res.json({ faults: faults.list() });
  });
  app.delete('/__demo/faults', (_req, res) => {
    faults.set('all', null);
    res.json({ faults: [] });
  });
  app.use('/user-api', faults.middleware('userapi'), userApiRouter(store, verify));
  app.use(faults.middleware('idp'), interactionRouter(provider, log));
  // The provider parses its own bodies: nothing before it may read them.
  app.use(provider.callback());
  app.use((err: Error & { status?: number }, _req: Request, res: Response, _next: NextFunction) => {
    const status = err.status && err.status >= 400 && err.status < 500 ? err.status : 500;
    if (status === 500) log(`demo identity: error: ${err.stack ?? err.message}`);
    res.status(status).json({ message: status === 500 ? 'internal error' : err.message });
  });
  ready.app = app;
  log(
    `demo: identity provider on ${issuer} (client ${DEMO_CLIENT_ID}), user API on ${userApiUrl} (data in ${opts.redisUrl ? 'Redis' : 'memory'}); accounts: gkn demo users`,
  );

  let closing: Promise<void> | undefined;
  return {
    issuer,
    userApiUrl,
    clientId: DEMO_CLIENT_ID,
    clientSecret: DEMO_CLIENT_SECRET,
    accounts: DEMO_ACCOUNTS,
    setFault: (target, fault, o) => faults.set(target, fault, o ?? {}),
    close: () =>
      (closing ??= new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }).finally(() => store.close())),
  };
}

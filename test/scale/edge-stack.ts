import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Agent, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import { GknProcess, portIsFree } from '../support/processes.js';
import { freePort } from '../support/redis.js';
import { waitUntil } from '../support/wait.js';
import { appArgs, demoArgs, haproxyArgs, redisArgs, varnishArgs, type AppEnvName } from './stack-commands.js';

// The scale-out stack of docker-compose.yml, from apt packages on free loopback ports:
// redis-server, the demo upstream (with its identity provider), two `gkn serve` instances,
// HAProxy in front of them, Varnish in front of that, and HAProxy terminating TLS in front of it. Every process is started here and
// stopped by its pid.

export const VCL = join(ROOT_DIR, 'deploy', 'varnish', 'gkn.vcl');
export const HAPROXY_CFG = join(ROOT_DIR, 'deploy', 'haproxy', 'haproxy.cfg');
export const TLS_CFG = join(ROOT_DIR, 'deploy', 'haproxy', 'tls.cfg');
export const REVALIDATE_SECRET = 'r'.repeat(40);
export const EDGE_PURGE_SECRET = 'e'.repeat(40);

/** A process of the stack that is not `bin/gkn`: its output for failure messages, stopped by pid. */
export class StackProcess {
  output = '';
  readonly exited: Promise<unknown>;
  constructor(
    readonly name: string,
    readonly child: ChildProcess,
  ) {
    child.stdout?.on('data', (c: Buffer) => (this.output += c.toString()));
    child.stderr?.on('data', (c: Buffer) => (this.output += c.toString()));
    this.exited = once(child, 'exit');
  }
  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }
  /** SIGTERM to the pid, SIGKILL after 3 s; resolves once it exited. */
  async stop(): Promise<void> {
    if (!this.running || this.child.pid === undefined) return;
    process.kill(this.child.pid, 'SIGTERM');
    const timer = setTimeout(() => this.running && process.kill(this.child.pid!, 'SIGKILL'), 3000);
    await this.exited;
    clearTimeout(timer);
  }
}

function start(name: string, program: string, args: string[], env: Record<string, string>): StackProcess {
  // varnishd and haproxy live in /usr/sbin, which a user's PATH may lack.
  const path = `${process.env.PATH ?? '/usr/bin:/bin'}:/usr/sbin:/sbin`;
  const child = spawn(program, args, { env: { PATH: path, ...env } });
  const p = new StackProcess(name, child);
  child.once('error', (err) => (p.output += `\n${name}: ${String(err)}`));
  return p;
}

/** An answer over node:http (fetch cannot set Host). */
export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export function httpGet(
  url: string,
  host: string,
  headers: Record<string, string> = {},
  opts: { method?: string; body?: string; agent?: Agent } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: opts.method ?? 'GET', headers: { host, ...headers }, agent: opts.agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

/** An answer over HTTPS from the TLS terminator, trusting `ca`, for `host` (SNI and Host alike). */
export function httpsGet(
  url: string,
  host: string,
  ca: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const options = { method, headers: { host, ...headers }, ca, servername: host, agent: false };
    const req = httpsRequest(url, options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Two consecutive free ports (the demo's identity provider listens on the demo's port + 1). */
async function freePortPair(): Promise<number> {
  for (;;) {
    const port = await freePort();
    if (port < 65535 && (await portIsFree(port + 1))) return port;
  }
}

async function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('error', () => resolve(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d: Buffer) => {
      socket.destroy();
      resolve(d.toString().startsWith('+PONG'));
    });
  });
}

const answers = (url: string, host: string, status = 200) =>
  httpGet(url, host).then(
    (r) => r.status === status,
    () => false,
  );

export interface EdgeStack {
  /** Varnish's public listener (plain HTTP). */
  edgeUrl: string;
  /** The TLS terminator's HTTPS listener (https://127.0.0.1:port). */
  httpsUrl: string;
  /** The TLS terminator's plain listener, which only redirects to HTTPS. */
  httpUrl: string;
  /** The self-signed certificate the TLS terminator presents (PEM), for clients to trust. */
  certificate: string;
  lbUrl: string;
  /** Varnish's purge listener (EDGE_PURGE_URLS). */
  purgeUrl: string;
  apps: GknProcess[];
  appUrls: string[];
  /** The demo upstream's base URL (its request log: GET /__demo/requests). */
  demoUrl: string;
  varnishWorkDir: string;
  stopApp(index: number, signal: NodeJS.Signals): Promise<void>;
  /** Stops every process it started, by pid, and removes its files. */
  stop(): Promise<void>;
}

/** Starts the whole stack and resolves once the edge serves a page of `site` through every layer. */
export async function startEdgeStack(
  site: string,
  tuning: Record<string, string> = {},
  /** Settings of varnishd's own (VARNISH_ENV_NAMES) besides the purge token. */
  edgeSettings: Record<string, string> = {},
): Promise<EdgeStack> {
  const dir = mkdtempSync(join(tmpdir(), 'gkn-edge-'));
  // varnishd's compiler and child run as its own user: they read the VCL and work directory here.
  chmodSync(dir, 0o755);
  const others: StackProcess[] = [];
  /** The demo and the app instances: `bin/gkn` processes. */
  const gkn: GknProcess[] = [];
  const stop = async () => {
    for (const p of gkn) p.kill('SIGKILL');
    await Promise.all(gkn.map((p) => p.exited));
    for (const p of others.reverse()) await p.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const redisPort = await freePort();
    const redis = start('redis-server', 'redis-server', redisArgs({ port: redisPort, bind: '127.0.0.1' }), {});
    others.push(redis);
    await waitUntil(() => redisAnswers(redisPort), 10_000, `redis-server to answer\n${redis.output}`);

    const demoPort = await freePortPair();
    const demo = new GknProcess(demoArgs({ host: '127.0.0.1', port: demoPort }), {
      ...process.env,
      NODE_ENV: 'production',
    } as Record<string, string>);
    gkn.push(demo);
    await demo.waitFor('the demo upstream', () => /^USER_API_URL=/m.test(demo.output), 60_000);
    const demoEnv = Object.fromEntries(
      [...demo.output.matchAll(/^([A-Z_]+)=(\S+)$/gm)].map((m) => [m[1]!, m[2]!] as [string, string]),
    );

    const [app1Port, app2Port, lbPort, edgePort, purgePort, edgeTlsPort, httpPort, httpsPort] = await Promise.all(
      Array.from({ length: 8 }, () => freePort()),
    );
    // Exactly the settings docker-compose.yml gives its app services (APP_ENV_NAMES), then ours.
    const settings = (port: number): Record<AppEnvName, string> => ({
      PORT: String(port),
      REDIS_URL: `redis://127.0.0.1:${redisPort}/0`,
      CMS_BASE_URL: demoEnv.CMS_BASE_URL!,
      SEARCH_BASE_URL: demoEnv.SEARCH_BASE_URL!,
      KNOWLEDGE_INDEX_URL: demoEnv.KNOWLEDGE_INDEX_URL!,
      NEWSLETTER_URL: demoEnv.NEWSLETTER_URL!,
      CONTACT_URL: demoEnv.CONTACT_URL!,
      OIDC_ISSUER: demoEnv.OIDC_ISSUER!,
      OIDC_CLIENT_ID: demoEnv.OIDC_CLIENT_ID!,
      OIDC_CLIENT_SECRET: demoEnv.OIDC_CLIENT_SECRET!,
      USER_API_URL: demoEnv.USER_API_URL!,
      SESSION_SECRET: 's'.repeat(40),
      FORM_SECRET: 'f'.repeat(40),
      REVALIDATE_SECRET,
      EDGE_PURGE_URLS: `http://127.0.0.1:${purgePort}/`,
      EDGE_PURGE_SECRET,
      TRUST_PROXY: 'loopback',
    });
    const appEnv = (port: number): Record<string, string> => ({
      ...(process.env as Record<string, string>),
      ...settings(port),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...tuning,
    });
    const appPorts = [app1Port!, app2Port!];
    const apps = appPorts.map((port) => new GknProcess(appArgs({}), appEnv(port)));
    gkn.push(...apps);
    const appUrls = appPorts.map((p) => `http://127.0.0.1:${p}`);
    await Promise.all(
      apps.map((app, i) =>
        waitUntil(
          async () => {
            if (app.child.exitCode !== null) throw new Error(`gkn serve exited:\n${app.output}`);
            return answers(`${appUrls[i]}/healthz`, 'localhost');
          },
          60_000,
          'an app instance to answer',
        ),
      ),
    );

    const haproxy = start('haproxy', 'haproxy', haproxyArgs({ config: HAPROXY_CFG }), {
      GKN_LB_BIND: `127.0.0.1:${lbPort}`,
      GKN_APP1: `127.0.0.1:${app1Port}`,
      GKN_APP2: `127.0.0.1:${app2Port}`,
    });
    others.push(haproxy);
    const lbUrl = `http://127.0.0.1:${lbPort}`;
    await waitUntil(() => answers(`${lbUrl}/readyz`, 'localhost'), 15_000, `haproxy to forward\n${haproxy.output}`);

    // docker-compose.yml mounts deploy/varnish with its backend.vcl; here the include names our port.
    writeFileSync(
      join(dir, 'backend.vcl'),
      `backend lb { .host = "127.0.0.1"; .port = "${lbPort}"; .probe = lb_ready; }\n`,
    );
    const varnishWorkDir = join(dir, 'varnish');
    const varnish = start(
      'varnishd',
      'varnishd',
      varnishArgs({
        publicAddress: `127.0.0.1:${edgePort}`,
        tlsAddress: `127.0.0.1:${edgeTlsPort}`,
        purgeAddress: `127.0.0.1:${purgePort}`,
        vcl: VCL,
        vclPath: `${dir}:${join(ROOT_DIR, 'deploy', 'varnish')}`,
        workDir: varnishWorkDir,
      }),
      { ...edgeSettings, EDGE_PURGE_SECRET },
    );
    others.push(varnish);
    const edgeUrl = `http://127.0.0.1:${edgePort}`;
    await waitUntil(() => answers(`${edgeUrl}/`, `${site}.localhost:${edgePort}`), 30_000, 'varnishd').catch(
      (err: Error) => {
        throw new Error(`${err.message} to serve a page:\n${varnish.output}`);
      },
    );

    // The TLS terminator in front of the edge, with a certificate made as an operator makes one
    // for the local stack (scripts/local-tls-cert.sh).
    const certFile = join(dir, 'local.pem');
    execFileSync('bash', [join(ROOT_DIR, 'scripts', 'local-tls-cert.sh'), certFile]);
    const tls = start('haproxy (TLS)', 'haproxy', haproxyArgs({ config: TLS_CFG }), {
      GKN_TLS_HTTP_BIND: `127.0.0.1:${httpPort}`,
      GKN_TLS_HTTPS_BIND: `127.0.0.1:${httpsPort}`,
      GKN_TLS_HTTPS_PORT: String(httpsPort),
      GKN_TLS_CERT: certFile,
      GKN_EDGE_TLS: `127.0.0.1:${edgeTlsPort}`,
    });
    others.push(tls);
    const certificate = readFileSync(certFile, 'utf8');
    const httpsUrl = `https://127.0.0.1:${httpsPort}`;
    await waitUntil(
      () =>
        httpsGet(`${httpsUrl}/healthz`, `${site}.localhost`, certificate).then(
          (r) => r.status === 200,
          () => false,
        ),
      15_000,
      `the TLS terminator to reach the app\n${tls.output}`,
    );
    return {
      edgeUrl,
      httpsUrl,
      httpUrl: `http://127.0.0.1:${httpPort}`,
      certificate,
      lbUrl,
      purgeUrl: `http://127.0.0.1:${purgePort}/`,
      apps,
      appUrls,
      demoUrl: demoEnv.CMS_BASE_URL!.replace(/\/cms$/, ''),
      varnishWorkDir,
      async stopApp(i, signal) {
        const app = apps[i]!;
        app.kill(signal);
        await app.exited;
      },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

import assert from 'node:assert/strict';
import { request } from 'node:http';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../src/demo/identity/accounts.js';
import { startDemoIdentity, type DemoIdentity, type DemoIdentityOptions } from '../../src/demo/identity/start.js';
import { startTestApp, type TestServer } from './app.js';
import { formOf, LoginBrowser } from '../../scripts/support/login-browser.js';
import { startTestRedis, type TestRedis } from './redis.js';
import { loginEnv } from '../../scripts/support/login-env.js';

// The personal API's tests: the real server, the demo identity provider and user API (its data in
// the same real Redis, under a prefix the test can read), and visitors who log in as a browser does
// and then call /api with their session cookie, as the page's script would.

export const SITE = 'groenkennisnet';
export const USER_API_PREFIX = 'gkn-test:user-api:';

export interface ApiWorld {
  redis: TestRedis;
  identity: DemoIdentity;
  server: TestServer;
  close(): Promise<void>;
}

export async function startApiWorld(
  env: Record<string, string> = {},
  identityOptions: Pick<DemoIdentityOptions, 'accessTokenTtlSeconds'> = {},
): Promise<ApiWorld> {
  const redis = await startTestRedis();
  const identity = await startDemoIdentity({ redisUrl: redis.url, redisPrefix: USER_API_PREFIX, ...identityOptions });
  const server = await startTestApp({
    ...loginEnv(identity),
    REDIS_URL: redis.url,
    ...env,
  });
  return {
    redis,
    identity,
    server,
    close: async () => {
      await server?.close();
      await identity?.close();
      await redis?.stop();
    },
  };
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- each test reads the shape it expects
  location: string | null;
}

/** A visitor of one site: a cookie jar, the page's form token, and calls to /api. */
export class Visitor {
  readonly browser: LoginBrowser;
  readonly origin: string;
  #formToken: string | undefined;

  constructor(readonly server: TestServer) {
    this.origin = `http://${SITE}.localhost:${server.port}`;
    this.browser = new LoginBrowser(this.origin, server.url);
  }

  /** Logs in on the demo provider's form, as a browser would (full-page flow). */
  async logIn(account: Pick<DemoAccount, 'username' | 'password'> = DEMO_ACCOUNTS[0]!): Promise<this> {
    const form = await this.browser.follow('/auth/login?returnTo=/', {
      stopAt: (location) => location.startsWith(this.origin),
    });
    assert.match(form.body, /name="password"/);
    const toCallback = await this.browser.follow(formOf(form).action, {
      form: { username: account.username, password: account.password },
      stopAt: (location) => location.startsWith(this.origin),
    });
    const landing = await this.browser.go(toCallback.location!);
    assert.equal(landing.res.status, 303, landing.body.slice(0, 200));
    return this;
  }

  /** The form token of a page of the site (window.__GKN__.formToken), as the page's script has it. */
  async formToken(): Promise<string> {
    if (!this.#formToken) {
      const page = await this.call('GET', '/over-ons');
      const token = /"formToken":"([^"]+)"/.exec(page.text)?.[1];
      assert.ok(token, 'the page carries a form token');
      this.#formToken = token;
    }
    return this.#formToken;
  }

  get(path: string, headers: Record<string, string> = {}) {
    return this.call('GET', path, { headers });
  }

  /** A JSON write with the page's token (unless the body names its own) and a same-origin fetch's headers. */
  async postJson(path: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
    const withToken = 'token' in body ? body : { ...body, token: await this.formToken() };
    return this.call('POST', path, {
      body: JSON.stringify(withToken),
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers },
    });
  }

  /** A plain HTML form post (no JavaScript), with the page's token. */
  async postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    const withToken = { token: await this.formToken(), ...fields };
    return this.call('POST', path, {
      body: new URLSearchParams(withToken).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: this.origin, ...headers },
    });
  }

  /** `listener`: another instance's loopback URL to send the request to (same site origin, same cookies). */
  call(
    method: string,
    path: string,
    init: { body?: string | Buffer; headers?: Record<string, string>; listener?: string } = {},
  ): Promise<Answer> {
    const host = `${SITE}.localhost:${this.server.port}`;
    const headers = { host, cookie: this.browser.jar.header(host), ...init.headers };
    return new Promise((resolve, reject) => {
      const req = request(new URL(path, init.listener ?? this.server.url), { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const out = new Headers();
          for (const [name, value] of Object.entries(res.headers))
            for (const v of [value ?? []].flat()) out.append(name, v);
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: out, text, json, location: res.headers.location ?? null });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(init.body);
    });
  }
}

/** A few real record ids of the demo's knowledge index (scope gkn3). */
export async function realItemIds(server: TestServer, count = 3): Promise<Array<{ id: string; title: string }>> {
  const res = await fetch(`${server.demo.searchBaseUrl}gkn3?q=*&wq_max=${count}`);
  const body = (await res.json()) as { records: Array<{ id: string; title: string }> };
  assert.ok(body.records.length >= count);
  return body.records.map((r) => ({ id: r.id, title: r.title }));
}

import type { UpstreamUrls } from '../src/config/config.js';
import { DEMO_ACCOUNTS } from '../src/demo/identity/accounts.js';
import { startDemoIdentity, type DemoIdentity } from '../src/demo/identity/start.js';
import type { RunningServer } from '../src/server/start-server.js';
import { loginEnv } from '../test/support/login-env.js';
import { formOf, LoginBrowser } from '../test/support/login-browser.js';
import type { Generators } from './bench-generators.js';
import type { RowResult } from './bench-report.js';
import { get, startGkn } from './bench-targets.js';

// The bench's logged-in row (no budget: the figure to watch, requirements §10.1): a page rendered
// for a request with a session, which never touches the page cache (docs/architecture.md §6.3).
// Before the load run a demo account logs in for real against the demo identity provider, as a
// browser does; every request of the run then carries that session cookie.

export interface LoggedInRowOptions {
  upstreams: UpstreamUrls;
  /** Sessions in this Redis (as in production); null: in the server's memory. */
  redisUrl: string | null;
  /** The site's Host header (`<site>.localhost`). */
  host: string;
  path: string;
  env: Record<string, string>;
  load: Generators;
  /** bench-run's measure(), with the generators it should load through. */
  measure: (
    load: Generators,
    scenario: { id: string; label: string; base: string; path: string },
  ) => Promise<RowResult>;
}

export const LOGGED_IN_ROW = 'logged-in';

/** The product with a login, and the Cookie header of a session a real login produced on it. */
async function loggedInServer(opts: LoggedInRowOptions) {
  const identity: DemoIdentity = await startDemoIdentity();
  let server: RunningServer | null = null;
  try {
    server = await startGkn({
      env: {
        ...loginEnv(identity),
        ...(opts.redisUrl ? { REDIS_URL: opts.redisUrl } : {}),
        PAGE_CACHE_TTL_S: '600',
        ...opts.env,
      },
      upstreams: opts.upstreams,
    });
    const listener = server.url;
    const origin = `http://${opts.host}:${new URL(listener).port}`;
    const browser = new LoginBrowser(origin, listener);
    const onSite = (location: string) => location.startsWith(origin);
    const form = await browser.follow(`/auth/login?returnTo=${encodeURIComponent(opts.path)}`, { stopAt: onSite });
    const account = DEMO_ACCOUNTS[0]!;
    const toCallback = await browser.follow(formOf(form).action, {
      form: { username: account.username, password: account.password },
      stopAt: onSite,
    });
    if (!toCallback.location) throw new Error(`login: the IdP did not come back (${toCallback.res.status})`);
    const landing = await browser.go(toCallback.location);
    if (landing.res.status !== 303) throw new Error(`login callback answered ${landing.res.status}`);
    const running = server;
    return {
      server: running,
      cookie: browser.jar.header(new URL(origin).host),
      name: account.nickname,
      close: () => running.close().finally(() => identity.close()),
    };
  } catch (err) {
    await server?.close().catch(() => undefined);
    await identity.close();
    throw err;
  }
}

/** The same generators, every request with this Cookie header too. */
function withCookie(load: Generators, cookie: string): Generators {
  return {
    ...load,
    saturate: (url, durationS) => load.saturate(url, durationS, { cookie }),
    paced: (url, durationS, rate) => load.paced(url, durationS, rate, { cookie }),
  };
}

/** That the session's page is what the row claims: 200, private, rendered for the logged-in user. */
async function checkLoggedIn(base: string, path: string, host: string, cookie: string, name: string) {
  const res = await get(base, path, host, { cookie });
  if (res.status !== 200) return `GET ${path} with the session answered ${res.status}`;
  if (res.headers['cache-control'] !== 'private, no-store')
    return `GET ${path} with the session: Cache-Control ${String(res.headers['cache-control'])}, expected private, no-store`;
  if (!res.body.toString('utf8').includes(name)) return `GET ${path} with the session: no logged-in header for ${name}`;
  return null;
}

/** Measures the logged-in row; its server, identity provider and session end with it. */
export async function loggedInRow(opts: LoggedInRowOptions): Promise<RowResult> {
  const label = `logged-in render ${opts.path} (session in ${opts.redisUrl ? 'Redis' : 'memory'})`;
  const target = await loggedInServer(opts);
  try {
    const { server, cookie, name } = target;
    const before = await checkLoggedIn(server.url, opts.path, opts.host, cookie, name);
    const row = await opts.measure(withCookie(opts.load, cookie), {
      id: LOGGED_IN_ROW,
      label,
      base: server.url,
      path: opts.path,
    });
    if (before) row.notes.push(`before: ${before}`);
    const after = row.skipped ? null : await checkLoggedIn(server.url, opts.path, opts.host, cookie, name);
    if (after) row.notes.push(`after: ${after}`);
    return row;
  } finally {
    await target.close();
  }
}

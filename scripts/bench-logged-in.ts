import type { UpstreamUrls } from '../src/config/config.js';
import { DEMO_ACCOUNTS } from '../src/demo/identity/accounts.js';
import { SCRIPT_COOKIE } from '../src/model/readable-cookies.js';
import { startDemoIdentity } from '../src/demo/identity/start.js';
import { formOf, LoginBrowser } from './support/login-browser.js';
import { loginEnv } from './support/login-env.js';
import { startGkn, type Fetched } from './bench-targets.js';

// The logged-in row's server (docs/benchmark.md, "Rows"): the product with a login against the
// demo identity provider, and the Cookie header of a session that a real login produced on it, as
// a browser logs in. The bench talks plain HTTP to it, so the session cookie may not be Secure
// (in production it is, with the __Host- name): SESSION_COOKIE_SECURE=false.

export async function startLoggedIn(opts: {
  upstreams: UpstreamUrls;
  /** Sessions in this Redis, as in production; null: in the server's memory. */
  redisUrl: string | null;
  host: string;
  path: string;
}) {
  const identity = await startDemoIdentity();
  const server = await startGkn({
    env: {
      ...loginEnv(identity),
      SESSION_COOKIE_SECURE: 'false',
      PAGE_CACHE_TTL_S: '600',
      ...(opts.redisUrl ? { REDIS_URL: opts.redisUrl } : {}),
    },
    upstreams: opts.upstreams,
  }).catch(async (err: unknown) => {
    await identity.close();
    throw err;
  });
  const close = () => server.close().finally(() => identity.close());
  try {
    const origin = `http://${opts.host}:${new URL(server.url).port}`;
    const browser = new LoginBrowser(origin, server.url);
    const onSite = (location: string) => location.startsWith(origin);
    const form = await browser.follow(`/auth/login?returnTo=${encodeURIComponent(opts.path)}`, { stopAt: onSite });
    const account = DEMO_ACCOUNTS[0]!;
    const back = await browser.follow(formOf(form).action, {
      form: { username: account.username, password: account.password },
      stopAt: onSite,
    });
    if (!back.location) throw new Error(`login: the identity provider did not send us back (${back.res.status})`);
    const landing = await browser.go(back.location);
    if (landing.res.status !== 303) throw new Error(`login callback answered ${landing.res.status}`);
    const cookie = browser.jar.header(new URL(origin).host);
    if (!cookie) throw new Error('login: no session cookie');
    // The cookie a browser that has run our script sends (the cached shell).
    return { url: server.url, cookie: `${cookie}; ${SCRIPT_COOKIE}=1`, name: account.nickname, close };
  } catch (err) {
    await close();
    throw err;
  }
}

/**
 * What is wrong with a logged-in page view, if anything. A browser that runs our script gets the
 * cached shell (docs/architecture.md §6.6): the shared page from the page cache, private, naming
 * nobody; its script then asks whose it is.
 */
export function loggedInProblem(res: Fetched, name: string): string | null {
  if (res.status !== 200) return `answered ${res.status}`;
  if (!String(res.headers['cache-control']).includes('private'))
    return `Cache-Control ${String(res.headers['cache-control'])}: not private`;
  if (res.headers['x-cache'] !== 'HIT') return `x-cache ${String(res.headers['x-cache'])}: not the cached shell`;
  if (res.headers['set-cookie']) return 'a cookie on the shell';
  if (res.body.toString('utf8').includes(name)) return `the shell names ${name}`;
  return null;
}

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_ACCOUNTS } from '../../src/demo/identity/accounts.js';
import { startDemoIdentity, type DemoIdentity } from '../../src/demo/identity/start.js';
import { startTestApp, type TestServer } from '../support/app.js';
import { formOf, LoginBrowser, logOutFrom, type Step } from '../../scripts/support/login-browser.js';
import { startTestRedis, type TestRedis } from '../support/redis.js';
import { storedTokens } from '../support/stored-session.js';
import { loginEnv } from '../../scripts/support/login-env.js';

// The login end to end over real sockets: the server, the demo identity provider, a real Redis,
// and fetch as the browser (cookies per host, the IdP's login form posted as a visitor would).

const SITE = 'groenkennisnet';
const SESSION_COOKIE = 'gkn.sid';
const SESSION_SECRET = 's'.repeat(40);
const account = DEMO_ACCOUNTS[0]!;

const oidcEnv = (identity: DemoIdentity, redis: TestRedis) => ({
  ...loginEnv(identity),
  SESSION_SECRET,
  REDIS_URL: redis.url,
});

const siteOrigin = (server: TestServer) => `http://${SITE}.localhost:${server.port}`;
const browserFor = (server: TestServer) => new LoginBrowser(siteOrigin(server), server.url);
const sid = (browser: LoginBrowser, server: TestServer) =>
  browser.jar.get(`${SITE}.localhost:${server.port}`, SESSION_COOKIE);
const loginState = (browser: LoginBrowser, server: TestServer) =>
  browser.jar.get(`${SITE}.localhost:${server.port}`, 'gkn.login');

/** From /auth/login to the IdP's login form. */
async function openLoginForm(browser: LoginBrowser, server: TestServer, query = 'returnTo=/over-ons') {
  const form = await browser.follow(`/auth/login?${query}`, {
    stopAt: (location) => location.startsWith(siteOrigin(server)),
  });
  assert.equal(form.res.status, 200, form.body.slice(0, 300));
  assert.match(form.body, /name="password"/);
  return form;
}

/** Posts the login form; returns the site's answer to the callback. */
async function submitLogin(browser: LoginBrowser, server: TestServer, form: Step, who = account): Promise<Step> {
  const toCallback = await browser.follow(formOf(form).action, {
    form: { username: who.username, password: who.password },
    stopAt: (location) => location.startsWith(siteOrigin(server)),
  });
  assert.ok(toCallback.location?.startsWith(`${siteOrigin(server)}/auth/callback?`), toCallback.body.slice(0, 300));
  return browser.go(toCallback.location!);
}

async function logIn(browser: LoginBrowser, server: TestServer, query?: string): Promise<Step> {
  return submitLogin(browser, server, await openLoginForm(browser, server, query));
}

async function sessionInfo(browser: LoginBrowser) {
  const step = await browser.go('/auth/session');
  assert.match(step.res.headers.get('cache-control') ?? '', /no-store/);
  return JSON.parse(step.body) as {
    authenticated: boolean;
    user?: { id: string; name: string };
    tokenExpiresAt?: string;
  };
}

describe('login with the demo identity provider', () => {
  let redis: TestRedis;
  let identity: DemoIdentity;
  let server: TestServer;

  before(async () => {
    redis = await startTestRedis();
    identity = await startDemoIdentity();
    server = await startTestApp(oidcEnv(identity, redis));
  });
  after(async () => {
    await server?.close();
    await identity?.close();
    await redis?.stop();
  });

  test('the full-page flow ends with a session, a new session id, and back on the page it started from', async () => {
    const browser = browserFor(server);
    const form = await openLoginForm(browser, server);
    assert.equal(sid(browser, server), undefined, 'starting a login creates no session');
    assert.ok(loginState(browser, server), "the login's state rides in its own short-lived cookie");
    const landing = await submitLogin(browser, server, form);
    assert.equal(landing.res.status, 303);
    assert.equal(landing.location, `${siteOrigin(server)}/over-ons`);
    assert.match(landing.res.headers.get('cache-control') ?? '', /no-store/);
    assert.ok(sid(browser, server), 'the session exists once the login succeeded');
    assert.equal(loginState(browser, server), undefined, 'the login state cookie is spent');
    const setCookies = landing.res.headers.getSetCookie().join('\n');
    assert.match(setCookies, /gkn\.sid=[^;]+;.*HttpOnly/i);
    assert.match(setCookies, /gkn\.sid=[^;]+;.*SameSite=Lax/i);
    assert.match(setCookies, /gkn\.authenticated=1;/);
    assert.doesNotMatch(/gkn\.authenticated=1;[^\n]*/.exec(setCookies)![0], /HttpOnly/i);
    const info = await sessionInfo(browser);
    assert.equal(info.authenticated, true);
    assert.equal(info.user?.id, account.sub.slice(account.sub.lastIndexOf('|') + 1));
    assert.doesNotMatch(JSON.stringify(info), /eyJ/, 'no token reaches the browser');
  });

  test('a session id planted before a login is not the one the login gives (session fixation)', async () => {
    const attacker = browserFor(server);
    await submitLogin(attacker, server, await openLoginForm(attacker, server), DEMO_ACCOUNTS[1]!);
    const planted = sid(attacker, server)!;
    const victim = browserFor(server);
    victim.jar.set(`${SITE}.localhost:${server.port}`, SESSION_COOKIE, planted);
    await submitLogin(victim, server, await openLoginForm(victim, server));
    assert.notEqual(sid(victim, server), planted, 'the login gives a new session id');
    assert.equal((await sessionInfo(victim)).user?.name, account.nickname);
    assert.notEqual(
      (await sessionInfo(attacker)).user?.name,
      account.nickname,
      "the planted id never became the victim's",
    );
  });

  test('a callback whose state does not match the session is refused', async () => {
    const browser = browserFor(server);
    const form = await openLoginForm(browser, server);
    const toCallback = await browser.follow(formOf(form).action, {
      form: { username: account.username, password: account.password },
      stopAt: (location) => location.startsWith(siteOrigin(server)),
    });
    const forged = new URL(toCallback.location!);
    forged.searchParams.set('state', 'forged-state');
    const answer = await browser.go(forged.href);
    assert.equal(answer.res.status, 400);
    assert.match(answer.res.headers.get('cache-control') ?? '', /no-store/);
    assert.match(answer.body, /Inloggen is niet gelukt/);
    assert.equal((await sessionInfo(browser)).authenticated, false);
  });

  test('a callback without a login in progress is refused', async () => {
    const browser = browserFor(server);
    const answer = await browser.go('/auth/callback?code=abc&state=xyz');
    assert.equal(answer.res.status, 400);
  });

  test('a foreign or absolute return path goes home', async () => {
    for (const returnTo of ['https://evil.example/x', '//evil.example/x', '/\\evil.example']) {
      const browser = browserFor(server);
      const landing = await logIn(browser, server, `returnTo=${encodeURIComponent(returnTo)}`);
      assert.equal(landing.location, `${siteOrigin(server)}/`, returnTo);
    }
  });

  test('the popup flow answers a page that tells its opener, on our own origin only, and closes', async () => {
    const browser = browserFor(server);
    const done = await logIn(browser, server, 'returnTo=/over-ons&popup=1');
    assert.equal(done.res.status, 200);
    assert.match(done.res.headers.get('cache-control') ?? '', /no-store/);
    const nonce = /script-src[^;]*'nonce-([^']+)'/.exec(done.res.headers.get('content-security-policy') ?? '')?.[1];
    assert.ok(nonce, 'the CSP has a script nonce');
    // A base64 nonce holds + and /: compared as text, not as a pattern.
    assert.ok(done.body.includes(`<script nonce="${nonce}">`), 'the script carries the CSP nonce');
    assert.match(done.body, new RegExp(`var origin = "${siteOrigin(server)}"`));
    assert.match(done.body, /opener\.postMessage\(/);
    assert.match(done.body, /window\.close\(\)/);
    assert.equal((await sessionInfo(browser)).authenticated, true);
  });

  test('logout ends the IdP session too: the next login asks for the password again, then back to the path', async () => {
    const browser = browserFor(server);
    await logIn(browser, server);
    const out = await logOutFrom(browser, siteOrigin(server), '/zoeken/mest');
    assert.equal(out.res.status, 303);
    assert.match(out.res.headers.get('cache-control') ?? '', /no-store/);
    assert.ok(out.location?.startsWith(identity.issuer), `to the IdP's end-session endpoint: ${out.location}`);
    assert.equal((await sessionInfo(browser)).authenticated, false, 'our session is gone at once');
    // The IdP asks for confirmation (its form carries an xsrf token); confirm as the page would.
    const confirm = await browser.follow(out.location!);
    const { action, fields } = formOf(confirm);
    const back = await browser.follow(action, {
      form: { ...fields, logout: 'yes' },
      stopAt: (location) => location.startsWith(siteOrigin(server)),
    });
    assert.ok(back.location?.startsWith(`${siteOrigin(server)}/auth/logged-out`), back.location ?? back.body);
    const home = await browser.go(back.location!);
    assert.equal(home.res.status, 303);
    assert.equal(home.location, `${siteOrigin(server)}/zoeken/mest`);
    // The IdP forgot us: a new login shows its password form again instead of coming straight back.
    await openLoginForm(browser, server);
  });

  test('logout without a session, or with a foreign return path, goes to the path or home', async () => {
    const browser = browserFor(server);
    const out = await browser.go('/logout?returnTo=//evil.example/');
    assert.equal(out.res.status, 303);
    assert.equal(out.location, `${siteOrigin(server)}/`);
  });

  test('a request with a session is answered private, no-store and never read from or stored in the page cache', async () => {
    const anonymous = browserFor(server);
    const first = await anonymous.go('/over-ons');
    assert.equal(first.res.status, 200);
    const second = await anonymous.go('/over-ons');
    assert.equal(second.res.headers.get('x-cache'), 'HIT', 'the anonymous page is cached');

    const browser = browserFor(server);
    await logIn(browser, server);
    const mine = await browser.go('/over-ons');
    assert.equal(mine.res.status, 200);
    assert.equal(mine.res.headers.get('cache-control'), 'private, no-store');
    assert.equal(mine.res.headers.get('x-cache'), 'MISS', 'a session never reads the page cache');

    const fresh = await browser.go('/nieuws');
    assert.equal(fresh.res.headers.get('cache-control'), 'private, no-store');
    const anonymousAfter = await browserFor(server).go('/nieuws');
    assert.equal(anonymousAfter.res.headers.get('x-cache'), 'MISS', 'what a session rendered was not stored');
  });
});

describe('token renewal', () => {
  let redis: TestRedis;
  let identity: DemoIdentity;
  let server: TestServer;

  before(async () => {
    redis = await startTestRedis();
    identity = await startDemoIdentity({ accessTokenTtlSeconds: 2 });
    server = await startTestApp(oidcEnv(identity, redis));
  });
  after(async () => {
    await server?.close();
    await identity?.close();
    await redis?.stop();
  });

  test('an access token about to expire is renewed on the server; the session goes on', async () => {
    const browser = browserFor(server);
    await logIn(browser, server);
    // A 2 s token is always within the renewal margin (REFRESH_MARGIN_MS): every request renews it.
    // The proof is the token the server stored, not the expiry time the page is told (that one is
    // made from the IdP's whole-second expires_in, so two renewals can report times out of order).
    const storedAccessToken = async () => (await storedTokens(redis.url, sid(browser, server)!))!.accessToken;
    const first = await storedAccessToken();
    const info = await sessionInfo(browser);
    assert.equal(info.authenticated, true);
    assert.ok(Date.parse(info.tokenExpiresAt!) > 0, 'the page is told until when the token runs');
    assert.notEqual(await storedAccessToken(), first, 'a new access token');
  });

  test('a refresh the IdP refuses ends the session cleanly', async () => {
    const browser = browserFor(server);
    await logIn(browser, server);
    identity.setFault('idp', { kind: 'status', status: 400 }, { pathIncludes: '/token' });
    try {
      // The next request renews the 2 s token (always within the renewal margin) and is refused.
      const info = await browser.go('/auth/session');
      assert.equal(JSON.parse(info.body).authenticated, false);
      assert.match(info.res.headers.getSetCookie().join('\n'), /gkn\.authenticated=;/);
    } finally {
      identity.setFault('idp', null);
    }
  });

  test('two instances sharing Redis share the session', async () => {
    const other = await startTestApp(oidcEnv(identity, redis));
    try {
      const browser = browserFor(server);
      await logIn(browser, server);
      const onOther = new LoginBrowser(`http://${SITE}.localhost:${server.port}`, other.url);
      onOther.jar.set(`${SITE}.localhost:${server.port}`, SESSION_COOKIE, sid(browser, server)!);
      const info = JSON.parse((await onOther.go('/auth/session')).body);
      assert.equal(info.authenticated, true);
    } finally {
      await other.close();
    }
  });
});

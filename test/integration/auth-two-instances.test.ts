import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../src/demo/identity/accounts.js';
import { startDemoIdentity, type DemoIdentity } from '../../src/demo/identity/start.js';
import { startTestApp, type TestServer } from '../support/app.js';
import { formOf, LoginBrowser, logOutFrom } from '../../scripts/support/login-browser.js';
import { loginEnv } from '../../scripts/support/login-env.js';
import { startTestRedis, type TestRedis } from '../support/redis.js';

// Two instances of the server behind one public origin, sharing one Redis (sessions and the page
// cache), as `gkn serve` twice behind a load balancer: a login started on one completes on the
// other, and the shared page cache never shows one visitor's page to another, on one instance or
// across both (docs/architecture.md §6.3).

const SITE = 'groenkennisnet';
const SESSION_COOKIE = 'gkn.sid';
const LOGIN_STATE_COOKIE = 'gkn.login';
const [anna, joost] = DEMO_ACCOUNTS as [DemoAccount, DemoAccount];
const loggedInAs = (who: DemoAccount) =>
  new RegExp(`Ingelogd als\\s*(<!-- -->)?\\s*</span>\\s*(<!-- -->)?${who.nickname}`);

describe('two instances sharing Redis', () => {
  let redis: TestRedis;
  let identity: DemoIdentity;
  let a: TestServer;
  let b: TestServer;

  before(async () => {
    redis = await startTestRedis();
    identity = await startDemoIdentity({ redisUrl: redis.url, redisPrefix: 'gkn-test:user-api:' });
    const env = { ...loginEnv(identity), REDIS_URL: redis.url };
    a = await startTestApp(env);
    b = await startTestApp(env);
  });
  after(async () => {
    await a?.close();
    await b?.close();
    await identity?.close();
    await redis?.stop();
  });

  /** The public origin both instances serve (the load balancer's); A's port stands in for it. */
  const origin = () => `http://${SITE}.localhost:${a.port}`;
  const host = () => new URL(origin()).host;
  /** A browser on the public origin whose requests reach `server`, with this session cookie. */
  const browserOn = (server: TestServer, sid?: string, loginState?: string) => {
    const browser = new LoginBrowser(origin(), server.url);
    if (sid) browser.jar.set(host(), SESSION_COOKIE, sid);
    if (loginState) browser.jar.set(host(), LOGIN_STATE_COOKIE, loginState);
    return browser;
  };
  const sidOf = (browser: LoginBrowser) => browser.jar.get(host(), SESSION_COOKIE);
  const loginStateOf = (browser: LoginBrowser) => browser.jar.get(host(), LOGIN_STATE_COOKIE);
  const authenticated = async (server: TestServer, sid: string) =>
    JSON.parse((await browserOn(server, sid).go('/auth/session')).body) as { authenticated: boolean };

  /** A full login on `server`; the session cookie's value. */
  async function logIn(server: TestServer, who: DemoAccount): Promise<string> {
    const browser = browserOn(server);
    const form = await browser.follow('/auth/login?returnTo=%2F', { stopAt: (l) => l.startsWith(origin()) });
    const toCallback = await browser.follow(formOf(form).action, {
      form: { username: who.username, password: who.password },
      stopAt: (l) => l.startsWith(origin()),
    });
    assert.equal((await browser.go(toCallback.location!)).res.status, 303);
    return sidOf(browser)!;
  }

  test('a login started on A completes on B, and the session then holds on both', async () => {
    const onA = browserOn(a);
    const form = await onA.follow('/auth/login?returnTo=%2Fover-ons', { stopAt: (l) => l.startsWith(origin()) });
    const pending = loginStateOf(onA);
    assert.ok(pending, "A seals the pending login (state, nonce, PKCE) into the browser's cookie");
    assert.equal(sidOf(onA), undefined, 'and stores no session for it');
    const toCallback = await onA.follow(formOf(form).action, {
      form: { username: anna.username, password: anna.password },
      stopAt: (l) => l.startsWith(origin()),
    });
    assert.ok(toCallback.location?.startsWith(`${origin()}/auth/callback?`));

    const onB = browserOn(b, undefined, pending);
    const landing = await onB.go(toCallback.location!);
    assert.equal(landing.res.status, 303, landing.body.slice(0, 300));
    assert.equal(landing.location, `${origin()}/over-ons`);
    const sid = sidOf(onB)!;
    assert.ok(sid, 'B opened the login state A sealed and created the session');
    assert.equal((await authenticated(b, sid)).authenticated, true);
    assert.equal((await authenticated(a, sid)).authenticated, true, 'A reads the session B stored');
  });

  test('the popup flow started on B completes on A', async () => {
    const onB = browserOn(b);
    const form = await onB.follow('/auth/login?returnTo=%2F&popup=1', { stopAt: (l) => l.startsWith(origin()) });
    const toCallback = await onB.follow(formOf(form).action, {
      form: { username: joost.username, password: joost.password },
      stopAt: (l) => l.startsWith(origin()),
    });
    const onA = browserOn(a, undefined, loginStateOf(onB));
    const done = await onA.go(toCallback.location!);
    assert.equal(done.res.status, 200);
    assert.match(done.body, /opener\.postMessage\(/);
    assert.equal((await authenticated(b, sidOf(onA)!)).authenticated, true);
  });

  test('logout on one instance ends the session on both', async () => {
    const sid = await logIn(a, anna);
    const out = await logOutFrom(browserOn(b, sid), origin(), '/over-ons', '/');
    assert.equal(out.res.status, 303);
    assert.equal((await authenticated(a, sid)).authenticated, false);
  });

  test('the page cache never mixes users: on one instance and across both', async () => {
    const path = '/over-ons';
    const annaSid = await logIn(a, anna);
    const joostSid = await logIn(b, joost);
    assert.equal((await browserOn(a).go(path)).res.status, 200);
    const etag = (await browserOn(a).go(path)).res.headers.get('etag');
    assert.ok(etag, 'the shared anonymous page has an ETag');

    const views: Array<[string, TestServer, string | undefined, DemoAccount | null]> = [
      ['anna on A', a, annaSid, anna],
      ['joost on A', a, joostSid, joost],
      ['joost on B', b, joostSid, joost],
      ['anna on B', b, annaSid, anna],
      ['a visitor on B', b, undefined, null],
      ['a visitor on A', a, undefined, null],
    ];
    for (let round = 0; round < 2; round++) {
      for (const [who, server, sid, account] of views) {
        const page = await browserOn(server, sid).go(path);
        assert.equal(page.res.status, 200, who);
        for (const other of [anna, joost]) {
          if (other === account) assert.match(page.body, loggedInAs(other), `${who} sees their own name`);
          else assert.doesNotMatch(page.body, loggedInAs(other), `${who} never sees ${other.nickname}'s page`);
        }
        if (account) {
          assert.equal(page.res.headers.get('cache-control'), 'private, no-store', who);
          assert.notEqual(page.res.headers.get('x-cache'), 'HIT', `${who}: not from the page cache`);
        } else {
          assert.equal(page.res.headers.get('x-cache'), 'HIT', `${who}: the shared anonymous page`);
          assert.match(page.body, /href="\/auth\/login\?/, `${who}: the login link`);
          assert.doesNotMatch(page.body, /action="\/logout"/, who);
        }
      }
    }

    // A browser that kept the anonymous page asks again after logging in: never a 304 to it.
    for (const server of [a, b]) {
      const again = await browserOn(server, annaSid).go(path, { headers: { 'if-none-match': etag } });
      assert.equal(again.res.status, 200);
      assert.match(again.body, loggedInAs(anna));
    }
    const visitorAgain = await browserOn(b).go(path, { headers: { 'if-none-match': etag } });
    assert.equal(visitorAgain.res.status, 304, 'a visitor revalidates the shared page as usual');

    // The route data of client navigations follows the same rule.
    const viewer = async (server: TestServer, sid?: string) =>
      JSON.parse((await browserOn(server, sid).go(`/_data?${new URLSearchParams({ route: 'root', path })}`)).body).data
        .viewer;
    assert.deepEqual(await viewer(a, annaSid), { name: anna.nickname });
    assert.deepEqual(await viewer(b, joostSid), { name: joost.nickname });
    assert.equal(await viewer(b), null);
    assert.equal(await viewer(a), null);
  });

  test('a page first rendered for a session is not stored: the next visitor, on the other instance, gets a fresh anonymous render', async () => {
    const path = '/nieuws';
    const annaSid = await logIn(a, anna);
    const mine = await browserOn(a, annaSid).go(path);
    assert.equal(mine.res.status, 200);
    assert.match(mine.body, loggedInAs(anna));
    const visitor = await browserOn(b).go(path);
    assert.equal(visitor.res.status, 200);
    assert.equal(visitor.res.headers.get('x-cache'), 'MISS');
    assert.doesNotMatch(visitor.body, loggedInAs(anna));
  });
});

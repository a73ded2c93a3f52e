import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_ACCOUNTS } from '../../src/demo/identity/accounts.js';
import { startDemoIdentity, type DemoIdentity } from '../../src/demo/identity/start.js';
import { startTestApp, type TestServer } from '../support/app.js';
import { formOf, LoginBrowser } from '../../scripts/support/login-browser.js';
import { loginEnv } from '../../scripts/support/login-env.js';
import { startTcpProxy, startTestRedis, type TcpProxy, type TestRedis } from '../support/redis.js';
import { waitUntil } from '../support/wait.js';

// Redis (the sessions' and the page cache's store) goes away: anonymous pages are still served,
// a login can start (its state is a cookie) but cannot be completed, which a readable page says, a visitor with a session cookie is served
// as anonymous, and nothing answers a 500. When Redis is back, the sessions in it are back too.

const SITE = 'groenkennisnet';
const anna = DEMO_ACCOUNTS[0]!;

describe('login with Redis down', () => {
  let redis: TestRedis;
  let proxy: TcpProxy;
  let identity: DemoIdentity;
  let server: TestServer;

  before(async () => {
    redis = await startTestRedis();
    proxy = await startTcpProxy(redis.url);
    identity = await startDemoIdentity();
    server = await startTestApp({ ...loginEnv(identity), REDIS_URL: proxy.url });
  });
  after(async () => {
    await server?.close();
    await identity?.close();
    await proxy?.stop();
    await redis?.stop();
  });

  const origin = () => `http://${SITE}.localhost:${server.port}`;
  const browser = () => new LoginBrowser(origin(), server.url);

  async function logIn(): Promise<LoginBrowser> {
    const b = browser();
    const form = await b.follow('/auth/login?returnTo=%2F', { stopAt: (l) => l.startsWith(origin()) });
    const toCallback = await b.follow(formOf(form).action, {
      form: { username: anna.username, password: anna.password },
      stopAt: (l) => l.startsWith(origin()),
    });
    assert.equal((await b.go(toCallback.location!)).res.status, 303);
    return b;
  }
  const session = async (b: LoginBrowser) =>
    JSON.parse((await b.go('/auth/session')).body) as { authenticated: boolean };

  test('down: pages 200, a completed login a readable 503 page, a session cookie served as anonymous; back: the sessions too', async () => {
    const user = await logIn();
    const other = await logIn();
    assert.equal((await session(user)).authenticated, true);
    await proxy.stop();
    try {
      for (const path of ['/', '/over-ons', '/zoeken/mest']) {
        const page = await browser().go(path);
        assert.equal(page.res.status, 200, `${path} anonymous`);
      }

      // The start stores nothing, so it still goes to the IdP; the callback cannot store the session.
      const starting = browser();
      const form = await starting.follow('/auth/login?returnTo=%2Fover-ons', {
        stopAt: (l) => l.startsWith(origin()),
      });
      const toCallback = await starting.follow(formOf(form).action, {
        form: { username: anna.username, password: anna.password },
        stopAt: (l) => l.startsWith(origin()),
      });
      const login = await starting.go(toCallback.location!);
      assert.equal(login.res.status, 503, login.body.slice(0, 200));
      assert.equal(login.location, null, 'not sent on: the session could not be stored');
      assert.match(login.res.headers.get('content-type') ?? '', /text\/html/);
      assert.match(login.body, /<h1>Inloggen is nu niet mogelijk<\/h1>/);
      assert.match(login.body, /href="\/over-ons"/);

      const page = await user.go('/over-ons');
      assert.equal(page.res.status, 200, 'a page with a session cookie');
      assert.match(page.body, /href="\/auth\/login\?/, 'rendered for a visitor');
      assert.equal((await session(user)).authenticated, false);
      const me = await user.go('/api/me');
      assert.equal(me.res.status, 200);
      assert.deepEqual(JSON.parse(me.body), { user: null });
      const bookmarks = await user.go('/api/bookmarks');
      assert.equal(bookmarks.res.status, 401);
      assert.deepEqual(JSON.parse(bookmarks.body), { error: 'login required' });
      const logout = await user.go('/logout?returnTo=%2Fover-ons');
      assert.equal(logout.res.status, 303);
      assert.equal(logout.location, `${origin()}/over-ons`);
    } finally {
      await proxy.restart();
    }
    // The server reconnects on its own; the sessions kept in Redis are valid again.
    await waitUntil(async () => (await session(other)).authenticated, 15_000, 'a session from before the outage');
    assert.equal((await session(await logIn())).authenticated, true, 'a new login');
  });
});

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO_ACCOUNTS } from '../../src/demo/identity/accounts.js';
import { startDemoIdentity, type DemoIdentity } from '../../src/demo/identity/start.js';
import { SCRIPT_COOKIE } from '../../src/model/readable-cookies.js';
import { startTestApp, type TestServer } from '../support/app.js';
import { formOf, LoginBrowser } from '../../scripts/support/login-browser.js';
import { startTestRedis, type TestRedis } from '../support/redis.js';
import { loginEnv } from '../../scripts/support/login-env.js';

// The cached shell for logged-in visitors (docs/architecture.md §6.6): a logged-in page view from
// a browser that runs our script is the site's shared page, answered from the page cache as
// `private, no-store`, naming nobody; without the script cookie it is rendered for the person, and
// nothing rendered for a person ever becomes the shared page.

const SITE = 'groenkennisnet';
const anna = DEMO_ACCOUNTS[0]!;

let redis: TestRedis;
let identity: DemoIdentity;
let server: TestServer;
before(async () => {
  redis = await startTestRedis();
  identity = await startDemoIdentity();
  server = await startTestApp({ ...loginEnv(identity), REDIS_URL: redis.url });
});
after(async () => {
  await server?.close();
  await identity?.close();
  await redis?.stop();
});

const siteOrigin = () => `http://${SITE}.localhost:${server.port}`;
const host = () => new URL(siteOrigin()).host;

async function loggedIn(): Promise<LoginBrowser> {
  const browser = new LoginBrowser(siteOrigin(), server.url);
  const form = await browser.follow('/auth/login?returnTo=%2F', { stopAt: (l) => l.startsWith(siteOrigin()) });
  const toCallback = await browser.follow(formOf(form).action, {
    form: { username: anna.username, password: anna.password },
    stopAt: (l) => l.startsWith(siteOrigin()),
  });
  await browser.go(toCallback.location!);
  return browser;
}

/** The browser's request with the cookie its script sets once it has run. */
const withScript = (browser: LoginBrowser, path: string) =>
  browser.go(path, { headers: { cookie: `${browser.jar.header(host())}; ${SCRIPT_COOKIE}=1` } });

for (const path of ['/over-ons', '/zoeken/mest?language=nl']) {
  test(`${path}: a logged-in browser that runs our script gets the cached page, kept by no shared cache`, async () => {
    const visitor = new LoginBrowser(siteOrigin(), server.url);
    await visitor.go(path);
    const shared = await visitor.go(path);
    assert.equal(shared.res.headers.get('x-cache'), 'HIT');

    const user = await loggedIn();
    const shell = await withScript(user, path);
    assert.equal(shell.res.status, 200);
    assert.equal(shell.res.headers.get('x-cache'), 'HIT', 'from the page cache, not rendered');
    assert.equal(shell.res.headers.get('cache-control'), 'private, no-store');
    assert.equal(shell.res.headers.get('set-cookie'), null, 'the session is not touched');
    assert.equal(shell.res.headers.get('etag'), shared.res.headers.get('etag'), 'the shared page itself');
    assert.ok(!shell.body.includes(anna.nickname), 'it names nobody');
    assert.ok(!shell.body.includes('action="/logout"'));

    // Its script then asks whose it is: the session route and the route data are the person's.
    const session = JSON.parse((await user.go('/auth/session')).body) as { user?: { name?: string } };
    assert.equal(session.user?.name, anna.nickname);
  });
}

test('without the script cookie a logged-in page is rendered for the person, and never becomes the shared page', async () => {
  const user = await loggedIn();
  const path = '/contact';
  const mine = await user.go(path);
  assert.equal(mine.res.status, 200);
  assert.equal(mine.res.headers.get('cache-control'), 'private, no-store');
  assert.ok(mine.body.includes(anna.nickname), 'the header names the person');
  assert.ok(mine.body.includes('action="/logout"'), 'a logout');

  // A page not in the cache yet: the shell has nothing to show, so the person's page is rendered.
  const uncached = await withScript(user, '/disclaimer');
  assert.equal(uncached.res.status, 200);
  assert.equal(uncached.res.headers.get('cache-control'), 'private, no-store');
  assert.ok(
    uncached.body.includes(anna.nickname),
    `rendered for the person: ${uncached.res.headers.get('x-cache')} ${uncached.body.includes('/auth/login?')}`,
  );

  // Neither render was stored as the shared page.
  const visitor = new LoginBrowser(siteOrigin(), server.url);
  for (const p of [path, '/disclaimer']) {
    const anonymous = await visitor.go(p);
    assert.equal(anonymous.res.headers.get('x-cache'), 'MISS', p);
    assert.ok(!anonymous.body.includes(anna.nickname), p);
    assert.ok(anonymous.body.includes('href="/auth/login?'), `${p}: the login link`);
  }
});

test('the script cookie without a session is an anonymous visit', async () => {
  const visitor = new LoginBrowser(siteOrigin(), server.url);
  await visitor.go('/over-ons');
  const again = await visitor.go('/over-ons', { headers: { cookie: `${SCRIPT_COOKIE}=1` } });
  assert.equal(again.res.headers.get('x-cache'), 'HIT');
  assert.match(again.res.headers.get('cache-control') ?? '', /^public/);
});

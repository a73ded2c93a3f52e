import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO_ACCOUNTS } from '../../src/demo/identity/accounts.js';
import { startDemoIdentity, type DemoIdentity } from '../../src/demo/identity/start.js';
import { startTestApp, type TestServer } from '../support/app.js';
import { formOf, LoginBrowser } from '../../scripts/support/login-browser.js';
import { startTestRedis, type TestRedis } from '../support/redis.js';
import { loginEnv } from '../../scripts/support/login-env.js';

// The header's login state and the shared page cache: the server renders the logged-in header
// for a request with a session (never cached), and the visitor's header, with the login link
// only, for everyone else, before and after a logged-in request for the same address.

const SITE = 'groenkennisnet';
const PATH = '/zoeken/mest';
const anna = DEMO_ACCOUNTS[0]!;
const LOGGED_IN_AS = new RegExp(`Ingelogd als\\s*(<!-- -->)?\\s*</span>\\s*(<!-- -->)?${anna.nickname}`);

let redis: TestRedis;
let identity: DemoIdentity;
let server: TestServer;
before(async () => {
  redis = await startTestRedis();
  identity = await startDemoIdentity();
  server = await startTestApp({
    ...loginEnv(identity),
    REDIS_URL: redis.url,
  });
});
after(async () => {
  await server?.close();
  await identity?.close();
  await redis?.stop();
});

const siteOrigin = () => `http://${SITE}.localhost:${server.port}`;

async function loggedInBrowser(): Promise<LoginBrowser> {
  const browser = new LoginBrowser(siteOrigin(), server.url);
  const form = await browser.follow(`/auth/login?returnTo=${encodeURIComponent(PATH)}`, {
    stopAt: (location) => location.startsWith(siteOrigin()),
  });
  const toCallback = await browser.follow(formOf(form).action, {
    form: { username: anna.username, password: anna.password },
    stopAt: (location) => location.startsWith(siteOrigin()),
  });
  await browser.go(toCallback.location!);
  return browser;
}

test('an anonymous cached page holds no user, also after a logged-in request for the same address', async () => {
  const visitor = new LoginBrowser(siteOrigin(), server.url);
  const first = await visitor.go(PATH);
  assert.equal(first.res.status, 200);
  assert.match(first.body, /href="\/auth\/login\?returnTo=%2Fzoeken%2Fmest&amp;locale=nl"/);
  assert.doesNotMatch(first.body, LOGGED_IN_AS);

  const user = await loggedInBrowser();
  const mine = await user.go(PATH);
  assert.equal(mine.res.status, 200);
  assert.equal(mine.res.headers.get('cache-control'), 'private, no-store');
  assert.match(mine.body, LOGGED_IN_AS, 'the server renders the logged-in header for a session');
  assert.match(mine.body, /<input type="hidden" name="returnTo" value="\/zoeken\/mest"\/>/, 'the logout form');
  assert.match(mine.body, /href="\/mijn-gkn"/);
  assert.doesNotMatch(mine.body, /href="\/auth\/login/);

  const again = await visitor.go(PATH);
  assert.equal(again.res.headers.get('x-cache'), 'HIT');
  assert.doesNotMatch(again.body, new RegExp(anna.nickname));
  assert.doesNotMatch(again.body, /action="\/logout"/);
  assert.match(again.body, /href="\/auth\/login\?/);

  // The browser's route data (client navigations) follows the same rule.
  const data = (path: string, browser: LoginBrowser) =>
    browser.go(`/_data?${new URLSearchParams({ route: 'root', path })}`).then((s) => JSON.parse(s.body));
  assert.deepEqual((await data(PATH, user)).data.viewer, { name: anna.nickname });
  assert.equal((await data(PATH, visitor)).data.viewer, null);
});

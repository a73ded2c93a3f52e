import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startApiWorld, SITE, Visitor, type ApiWorld } from '../support/api-session.js';
import { startTestApp, type TestServer } from '../support/app.js';
import { loginEnv } from '../../scripts/support/login-env.js';
import { storedTokens, type StoredTokens } from '../support/stored-session.js';
import { waitUntil } from '../support/wait.js';

// The silent renewal on the server (requirements §6) once an access token has really expired:
// the stored token is one the user API now refuses, and the next personal call still succeeds
// with a renewed one. An IdP that cannot be reached then ends the session; while the token is
// still valid, the same outage changes nothing. (A refresh the IdP refuses: auth-login.test.ts.)

/** The session's tokens as the server stored them in Redis (the test reads; the browser never sees them). */
function storedTokensOf(world: ApiWorld, visitor: Visitor): Promise<StoredTokens | null> {
  const cookie = visitor.browser.jar.get(`${SITE}.localhost:${world.server.port}`, 'gkn.sid');
  assert.ok(cookie, 'a session cookie');
  return storedTokens(world.redis.url, cookie);
}

/** The user API's own answer to a bearer token (200, or 404 'User not found' for a new user: accepted). */
const userApiStatus = async (world: ApiWorld, token: string) =>
  (await fetch(`${world.identity.userApiUrl}/api/mydata`, { headers: { authorization: `Bearer ${token}` } })).status;

describe('access tokens that expire (2 s)', () => {
  let world: ApiWorld;
  before(async () => {
    world = await startApiWorld({}, { accessTokenTtlSeconds: 2 });
  });
  after(() => world?.close());

  /** Until the user API itself refuses the stored token (its expiry, as the API sees it). */
  const waitForExpiry = (tokens: StoredTokens) =>
    waitUntil(async () => (await userApiStatus(world, tokens.accessToken)) === 401, 10_000, 'the token to expire');

  test('a token that has expired is renewed before the user API is called', async () => {
    const visitor = await new Visitor(world.server).logIn();
    const before = (await storedTokensOf(world, visitor))!;
    await waitForExpiry(before);

    const answer = await visitor.get('/api/bookmarks');
    assert.equal(answer.status, 200, answer.text.slice(0, 200));
    const after = (await storedTokensOf(world, visitor))!;
    assert.notEqual(after.accessToken, before.accessToken, 'a new access token in the session');
    assert.equal(await userApiStatus(world, after.accessToken), 200, 'one the user API accepts');
    assert.doesNotMatch(answer.text + JSON.stringify(answer.headers), /eyJ/, 'no token reaches the browser');
  });

  test('expired and the IdP unreachable: the session ends cleanly', async () => {
    const visitor = await new Visitor(world.server).logIn();
    const before = (await storedTokensOf(world, visitor))!;
    world.identity.setFault('idp', { kind: 'down' }, { pathIncludes: '/token' });
    try {
      await waitForExpiry(before);
      const answer = await visitor.get('/api/bookmarks');
      assert.equal(answer.status, 401);
      assert.deepEqual(answer.json, { error: 'login required' });
      assert.match(answer.headers.getSetCookie().join('\n'), /gkn\.authenticated=;/);
      assert.deepEqual((await visitor.get('/api/me')).json, { user: null });
      assert.equal(await storedTokensOf(world, visitor), null, 'the session is gone from Redis');
    } finally {
      world.identity.setFault('idp', null, { pathIncludes: '/token' });
    }
  });
});

describe('access tokens still valid while the IdP is unreachable', () => {
  let world: ApiWorld;
  before(async () => {
    // Within the renewal margin from the start: every request tries to renew, and fails.
    world = await startApiWorld({}, { accessTokenTtlSeconds: 30 });
  });
  after(() => world?.close());

  test('the renewal fails quietly and the session goes on with its valid token', async () => {
    const visitor = await new Visitor(world.server).logIn();
    const before = (await storedTokensOf(world, visitor))!;
    world.identity.setFault('idp', { kind: 'down' }, { pathIncludes: '/token' });
    try {
      const answer = await visitor.get('/api/bookmarks');
      assert.equal(answer.status, 200);
      assert.notEqual((await visitor.get('/api/me')).json.user, null);
      assert.equal((await storedTokensOf(world, visitor))!.accessToken, before.accessToken);
    } finally {
      world.identity.setFault('idp', null, { pathIncludes: '/token' });
    }
    await visitor.get('/api/me');
    assert.notEqual((await storedTokensOf(world, visitor))!.accessToken, before.accessToken, 'renewed once it can be');
  });
});

describe('an expired token renewed by two instances at once', () => {
  let world: ApiWorld;
  let other: TestServer;
  before(async () => {
    world = await startApiWorld({}, { accessTokenTtlSeconds: 2 });
    other = await startTestApp({ ...loginEnv(world.identity), REDIS_URL: world.redis.url });
  });
  after(async () => {
    await other?.close();
    await world?.close();
  });

  test('requests of one session on both instances at the same moment: one refresh, the session goes on', async () => {
    const visitor = await new Visitor(world.server).logIn();
    /** The same browser, its request reaching the other instance (behind one public origin). */
    const onOther = (path: string) => visitor.call('GET', path, { listener: other.url });
    for (let round = 0; round < 2; round++) {
      const before = (await storedTokensOf(world, visitor))!;
      await waitUntil(async () => (await userApiStatus(world, before.accessToken)) === 401, 10_000, 'expiry');
      const answers = await Promise.all([
        visitor.get('/api/bookmarks'),
        onOther('/api/bookmarks'),
        visitor.get('/api/bookmarks'),
        onOther('/api/bookmarks'),
      ]);
      assert.deepEqual(
        answers.map((a) => a.status),
        [200, 200, 200, 200],
        `round ${round}: ${answers.map((a) => a.text.slice(0, 80)).join(' | ')}`,
      );
      assert.notEqual((await visitor.get('/api/me')).json.user, null, `round ${round}: still logged in`);
    }
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Redis } from 'ioredis';
import { SESSION_KEY_PREFIX } from '../../src/auth/session-store.js';
import { startApiWorld, Visitor, type ApiWorld } from '../support/api-session.js';

// docs/architecture.md §6.3: starting a login stores nothing on the server. Its state (state,
// nonce, PKCE verifier, return path) rides in a sealed cookie that lives minutes; the session is
// created only when the login succeeds; and login starts are limited per client address, past the
// limit with a readable 429 page.

const LIMIT = 12;

describe('login starts', () => {
  let world: ApiWorld;
  let redis: Redis;
  const sessionKeys = async () => (await redis.keys(`${SESSION_KEY_PREFIX}*`)).length;

  before(async () => {
    world = await startApiWorld({ LOGIN_LIMIT_PER_ADDRESS: String(LIMIT), LOGIN_LIMIT_WINDOW_S: '600' });
    redis = new Redis(world.redis.url);
  });
  after(async () => {
    redis?.disconnect();
    await world?.close();
  });

  test('many logins started store no session; only a completed one does; past the limit a readable 429', async () => {
    const visitor = await new Visitor(world.server).logIn();
    assert.equal(await sessionKeys(), 1, 'the completed login has its session');
    const keysBefore = await redis.dbsize();

    for (let i = 1; i < LIMIT; i++) {
      const start = await new Visitor(world.server).get(`/auth/login?returnTo=%2Fover-ons&locale=nl`);
      assert.equal(start.status, 303, `start ${i}: ${start.text.slice(0, 200)}`);
      const cookies = start.headers.getSetCookie();
      assert.equal(cookies.length, 1, cookies.join('\n'));
      const [stateCookie] = cookies as [string];
      assert.match(stateCookie, /^gkn\.login=[^;]+;/);
      assert.match(stateCookie, /Max-Age=600;/, 'minutes, not the session hours');
      assert.match(stateCookie, /HttpOnly/);
      assert.match(stateCookie, /SameSite=Lax/);
      assert.ok(stateCookie.length < 1200, `a small cookie: ${stateCookie.length} bytes`);
      assert.doesNotMatch(stateCookie, /over-ons|state=|nonce/, 'sealed: the browser cannot read it');
    }
    assert.equal(await sessionKeys(), 1, 'no session was stored for a login start');
    // The rate-limit counter of this address is the only key the starts added.
    assert.ok((await redis.dbsize()) - keysBefore <= 1, `keys grew by ${(await redis.dbsize()) - keysBefore}`);

    const refused = await new Visitor(world.server).get('/auth/login?returnTo=%2Fover-ons&locale=nl');
    assert.equal(refused.status, 429);
    assert.ok(Number(refused.headers.get('retry-after')) > 0, 'Retry-After says how long');
    assert.match(refused.headers.get('content-type') ?? '', /text\/html/);
    assert.match(refused.headers.get('cache-control') ?? '', /no-store/);
    assert.match(refused.text, /<h1>Te veel inlogpogingen<\/h1>/);
    assert.match(refused.text, /<a href="\/over-ons">/, 'and a way back to the page');
    assert.equal(refused.headers.get('set-cookie'), null);

    const english = await new Visitor(world.server).get('/auth/login?returnTo=%2F&locale=en');
    assert.equal(english.status, 429);
    assert.match(english.text, /Too many login attempts/);

    assert.ok((await visitor.get('/api/me')).json.user, 'the logged-in visitor is still logged in');
  });

  test('a login state cookie that was altered, or sealed under another secret, is refused with the readable page', async () => {
    const visitor = new Visitor(world.server);
    const host = `groenkennisnet.localhost:${world.server.port}`;
    for (const value of ['garbage', 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..AAAA.BBBB.CCCC']) {
      visitor.browser.jar.set(host, 'gkn.login', value);
      const answer = await visitor.get('/auth/callback?code=abc&state=xyz');
      assert.equal(answer.status, 400, value);
      assert.match(answer.text, /Inloggen is niet gelukt/);
      assert.match(answer.headers.getSetCookie().join('\n'), /gkn\.login=;/, 'and the cookie is cleared');
    }
  });
});

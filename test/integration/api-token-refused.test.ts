import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startApiWorld, Visitor, type ApiWorld } from '../support/api-session.js';

// The user API refuses the session's access token (401) although the session thinks it valid
// (revoked, keys rotated): the server renews the token once and tries again; when that does not
// help, the session ends cleanly: 401 JSON (a form post goes to the login), both cookies cleared,
// and the visitor is anonymous from then on, with the login link in the page's header.

describe('personal API: the user API refuses the session’s token', () => {
  let world: ApiWorld;
  before(async () => {
    world = await startApiWorld();
  });
  after(() => world?.close());

  const assertEnded = async (visitor: Visitor, answer: { headers: Headers }) => {
    const cleared = answer.headers.getSetCookie().join('\n');
    assert.match(cleared, /gkn\.sid=;/, 'the session cookie is cleared');
    assert.match(cleared, /gkn\.authenticated=;/, 'the flag cookie is cleared');
    // The browser still sends its old cookie: the server no longer knows that session.
    assert.deepEqual((await visitor.get('/api/me')).json, { user: null });
    const page = await visitor.get('/over-ons');
    assert.equal(page.status, 200);
    assert.match(page.text, /href="\/auth\/login\?/, 'the page shows the login link');
  };

  test('refused again after a renewed token: 401 JSON and the session ends', async () => {
    const visitor = await new Visitor(world.server).logIn();
    assert.equal((await visitor.get('/api/bookmarks')).status, 200);
    world.identity.setFault('userapi', { kind: 'status', status: 401 });
    try {
      const answer = await visitor.get('/api/bookmarks');
      assert.equal(answer.status, 401);
      assert.deepEqual(answer.json, { error: 'login required' });
      assert.equal(answer.headers.get('cache-control'), 'private, no-store');
      await assertEnded(visitor, answer);
    } finally {
      world.identity.setFault('userapi', null);
    }
  });

  test('the renewal itself refused by the IdP: the session ends at once', async () => {
    const visitor = await new Visitor(world.server).logIn();
    world.identity.setFault('userapi', { kind: 'status', status: 401 });
    world.identity.setFault('idp', { kind: 'status', status: 400 }, { pathIncludes: '/token' });
    try {
      const answer = await visitor.get('/api/mydata');
      assert.equal(answer.status, 401);
      await assertEnded(visitor, answer);
    } finally {
      world.identity.setFault('userapi', null);
      world.identity.setFault('idp', null, { pathIncludes: '/token' });
    }
  });

  test('a form post (no JavaScript) goes to the login and back, its session ended', async () => {
    const visitor = await new Visitor(world.server).logIn();
    await visitor.formToken();
    world.identity.setFault('userapi', { kind: 'status', status: 401 });
    try {
      const answer = await visitor.postForm('/api/bookmarks', { id: 'x1', returnTo: '/over-ons' });
      assert.equal(answer.status, 303);
      assert.equal(answer.location, '/auth/login?returnTo=%2Fover-ons');
      await assertEnded(visitor, answer);
    } finally {
      world.identity.setFault('userapi', null);
    }
  });

  test('a user API refusing nothing leaves the session alone', async () => {
    const visitor = await new Visitor(world.server).logIn();
    const answer = await visitor.get('/api/bookmarks');
    assert.equal(answer.status, 200);
    assert.doesNotMatch(answer.headers.getSetCookie().join('\n'), /gkn\.sid=;/);
    assert.notEqual((await visitor.get('/api/me')).json.user, null);
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startApiWorld, Visitor, type ApiWorld } from '../support/api-session.js';
import { formOf, LoginBrowser } from '../../scripts/support/login-browser.js';
import { DEMO_ACCOUNTS } from '../../src/demo/identity/accounts.js';

// An identity provider that goes down after the server discovered it (auth-idp-down.test.ts covers
// one that is down at start): the login says it is unavailable instead of sending the browser to
// a dead address, a callback that cannot reach the token endpoint gets the same calm page, logout
// still ends our session and comes back, and the site's pages do not notice.

describe('login with an identity provider that goes down after start', () => {
  let world: ApiWorld;
  before(async () => {
    world = await startApiWorld();
    // The server has discovered the IdP: a login goes to its form.
    const visitor = await new Visitor(world.server).logIn();
    assert.notEqual((await visitor.get('/api/me')).json.user, null);
  });
  after(() => world?.close());

  const origin = () => `http://groenkennisnet.localhost:${world.server.port}`;
  const browser = () => new LoginBrowser(origin(), world.server.url);

  test('the login control leads to a readable "unavailable" page (503, nl and en), not to the dead IdP', async () => {
    world.identity.setFault('idp', { kind: 'down' });
    try {
      const nl = await browser().go('/auth/login?returnTo=%2Fover-ons&locale=nl');
      assert.equal(nl.res.status, 503);
      assert.equal(nl.location, null, 'no redirect to the identity provider');
      assert.equal(nl.res.headers.get('cache-control'), 'no-store');
      assert.match(nl.body, /<h1>Inloggen is nu niet mogelijk<\/h1>/);
      assert.match(nl.body, /href="\/over-ons"/, 'a way back to the page');
      const popup = await browser().go('/auth/login?returnTo=%2F&locale=en&popup=1');
      assert.equal(popup.res.status, 503);
      assert.match(popup.body, /Logging in is not possible right now/);
      for (const path of ['/', '/over-ons']) assert.equal((await browser().go(path)).res.status, 200, path);
    } finally {
      world.identity.setFault('idp', null);
    }
    const back = await browser().go('/auth/login?returnTo=%2F');
    assert.equal(back.res.status, 303, 'once the IdP is back, the login goes there again');
    assert.ok(back.location?.startsWith(world.identity.issuer));
  });

  test('a failing IdP (5xx) counts as down', async () => {
    world.identity.setFault('idp', { kind: 'status', status: 502 });
    try {
      const answer = await browser().go('/auth/login?returnTo=%2F');
      assert.equal(answer.res.status, 503);
    } finally {
      world.identity.setFault('idp', null);
    }
  });

  test('the IdP going down between its form and the callback: the calm page, still anonymous', async () => {
    const b = browser();
    const form = await b.follow('/auth/login?returnTo=%2Fover-ons', { stopAt: (l) => l.startsWith(origin()) });
    const account = DEMO_ACCOUNTS[0]!;
    const toCallback = await b.follow(formOf(form).action, {
      form: { username: account.username, password: account.password },
      stopAt: (l) => l.startsWith(origin()),
    });
    world.identity.setFault('idp', { kind: 'down' }, { pathIncludes: '/token' });
    try {
      const answer = await b.go(toCallback.location!);
      assert.equal(answer.res.status, 503);
      assert.match(answer.body, /Inloggen is nu niet mogelijk/);
      assert.match(answer.body, /href="\/over-ons"/);
      assert.equal(JSON.parse((await b.go('/auth/session')).body).authenticated, false);
    } finally {
      world.identity.setFault('idp', null, { pathIncludes: '/token' });
    }
  });

  test('logout with the IdP down ends our session and comes straight back to the page', async () => {
    const visitor = await new Visitor(world.server).logIn();
    world.identity.setFault('idp', { kind: 'down' });
    try {
      const out = await visitor.postForm('/logout', { returnTo: '/over-ons' });
      assert.equal(out.status, 303);
      assert.equal(out.location, '/over-ons');
      assert.deepEqual((await visitor.get('/api/me')).json, { user: null });
    } finally {
      world.identity.setFault('idp', null);
    }
  });
});

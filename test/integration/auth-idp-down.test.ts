import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestServer } from '../support/app.js';
import { LoginBrowser } from '../../scripts/support/login-browser.js';
import { freePort } from '../support/redis.js';

// An identity provider that cannot be reached at start: the server still starts and serves
// every anonymous page; the login says it is unavailable instead of failing.

describe('login with an unreachable identity provider', () => {
  let server: TestServer;

  before(async () => {
    const nobody = `http://127.0.0.1:${await freePort()}`;
    server = await startTestApp({
      OIDC_ISSUER: nobody,
      OIDC_CLIENT_ID: 'gkn-web',
      OIDC_CLIENT_SECRET: 'secret',
      USER_API_URL: `${nobody}/user-api`,
    });
  });
  after(() => server?.close());

  const browser = () => new LoginBrowser(`http://groenkennisnet.localhost:${server.port}`, server.url);

  test('anonymous pages are served and cached as before', async () => {
    const b = browser();
    assert.equal((await b.go('/over-ons')).res.status, 200);
    const again = await b.go('/over-ons');
    assert.equal(again.res.headers.get('x-cache'), 'HIT');
  });

  test('the login answers 503 with a notice in the page language, never cached', async () => {
    const nl = await browser().go('/auth/login?returnTo=/over-ons');
    assert.equal(nl.res.status, 503);
    assert.equal(nl.res.headers.get('cache-control'), 'no-store');
    assert.match(nl.body, /Inloggen is nu niet mogelijk/);
    assert.match(nl.body, /href="\/over-ons"/);
    const en = await browser().go('/auth/login?locale=en');
    assert.match(en.body, /Logging in is not possible right now/);
  });

  test('logout still ends our session and returns to the path', async () => {
    const out = await browser().go('/logout?returnTo=/over-ons');
    assert.equal(out.res.status, 303);
    assert.ok(out.location?.endsWith('/over-ons'));
  });
});

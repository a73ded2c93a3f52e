import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startApiWorld, Visitor, type ApiWorld } from '../support/api-session.js';
import { DEMO_ACCOUNTS } from '../../src/demo/identity/accounts.js';
import { formOf, LoginBrowser } from '../../scripts/support/login-browser.js';

// requirements §10.5: the return path of the login, the popup's last page, /logout and the IdP's
// logout return (/auth/logged-out?state=) is a path on this site or home, whatever is asked:
// absolute URLs, protocol-relative ones, backslashes, and their percent-encoded forms.

/** Each as the raw query value (already percent-encoded where the attack needs it). */
const FOREIGN = [
  'https%3A%2F%2Fevil.example%2Fx',
  'http:evil.example',
  '%2F%2Fevil.example%2Fx',
  '//evil.example/x',
  '%2F%5Cevil.example',
  '/%5C/evil.example',
  '%5C%5Cevil.example',
  '%2F%09%2Fevil.example',
  '%20%2F%2Fevil.example',
  '%252F%252Fevil.example',
  'javascript%3Aalert(1)',
  '%2F%2F%2Fevil.example',
  'evil.example',
] as const;

describe('no open redirect through a return path', () => {
  let world: ApiWorld;
  before(async () => {
    world = await startApiWorld();
  });
  after(() => world?.close());

  const origin = () => `http://groenkennisnet.localhost:${world.server.port}`;
  /** A Location stays on this site (what a browser would make of it). */
  const assertOnSite = (location: string | null, what: string) => {
    assert.ok(location, `${what}: a redirect`);
    assert.equal(new URL(location, origin()).origin, origin(), `${what} → ${location}`);
  };
  const assertHome = (location: string | null, what: string) => {
    assertOnSite(location, what);
    assert.equal(new URL(location!, origin()).pathname, '/', `${what} → ${location}`);
  };

  test('/logout without a session: home for every foreign return path', async () => {
    for (const value of FOREIGN) {
      const out = await new LoginBrowser(origin(), world.server.url).go(`/logout?returnTo=${value}`);
      assert.equal(out.res.status, 303, value);
      assertHome(out.location, `/logout ${value}`);
    }
  });

  test('/auth/logged-out (where the IdP returns after logout): home for every foreign state', async () => {
    for (const value of FOREIGN) {
      const out = await new LoginBrowser(origin(), world.server.url).go(`/auth/logged-out?state=${value}`);
      assert.equal(out.res.status, 303, value);
      assertHome(out.location, `/auth/logged-out ${value}`);
    }
  });

  test('logout with a session: the return path the IdP carries back is already home', async () => {
    const visitor = await new Visitor(world.server).logIn();
    const out = await visitor.postForm('/logout', { returnTo: decodeURIComponent(FOREIGN[0]!) });
    assert.ok(out.location?.startsWith(world.identity.issuer), `to the IdP: ${out.status} ${out.location}`);
    assert.equal(new URL(out.location!).searchParams.get('state'), '/');
  });

  test('the /logout page of a logged-in visitor: its button returns home for every foreign return path', async () => {
    const visitor = await new Visitor(world.server).logIn();
    for (const value of FOREIGN) {
      const page = await visitor.get(`/logout?returnTo=${value}`);
      assert.equal(page.status, 200, value);
      const form = [...page.text.matchAll(/<form[^>]*action="\/logout"[^>]*>(.*?)<\/form>/gs)].at(-1)?.[1] ?? '';
      assert.match(form, /name="returnTo" value="\/"/, value);
    }
  });

  test('login: every foreign return path is stored as home (seen when the visitor cancels at the IdP)', async () => {
    for (const value of FOREIGN) {
      const visitor = new Visitor(world.server);
      const started = await visitor.browser.go(`/auth/login?returnTo=${value}`);
      assert.equal(started.res.status, 303, value);
      // The visitor cancels at the IdP: the same stored return path, without a full login each time.
      const state = new URL(started.location!).searchParams.get('state')!;
      const back = await visitor.browser.go(`/auth/callback?error=access_denied&state=${encodeURIComponent(state)}`);
      assert.equal(back.res.status, 303, value);
      assertHome(back.location, `login ${value}`);
    }
  });

  test('login completed: a foreign return path lands home (full page), the popup page links home', async () => {
    for (const value of [FOREIGN[2], FOREIGN[5]]) {
      const visitor = new Visitor(world.server);
      const landing = await loginWith(visitor, `returnTo=${value}`);
      assert.equal(landing.res.status, 303);
      assertHome(landing.location, `login ${value}`);
      const popup = await loginWith(new Visitor(world.server), `returnTo=${value}&popup=1`);
      assert.equal(popup.res.status, 200);
      assert.match(popup.body, /<a href="\/">/, `popup ${value}`);
      assert.match(popup.body, /location\.replace\("\/"\)/, `popup ${value}`);
    }
  });

  test('a path on the site is kept, query included', async () => {
    const out = await new LoginBrowser(origin(), world.server.url).go(
      `/logout?returnTo=${encodeURIComponent('/zoeken/mest?pagina=2')}`,
    );
    assert.equal(out.location, `${origin()}/zoeken/mest?pagina=2`);
  });

  /** A full login through the IdP's form; the site's answer to the callback. */
  async function loginWith(visitor: Visitor, query: string) {
    const form = await visitor.browser.follow(`/auth/login?${query}`, { stopAt: (l) => l.startsWith(origin()) });
    const toCallback = await visitor.browser.follow(formOf(form).action, {
      form: { username: DEMO_ACCOUNTS[0]!.username, password: DEMO_ACCOUNTS[0]!.password },
      stopAt: (l) => l.startsWith(origin()),
    });
    return visitor.browser.go(toCallback.location!);
  }
});

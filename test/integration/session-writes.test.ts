import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_ACCOUNTS } from '../../src/demo/identity/accounts.js';
import { realItemIds, SITE, startApiWorld, Visitor, type ApiWorld } from '../support/api-session.js';
import { rawSocketRequest } from '../support/raw-request.js';

// docs/security.md "Sessions, cookies and production defaults": no GET changes state, and a write
// made with a session needs more than the form token every cached page publishes: a same-origin
// signal (Origin or Sec-Fetch-Site) from the browser. Attacks are sent as an attacker would, on a
// raw socket with exactly the headers given.

const account = DEMO_ACCOUNTS[0]!;

describe('writes with a session', () => {
  let world: ApiWorld;
  let itemId: string;

  before(async () => {
    world = await startApiWorld();
    [{ id: itemId }] = (await realItemIds(world.server, 1)) as [{ id: string; title: string }];
  });
  after(() => world?.close());

  const host = () => `${SITE}.localhost:${world.server.port}`;
  const loggedIn = async (visitor: Visitor) => (await visitor.get('/api/me')).json.user?.name === account.nickname;
  /** A write on a raw socket with the visitor's cookies and the page's token, and only `extra` besides. */
  const rawWrite = async (visitor: Visitor, path: string, body: string, type: string, extra: Record<string, string>) =>
    rawSocketRequest(world.server.url, {
      method: 'POST',
      path,
      headers: { host: host(), cookie: visitor.browser.jar.header(host()), 'content-type': type, ...extra },
      body,
    });

  test('GET /logout changes nothing: a logged-in visitor gets the page with the logout button', async () => {
    const visitor = await new Visitor(world.server).logIn(account);
    // As a cross-site page would trigger it: an image, a link, a top-level navigation.
    const page = await visitor.get('/logout?returnTo=%2Fover-ons', { 'sec-fetch-site': 'cross-site' });
    assert.equal(page.status, 200);
    assert.match(page.text, /<h1[^>]*>Uitloggen<\/h1>/);
    // The page's own form (the header's comes first and posts the same way).
    const forms = [...page.text.matchAll(/<form[^>]*action="\/logout"[^>]*method="post"[^>]*>(.*?)<\/form>/gs)];
    const form = forms.at(-1)?.[1] ?? '';
    assert.match(form, /name="returnTo" value="\/over-ons"/);
    assert.match(form, /<button type="submit"[^>]*>Uitloggen<\/button>/);
    assert.ok(await loggedIn(visitor), 'still logged in');
  });

  test('POST /logout without the token, cross-site, or with neither Origin nor Sec-Fetch-Site logs nobody out', async () => {
    const visitor = await new Visitor(world.server).logIn(account);
    const token = await visitor.formToken();
    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    const urlencoded = 'application/x-www-form-urlencoded';
    const attempts: Array<[string, string, Record<string, string>]> = [
      ['no token', form({ returnTo: '/' }), { origin: visitor.origin }],
      ['a forged token', form({ token: 'abc.def', returnTo: '/' }), { origin: visitor.origin }],
      ['a foreign Origin', form({ token, returnTo: '/' }), { origin: 'https://evil.example' }],
      ['cross-site Fetch Metadata', form({ token, returnTo: '/' }), { 'sec-fetch-site': 'cross-site' }],
      ['neither Origin nor Sec-Fetch-Site', form({ token, returnTo: '/' }), {}],
    ];
    for (const [what, body, extra] of attempts) {
      const answer = await rawWrite(visitor, '/logout', body, urlencoded, extra);
      assert.equal(answer.status, 303, `${what}: ${JSON.stringify(answer)}`);
      assert.equal(answer.headers.location, '/logout?returnTo=%2F', `${what}: back to the page with the button`);
      assert.ok(await loggedIn(visitor), `${what}: still logged in`);
    }
    const out = await rawWrite(visitor, '/logout', form({ token, returnTo: '/over-ons' }), urlencoded, {
      origin: visitor.origin,
    });
    assert.equal(out.status, 303);
    assert.ok(!(await loggedIn(visitor)), 'the post from our own page logs out');
  });

  test('a personal API write with a session needs a same-origin signal besides the token', async () => {
    const visitor = await new Visitor(world.server).logIn(account);
    const token = await visitor.formToken();
    const json = 'application/json';
    const body = (bookmarked: boolean) => JSON.stringify({ id: itemId, bookmarked, token });
    const bare = await rawWrite(visitor, '/api/bookmarks', body(true), json, {});
    assert.equal(bare.status, 403, bare.body);
    assert.match(bare.headers['cache-control'] ?? '', /no-store/);
    assert.ok(JSON.parse(bare.body).error, 'a readable JSON refusal');
    assert.deepEqual((await visitor.get('/api/bookmarks')).json.ids, [], 'nothing was bookmarked');

    const fetchMetadata = await rawWrite(visitor, '/api/bookmarks', body(true), json, {
      'sec-fetch-site': 'same-origin',
    });
    assert.equal(fetchMetadata.status, 200, fetchMetadata.body);
    const origin = await rawWrite(visitor, '/api/bookmarks', body(false), json, { origin: visitor.origin });
    assert.equal(origin.status, 200, origin.body);
    assert.deepEqual((await visitor.get('/api/bookmarks')).json.ids, []);
  });

  test('without a session the token alone still reaches the route (which asks for a login)', async () => {
    const visitor = new Visitor(world.server);
    const token = await visitor.formToken();
    const answer = await rawWrite(
      visitor,
      '/api/bookmarks',
      JSON.stringify({ id: itemId, token }),
      'application/json',
      {},
    );
    assert.equal(answer.status, 401, answer.body);
  });
});

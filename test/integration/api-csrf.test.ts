import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { realItemIds, SITE, startApiWorld, Visitor, type ApiWorld } from '../support/api-session.js';
import { LoginBrowser } from '../../scripts/support/login-browser.js';

// CSRF on every write of the personal API (docs/decisions/005): each POST under /api, a route
// that does not exist included, is refused 403 without the page's form token, with another
// site's token, or when the browser says another origin sent it; and nothing changes. A logged-in
// visitor, so a refusal can only come from the write check.

const OTHER_INTERACTIVE_SITE = 'green-knowledge-network';

describe('personal API: CSRF on every write', () => {
  let world: ApiWorld;
  let visitor: Visitor;
  let item: string;
  let otherSiteToken: string;
  let ownComment: string;

  before(async () => {
    world = await startApiWorld();
    visitor = await new Visitor(world.server).logIn();
    item = (await realItemIds(world.server, 1))[0]!.id;
    const other = new LoginBrowser(`http://${OTHER_INTERACTIVE_SITE}.localhost:${world.server.port}`, world.server.url);
    const page = await other.go('/');
    otherSiteToken = /"formToken":"([^"]+)"/.exec(page.body)?.[1] ?? '';
    assert.ok(otherSiteToken, 'the other site’s page carries a form token');
    const posted = await visitor.postJson('/api/comments', { item, text: 'Mijn reactie' });
    assert.equal(posted.status, 201);
    ownComment = posted.json.comment.id;
  });
  after(() => world?.close());

  /** Every write route with a body that would succeed, and a route that does not exist. */
  const writes = () =>
    [
      ['/api/bookmarks', { id: item, bookmarked: '1' }],
      ['/api/comments', { item, text: 'Vals' }],
      ['/api/comments/delete', { id: ownComment }],
      ['/api/bestaat-niet', { id: 'x' }],
    ] as const;

  const state = async () => ({
    bookmarks: (await visitor.get('/api/bookmarks')).json.ids,
    comments: (await visitor.get(`/api/comments?item=${encodeURIComponent(item)}`)).json.comments.length,
  });

  test('JSON writes: no token, a forged token, another site’s token, a foreign Origin, cross-site Fetch Metadata', async () => {
    const before = await state();
    for (const [path, body] of writes()) {
      const variants = {
        'no token': () => visitor.postJson(path, { ...body, token: undefined }),
        'forged token': () => visitor.postJson(path, { ...body, token: 'abc.def' }),
        "another site's token": () => visitor.postJson(path, { ...body, token: otherSiteToken }),
        'foreign Origin': async () =>
          visitor.call('POST', path, {
            body: JSON.stringify({ ...body, token: await visitor.formToken() }),
            headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
          }),
        'Origin null': async () =>
          visitor.call('POST', path, {
            body: JSON.stringify({ ...body, token: await visitor.formToken() }),
            headers: { 'content-type': 'application/json', origin: 'null' },
          }),
        'cross-site': () => visitor.postJson(path, body, { 'sec-fetch-site': 'cross-site' }),
        'same-site (another subdomain)': () => visitor.postJson(path, body, { 'sec-fetch-site': 'same-site' }),
      };
      for (const [name, send] of Object.entries(variants)) {
        const answer = await send();
        assert.equal(answer.status, 403, `${path}, ${name}: ${answer.text.slice(0, 200)}`);
        assert.match(answer.json?.error ?? '', /form token/, `${path}, ${name}`);
        assert.equal(answer.headers.get('cache-control'), 'private, no-store');
      }
    }
    assert.deepEqual(await state(), before, 'nothing changed');
  });

  test('form posts (no JavaScript): no token or a foreign Origin gets the readable expired-form page', async () => {
    const before = await state();
    for (const [path, body] of writes()) {
      const fields = { ...body, returnTo: '/over-ons' };
      for (const answer of [
        await visitor.call('POST', path, {
          body: new URLSearchParams(fields).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: visitor.origin },
        }),
        await visitor.postForm(path, fields, { origin: 'https://evil.example' }),
        await visitor.postForm(path, fields, { origin: `http://evil.localhost:${world.server.port}` }),
      ]) {
        assert.equal(answer.status, 403, `${path}: ${answer.text.slice(0, 200)}`);
        assert.match(answer.text, /<h1>Dit formulier is verlopen/, path);
        assert.match(answer.text, /href="\/over-ons"/, `${path}: a way back`);
        assert.doesNotMatch(answer.text, /at \w+ \(/, 'no stack trace');
      }
    }
    assert.deepEqual(await state(), before, 'nothing changed');
  });

  test('the same writes with the page’s token from this site’s own page succeed', async () => {
    const answer = await visitor.postJson('/api/bookmarks', { id: item, bookmarked: true });
    assert.equal(answer.status, 200);
    assert.ok(answer.json.ids.includes(item));
    const unknown = await visitor.postJson('/api/bestaat-niet', { id: 'x' });
    assert.equal(unknown.status, 404, 'past the write check, a route that does not exist is 404');
    const origin = await visitor.postForm('/api/bookmarks', { id: item, bookmarked: '0', returnTo: '/' });
    assert.equal(origin.status, 303, `a same-origin form post on ${SITE}`);
  });
});

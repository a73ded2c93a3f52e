import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { realItemIds, startApiWorld, Visitor, type ApiWorld } from '../support/api-session.js';

// A user API that is down, failing or slow never becomes an error page: every personal route
// answers 503 JSON (logged), /api/me still answers, and the site's pages are served as before.

describe('personal API: the user API down', () => {
  let world: ApiWorld;
  let item: string;
  let visitor: Visitor;

  before(async () => {
    world = await startApiWorld({ UPSTREAM_TIMEOUT_MS: '500' });
    item = (await realItemIds(world.server, 1))[0]!.id;
    visitor = await new Visitor(world.server).logIn();
  });
  after(() => world?.close());

  const everyRoute = async () => [
    await visitor.get('/api/bookmarks'),
    await visitor.postJson('/api/bookmarks', { id: item, bookmarked: true }),
    await visitor.get(`/api/comments?item=${encodeURIComponent(item)}`),
    await visitor.postJson('/api/comments', { item, text: 'Hallo' }),
    await visitor.postJson('/api/comments/delete', { id: '1' }),
    await visitor.get('/api/mydata'),
  ];

  for (const [name, fault] of [
    ['down (connection reset)', { kind: 'down' }],
    ['answering 500', { kind: 'status', status: 500 }],
    ['slower than the timeout', { kind: 'slow', ms: 2000 }],
  ] as const) {
    test(`${name}: 503 JSON on every personal route; /api/me and the pages unaffected`, async () => {
      world.identity.setFault('userapi', fault);
      try {
        for (const answer of await everyRoute()) {
          assert.equal(answer.status, 503, answer.text.slice(0, 200));
          assert.deepEqual(answer.json, { error: 'the personal service is unavailable' });
          assert.equal(answer.headers.get('cache-control'), 'private, no-store');
        }
        const form = await visitor.postForm('/api/comments', { item, text: 'Hallo', returnTo: '/' });
        assert.equal(form.status, 503);
        assert.match(form.text, /<h1>Dit lukt nu even niet/, 'a form post gets a calm page, not an error page');
        assert.equal((await visitor.get('/api/me')).json.user.id, 'anna');
        for (const page of ['/', '/over-ons']) {
          assert.equal((await visitor.get(page)).status, 200, `${page} with a session`);
          assert.equal((await new Visitor(world.server).get(page)).status, 200, `${page} anonymous`);
        }
      } finally {
        world.identity.setFault('userapi', null);
      }
      assert.equal((await visitor.get('/api/bookmarks')).status, 200, 'back once the user API is');
    });
  }
});

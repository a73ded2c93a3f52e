import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_ACCOUNTS } from '../../src/demo/identity/accounts.js';
import { realItemIds, startApiWorld, Visitor, type ApiWorld } from '../support/api-session.js';

// Comment posting is rate-limited per user and per client address (COMMENT_LIMIT_*), counted in
// the shared Redis: over a limit the answer is 429 with Retry-After and nothing is posted.

const [anna, joost, emily] = DEMO_ACCOUNTS;

describe('personal API: comment rate limits', () => {
  let world: ApiWorld;
  let item: string;

  before(async () => {
    world = await startApiWorld({
      COMMENT_LIMIT_WINDOW_S: '600',
      COMMENT_LIMIT_PER_USER: '2',
      COMMENT_LIMIT_PER_ADDRESS: '4',
    });
    item = (await realItemIds(world.server, 1))[0]!.id;
  });
  after(() => world?.close());

  const count = async (visitor: Visitor) =>
    (await visitor.get(`/api/comments?item=${encodeURIComponent(item)}`)).json.comments.length as number;

  test('per user: the third comment within the window is 429 with Retry-After, and not posted', async () => {
    const visitor = await new Visitor(world.server).logIn(anna);
    for (const text of ['een', 'twee']) {
      assert.equal((await visitor.postJson('/api/comments', { item, text })).status, 201);
    }
    const limited = await visitor.postJson('/api/comments', { item, text: 'drie' });
    assert.equal(limited.status, 429);
    assert.match(limited.json.error, /^too many comments: try again in \d+ seconds$/);
    const retryAfter = Number(limited.headers.get('retry-after'));
    assert.ok(retryAfter > 0 && retryAfter <= 600, `Retry-After ${retryAfter}`);
    assert.equal(limited.headers.get('cache-control'), 'private, no-store');
    assert.equal(await count(visitor), 2);
    const form = await visitor.postForm('/api/comments', { item, text: 'vier', returnTo: '/' });
    assert.equal(form.status, 429, 'the no-JavaScript post gets the rate-limit page');
    assert.match(form.text, /<h1>/);
    assert.equal(await count(visitor), 2);
  });

  test('per address: other users from the same address are limited too', async () => {
    // The address has counted 4 posts already (anna's two, and her two refused ones).
    const visitor = await new Visitor(world.server).logIn(joost);
    const limited = await visitor.postJson('/api/comments', { item, text: 'van joost' });
    assert.equal(limited.status, 429);
    assert.equal(await count(visitor), 2);
    const other = await new Visitor(world.server).logIn(emily);
    assert.equal((await other.postJson('/api/comments', { item, text: 'from emily' })).status, 429);
  });
});

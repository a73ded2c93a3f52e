import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_ACCOUNTS } from '../../src/demo/identity/accounts.js';
import { redisStore, type StoredComment, type UserDataStore } from '../../src/demo/user-api/store.js';
import { realItemIds, startApiWorld, USER_API_PREFIX, Visitor, type ApiWorld } from '../support/api-session.js';

// /api/mydata: the user's bookmarks as item cards and their comments. A comment whose item the
// knowledge index no longer has is left out and counted, and deleted by the page's post to
// /api/mydata/orphans (requirements §4 orphan comments; no GET deletes, docs/decisions/018); one
// whose lookup fails is kept. Items "disappear" as they do in production: the user API holds comments
// on ids the demo knowledge index answers 404 for (written into the user API's Redis here).

const [anna, joost] = DEMO_ACCOUNTS;

describe('personal API: my data', () => {
  let world: ApiWorld;
  let userData: UserDataStore;
  let items: Array<{ id: string; title: string }>;
  const seedComment = (userId: string, externalId: string, content: string) =>
    userData.addComment({
      created_at: '2026-01-02T03:04:05Z',
      content,
      name: userId,
      external_id: externalId,
      content_subtype: 'article',
      title: `Titel van ${externalId}`,
      url: '',
      user_id: userId,
    } satisfies Omit<StoredComment, 'id'>);

  before(async () => {
    world = await startApiWorld();
    userData = redisStore(world.redis.url, USER_API_PREFIX);
    items = await realItemIds(world.server, 2);
  });
  after(async () => {
    await userData?.close();
    await world?.close();
  });

  test('without a session: 401 JSON', async () => {
    const answer = await new Visitor(world.server).get('/api/mydata');
    assert.equal(answer.status, 401);
    assert.deepEqual(answer.json, { error: 'login required' });
  });

  test('bookmarks as cards and comments with their items; a comment on a vanished item is left out, then deleted by a post', async () => {
    const visitor = await new Visitor(world.server).logIn(anna);
    const [real, other] = items as [{ id: string; title: string }, { id: string; title: string }];
    await userData.setBookmarks('anna', [real.id, 'gkn:verdwenen:bladwijzer', other.id]);
    const posted = (await visitor.postJson('/api/comments', { item: real.id, text: 'Over een bestaand item' })).json
      .comment;
    const orphan = await seedComment('anna', 'gkn:verdwenen:1', 'Over een verdwenen item');
    const joostsOrphan = await seedComment('joost', 'gkn:verdwenen:1', 'Van Joost');

    const answer = await visitor.get('/api/mydata');
    assert.equal(answer.status, 200, answer.text);
    assert.equal(answer.headers.get('cache-control'), 'private, no-store');
    const { bookmarks, comments } = answer.json;
    assert.deepEqual(
      bookmarks.map((b: { id: string }) => b.id),
      [real.id, other.id],
      'a bookmark of a vanished item is left out',
    );
    assert.equal(bookmarks[0].title, real.title);
    assert.match(bookmarks[0].href, new RegExp(`^/zoeken/resultaat/[a-z0-9-]+\\?id=${encodeURIComponent(real.id)}$`));
    assert.ok('contentsubtype' in bookmarks[0]);
    assert.deepEqual(
      comments.map((c: { id: string }) => c.id),
      [posted.id],
    );
    assert.deepEqual(Object.keys(comments[0]).sort(), ['date', 'id', 'item', 'itemHref', 'itemTitle', 'text']);
    assert.equal(comments[0].itemTitle, real.title);
    assert.equal(answer.json.orphans, 1, 'the orphan is counted');
    assert.ok(await userData.getComment(orphan.id), 'the GET deleted nothing');

    const cleanUp = await visitor.postJson('/api/mydata/orphans', {});
    assert.equal(cleanUp.status, 200, cleanUp.text);
    assert.deepEqual(cleanUp.json, { deleted: 1 });
    assert.equal(await userData.getComment(orphan.id), undefined, 'the post deleted the orphan at the user API');
    assert.ok(await userData.getComment(posted.id), 'the comment on an existing item stays');
    assert.ok(await userData.getComment(joostsOrphan.id), "another user's comments are not touched");
    assert.equal((await visitor.get('/api/mydata')).json.orphans, 0);
    assert.deepEqual(
      await userData.getBookmarks('anna'),
      [real.id, 'gkn:verdwenen:bladwijzer', other.id],
      'bookmarks are only left out, never removed',
    );
  });

  test('a comment whose item lookup fails (5xx) is kept and shown with the title it was posted with', async () => {
    const visitor = await new Visitor(world.server).logIn(anna);
    const kept = await seedComment('anna', 'gkn:onbereikbaar:1', 'Item tijdelijk onbereikbaar');
    world.server.demo.setFault('kennisindex', { kind: 'status', status: 503 }, { pathIncludes: 'onbereikbaar' });
    try {
      const answer = await visitor.get('/api/mydata');
      assert.equal(answer.status, 200, answer.text);
      const shown = answer.json.comments.find((c: { id: string }) => c.id === String(kept.id));
      assert.ok(shown, 'kept in the list');
      assert.equal(shown.itemTitle, 'Titel van gkn:onbereikbaar:1');
      assert.ok(await userData.getComment(kept.id), 'not deleted');
      assert.deepEqual((await visitor.postJson('/api/mydata/orphans', {})).json, { deleted: 0 });
      assert.ok(await userData.getComment(kept.id), 'not deleted by the clean-up either');
    } finally {
      world.server.demo.setFault('kennisindex', null);
    }
  });

  test('another user sees only their own data', async () => {
    const visitor = await new Visitor(world.server).logIn(joost);
    const answer = await visitor.get('/api/mydata');
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.json.bookmarks, []);
    assert.equal(answer.json.comments.length, 0, "joost's only comment was on a vanished item: left out");
    assert.equal(answer.json.orphans, 1);
  });
});

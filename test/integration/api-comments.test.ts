import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_ACCOUNTS } from '../../src/demo/identity/accounts.js';
import { redisStore, type UserDataStore } from '../../src/demo/user-api/store.js';
import { COMMENT_MAX_LENGTH } from '../../src/model/user-data.js';
import { realItemIds, startApiWorld, USER_API_PREFIX, Visitor, type ApiWorld } from '../support/api-session.js';

// /api/comments over real sockets: reading (anyone), posting and deleting (logged in, checked like
// the forms) against the demo user API, its data read back from the real Redis.

const [anna, joost] = DEMO_ACCOUNTS;

describe('personal API: comments', () => {
  let world: ApiWorld;
  let userData: UserDataStore;
  let item: { id: string; title: string };
  const list = (v: Visitor, id = item.id) => v.get(`/api/comments?item=${encodeURIComponent(id)}`);

  before(async () => {
    world = await startApiWorld();
    userData = redisStore(world.redis.url, USER_API_PREFIX);
    [item] = (await realItemIds(world.server, 1)) as [{ id: string; title: string }];
  });
  after(async () => {
    await userData?.close();
    await world?.close();
  });

  test('posting answers 201 with the comment; the list is newest first, own marked, no user ids', async () => {
    const annasBrowser = await new Visitor(world.server).logIn(anna);
    const first = await annasBrowser.postJson('/api/comments', { item: item.id, text: '  Eerste reactie  ' });
    assert.equal(first.status, 201, first.text);
    assert.deepEqual(Object.keys(first.json.comment).sort(), ['author', 'date', 'id', 'item', 'own', 'text']);
    assert.equal(first.json.comment.text, 'Eerste reactie');
    assert.equal(first.json.comment.author, anna!.nickname);
    assert.equal(first.json.comment.own, true);
    const stored = await userData.getComment(Number(first.json.comment.id));
    assert.equal(stored?.title, item.title, 'the item title comes from the knowledge index, not the browser');
    assert.match(stored!.url, /^\/zoeken\/resultaat\/[a-z0-9-]+\?id=/);
    const joostsBrowser = await new Visitor(world.server).logIn(joost);
    const second = await joostsBrowser.postJson('/api/comments', { item: item.id, text: 'Tweede' });
    assert.equal(second.status, 201);

    const asAnna = (await list(annasBrowser)).json.comments;
    assert.deepEqual(
      asAnna.map((c: { text: string; own: boolean }) => [c.text, c.own]),
      [
        ['Tweede', false],
        ['Eerste reactie', true],
      ],
    );
    const anonymous = await list(new Visitor(world.server));
    assert.equal(anonymous.status, 200, 'reading needs no login');
    assert.equal(anonymous.headers.get('cache-control'), 'private, no-store');
    assert.ok(anonymous.json.comments.every((c: { own: boolean }) => c.own === false));
    assert.doesNotMatch(anonymous.text, /anna|joost|user_id/, 'the user API user ids never reach the browser');
  });

  test('reading without an item is 400; an item without comments is an empty list', async () => {
    const visitor = new Visitor(world.server);
    assert.equal((await visitor.get('/api/comments')).status, 400);
    assert.deepEqual((await list(visitor, 'gkn:zonder:reacties')).json, { comments: [] });
  });

  test('without a session posting and deleting are 401; the form post goes to the login', async () => {
    const visitor = new Visitor(world.server);
    const post = await visitor.postJson('/api/comments', { item: item.id, text: 'Anoniem' });
    assert.equal(post.status, 401);
    assert.deepEqual(post.json, { error: 'login required' });
    assert.equal((await visitor.postJson('/api/comments/delete', { id: '1' })).status, 401);
    const form = await visitor.postForm('/api/comments', { item: item.id, text: 'Anoniem', returnTo: '/x' });
    assert.equal(form.status, 303);
    assert.equal(form.location, '/auth/login?returnTo=%2Fx');
  });

  test(`a comment over ${COMMENT_MAX_LENGTH} characters or an empty one is refused with a message`, async () => {
    const visitor = await new Visitor(world.server).logIn(anna);
    const before = (await list(visitor)).json.comments.length;
    const long = await visitor.postJson('/api/comments', { item: item.id, text: 'x'.repeat(COMMENT_MAX_LENGTH + 1) });
    assert.equal(long.status, 422);
    assert.equal(long.json.error, `the comment is longer than ${COMMENT_MAX_LENGTH} characters`);
    const exactly = await visitor.postJson('/api/comments', { item: item.id, text: 'x'.repeat(COMMENT_MAX_LENGTH) });
    assert.equal(exactly.status, 201, 'the limit itself is allowed');
    const empty = await visitor.postJson('/api/comments', { item: item.id, text: '   ' });
    assert.equal(empty.status, 422);
    assert.equal(empty.json.error, 'the comment is empty');
    const form = await visitor.postForm('/api/comments', {
      item: item.id,
      text: 'x'.repeat(COMMENT_MAX_LENGTH + 1),
      returnTo: '/',
    });
    assert.equal(form.status, 422);
    assert.match(form.text, /<h1>De reactie is langer dan 2000 tekens\.<\/h1>/);
    assert.equal((await list(visitor)).json.comments.length, before + 1);
  });

  test('a comment on an item the knowledge index does not know is 404 and not posted', async () => {
    const visitor = await new Visitor(world.server).logIn(anna);
    const answer = await visitor.postJson('/api/comments', { item: 'gkn:bestaat-niet:1', text: 'Hallo' });
    assert.equal(answer.status, 404);
    assert.equal(answer.json.error, 'no such item');
    assert.deepEqual((await list(visitor, 'gkn:bestaat-niet:1')).json.comments, []);
  });

  test('CSRF: posting or deleting without a token or from a foreign origin is 403 and changes nothing', async () => {
    const visitor = await new Visitor(world.server).logIn(anna);
    const mine = await visitor.postJson('/api/comments', { item: item.id, text: 'Blijft staan' });
    const before = (await list(visitor)).json.comments.length;
    const refused = [
      await visitor.postJson('/api/comments', { item: item.id, text: 'Vals', token: undefined }),
      await visitor.postForm('/api/comments', { item: item.id, text: 'Vals' }, { origin: 'https://evil.example' }),
      await visitor.postJson('/api/comments/delete', { id: mine.json.comment.id, token: 'x' }),
      await visitor.postJson('/api/comments/delete', { id: mine.json.comment.id }, { 'sec-fetch-site': 'cross-site' }),
    ];
    for (const answer of refused) assert.equal(answer.status, 403, answer.text.slice(0, 200));
    assert.equal((await list(visitor)).json.comments.length, before);
    assert.ok(await userData.getComment(Number(mine.json.comment.id)));
  });

  test("deleting another user's comment is 403 and it stays; one's own goes (JSON and form)", async () => {
    const annasBrowser = await new Visitor(world.server).logIn(anna);
    const joostsBrowser = await new Visitor(world.server).logIn(joost);
    const joosts = (await joostsBrowser.postJson('/api/comments', { item: item.id, text: 'Van Joost' })).json.comment;
    const refused = await annasBrowser.postJson('/api/comments/delete', { id: joosts.id });
    assert.equal(refused.status, 403);
    assert.equal(refused.json.error, 'this is not your comment');
    assert.ok(await userData.getComment(Number(joosts.id)));

    const annas = (await annasBrowser.postJson('/api/comments', { item: item.id, text: 'Van Anna' })).json.comment;
    const deleted = await annasBrowser.postJson('/api/comments/delete', { id: annas.id });
    assert.equal(deleted.status, 200);
    assert.deepEqual(deleted.json, { deleted: annas.id });
    assert.equal(await userData.getComment(Number(annas.id)), undefined);
    const again = await annasBrowser.postJson('/api/comments/delete', { id: annas.id });
    assert.equal(again.status, 404);

    const form = await joostsBrowser.postForm('/api/comments/delete', { id: joosts.id, returnTo: '/over-ons' });
    assert.equal(form.status, 303);
    assert.equal(form.location, '/over-ons');
    assert.equal(await userData.getComment(Number(joosts.id)), undefined);
  });

  test('the no-JavaScript comment form posts and answers 303 back to the page', async () => {
    const visitor = await new Visitor(world.server).logIn(joost);
    const returnTo = `/zoeken/resultaat/x?id=${encodeURIComponent(item.id)}`;
    const form = await visitor.postForm('/api/comments', { item: item.id, text: 'Zonder JavaScript', returnTo });
    assert.equal(form.status, 303);
    assert.equal(form.location, returnTo);
    assert.equal((await list(visitor)).json.comments[0].text, 'Zonder JavaScript');
  });
});

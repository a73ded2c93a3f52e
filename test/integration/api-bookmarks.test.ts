import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_ACCOUNTS } from '../../src/demo/identity/accounts.js';
import { redisStore, type UserDataStore } from '../../src/demo/user-api/store.js';
import { realItemIds, startApiWorld, USER_API_PREFIX, Visitor, type ApiWorld } from '../support/api-session.js';

// /api/me and /api/bookmarks over real sockets: the server, the demo identity provider and user
// API, a real Redis (the user API's data is read back from it to see what was saved).

const [anna, joost, emily] = DEMO_ACCOUNTS;

describe('personal API: me and bookmarks', () => {
  let world: ApiWorld;
  let userData: UserDataStore;
  let items: Array<{ id: string; title: string }>;

  before(async () => {
    world = await startApiWorld();
    userData = redisStore(world.redis.url, USER_API_PREFIX);
    items = await realItemIds(world.server, 2);
  });
  after(async () => {
    await userData?.close();
    await world?.close();
  });

  test('/api/me: null without a session, the user (no token) with one; never cached', async () => {
    const visitor = new Visitor(world.server);
    const anonymous = await visitor.get('/api/me');
    assert.equal(anonymous.status, 200);
    assert.deepEqual(anonymous.json, { user: null });
    assert.equal(anonymous.headers.get('cache-control'), 'private, no-store');
    await visitor.logIn(anna);
    const me = await visitor.get('/api/me');
    assert.deepEqual(me.json, { user: { id: 'anna', name: anna!.nickname, nickname: anna!.nickname } });
    assert.equal(me.headers.get('cache-control'), 'private, no-store');
    assert.doesNotMatch(me.text, /eyJ/, 'no token reaches the browser');
  });

  test('without a session: 401 JSON, and a form post goes to the login and back', async () => {
    const visitor = new Visitor(world.server);
    const read = await visitor.get('/api/bookmarks');
    assert.equal(read.status, 401);
    assert.deepEqual(read.json, { error: 'login required' });
    assert.equal(read.headers.get('cache-control'), 'private, no-store');
    const write = await visitor.postJson('/api/bookmarks', { id: items[0]!.id, bookmarked: true });
    assert.equal(write.status, 401);
    const form = await visitor.postForm('/api/bookmarks', { id: items[0]!.id, bookmarked: '1', returnTo: '/over-ons' });
    assert.equal(form.status, 303);
    assert.equal(form.location, '/auth/login?returnTo=%2Fover-ons');
  });

  test("a user the user API does not know ('User not found') gets empty preferences saved, then []", async () => {
    assert.equal(await userData.getBookmarks('joost'), undefined, 'joost has never saved preferences');
    const visitor = await new Visitor(world.server).logIn(joost);
    const read = await visitor.get('/api/bookmarks');
    assert.equal(read.status, 200, read.text);
    assert.deepEqual(read.json, { ids: [] });
    assert.deepEqual(await userData.getBookmarks('joost'), [], 'empty preferences were PUT');
  });

  test('toggling adds the id, toggling again removes it; the whole list is saved each time', async () => {
    const visitor = await new Visitor(world.server).logIn(anna);
    const [first, second] = items;
    assert.deepEqual((await visitor.postJson('/api/bookmarks', { id: first!.id, bookmarked: true })).json, {
      ids: [first!.id],
    });
    const both = await visitor.postJson('/api/bookmarks', { id: second!.id });
    assert.equal(both.status, 200);
    assert.deepEqual(both.json, { ids: [first!.id, second!.id] }, 'without `bookmarked` the id toggles: added');
    assert.deepEqual(await userData.getBookmarks('anna'), [first!.id, second!.id]);
    assert.deepEqual((await visitor.get('/api/bookmarks')).json, { ids: [first!.id, second!.id] });
    const removed = await visitor.postJson('/api/bookmarks', { id: first!.id });
    assert.deepEqual(removed.json, { ids: [second!.id] }, 'present, so removed');
    const again = await visitor.postJson('/api/bookmarks', { id: first!.id, bookmarked: false });
    assert.deepEqual(again.json, { ids: [second!.id] }, 'asking for the state it has changes nothing');
    assert.deepEqual(await userData.getBookmarks('anna'), [second!.id]);
  });

  test('a new user bookmarking first: empty preferences saved, then the id', async () => {
    assert.equal(await userData.getBookmarks('emily'), undefined);
    const visitor = await new Visitor(world.server).logIn(emily);
    const added = await visitor.postJson('/api/bookmarks', { id: items[0]!.id, bookmarked: true });
    assert.equal(added.status, 200, added.text);
    assert.deepEqual(await userData.getBookmarks('emily'), [items[0]!.id]);
  });

  test('the no-JavaScript form post saves and answers 303 back to the page', async () => {
    const visitor = await new Visitor(world.server).logIn(anna);
    const id = items[0]!.id;
    const returnTo = `/zoeken/resultaat/x?id=${encodeURIComponent(id)}`;
    const form = await visitor.postForm('/api/bookmarks', { id, bookmarked: '1', returnTo });
    assert.equal(form.status, 303);
    assert.equal(form.location, returnTo);
    assert.ok((await userData.getBookmarks('anna'))!.includes(id));
    const foreign = await visitor.postForm('/api/bookmarks', { id, bookmarked: '0', returnTo: '//evil.example/x' });
    assert.equal(foreign.location, '/', 'a foreign return path goes home');
    assert.ok(!(await userData.getBookmarks('anna'))!.includes(id));
  });

  test('CSRF: no token, a bad token or a foreign origin is 403 and saves nothing', async () => {
    const visitor = await new Visitor(world.server).logIn(anna);
    const id = 'gkn:csrf:1';
    const before = await userData.getBookmarks('anna');
    const answers = [
      await visitor.postJson('/api/bookmarks', { id, bookmarked: true, token: undefined }),
      await visitor.postJson('/api/bookmarks', { id, bookmarked: true, token: 'abc.def' }),
      await visitor.postJson('/api/bookmarks', { id, bookmarked: true }, { 'sec-fetch-site': 'cross-site' }),
      await visitor.postForm(
        '/api/bookmarks',
        { id, bookmarked: '1', returnTo: '/' },
        { origin: 'https://evil.example' },
      ),
      await visitor.postJson('/api/bookmarks', { id, bookmarked: true }, { 'sec-fetch-site': 'same-site' }),
    ];
    for (const answer of answers) {
      assert.equal(answer.status, 403, answer.text.slice(0, 200));
      assert.equal(answer.headers.get('cache-control'), 'private, no-store');
    }
    assert.match(answers[0]!.json.error, /form token/);
    assert.match(answers[3]!.text, /<h1>Dit formulier is verlopen/, 'a form post gets a readable page');
    assert.deepEqual(await userData.getBookmarks('anna'), before);
  });

  test('bad input: no id is 400, an unreadable body 400, an oversized one 413, all JSON', async () => {
    const visitor = await new Visitor(world.server).logIn(anna);
    const noId = await visitor.postJson('/api/bookmarks', { bookmarked: true });
    assert.equal(noId.status, 400);
    assert.match(noId.json.error, /item/);
    const broken = await visitor.call('POST', '/api/bookmarks', {
      body: '{"id": ',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    });
    assert.equal(broken.status, 400);
    assert.ok(broken.json.error);
    const large = await visitor.postJson('/api/bookmarks', { id: 'x', padding: 'x'.repeat(20_000) });
    assert.equal(large.status, 413);
    assert.match(large.json.error, /too large/);
  });
});

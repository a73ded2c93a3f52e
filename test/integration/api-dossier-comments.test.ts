import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_ACCOUNTS } from '../../src/demo/identity/accounts.js';
import { redisStore, type StoredComment, type UserDataStore } from '../../src/demo/user-api/store.js';
import { SITE, startApiWorld, USER_API_PREFIX, Visitor, type ApiWorld } from '../support/api-session.js';

// Comments and bookmarks on dossier pages (requirements §2 Dossier page): the same section as on
// result pages, the dossier's content id as the reference (src/model/content-ref.ts), listed on
// mijn-gkn with a link back to the dossier, and deleted there once the CMS no longer has it.

const [anna, joost] = DEMO_ACCOUNTS;

/** The comments the section shows (the page's hydration data after it holds every one). */
function commentsShown(html: string) {
  const start = html.indexOf('id="comments-title"');
  const section = html.slice(start, html.indexOf('</section>', start));
  return [...section.matchAll(/(Eerste|Tweede|Derde) over dit dossier/g)].map((m) => m[1]);
}

/** The first dossier the site's dossier index links to, with its content id. */
async function aDossier(visitor: Visitor): Promise<{ path: string; id: string; title: string }> {
  const index = await visitor.get('/dossier');
  assert.equal(index.status, 200);
  const path = /href="(\/dossier\/[a-z0-9-]+)"/.exec(index.text)?.[1];
  assert.ok(path, 'the dossier index links a dossier');
  const page = await visitor.get(path);
  assert.equal(page.status, 200);
  const title = /<h1[^>]*>([^<]+)<\/h1>/.exec(page.text)?.[1];
  assert.ok(title);
  return { path, id: `${SITE}:nl:${path.slice(1)}`, title };
}

describe('comments and bookmarks on dossier pages', () => {
  let world: ApiWorld;
  let userData: UserDataStore;
  let dossier: { path: string; id: string; title: string };

  before(async () => {
    world = await startApiWorld();
    userData = redisStore(world.redis.url, USER_API_PREFIX);
    dossier = await aDossier(new Visitor(world.server));
  });
  after(async () => {
    await userData?.close();
    await world?.close();
  });

  test('a visitor gets the section from the page script only: the page shares no comments', async () => {
    const page = await new Visitor(world.server).get(dossier.path);
    assert.equal(page.status, 200);
    assert.doesNotMatch(page.text, /id="comments-title"/);
    const list = await new Visitor(world.server).get(`/api/comments?item=${encodeURIComponent(dossier.id)}`);
    assert.equal(list.status, 200);
    assert.ok(Array.isArray(list.json.comments));
  });

  test('logged in without JavaScript: the form posts under the dossier id and the page shows it first', async () => {
    const visitor = await new Visitor(world.server).logIn(anna);
    const before = await visitor.get(dossier.path);
    assert.equal(before.status, 200);
    assert.match(before.text, /id="comments-title"/);
    assert.match(before.text, new RegExp(`name="item" value="${dossier.id.replace(/[/]/g, '\\/')}"`));
    assert.match(before.text, /action="\/api\/bookmarks"/, 'the dossier has a bookmark toggle');

    for (const text of ['Eerste over dit dossier', 'Tweede over dit dossier', 'Derde over dit dossier']) {
      const posted = await visitor.postForm('/api/comments', {
        item: dossier.id,
        text,
        returnTo: `${dossier.path}#comments-title`,
      });
      assert.equal(posted.status, 303, posted.text.slice(0, 200));
      assert.equal(posted.location, `${dossier.path}#comments-title`);
    }
    const after = await visitor.get(dossier.path);
    assert.deepEqual(commentsShown(after.text), ['Derde', 'Tweede'], 'newest first, two until show all');
    assert.match(after.text, /reacties=alle#comments-title/);
    const all = await visitor.get(`${dossier.path}?reacties=alle`);
    assert.deepEqual(commentsShown(all.text), ['Derde', 'Tweede', 'Eerste']);
    assert.match(all.text, /reactie-verwijderen\?id=/, 'own comments have the delete link');

    const stored = (await userData.commentsOnItem(dossier.id))[0]!;
    assert.equal(stored.external_id, dossier.id);
    assert.equal(stored.title, dossier.title, 'posted with the title the CMS has');
    assert.equal(stored.content_subtype, 'dossier');
  });

  test('mijn-gkn lists the comment and the bookmark with a link back to the dossier', async () => {
    const visitor = await new Visitor(world.server).logIn(anna);
    const saved = await visitor.postForm('/api/bookmarks', { id: dossier.id, bookmarked: '1', returnTo: dossier.path });
    assert.equal(saved.status, 303);
    const mine = await visitor.get('/api/mydata');
    assert.equal(mine.status, 200, mine.text);
    const card = mine.json.bookmarks.find((b: { id: string }) => b.id === dossier.id);
    assert.deepEqual(card, { id: dossier.id, title: dossier.title, href: dossier.path, contentsubtype: 'dossier' });
    const comment = mine.json.comments.find((c: { item: string }) => c.item === dossier.id);
    assert.equal(comment.itemHref, dossier.path);
    assert.equal(comment.itemTitle, dossier.title);
    const page = await visitor.get('/mijn-gkn');
    assert.equal(page.status, 200);
    assert.match(page.text, new RegExp(`href="${dossier.path}"`));
    const toggled = await visitor.get(dossier.path);
    assert.match(toggled.text, /aria-pressed="true"/, 'the toggle shows the saved state');
  });

  test('deleting an own dossier comment through the confirmation page', async () => {
    const visitor = await new Visitor(world.server).logIn(anna);
    const posted = await visitor.postJson('/api/comments', { item: dossier.id, text: 'Even weg te halen' });
    assert.equal(posted.status, 201, posted.text);
    const id = posted.json.comment.id as string;
    const confirm = await visitor.get(
      `/mijn-gkn/reactie-verwijderen?id=${id}&returnTo=${encodeURIComponent(dossier.path)}`,
    );
    assert.equal(confirm.status, 200);
    assert.match(confirm.text, /Weet je zeker dat je deze reactie wilt verwijderen\?/);
    assert.match(confirm.text, new RegExp(`href="${dossier.path}"`), 'the comment links its dossier');
    const deleted = await visitor.postForm('/api/comments/delete', { id, returnTo: dossier.path });
    assert.equal(deleted.status, 303);
    assert.equal(await userData.getComment(Number(id)), undefined);
    const other = await new Visitor(world.server).logIn(joost);
    const stranger = (await userData.commentsOnItem(dossier.id))[0]!;
    const refused = await other.postJson('/api/comments/delete', { id: String(stranger.id) });
    assert.equal(refused.status, 403);
  });

  test('a dossier the CMS does not have cannot be commented on', async () => {
    const visitor = await new Visitor(world.server).logIn(anna);
    const answer = await visitor.postJson('/api/comments', { item: `${SITE}:nl:dossier/bestaat-niet`, text: 'Hallo' });
    assert.equal(answer.status, 404);
    assert.ok(answer.json.error);
  });

  test('a comment on a dossier that left the CMS is counted by the read and deleted by the post; one whose lookup fails is kept', async () => {
    const visitor = await new Visitor(world.server).logIn(joost);
    const seed = (externalId: string, content: string) =>
      userData.addComment({
        created_at: '2026-01-02T03:04:05Z',
        content,
        name: 'Joost',
        external_id: externalId,
        content_subtype: 'dossier',
        title: `Titel van ${externalId}`,
        url: '',
        user_id: 'joost',
      } satisfies Omit<StoredComment, 'id'>);
    const gone = await seed(`${SITE}:nl:dossier/opgeheven`, 'Over een opgeheven dossier');
    const unreachable = await seed(`${SITE}:nl:dossier/onbereikbaar`, 'Over een onbereikbaar dossier');
    world.server.demo.setFault('cms', { kind: 'status', status: 503 }, { pathIncludes: 'onbereikbaar' });
    try {
      const mine = await visitor.get('/api/mydata');
      assert.equal(mine.status, 200, mine.text);
      const ids = mine.json.comments.map((c: { id: string }) => c.id);
      assert.ok(!ids.includes(String(gone.id)));
      assert.ok(ids.includes(String(unreachable.id)));
      assert.equal(mine.json.orphans, 1, 'the comment on the dossier that left the CMS is counted');
      assert.ok(await userData.getComment(gone.id), 'a GET deletes nothing');
      const cleanUp = await visitor.postJson('/api/mydata/orphans', {});
      assert.equal(cleanUp.status, 200, cleanUp.text);
      assert.deepEqual(cleanUp.json, { deleted: 1 });
      assert.equal(await userData.getComment(gone.id), undefined, 'deleted at the user API by the post');
      assert.ok(await userData.getComment(unreachable.id), 'kept while the CMS cannot say');
    } finally {
      world.server.demo.setFault('cms', null);
    }
  });
});

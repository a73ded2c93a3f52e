import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_ACCOUNTS } from '../../src/demo/identity/accounts.js';
import { resultUrlOf } from '../../src/app/logic/search-url.js';
import { realItemIds, startApiWorld, Visitor, type ApiWorld } from '../support/api-session.js';

// The personal side without JavaScript, over real sockets: the server renders a logged-in user's
// bookmark state, comments and dashboard from the user API, and every control is a plain form
// post that comes back to the page (the no-JS journey a browser without scripts makes).

const [anna, joost] = DEMO_ACCOUNTS;

const unescape = (s: string) => s.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'");
const escapeAttr = (s: string) => s.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** The <form>s of a page posting to `action`: their hidden fields and their HTML. */
function formsTo(html: string, action: string) {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)]
    .filter((m) => m[1]!.includes(`action="${action}"`))
    .map((m) => {
      const fields: Record<string, string> = {};
      for (const input of m[2]!.matchAll(/<input\b[^>]*type="hidden"[^>]*>/g)) {
        const name = /name="([^"]+)"/.exec(input[0])?.[1];
        if (name) fields[name] = unescape(/value="([^"]*)"/.exec(input[0])?.[1] ?? '');
      }
      return { fields, html: m[0] };
    });
}

/** aria-pressed of the bookmark toggle of an item on the page; undefined when the page has none. */
function bookmarkState(html: string, id: string): string | undefined {
  const form = formsTo(html, '/api/bookmarks').find((f) => f.fields.id === id);
  if (!form) return undefined;
  return /aria-pressed="(true|false)"/.exec(form.html)?.[1] ?? 'unknown';
}

/** The texts of the comments the page shows, in order. */
function commentTexts(html: string): string[] {
  const start = html.indexOf('id="comments-title"');
  if (start < 0) return [];
  const section = html.slice(start, html.indexOf('</section>', start));
  return [...section.matchAll(/<li\b[^>]*>[\s\S]*?<\/p><p>([^<]*)<\/p>/g)].map((m) => unescape(m[1]!));
}

describe('the personal side without JavaScript', () => {
  let world: ApiWorld;
  let items: Array<{ id: string; title: string; path: string }>;

  before(async () => {
    world = await startApiWorld();
    items = (await realItemIds(world.server, 2)).map((it) => ({
      ...it,
      path: resultUrlOf({ kind: 'site', locale: 'nl' }, it.title, it.id),
    }));
  });
  after(() => world?.close());

  test('a visitor gets no personal part: no toggle, no comments in the page, no user data in its route data', async () => {
    const visitor = new Visitor(world.server);
    const page = await visitor.get(items[0]!.path);
    assert.equal(page.status, 200);
    assert.equal(bookmarkState(page.text, items[0]!.id), undefined);
    assert.doesNotMatch(page.text, /"personal"/);
    assert.doesNotMatch(page.text, /id="comments-title"/);
    const data = await visitor.get(
      `/_data?${new URLSearchParams({ route: 'search-result-nl', path: items[0]!.path })}`,
    );
    assert.equal(data.status, 200);
    assert.equal(data.json.data.personal, undefined);
    // The confirmation page is for a logged-in user: a visitor goes to the login and comes back.
    const confirm = await visitor.get('/mijn-gkn/reactie-verwijderen?id=1&returnTo=%2F');
    assert.equal(confirm.status, 303);
    assert.match(confirm.location ?? '', /^\/auth\/login\?returnTo=%2Fmijn-gkn%2Freactie-verwijderen/);
  });

  test('bookmarking by form post: back on the page, the toggle pressed, on search cards and on /mijn-gkn', async () => {
    const user = await new Visitor(world.server).logIn(joost);
    const [item] = items;
    const before = await user.get(item!.path);
    assert.equal(before.headers.get('cache-control'), 'private, no-store');
    assert.equal(bookmarkState(before.text, item!.id), 'false', 'the server knows the state');
    const [form] = formsTo(before.text, '/api/bookmarks');
    assert.deepEqual(Object.keys(form!.fields).sort(), ['bookmarked', 'id', 'returnTo', 'token']);
    assert.ok(form!.fields.returnTo!.startsWith(`${item!.path}#`), 'back to this toggle');
    const anchor = decodeURIComponent(form!.fields.returnTo!.split('#')[1]!);
    assert.match(form!.html, new RegExp(`^<form[^>]*id="${escapeAttr(anchor)}"`));

    const post = await user.postForm('/api/bookmarks', form!.fields);
    assert.equal(post.status, 303);
    assert.equal(post.location, form!.fields.returnTo);
    const after = await user.get(post.location!.split('#')[0]!);
    assert.equal(bookmarkState(after.text, item!.id), 'true');
    // The same form sent again does not toggle back: it asks for the state it showed.
    await user.postForm('/api/bookmarks', form!.fields);
    assert.equal(bookmarkState((await user.get(item!.path)).text, item!.id), 'true');

    // The toggle on the result cards of a search and in the route data of a client navigation.
    const search = await user.get(`/zoeken/${encodeURIComponent(item!.title.split(' ')[0]!)}`);
    assert.equal(bookmarkState(search.text, item!.id), 'true');
    const pressed = formsTo(search.text, '/api/bookmarks').filter((f) => /aria-pressed="true"/.test(f.html));
    assert.equal(pressed.length, 1, 'only the bookmarked card is pressed');
    const data = await user.get(`/_data?${new URLSearchParams({ route: 'search-result-nl', path: item!.path })}`);
    assert.deepEqual(data.json.data.personal.bookmarks, [item!.id]);
    assert.equal(data.headers.get('cache-control'), 'private, no-store');

    const dashboard = await user.get('/mijn-gkn');
    assert.equal(dashboard.status, 200);
    assert.match(dashboard.text, new RegExp(`>${escapeAttr(item!.title).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</a>`));
  });

  test('item lists of a content page get the toggle for a logged-in user, not for a visitor', async () => {
    const user = await new Visitor(world.server).logIn(anna);
    const home = await user.get('/');
    const toggles = formsTo(home.text, '/api/bookmarks');
    assert.ok(toggles.length > 0, 'the home page item lists have toggles');
    assert.ok(toggles.every((f) => /aria-pressed="false"/.test(f.html)));
    assert.match(toggles[0]!.html, /<span[^>]*>: (<!-- -->)?[^<]+<\/span>/, 'a card toggle names its item');
    assert.equal(formsTo((await new Visitor(world.server).get('/')).text, '/api/bookmarks').length, 0);
  });

  test('comments by form post: the new one first, 2 until show all, and show all by the link', async () => {
    const user = await new Visitor(world.server).logIn(anna);
    const item = items[1]!;
    for (const text of ['Eerste zonder script', 'Tweede zonder script', 'Derde zonder script']) {
      const page = await user.get(item.path);
      const [form] = formsTo(page.text, '/api/comments');
      assert.ok(form, 'the page has the comment form');
      assert.equal(form.fields.item, item.id);
      const post = await user.postForm('/api/comments', { ...form.fields, text });
      assert.equal(post.status, 303, post.text.slice(0, 200));
      assert.equal(post.location, `${item.path}#comments-title`);
      assert.equal(commentTexts((await user.get(item.path)).text)[0], text, 'the new comment is first');
    }
    const page = await user.get(item.path);
    assert.deepEqual(commentTexts(page.text), ['Derde zonder script', 'Tweede zonder script']);
    const showAll = /<a[^>]*href="([^"]+)"[^>]*>Toon alle 3 reacties<\/a>/.exec(page.text)?.[1];
    assert.ok(showAll, 'a show-all link');
    assert.deepEqual(commentTexts((await user.get(unescape(showAll))).text), [
      'Derde zonder script',
      'Tweede zonder script',
      'Eerste zonder script',
    ]);
  });

  test('delete through the confirmation page: the question, the post, back where the user was', async () => {
    const user = await new Visitor(world.server).logIn(anna);
    const item = items[1]!;
    const page = await user.get(item.path);
    const link = /<a[^>]*href="(\/mijn-gkn\/reactie-verwijderen\?[^"]+)"[^>]*>Verwijderen<\/a>/.exec(page.text)?.[1];
    assert.ok(link, 'an own comment has a delete link');
    const confirm = await user.get(unescape(link));
    assert.equal(confirm.status, 200);
    assert.equal(confirm.headers.get('cache-control'), 'private, no-store');
    assert.match(confirm.text, /Weet je zeker dat je deze reactie wilt verwijderen\?/);
    assert.match(confirm.text, /<title>Reactie verwijderen/);
    assert.match(confirm.text, /Derde zonder script/, 'it shows which comment');
    const [form] = formsTo(confirm.text, '/api/comments/delete');
    assert.equal(form!.fields.returnTo, `${item.path}#comments-title`);
    const post = await user.postForm('/api/comments/delete', form!.fields);
    assert.equal(post.status, 303);
    assert.equal(post.location, `${item.path}#comments-title`);
    assert.deepEqual(commentTexts((await user.get(item.path)).text), ['Tweede zonder script', 'Eerste zonder script']);

    // The page for a comment already deleted, or another user's, says so with a 404.
    const again = await user.get(unescape(link));
    assert.equal(again.status, 404);
    assert.match(again.text, /Deze reactie bestaat niet \(meer\)\./);
    const theirs = await new Visitor(world.server).logIn(joost);
    const ownId = /reactie-verwijderen\?id=([^&"]+)/.exec(page.text.slice(page.text.indexOf('Tweede zonder')))?.[1];
    const foreign = await theirs.get(`/mijn-gkn/reactie-verwijderen?id=${ownId}`);
    assert.equal(foreign.status, 404);
    assert.equal(formsTo(foreign.text, '/api/comments/delete').length, 0);
  });

  test('bad input: unknown comment, missing token, foreign return paths', async () => {
    const user = await new Visitor(world.server).logIn(joost);
    const unknown = await user.postForm('/api/comments/delete', { id: '999999', returnTo: '/' });
    assert.equal(unknown.status, 404);
    assert.match(unknown.text, /<h1>Deze reactie bestaat niet \(meer\)\.<\/h1>/);
    assert.match(unknown.text, /<a href="\/">Terug naar de pagina<\/a>/);

    const noToken = await user.postForm('/api/bookmarks', { id: items[0]!.id, token: '', returnTo: items[0]!.path });
    assert.equal(noToken.status, 403);
    assert.match(noToken.text, /Dit formulier is verlopen/);
    assert.match(noToken.text, new RegExp(`href="${escapeAttr(items[0]!.path).replace(/[?]/g, '\\?')}"`));
    assert.doesNotMatch(noToken.text, /at \S+\.ts:\d+/, 'no stack trace');

    for (const foreign of ['https://evil.example/x', '//evil.example', '/\\evil.example']) {
      const post = await user.postForm('/api/bookmarks', { id: items[0]!.id, returnTo: foreign });
      assert.equal(post.status, 303);
      assert.equal(post.location, '/', `${foreign} goes home`);
      const confirm = await user.get(`/mijn-gkn/reactie-verwijderen?id=1&returnTo=${encodeURIComponent(foreign)}`);
      assert.doesNotMatch(confirm.text, /href="(https:)?\/\/evil|href="\/\\evil/, `${foreign} is not linked`);
      // In the page's hydration data (a JSON block after the root).
      assert.match(confirm.text, /"returnTo":"\/"/, `${foreign}: back home instead`);
    }
    const noId = await user.get('/mijn-gkn/reactie-verwijderen');
    assert.equal(noId.status, 404);
    assert.match(noId.text, /href="\/mijn-gkn"/, 'without a return path: back to the dashboard');
  });

  test('a failing user API: a calm notice on /mijn-gkn, the item page without personal bits, never a 500', async () => {
    const user = await new Visitor(world.server).logIn(anna);
    world.identity.setFault('userapi', { kind: 'status', status: 500 });
    try {
      const dashboard = await user.get('/mijn-gkn');
      assert.equal(dashboard.status, 200);
      assert.match(dashboard.text, /Je bladwijzers en reacties zijn nu even niet beschikbaar/);
      const page = await user.get(items[0]!.path);
      assert.equal(page.status, 200);
      assert.equal(bookmarkState(page.text, items[0]!.id), 'unknown', 'the toggle without a state (it toggles)');
      assert.doesNotMatch(page.text, /id="comments-title"/);
      const confirm = await user.get('/mijn-gkn/reactie-verwijderen?id=1');
      assert.equal(confirm.status, 200);
      assert.match(confirm.text, /Je reacties zijn nu even niet beschikbaar/);
    } finally {
      world.identity.setFault('userapi', null);
    }
  });
});

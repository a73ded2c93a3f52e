import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_ACCOUNTS } from '../../src/demo/identity/accounts.js';
import { startApiWorld, Visitor, type ApiWorld } from '../support/api-session.js';

// docs/security.md "Sessions, cookies and production defaults": a logged-in visitor's session
// cookie never rides on a response a shared cache may keep. Only the routes that act for the
// visitor read the session (and roll its cookie); static files, SEO files and redirects never touch
// it; and whatever answers, a response that carries Set-Cookie is `private, no-store`.

const account = DEMO_ACCOUNTS[0]!;

/** Files and redirects the same for everyone: they must not touch the session at all. */
const SHARED = [
  '/favicon.svg',
  '/logos/groenkennisnet/logo_desktop.svg',
  '/sw.js',
  '/embed/portlet.js',
  '/robots.txt',
  '/sitemap.xml',
  '/offline.html',
  '/over-ons/',
  '/index',
];

/** Every other route family, as a logged-in visitor meets them. */
const PERSONAL = [
  '/',
  '/over-ons',
  '/zoeken',
  '/zoeken?q=bodem',
  '/zoeken/bodem',
  '/zoeken/resultaat/iets?id=gkn%3Aniet-bestaand',
  '/ai-zoeken/bodem',
  '/mijn-gkn',
  '/logout?returnTo=%2Fover-ons',
  '/deze-pagina-bestaat-niet',
  '/_data?route=root&path=%2F',
  '/preview?url=%2Fover-ons',
  '/embed/groenkennisnet',
  '/api/me',
  '/api/bookmarks',
  '/api/mydata',
  '/auth/session',
];

describe('the session cookie on shared responses', () => {
  let world: ApiWorld;
  let visitor: Visitor;

  before(async () => {
    world = await startApiWorld();
    visitor = await new Visitor(world.server).logIn(account);
  });
  after(() => world?.close());

  test('static files, SEO files and redirects never set a cookie for a logged-in visitor', async () => {
    for (const path of SHARED) {
      const answer = await visitor.get(path);
      assert.ok(answer.status < 500, `${path}: ${answer.status}`);
      assert.equal(answer.headers.get('set-cookie'), null, `${path} (${answer.status}) sets no cookie`);
    }
  });

  test('every route family logged in: a response that sets a cookie is private, no-store', async () => {
    let rolled = 0;
    for (const path of [...SHARED, ...PERSONAL]) {
      const answer = await visitor.get(path);
      assert.ok(answer.status < 500, `${path}: ${answer.status} ${answer.text.slice(0, 200)}`);
      if (answer.headers.get('set-cookie') === null) continue;
      rolled++;
      assert.equal(answer.headers.get('cache-control'), 'private, no-store', `${path} (${answer.status})`);
      assert.equal(answer.headers.get('expires'), null, path);
    }
    assert.ok(rolled > 0, 'the routes that act for the visitor still roll the session');
    const me = await visitor.get('/api/me');
    assert.equal(me.json.user.name, account.nickname, 'and the visitor is still logged in');
  });

  test('a redirect a page answers for a logged-in visitor is never public', async () => {
    const answer = await visitor.get('/zoeken?q=bodem');
    assert.ok(answer.status >= 300 && answer.status < 400, String(answer.status));
    const cacheControl = answer.headers.get('cache-control') ?? '';
    if (answer.headers.get('set-cookie') !== null) assert.equal(cacheControl, 'private, no-store');
    else assert.doesNotMatch(cacheControl, /public/);
  });
});

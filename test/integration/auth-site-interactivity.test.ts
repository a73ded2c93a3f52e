import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startApiWorld, Visitor, type ApiWorld } from '../support/api-session.js';
import { LoginBrowser } from '../../scripts/support/login-browser.js';

// requirements §6: the login exists only on sites with interaction enabled. With a login
// configured for the deployment, a site without interaction still has no /auth, no /logout of
// the login layer, no personal API and no dashboard: its own 404 page, and 404 JSON under /api.

const NOT_INTERACTIVE = 'agroforestry-nl';

describe('a site without interaction, in a deployment with a login', () => {
  let world: ApiWorld;
  before(async () => {
    world = await startApiWorld();
  });
  after(() => world?.close());

  const browserOn = (site: string) =>
    new LoginBrowser(`http://${site}.localhost:${world.server.port}`, world.server.url);

  test('/auth/* answers the site’s own 404 page: no redirect to the IdP, no session started', async () => {
    for (const path of [
      '/auth/login?returnTo=/',
      '/auth/login?popup=1',
      '/auth/callback?code=x&state=y',
      '/auth/session',
    ]) {
      const answer = await browserOn(NOT_INTERACTIVE).go(path);
      assert.equal(answer.res.status, 404, path);
      assert.match(answer.res.headers.get('content-type') ?? '', /text\/html/, path);
      assert.match(answer.body, /Deze pagina bestaat niet \(meer\)/, path);
      assert.match(answer.body, /<footer/, `${path}: the site's page, with its chrome`);
      assert.equal(answer.location, null, path);
      assert.doesNotMatch(answer.res.headers.getSetCookie().join('\n'), /gkn\.sid=/, `${path}: no session`);
    }
  });

  test('/logout only goes back (there is no session to end), never to the IdP', async () => {
    const answer = await browserOn(NOT_INTERACTIVE).go('/logout?returnTo=/over-ons');
    assert.equal(answer.res.status, 303);
    assert.equal(answer.location, `http://${NOT_INTERACTIVE}.localhost:${world.server.port}/over-ons`);
  });

  test('every /api route answers 404 JSON, not cached; a form post a short page', async () => {
    const browser = browserOn(NOT_INTERACTIVE);
    for (const path of ['/api/me', '/api/bookmarks', '/api/comments?item=x', '/api/mydata']) {
      const answer = await browser.go(path);
      assert.equal(answer.res.status, 404, path);
      assert.deepEqual(JSON.parse(answer.body), { error: 'this site has no login' }, path);
      assert.equal(answer.res.headers.get('cache-control'), 'private, no-store', path);
    }
    const json = await browser.go('/api/comments', {
      headers: { 'content-type': 'application/json' },
      form: {},
    });
    assert.equal(json.res.status, 404);
    const form = await browser.go('/api/bookmarks', { form: { id: 'x', returnTo: '/' } });
    assert.equal(form.res.status, 404);
    assert.match(form.body, /Op deze site kunt u niet inloggen/);
  });

  test('the dashboard does not exist there', async () => {
    const answer = await browserOn(NOT_INTERACTIVE).go('/mijn-gkn');
    assert.equal(answer.res.status, 404);
  });

  test('pages carry no login control', async () => {
    const page = await browserOn(NOT_INTERACTIVE).go('/');
    assert.equal(page.res.status, 200);
    assert.doesNotMatch(page.body, /href="\/auth\/login/);
    assert.doesNotMatch(page.body, /"loginEnabled":true/);
  });

  test('the interactive site of the same deployment still has its login and API', async () => {
    const visitor = new Visitor(world.server);
    const me = await visitor.get('/api/me');
    assert.equal(me.status, 200);
    await visitor.logIn();
    assert.equal((await visitor.get('/api/me')).json.user.name.length > 0, true);
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestServer } from '../support/app.js';
import { Visitor } from '../support/api-session.js';

// Without a login configured (no OIDC_* / USER_API_URL) nobody is logged in: /api/me says so and
// the other personal routes answer 404 JSON, never a page.

describe('personal API without a login configured', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestApp();
  });
  after(() => server?.close());

  test('/api/me is { user: null }; the other routes 404 JSON, not cached', async () => {
    const visitor = new Visitor(server);
    const me = await visitor.get('/api/me');
    assert.equal(me.status, 200);
    assert.deepEqual(me.json, { user: null });
    for (const answer of [
      await visitor.get('/api/bookmarks'),
      await visitor.get('/api/comments?item=x'),
      await visitor.call('POST', '/api/comments', { body: '{}', headers: { 'content-type': 'application/json' } }),
    ]) {
      assert.equal(answer.status, 404);
      assert.deepEqual(answer.json, { error: 'this site has no login' });
      assert.equal(answer.headers.get('cache-control'), 'private, no-store');
    }
  });
});

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import request from 'supertest';
import { staticHandler } from '../../src/server/render/static-handler.js';
import type { RunningServer } from '../../src/server/start-server.js';
import { hostOf, startTestApp } from '../support/app.js';

let server: RunningServer;
before(async () => {
  server = await startTestApp({ PAGE_CACHE_TTL_S: '0' });
});
after(() => server.close());

test('when the error page itself fails to render, the last-resort page answers (500, no-store, own CSP)', async () => {
  const root = staticHandler.dataRoutes[0]! as { ErrorBoundary?: unknown; hasErrorBoundary?: boolean };
  const original = root.ErrorBoundary;
  root.ErrorBoundary = function BrokenErrorPage(): never {
    throw new Error('the error page cannot render');
  };
  try {
    const res = await request(server.url).get('/bestaat-echt-niet').set('Host', hostOf('groenkennisnet')).expect(500);
    assert.match(res.text, /Er is een fout opgetreden bij het tonen van de foutpagina/);
    assert.match(res.text, /An error occurred while showing the error page/);
    assert.match(res.text, /<a href="\/">Go back to home<\/a>/);
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.match(res.headers['content-security-policy']!, /default-src 'none'/);
    assert.doesNotMatch(res.text, /at BrokenErrorPage|Error:/, 'no stack trace');
  } finally {
    root.ErrorBoundary = original;
  }
  // And the next request renders the real 404 page again.
  await request(server.url).get('/bestaat-echt-niet').set('Host', hostOf('groenkennisnet')).expect(404);
});

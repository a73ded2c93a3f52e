import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { createKnowledgeIndexClient } from '../../src/upstream/knowledge-index/knowledge-index-client.js';
import { createSearchClient } from '../../src/upstream/search/search-client.js';
import { UpstreamError } from '../../src/upstream/upstream-error.js';
import { isUnderBase, upstreamUrl } from '../../src/upstream/upstream-url.js';

test('each value is exactly one encoded path segment', () => {
  assert.equal(
    upstreamUrl('http://cms/base/', ['nl', 'site', 'a/b', 'c\\d', '..x', '%2f', 'x?y#z']),
    'http://cms/base/nl/site/a%2Fb/c%5Cd/..x/%252f/x%3Fy%23z',
  );
});

test('a dot-segment or empty value names nothing: a 404 UpstreamError, no URL', () => {
  for (const value of ['..', '.', '', '%2e%2e', '.%2E']) {
    assert.throws(
      () => upstreamUrl('http://cms/base', ['nl', value]),
      (err) => err instanceof UpstreamError && err.failure === 'status' && err.status === 404,
      JSON.stringify(value),
    );
  }
});

test('a URL is under a base only once its dot-segments are resolved', () => {
  assert.equal(isUnderBase('http://s/search/gkn3?q=*', 'http://s/search/'), true);
  assert.equal(isUnderBase('http://s/search/../cms/nl/x', 'http://s/search/'), false);
  assert.equal(isUnderBase('http://s/search/%2e%2e/__demo/health', 'http://s/search/'), false);
  assert.equal(isUnderBase('http://u:p@s/search/gkn3', 'http://s/search/'), false);
  assert.equal(isUnderBase('http://other/search/gkn3', 'http://s/search/'), false);
});

test('the clients never ask for a step out of their base (over a real socket)', async () => {
  const asked: string[] = [];
  const server = createServer((req, res) => {
    asked.push(req.url ?? '');
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const index = createKnowledgeIndexClient({ baseUrl: `${base}/kennisindex`, timeoutMs: 1000 });
    assert.equal(await index.item('gkn3', '..'), null);
    assert.equal(await index.item('gkn3', '../../__demo/health'), null);
    const search = createSearchClient({ baseUrl: `${base}/search/`, timeoutMs: 1000 });
    await assert.rejects(search.prepared(`${base}/search/../__demo/health?q=*`), UpstreamError);
    assert.deepEqual(asked, ['/kennisindex/gkn3/..%2F..%2F__demo%2Fhealth']);
  } finally {
    server.close();
  }
});

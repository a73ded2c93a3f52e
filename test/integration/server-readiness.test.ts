import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, test } from 'node:test';
import request from 'supertest';
import { DEFAULT_READINESS } from '../../src/server/health-routes.js';
import { startTestApp, type TestServer } from '../support/app.js';

// DESIGN (Operations): /readyz checks Redis (here the in-memory cache) and the upstreams: CMS,
// search service and knowledge index, each bounded in time, the result cached a few seconds.

let server: TestServer;
before(async () => {
  // Upstream calls may take long here: the readiness bound, not the client timeout, must cut them.
  server = await startTestApp({ UPSTREAM_TIMEOUT_MS: '20000' });
});
after(() => server?.close());

const readyz = () => request(server.url).get('/readyz');
const demoRequests = async (fragment: string) => {
  const res = await fetch(`${server.demo!.url}/__demo/requests?pathIncludes=${encodeURIComponent(fragment)}`);
  return ((await res.json()) as { requests: unknown[] }).requests.length;
};

/** Polls /readyz until the cached result has expired and a fresh one says what `until` wants. */
async function readyzUntil(until: (body: { checks: Record<string, boolean> }) => boolean) {
  const deadline = Date.now() + DEFAULT_READINESS.cacheMs + DEFAULT_READINESS.timeoutMs + 3000;
  for (;;) {
    const res = await readyz();
    if (until(res.body)) return res;
    if (Date.now() > deadline) assert.fail(`readyz never changed: ${JSON.stringify(res.body)}`);
    await sleep(250);
  }
}

test('ready when the cache, the CMS, the search service and the knowledge index answer', async () => {
  const res = await readyz().expect(200);
  assert.deepEqual(res.body, {
    status: 'ready',
    checks: { cache: true, cms: true, search: true, knowledgeIndex: true },
  });
});

test('probes in quick succession reuse one result instead of asking the upstreams again', async () => {
  await fetch(`${server.demo!.url}/__demo/requests`, { method: 'DELETE' });
  await Promise.all(Array.from({ length: 10 }, () => readyz().expect(200)));
  await Promise.all(Array.from({ length: 10 }, () => readyz().expect(200)));
  // Twenty probes: at most one readiness run (two, if the cache window ended between them).
  assert.ok((await demoRequests('/filters')) <= 2, 'probes share one result');
  assert.ok((await demoRequests('/kennisindex/')) <= 2, 'probes share one result');
});

test('the search service down makes the instance not ready, and names it', async () => {
  server.demo!.setFault('search', { kind: 'down' });
  try {
    const res = await readyzUntil((b) => b.checks.search === false);
    assert.equal(res.status, 503);
    assert.equal(res.body.status, 'not ready');
    assert.equal(res.body.checks.cms, true);
    assert.equal(res.body.checks.knowledgeIndex, true);
  } finally {
    server.demo!.setFault('search', null);
  }
  await readyzUntil((b) => b.checks.search === true);
});

test('a hanging knowledge index is cut off by the readiness timeout', async () => {
  server.demo!.setFault('kennisindex', { kind: 'slow', ms: 15_000 });
  try {
    const started = Date.now();
    const res = await readyzUntil((b) => b.checks.knowledgeIndex === false);
    assert.equal(res.status, 503);
    assert.equal(res.body.checks.search, true);
    assert.ok(
      Date.now() - started < DEFAULT_READINESS.cacheMs + DEFAULT_READINESS.timeoutMs + 2500,
      'bounded, not the 15 s of the upstream',
    );
  } finally {
    server.demo!.setFault('kennisindex', null);
  }
});

test('a knowledge index answering errors is not ready', async () => {
  server.demo!.setFault('kennisindex', { kind: 'status', status: 500 });
  try {
    const res = await readyzUntil((b) => b.checks.knowledgeIndex === false);
    assert.equal(res.status, 503);
  } finally {
    server.demo!.setFault('kennisindex', null);
  }
});

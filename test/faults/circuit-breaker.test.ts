import assert from 'node:assert/strict';
import { after, before, mock, test } from 'node:test';
import request from 'supertest';
import { startForwarder, type Forwarder } from './forwarder.js';
import { hostOf, startTestApp, type TestServer } from '../support/app.js';
import { waitUntil } from '../support/wait.js';

// Found by a fault run: once a cached answer was past its stale window, every request during an
// upstream outage waited the full upstream timeout before getting the stale copy. After one
// timeout the next requests must get the stale copy at once (a circuit breaker per upstream),
// one request at a time probing for recovery; when the upstream is back, fresh answers return.
// The upstreams are reached through a forwarder that records the calls they were really asked.
//
// The cache's freshness, stale window and breaker back-off are read from Date.now (src/cache/
// cached.ts), so the test moves a mocked Date instead of waiting them out (docs/architecture.md
// §12). Only Date is mocked: timers and sockets stay real, and the upstream timeout is really
// waited for, because that wait is what the breaker saves the later requests.

const TIMEOUT_MS = 3000;
let app: TestServer;
let hop: Forwarder;
before(async () => {
  // Before the app starts: the cache takes its clock (Date.now) when it is created. Stopped at now.
  mock.timers.enable({ apis: ['Date'], now: Date.now() });
  hop = await startForwarder();
  // Search answers are fresh for 1 s and served stale for 5 s more (UPSTREAM_CACHE_TTL_S=1);
  // no page cache, so every request renders.
  app = await startTestApp({
    UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
    UPSTREAM_CACHE_TTL_S: '1',
    PAGE_CACHE_TTL_S: '0',
    CMS_BASE_URL: `${hop.url}/cms`,
    SEARCH_BASE_URL: `${hop.url}/search/`,
    KNOWLEDGE_INDEX_URL: `${hop.url}/kennisindex`,
  });
  hop.target = app.demo.url;
});
after(async () => {
  // Real time again before closing: the connection drain's deadline reads Date.now.
  mock.timers.reset();
  await app?.close();
  await hop?.close();
});

const PAGE = '/zoeken/mest';
/** Calls to the search service, and those of them for results (not the filter list). */
const serviceCalls = () => hop.seen.filter((r) => r.path.startsWith('/search/')).length;
const searchCalls = () => hop.seen.filter((r) => r.path.startsWith('/search/') && !r.path.includes('/filters')).length;

async function timedGet(path: string) {
  const started = performance.now();
  const res = await request(app.url).get(path).set('Host', hostOf('groenkennisnet'));
  return { res, ms: performance.now() - started };
}

/** The result titles of a search page (the part the search answer decides). */
const resultsOf = (html: string) => [...html.matchAll(/<h3[^>]*>(.*?)<\/h3>/gs)].map((m) => m[1]);

test('after one upstream timeout the next requests get the stale copy at once; recovery brings fresh answers', async () => {
  const warm = await timedGet(PAGE);
  assert.equal(warm.res.status, 200);
  const results = resultsOf(warm.res.text);
  assert.ok(results.length > 0, 'the warm page lists results');

  // Past the search answer's stale window (1 s fresh + 5 s stale): the next request asks the service.
  mock.timers.tick(6500);
  app.demo.setFault('search', { kind: 'slow', ms: 10_000 });
  try {
    const first = await timedGet(PAGE);
    assert.equal(first.res.status, 200);
    assert.ok(first.ms >= TIMEOUT_MS - 200, `the first request waited for the timeout (${Math.round(first.ms)} ms)`);
    assert.deepEqual(resultsOf(first.res.text), results, 'and got the stale copy');

    const callsBefore = searchCalls();
    for (let i = 0; i < 5; i++) {
      const next = await timedGet(PAGE);
      assert.equal(next.res.status, 200);
      // The breaker answers from the stale copy without asking the service: the call count below
      // is the proof. (A bound in milliseconds was flaky: on a busy two-core machine a render of
      // this page alone took longer than the timeout.)
      assert.deepEqual(resultsOf(next.res.text), results, `request ${i + 2} shows the stale copy`);
    }
    assert.ok(searchCalls() - callsBefore <= 1, 'the failing search service was not asked again by every request');
  } finally {
    app.demo.setFault('search', null);
  }

  // Recovered: once the back-off (5 s, src/cache/upstream-breaker.ts) has passed, the next request
  // probes the search service (with its results or its filter list, whichever asks first), and by
  // the request after it the results come from the service again.
  const serviceCallsAtRecovery = serviceCalls();
  const callsAtRecovery = searchCalls();
  mock.timers.tick(5000);
  assert.equal((await timedGet(PAGE)).res.status, 200);
  assert.ok(serviceCalls() > serviceCallsAtRecovery, 'after the back-off a request probed the search service');
  const recovered = await timedGet(PAGE);
  assert.equal(recovered.res.status, 200);
  assert.ok(searchCalls() > callsAtRecovery, 'the results were asked of the service again');
  assert.deepEqual(resultsOf(recovered.res.text), results);

  // The breaker is closed: once those results are past their 1 s freshness, a request is answered
  // from that copy and refreshes it from the service in the background, as before the outage.
  const callsAfterRecovery = searchCalls();
  mock.timers.tick(1100);
  const fresh = await timedGet(PAGE);
  assert.equal(fresh.res.status, 200);
  assert.deepEqual(resultsOf(fresh.res.text), results);
  await waitUntil(() => searchCalls() > callsAfterRecovery, 5000, 'the background refresh asking the service');
});

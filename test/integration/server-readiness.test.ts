import assert from 'node:assert/strict';
import { Agent, request as httpRequest } from 'node:http';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { startTestApp, type TestServer } from '../support/app.js';
import { startTcpProxy, startTestRedis, type TcpProxy, type TestRedis } from '../support/redis.js';
import { waitUntil } from '../support/wait.js';

// Readiness means "this instance can serve": started, config loaded, not draining. Redis and the
// upstreams are shared by every instance, so their health is reported (body and metrics) and
// never turns /readyz to 503: a slow or failing upstream must not pull every instance at once.

interface ReadyBody {
  status: string;
  dependencies: Record<string, 'up' | 'down' | 'unknown'>;
}

const readyz = (server: TestServer) => request(server.url).get('/readyz');

/** Probes until the reported dependencies say what `until` wants (each probe answers at once). */
async function readyzUntil(server: TestServer, until: (body: ReadyBody) => boolean) {
  let last: ReadyBody | undefined;
  await waitUntil(
    async () => until((last = (await readyz(server).expect(200)).body as ReadyBody)),
    15_000,
    'the reported dependencies to change',
  );
  return last!;
}

async function timed<T>(work: PromiseLike<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work;
  return { value, ms: performance.now() - started };
}

const allUp = (b: ReadyBody) => Object.values(b.dependencies).every((s) => s === 'up');

describe('readiness against the demo upstream', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestApp({ UPSTREAM_TIMEOUT_MS: '3000', METRICS_PORT: '0' });
  });
  after(() => server?.close());

  const demoRequests = async (fragment: string) => {
    const res = await fetch(`${server.demo.url}/__demo/requests?pathIncludes=${encodeURIComponent(fragment)}`);
    return ((await res.json()) as { requests: unknown[] }).requests.length;
  };
  const metric = async (dependency: string) => {
    const text = await (await fetch(`${server.metricsUrl}/metrics`)).text();
    return new RegExp(`^gkn_dependency_up\\{dependency="${dependency}"\\} (\\d)$`, 'm').exec(text)?.[1];
  };

  test('ready from the start; the cache and the three upstreams are reported up', async () => {
    const first = await readyz(server).expect(200);
    assert.equal(first.body.status, 'ready');
    assert.deepEqual(Object.keys(first.body.dependencies).sort(), ['cache', 'cms', 'knowledgeIndex', 'search']);
    const body = await readyzUntil(server, allUp);
    assert.deepEqual(body, {
      status: 'ready',
      dependencies: { cache: 'up', cms: 'up', search: 'up', knowledgeIndex: 'up' },
    });
    assert.equal(await metric('cms'), '1');
  });

  test('probes in quick succession reuse one check instead of asking the upstreams again', async () => {
    await fetch(`${server.demo.url}/__demo/requests`, { method: 'DELETE' });
    await Promise.all(Array.from({ length: 10 }, () => readyz(server).expect(200)));
    await Promise.all(Array.from({ length: 10 }, () => readyz(server).expect(200)));
    // Twenty probes: at most one check run (two, if the reuse window ended between them).
    assert.ok((await demoRequests('/filters')) <= 2, 'probes share one result');
    assert.ok((await demoRequests('/kennisindex/')) <= 2, 'probes share one result');
  });

  test('the search service down is reported (body and metrics) while the instance stays ready', async () => {
    server.demo.setFault('search', { kind: 'down' });
    try {
      const body = await readyzUntil(server, (b) => b.dependencies.search === 'down');
      assert.equal(body.status, 'ready');
      assert.equal(body.dependencies.cms, 'up');
      assert.equal(await metric('search'), '0');
    } finally {
      server.demo.setFault('search', null);
    }
    await readyzUntil(server, (b) => b.dependencies.search === 'up');
  });

  test('at 2 s upstream latency /readyz answers at once, ready, and reports the upstreams up', async () => {
    await fetch(`${server.demo.url}/__demo/requests`, { method: 'DELETE' });
    for (const target of ['cms', 'search', 'kennisindex'] as const)
      server.demo.setFault(target, { kind: 'slow', ms: 2000 });
    try {
      // Probe on until a check has run under the latency and had time to finish (its upstream
      // call was logged by the demo over 2.5 s ago); every probe meanwhile answers at once.
      const probeCall = async () => {
        const res = await fetch(`${server.demo.url}/__demo/requests?pathIncludes=gkn-readyz-probe`);
        return ((await res.json()) as { requests: { at: number }[] }).requests[0];
      };
      let slowest = 0;
      await waitUntil(
        async () => {
          const { value, ms } = await timed(readyz(server).expect(200));
          slowest = Math.max(slowest, ms);
          assert.equal(value.body.status, 'ready');
          const call = await probeCall();
          return call !== undefined && Date.now() - call.at > 2500;
        },
        20_000,
        'a readiness check under 2 s latency',
      );
      // Never the 2 s of an upstream call: a probe that waited for one would take at least that.
      // (The margin is for a busy machine: under CI load a plain answer has taken 600 ms.)
      assert.ok(slowest < 1500, `the slowest /readyz took ${slowest.toFixed(0)} ms`);
      const body = (await readyz(server).expect(200)).body as ReadyBody;
      // The check waits as long as a page's own upstream call would (3 s), so 2 s is 'up'.
      assert.deepEqual(body.dependencies, { cache: 'up', cms: 'up', search: 'up', knowledgeIndex: 'up' });
    } finally {
      server.demo.setFault('all', null);
    }
  });

  test('a hanging knowledge index is cut off at the upstream timeout and reported down; still ready', async () => {
    server.demo.setFault('kennisindex', { kind: 'slow', ms: 15_000 });
    try {
      const started = Date.now();
      const body = await readyzUntil(server, (b) => b.dependencies.knowledgeIndex === 'down');
      assert.equal(body.status, 'ready');
      assert.ok(Date.now() - started < 5000 + 3000 + 2000, 'bounded by the upstream timeout, not the 15 s hang');
    } finally {
      server.demo.setFault('kennisindex', null);
    }
  });
});

describe('readiness through a Redis outage', () => {
  let redis: TestRedis;
  let proxy: TcpProxy;
  let server: TestServer;
  before(async () => {
    redis = await startTestRedis();
    proxy = await startTcpProxy(redis.url);
    server = await startTestApp({ REDIS_URL: proxy.url, UPSTREAM_TIMEOUT_MS: '3000' });
  });
  after(async () => {
    await server?.close();
    await proxy?.stop();
    await redis?.stop();
  });

  test('Redis gone: pages are served, /readyz stays 200 and reports the cache down', async () => {
    await readyzUntil(server, allUp);
    await proxy.stop();
    const body = await readyzUntil(server, (b) => b.dependencies.cache === 'down');
    assert.equal(body.status, 'ready');
    const page = await request(server.url).get('/').set('Host', 'groenkennisnet.localhost');
    assert.equal(page.status, 200, 'the instance serves without Redis');
    await proxy.restart();
    await readyzUntil(server, (b) => b.dependencies.cache === 'up');
  });
});

describe('readiness while draining', () => {
  test('once the instance stops accepting, /readyz answers 503 on the connections still open', async () => {
    const server = await startTestApp();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const probe = () =>
      new Promise<{ status: number; body: ReadyBody; connection: string | undefined }>((resolve, reject) => {
        const req = httpRequest(`${server.url}/readyz`, { agent, headers: { host: 'localhost' } }, (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () =>
            resolve({
              status: res.statusCode!,
              body: JSON.parse(text) as ReadyBody,
              connection: res.headers.connection,
            }),
          );
        });
        req.on('error', reject);
        req.end();
      });
    try {
      assert.equal((await probe()).status, 200);
      await server.stopAccepting();
      const draining = await probe(); // on the kept-alive connection: new ones are refused now
      assert.equal(draining.status, 503);
      assert.equal(draining.body.status, 'draining');
      // A load balancer's probe on the same connection is answered on it.
      assert.equal(draining.connection, 'keep-alive');
    } finally {
      agent.destroy();
      await server.close();
    }
  });
});

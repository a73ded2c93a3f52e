import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ConfigError, loadConfig } from '../../src/config/config.js';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import { hostOf, startTestApp, type TestServer } from '../support/app.js';
import { rawGet, startForwarder, type Forwarder } from './forwarder.js';

// Metrics used to be answered on the sites' port to any request whose socket address looked
// internal, so a proxy on a private network in front of the sites passed every visitor through.
// They now have a port of their own (METRICS_PORT, bound to loopback by default); the sites' port
// answers /metrics like any unknown page, directly and through a proxy.

let server: TestServer;
let proxy: Forwarder;
before(async () => {
  server = await startTestApp({ PAGE_CACHE_TTL_S: '0', METRICS_PORT: '0' });
  proxy = await startForwarder({ target: server.url });
});
after(async () => {
  await proxy?.close();
  await server?.close();
});

describe('metrics on their own port', () => {
  test('METRICS_PORT serves render time, cache and upstream metrics, on loopback', async () => {
    assert.ok(server.metricsUrl, 'a metrics listener');
    assert.match(server.metricsUrl, /^http:\/\/127\.0\.0\.1:\d+$/);
    await rawGet(server.url, '/over-ons', { host: hostOf('groenkennisnet') });
    const res = await rawGet(server.metricsUrl, '/metrics', {});
    assert.equal(res.status, 200);
    assert.match(String(res.headers['content-type']), /^text\/plain/);
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.match(res.body, /gkn_render_seconds_count\{status="200"\} [1-9]/);
    assert.match(res.body, /gkn_upstream_seconds_count\{upstream="cms",outcome="ok"\} [1-9]/);
    assert.match(res.body, /gkn_cache_events\{kind="cms",counter="misses"\} [1-9]/);
    assert.equal((await rawGet(server.metricsUrl, '/', {})).status, 404, 'nothing else on that port');
  });

  test('the sites’ port answers /metrics with the site’s 404 page, from loopback and through a proxy', async () => {
    for (const url of [server.url, proxy.url]) {
      for (const host of [hostOf('groenkennisnet'), 'www.groenkennisnet.nl']) {
        const res = await rawGet(url, '/metrics', { host, 'x-forwarded-for': '10.0.0.7' });
        assert.equal(res.status, 404, `${url} ${host}`);
        assert.match(res.body, /Deze pagina bestaat niet/);
        assert.doesNotMatch(res.body, /gkn_render_seconds/);
      }
    }
  });

  test('without METRICS_PORT there is no metrics listener', async () => {
    const plain = await startTestApp({ PAGE_CACHE_TTL_S: '0' });
    try {
      assert.equal(plain.metricsUrl, null);
      assert.equal((await rawGet(plain.url, '/metrics', { host: hostOf('groenkennisnet') })).status, 404);
    } finally {
      await plain.close();
    }
  });

  test('METRICS_PORT equal to PORT is a configuration error', () => {
    assert.throws(
      () => loadConfig({ PORT: '3000', METRICS_PORT: '3000' }, ROOT_DIR),
      (err) => err instanceof ConfigError && /METRICS_PORT: must differ from PORT/.test(err.message),
    );
    assert.throws(() => loadConfig({ METRICS_PORT: 'abc' }, ROOT_DIR), /METRICS_PORT/);
    assert.equal(loadConfig({ METRICS_PORT: '9464' }, ROOT_DIR).metricsHost, '127.0.0.1');
    assert.equal(loadConfig({}, ROOT_DIR).metricsPort, undefined);
  });
});

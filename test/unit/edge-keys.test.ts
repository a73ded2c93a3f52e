import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { cacheKey } from '../../src/cache/cache-keys.js';
import { pageSurrogateKey, surrogateKeyHeader, surrogateKeyOfCacheKey } from '../../src/cache/surrogate-keys.js';
import { loadConfig } from '../../src/config/config.js';
import { parseRedisAddress } from '../../src/config/redis-address.js';
import { keyBatches } from '../../src/server/purge/edge-purge.js';

describe('surrogate keys', () => {
  test('name what a cache key is about: the CMS page, the section, the search scope, the item', () => {
    assert.equal(surrogateKeyOfCacheKey(cacheKey('gkn', 'cms', 'nl', 'over-ons')), 'gkn:cms:nl:over-ons');
    assert.equal(surrogateKeyOfCacheKey(cacheKey('gkn', 'menu', 'en', 'gkn_menu')), 'gkn:menu:en:gkn_menu');
    // Every query of a scope is one key: a publish names the scope, not its queries.
    assert.equal(surrogateKeyOfCacheKey(cacheKey('gkn', 'search', 'gkn3', 'q=bodem&start=0')), 'gkn:search:gkn3');
    assert.equal(surrogateKeyOfCacheKey(cacheKey('gkn', 'search', 'gkn3', 'filters')), 'gkn:search:gkn3');
    assert.equal(surrogateKeyOfCacheKey(cacheKey('gkn', 'knowledge', 'gkn3', 'rec-1')), 'gkn:knowledge:gkn3:rec-1');
  });

  test('never hold a space or comma (xkey separators), and stay short', () => {
    const odd = surrogateKeyOfCacheKey(cacheKey('gkn', 'knowledge', 'gkn3', 'a,b'))!;
    assert.doesNotMatch(odd, /[\s,]/);
    const long = pageSurrogateKey('gkn', 'nl', `/${'x'.repeat(300)}`);
    assert.ok(long.length < 40 && long.startsWith('#'), long);
    assert.equal(pageSurrogateKey('gkn', 'nl', '/a,b').includes(','), false);
  });

  test('ignore keys of another shape, and list each key once', () => {
    assert.equal(surrogateKeyOfCacheKey('gkn-seen:revalidate:abc'), null);
    assert.equal(surrogateKeyOfCacheKey('gkn:site:page:nl:/x:-:host'), null);
    assert.equal(surrogateKeyHeader(['a', 'b', 'a']), 'a b');
  });

  test('are sent in batches that fit a request header', () => {
    const keys = Array.from({ length: 400 }, (_, i) => `groenkennisnet:page:nl:/een/pagina-${i}`);
    const batches = keyBatches(keys);
    assert.ok(batches.length > 1);
    assert.ok(batches.every((b) => b.length <= 6000));
    assert.deepEqual(batches.join(' ').split(' '), keys);
    assert.deepEqual(keyBatches([]), []);
  });
});

describe('Redis addresses', () => {
  test('one server, a Sentinel primary or a Cluster', () => {
    assert.deepEqual(parseRedisAddress('redis://cache:6379/2'), { kind: 'server', url: 'redis://cache:6379/2' });
    assert.deepEqual(parseRedisAddress('redis-sentinel://:p%40ss@s1:26379,s2:26379/mymaster/1'), {
      kind: 'sentinel',
      sentinels: [
        { host: 's1', port: 26379 },
        { host: 's2', port: 26379 },
      ],
      name: 'mymaster',
      db: 1,
      password: 'p@ss',
    });
    assert.deepEqual(parseRedisAddress('redis-cluster://n1:7000,[::1]:7001'), {
      kind: 'cluster',
      nodes: [
        { host: 'n1', port: 7000 },
        { host: '::1', port: 7001 },
      ],
    });
  });

  test('bad ones are refused with a reason, by the config too', () => {
    for (const bad of [
      'http://cache:6379',
      'redis-sentinel://s1:26379',
      'redis-sentinel://s1/mymaster',
      'redis-cluster://n1:7000/3',
      'redis-cluster://n1:99999',
    ]) {
      const parsed = parseRedisAddress(bad);
      assert.ok('error' in parsed, bad);
      assert.throws(() => loadConfig({ REDIS_URL: bad }, '/app'), /REDIS_URL: /, bad);
    }
    assert.equal(
      loadConfig({ REDIS_URL: 'redis-sentinel://s1:26379/m' }, '/app').redisUrl,
      'redis-sentinel://s1:26379/m',
    );
  });
});

describe('edge purge settings', () => {
  test('both or neither; each URL checked', () => {
    const secret = 'e'.repeat(32);
    assert.deepEqual(
      loadConfig({ EDGE_PURGE_URLS: 'http://v1:6091/, http://v2:6091/', EDGE_PURGE_SECRET: secret }, '/app').edgePurge,
      { urls: ['http://v1:6091/', 'http://v2:6091/'], secret },
    );
    assert.equal(loadConfig({}, '/app').edgePurge, null);
    assert.throws(() => loadConfig({ EDGE_PURGE_URLS: 'http://v1:6091/' }, '/app'), /set both/);
    assert.throws(
      () => loadConfig({ EDGE_PURGE_URLS: 'ftp://v1', EDGE_PURGE_SECRET: secret }, '/app'),
      /EDGE_PURGE_URLS/,
    );
    assert.throws(() => loadConfig({ EDGE_PURGE_URLS: 'http://v1/', EDGE_PURGE_SECRET: 'short' }, '/app'), /32/);
  });
});

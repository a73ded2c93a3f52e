import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConfigError, loadConfig } from '../../src/config/config.js';

const ROOT = '/srv/gkn';

test('an empty environment is demo mode with the documented defaults', () => {
  const config = loadConfig({}, ROOT);
  assert.equal(config.upstreams, null);
  assert.equal(config.port, 3000);
  assert.equal(config.upstreamTimeoutMs, 3000);
  assert.equal(config.redisUrl, undefined);
  assert.equal(config.sitesDir, `${ROOT}/sites`);
});

test('upstream URLs are normalised: the search base keeps a trailing slash, the others lose it', () => {
  const config = loadConfig(
    {
      CMS_BASE_URL: 'https://cms.example.nl/api/',
      SEARCH_BASE_URL: 'https://zoek.example.nl/q',
      KNOWLEDGE_INDEX_URL: 'https://ki.example.nl/',
    },
    ROOT,
  );
  assert.deepEqual(config.upstreams, {
    cmsBaseUrl: 'https://cms.example.nl/api',
    searchBaseUrl: 'https://zoek.example.nl/q/',
    knowledgeIndexUrl: 'https://ki.example.nl',
  });
});

test('every bad variable is named in one error', () => {
  assert.throws(
    () => loadConfig({ PORT: 'abc', REDIS_URL: 'http://not-redis', LOG_LEVEL: 'loud' }, ROOT),
    (error: unknown) => {
      assert.ok(error instanceof ConfigError);
      const text = error.message;
      for (const name of ['PORT', 'REDIS_URL', 'LOG_LEVEL']) assert.match(text, new RegExp(`${name}: `));
      assert.match(text, /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/);
      return true;
    },
  );
});

test('setting only some upstream URLs is refused', () => {
  assert.throws(
    () => loadConfig({ CMS_BASE_URL: 'https://cms.example.nl' }, ROOT),
    /set all three, or none for demo mode/,
  );
});

test('a non-http upstream URL is refused', () => {
  assert.throws(
    () =>
      loadConfig(
        { CMS_BASE_URL: 'file:///etc/passwd', SEARCH_BASE_URL: 'https://a.nl', KNOWLEDGE_INDEX_URL: 'https://b.nl' },
        ROOT,
      ),
    /CMS_BASE_URL: must be an http\(s\) URL/,
  );
});

test('TRUST_PROXY: loopback by default, a hop count as a number, lists of addresses kept, nonsense refused', () => {
  assert.equal(loadConfig({}, '/app').trustProxy, 'loopback');
  assert.equal(loadConfig({ TRUST_PROXY: '2' }, '/app').trustProxy, 2);
  assert.equal(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }, '/app').trustProxy, 'loopback, 10.0.0.0/8');
  assert.throws(() => loadConfig({ TRUST_PROXY: 'everyone; rm -rf' }, '/app'), /TRUST_PROXY/);
});

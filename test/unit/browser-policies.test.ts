import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CHUNK_RELOAD_INTERVAL_MS, isChunkLoadError, mayReloadForChunk } from '../../src/app/browser/chunk-reload.js';
import { consentFrom } from '../../src/app/browser/consent.js';
import { mayPrefetch, prefetchTargets, PREFETCH_COUNT } from '../../src/app/browser/prefetch-policy.js';

test('prefetch: none on 2g, slow-2g or save-data; otherwise allowed', () => {
  assert.ok(mayPrefetch(undefined));
  assert.ok(mayPrefetch({ effectiveType: '4g' }));
  assert.ok(mayPrefetch({ effectiveType: '3g' }));
  assert.ok(!mayPrefetch({ effectiveType: '2g' }));
  assert.ok(!mayPrefetch({ effectiveType: 'slow-2g' }));
  assert.ok(!mayPrefetch({ effectiveType: '4g', saveData: true }));
});

test('prefetch targets: the first 2 distinct pages of this site, not the current one, no files or internal endpoints', () => {
  assert.equal(PREFETCH_COUNT, 2);
  const origin = 'http://gkn.localhost';
  const hrefs = [
    '/over-ons',
    '#top',
    'https://www.wur.nl/',
    '/over-ons',
    '/logo.svg',
    '/_data?x',
    'mailto:a@b.nl',
    '/nieuws',
    '/agenda',
  ];
  assert.deepEqual(prefetchTargets(hrefs, origin, '/'), ['/over-ons', '/nieuws']);
  assert.deepEqual(prefetchTargets(hrefs, origin, '/over-ons'), ['/nieuws', '/agenda']);
});

test('chunk reload: once, then not again within 60000 ms', () => {
  const store = new Map<string, string>();
  const storage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
  };
  assert.equal(CHUNK_RELOAD_INTERVAL_MS, 60_000);
  assert.ok(mayReloadForChunk(storage, 1_000_000));
  assert.ok(!mayReloadForChunk(storage, 1_000_000 + 59_999));
  assert.ok(mayReloadForChunk(storage, 1_000_000 + 60_000));
  assert.ok(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/chunk-X.js')));
  assert.ok(isChunkLoadError(new TypeError('Importing a module script failed.')));
  assert.ok(!isChunkLoadError(new Error('x is undefined')));
});

test('consent is read from the cookie header', () => {
  assert.equal(consentFrom('a=1; gkn_consent=accepted; b=2'), 'accepted');
  assert.equal(consentFrom('gkn_consent=rejected'), 'rejected');
  assert.equal(consentFrom('gkn_consent=maybe'), null);
  assert.equal(consentFrom('xgkn_consent=accepted'), null);
  assert.equal(consentFrom(undefined), null);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cacheKey, kindOfKey, kindPrefix, pageKey, pagePathPrefix, sitePrefix } from '../../src/cache/cache-keys.js';

test('builds namespaced keys with readable plain parts', () => {
  assert.equal(cacheKey('groenkennisnet', 'menu', 'nl'), 'gkn:groenkennisnet:menu:v6:nl');
  assert.equal(cacheKey('wur', 'cms', 'page', '/over-ons', 3), 'gkn:wur:cms:v6:page:/over-ons:3');
  assert.equal(sitePrefix('wur'), 'gkn:wur:');
  assert.equal(kindPrefix('wur', 'search'), 'gkn:wur:search:');
});

test('hashes long or odd parts so keys stay short and free of separators and glob characters', () => {
  const odd = ['a:b', 'with space', 'glob*', 'q?', '[x]', 'back\\slash', 'ë', '#x', 'x'.repeat(97), ''];
  for (const part of odd) {
    const key = cacheKey('wur', 'cms', part);
    assert.match(key, /^gkn:wur:cms:v6:#[A-Za-z0-9_-]{22}$/, JSON.stringify(part));
  }
  assert.notEqual(cacheKey('wur', 'cms', 'a:b'), cacheKey('wur', 'cms', 'a:c'));
  assert.equal(cacheKey('wur', 'cms', 'a:b'), cacheKey('wur', 'cms', 'a:b'));
});

test('rejects an invalid site id', () => {
  assert.throws(() => cacheKey('Bad Site', 'cms', 'x'), TypeError);
  assert.throws(() => sitePrefix(''), TypeError);
  assert.throws(() => cacheKey('wur', 'cms'), TypeError);
});

test('page keys: the kept query sorted by name (repeated names in order), one entry per host', () => {
  const q = (s: string) => new URLSearchParams(s);
  const a = pageKey('wur', 'nl', '/zoeken', q('start=20&theme=b&srt=title&theme=a'), 'wur.localhost');
  const b = pageKey('wur', 'nl', '/zoeken', q('srt=title&theme=b&start=20&theme=a'), 'WUR.localhost');
  assert.equal(a, b);
  assert.equal(a, 'gkn:wur:page:nl:/zoeken:srt=title&start=20&theme=b&theme=a:wur.localhost');
  assert.equal(pageKey('wur', 'nl', '/', q(''), 'www.wur.nl'), 'gkn:wur:page:nl:/:-:www.wur.nl');
  assert.notEqual(
    pageKey('wur', 'nl', '/', q(''), 'www.wur.nl'),
    pageKey('wur', 'nl', '/', q(''), 'acc.wur.nl'),
    'each host its own entry',
  );
  assert.ok(
    pageKey('wur', 'nl', '/zoeken', q('q=a b*'), 'acc.wur.nl').startsWith(pagePathPrefix('wur', 'nl', '/zoeken')),
  );
  assert.ok(
    !pageKey('wur', 'nl', '/zoeken-extra', q(''), 'www.wur.nl').startsWith(pagePathPrefix('wur', 'nl', '/zoeken')),
  );
});

test('finds the kind of a key for metrics', () => {
  assert.equal(kindOfKey('gkn:wur:page:nl:/:-'), 'page');
  assert.equal(kindOfKey('gkn:wur:cms'), 'other');
  assert.equal(kindOfKey('other:key'), 'other');
  assert.equal(kindOfKey(''), 'other');
});

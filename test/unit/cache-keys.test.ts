import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  cacheKey,
  kindOfKey,
  kindPrefix,
  normalizeQuery,
  pageKey,
  pagePathPrefix,
  sitePrefix,
} from '../../src/cache/cache-keys.js';

test('builds namespaced keys with readable plain parts', () => {
  assert.equal(cacheKey('groenkennisnet', 'menu', 'nl'), 'gkn:groenkennisnet:menu:nl');
  assert.equal(cacheKey('wur', 'cms', 'page', '/over-ons', 3), 'gkn:wur:cms:page:/over-ons:3');
  assert.equal(sitePrefix('wur'), 'gkn:wur:');
  assert.equal(kindPrefix('wur', 'search'), 'gkn:wur:search:');
});

test('hashes long or odd parts so keys stay short and free of separators and glob characters', () => {
  const odd = ['a:b', 'with space', 'glob*', 'q?', '[x]', 'back\\slash', 'ë', '#x', 'x'.repeat(97), ''];
  for (const part of odd) {
    const key = cacheKey('wur', 'cms', part);
    assert.match(key, /^gkn:wur:cms:#[A-Za-z0-9_-]{22}$/, JSON.stringify(part));
  }
  assert.notEqual(cacheKey('wur', 'cms', 'a:b'), cacheKey('wur', 'cms', 'a:c'));
  assert.equal(cacheKey('wur', 'cms', 'a:b'), cacheKey('wur', 'cms', 'a:b'));
});

test('rejects an invalid site id', () => {
  assert.throws(() => cacheKey('Bad Site', 'cms', 'x'), TypeError);
  assert.throws(() => sitePrefix(''), TypeError);
  assert.throws(() => cacheKey('wur', 'cms'), TypeError);
});

test('canonicalises the query: sorted by name, repeated names in order, tracking dropped', () => {
  assert.equal(normalizeQuery('?b=2&a=1&f=y&f=x&utm_source=nl&gclid=1'), 'a=1&b=2&f=y&f=x');
  assert.equal(normalizeQuery(''), '-');
  assert.equal(normalizeQuery(undefined), '-');
  assert.equal(normalizeQuery('utm_medium=x'), '-');
  assert.equal(normalizeQuery(new URLSearchParams({ q: 'mest' })), 'q=mest');
});

test('page keys share a per-path prefix across queries', () => {
  const a = pageKey('wur', 'nl', '/zoeken', 'q=mest&page=2', 'wur.localhost');
  const b = pageKey('wur', 'nl', '/zoeken', 'page=2&q=mest&utm_campaign=x', 'WUR.localhost');
  assert.equal(a, b);
  assert.equal(a, 'gkn:wur:page:nl:/zoeken:page=2&q=mest:wur.localhost');
  assert.equal(pageKey('wur', 'nl', '/', '', 'www.wur.nl'), 'gkn:wur:page:nl:/:-:www.wur.nl');
  assert.notEqual(
    pageKey('wur', 'nl', '/', '', 'www.wur.nl'),
    pageKey('wur', 'nl', '/', '', 'acc.wur.nl'),
    'each host its own entry',
  );
  assert.ok(pageKey('wur', 'nl', '/zoeken', 'q=a b*', 'acc.wur.nl').startsWith(pagePathPrefix('wur', 'nl', '/zoeken')));
  assert.ok(
    !pageKey('wur', 'nl', '/zoeken-extra', '', 'www.wur.nl').startsWith(pagePathPrefix('wur', 'nl', '/zoeken')),
  );
});

test('finds the kind of a key for metrics', () => {
  assert.equal(kindOfKey('gkn:wur:page:nl:/:-'), 'page');
  assert.equal(kindOfKey('gkn:wur:cms'), 'other');
  assert.equal(kindOfKey('other:key'), 'other');
  assert.equal(kindOfKey(''), 'other');
});

import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import { test } from 'node:test';
import { localeFor } from '../../src/app/i18n/locale.js';
import { encodeSearchTerm } from '../../src/app/logic/route-segments.js';
import { searchPathOf } from '../../src/app/logic/search-url.js';
import { addressOf, parseHost } from '../../src/server/middleware/request-address.js';
import { cmsPathFor } from '../../src/server/services/page-service.js';

test('a search path forces English, a zoeken path Dutch, anything else keeps the site language', () => {
  assert.equal(localeFor('nl', '/search/bodem'), 'en');
  assert.equal(localeFor('nl', '/ai-search'), 'en');
  assert.equal(localeFor('en', '/zoeken/*'), 'nl');
  assert.equal(localeFor('en', '/zoeken/resultaat/x'), 'nl');
  assert.equal(
    localeFor('nl', '/research-agenda'),
    'nl',
    'a CMS page whose name contains "search" is not a search page',
  );
  assert.equal(localeFor('en', '/'), 'en');
});

test('a blank search term becomes * and spaces become + (requirements §5)', () => {
  assert.equal(encodeSearchTerm(''), '*');
  assert.equal(encodeSearchTerm('   '), '*');
  assert.equal(encodeSearchTerm(null), '*');
  assert.equal(encodeSearchTerm(' bodem  leven '), 'bodem+leven');
  assert.equal(encodeSearchTerm('a/b?c'), 'a%2Fb%3Fc');
  assert.equal(searchPathOf({ kind: 'site', locale: 'nl' }, 'water beheer'), '/zoeken/water+beheer');
  assert.equal(searchPathOf({ kind: 'site', locale: 'en' }, ''), '/search/*');
});

test('the CMS path is the route path without slashes, the home address for /', () => {
  assert.equal(cmsPathFor('/', 'index'), 'index');
  assert.equal(cmsPathFor('/over-ons/', 'index'), 'over-ons');
  assert.equal(cmsPathFor('/dossier/bodem%20leven', 'index'), 'dossier/bodem leven');
});

test('the Host header loses its port and trailing dot; IPv6 literals keep their brackets', () => {
  assert.deepEqual(parseHost('Groenkennisnet.localhost:3000'), { host: 'groenkennisnet.localhost', port: '3000' });
  assert.deepEqual(parseHost('groenkennisnet.localhost.'), { host: 'groenkennisnet.localhost', port: null });
  assert.deepEqual(parseHost('[::1]:3000'), { host: '[::1]', port: '3000' });
  assert.deepEqual(parseHost('x.localhost:abc'), { host: 'x.localhost', port: null });
  assert.deepEqual(parseHost(undefined), { host: '', port: null });
});

const requestTo = (headers: Record<string, string>, peer = '203.0.113.9') =>
  ({ headers, socket: { remoteAddress: peer } }) as unknown as IncomingMessage;
const trustLoopback = (address: string | undefined) => address === '127.0.0.1';

test('the address a request names: shared per host and scheme, never mixed up, correct after many hosts', () => {
  const first = addressOf(requestTo({ host: 'Groenkennisnet.localhost:3000' }), trustLoopback);
  assert.deepEqual(first, { host: 'groenkennisnet.localhost', port: '3000', scheme: 'http' });
  assert.ok(Object.isFrozen(first), 'a shared address cannot be changed by one request');
  assert.equal(addressOf(requestTo({ host: 'Groenkennisnet.localhost:3000' }), trustLoopback), first);
  const proxied = {
    host: 'internal:8080',
    'x-forwarded-host': 'Groenkennisnet.localhost:3000',
    'x-forwarded-proto': 'https',
  };
  assert.deepEqual(addressOf(requestTo(proxied, '127.0.0.1'), trustLoopback), {
    host: 'groenkennisnet.localhost',
    port: '3000',
    scheme: 'https',
  });
  assert.deepEqual(addressOf(requestTo(proxied), trustLoopback), { host: 'internal', port: '8080', scheme: 'http' });
  // More hosts than are remembered: each still gets its own address.
  for (let i = 0; i < 2000; i++) {
    assert.equal(addressOf(requestTo({ host: `site${i}.example` }), trustLoopback).host, `site${i}.example`);
  }
  assert.deepEqual(addressOf(requestTo({ host: 'Groenkennisnet.localhost:3000' }), trustLoopback), first);
});

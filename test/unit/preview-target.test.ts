import assert from 'node:assert/strict';
import { test } from 'node:test';
import { previewTarget } from '../../src/upstream/cms/preview-target.js';

const CMS = 'https://cms.example.nl/api';
const SITE = { cname: 'groenkennisnet', language: 'nl', home: 'index' };
const target = (url: unknown) => previewTarget(url, CMS, SITE)?.href ?? null;

test('a path of the site names that page of the site, in its language; / is its home', () => {
  assert.equal(target('/over-ons'), 'https://cms.example.nl/api/nl/groenkennisnet/over-ons');
  assert.equal(
    target('/dossier/bodem/?preview=abc#x'),
    'https://cms.example.nl/api/nl/groenkennisnet/dossier/bodem?preview=abc',
  );
  assert.equal(target('/'), 'https://cms.example.nl/api/nl/groenkennisnet/index');
  assert.equal(
    previewTarget('/about', CMS, { cname: 'gkn-international', language: 'en', home: 'index' })?.href,
    'https://cms.example.nl/api/en/gkn-international/about',
  );
  // Still only this site's pages under the CMS base.
  assert.equal(target('/../../../search/gkn3'), null);
  assert.equal(target('/%2e%2e/%2e%2e/%2e%2e/kennisindex/x'), null);
  assert.equal(target('//evil.example/x'), null);
});

test('content of this site on the configured CMS is accepted, absolute or relative to the CMS base', () => {
  assert.equal(
    target('https://cms.example.nl/api/nl/groenkennisnet/over-ons?preview=abc#x'),
    'https://cms.example.nl/api/nl/groenkennisnet/over-ons?preview=abc',
  );
  assert.equal(target('nl/groenkennisnet/dossier/bodem'), 'https://cms.example.nl/api/nl/groenkennisnet/dossier/bodem');
  assert.equal(target('/en/groenkennisnet/about'), 'https://cms.example.nl/api/en/groenkennisnet/about');
});

test('anything else is refused', () => {
  for (const bad of [
    'https://evil.example/api/nl/groenkennisnet/x',
    'http://cms.example.nl/api/nl/groenkennisnet/x',
    'https://cms.example.nl:8443/api/nl/groenkennisnet/x',
    'https://cms.example.nl/other/nl/groenkennisnet/x',
    'https://cms.example.nl/apix/nl/groenkennisnet/x',
    'https://cms.example.nl/api/nl/groenkennisnet/../../x',
    'https://cms.example.nl/api/nl/groenkennisnet/%2e%2e/%2e%2e/x',
    'https://cms.example.nl/api/nl/stadsgroen/x',
    'https://cms.example.nl/api/de/groenkennisnet/x',
    'https://cms.example.nl/api/nl/groenkennisnet/',
    'https://u:p@cms.example.nl/api/nl/groenkennisnet/x',
    '//evil.example/api/nl/groenkennisnet/x',
    'javascript:alert(1)',
    'data:text/plain,x',
    '',
    null,
    ['nl/groenkennisnet/x'],
    `nl/groenkennisnet/${'a'.repeat(3000)}`,
  ]) {
    assert.equal(target(bad), null, String(bad));
  }
});

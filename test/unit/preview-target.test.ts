import assert from 'node:assert/strict';
import { test } from 'node:test';
import { previewTarget } from '../../src/upstream/cms/preview-target.js';

const CMS = 'https://cms.example.nl/api';
const target = (url: unknown) => previewTarget(url, CMS, 'groenkennisnet')?.href ?? null;

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

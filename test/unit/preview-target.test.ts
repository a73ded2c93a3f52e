import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isPreviewPath, previewTarget } from '../../src/upstream/cms/preview-target.js';

const CMS = 'https://cms.example.nl/api';
const SITE = { cname: 'groenkennisnet', language: 'nl', home: 'index' };

test("a path of the site names that page's draft on the CMS, in the site's language; / is its home", () => {
  assert.equal(previewTarget('/over-ons', CMS, SITE), 'https://cms.example.nl/api/nl/groenkennisnet/over-ons?draft=1');
  assert.equal(
    previewTarget('/dossier/bodem/', CMS, SITE),
    'https://cms.example.nl/api/nl/groenkennisnet/dossier/bodem?draft=1',
  );
  assert.equal(previewTarget('/', CMS, SITE), 'https://cms.example.nl/api/nl/groenkennisnet/index?draft=1');
  assert.equal(
    previewTarget('/about', CMS, { cname: 'gkn-international', language: 'en', home: 'home' }),
    'https://cms.example.nl/api/en/gkn-international/about?draft=1',
  );
  assert.equal(
    previewTarget('/café-ö', CMS, SITE),
    'https://cms.example.nl/api/nl/groenkennisnet/caf%C3%A9-%C3%B6?draft=1',
  );
});

test('anything that could name another path is refused: encoded slashes, dot segments, other characters', () => {
  for (const bad of [
    '',
    'over-ons',
    '//evil.example/x',
    '/a%2Fb',
    '/a%252Fb',
    '/%2e%2e/x',
    '/../x',
    '/x/..',
    '/x/./y',
    '/.hidden',
    '/a\\b',
    '/a//b',
    '/a?b=c',
    '/a#b',
    '/a b',
    `/${'a'.repeat(600)}`,
  ]) {
    assert.equal(isPreviewPath(bad), false, bad);
    assert.equal(previewTarget(bad, CMS, SITE), null, bad);
  }
});

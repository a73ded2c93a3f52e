import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  PREVIEW_SCOPE,
  signPreviewLink,
  verifyPreviewLink,
  type PreviewLink,
} from '../../src/server/preview/preview-link.js';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const NOW = Date.UTC(2026, 10, 28, 10, 0, 0);
const nowS = NOW / 1000;
const LINK: PreviewLink = { site: 'groenkennisnet', path: '/nieuws/x', scope: PREVIEW_SCOPE, exp: nowS + 1800 };
const check = (query: string, opts: { secret?: string | undefined; siteId?: string; nowMs?: number } = {}) =>
  verifyPreviewLink(new URLSearchParams(query), {
    secret: 'secret' in opts ? opts.secret : SECRET,
    siteId: opts.siteId ?? 'groenkennisnet',
    nowMs: opts.nowMs ?? NOW,
  });
const refusal = (result: ReturnType<typeof check>) => (result.ok ? 'ok' : result.refusal);

test('a signed link has the documented parameters in order, slashes readable, and verifies', () => {
  const query = signPreviewLink(LINK, SECRET);
  assert.match(query, /^site=groenkennisnet&path=\/nieuws\/x&scope=draft&exp=\d+&sig=[\w-]{43}$/);
  assert.deepEqual(check(query), { ok: true, link: LINK });
  // The order of the parameters does not matter (an edge may sort them).
  const sorted = new URLSearchParams(query);
  sorted.sort();
  assert.deepEqual(check(sorted.toString()), { ok: true, link: LINK });
});

test('each refusal has its reason', () => {
  const query = signPreviewLink(LINK, SECRET);
  assert.equal(refusal(check('')), 'unsigned');
  assert.equal(refusal(check(query.replace(/&sig=.*/, ''))), 'unsigned');
  assert.equal(refusal(check(query, { secret: undefined })), 'unsigned', 'no secret configured');
  assert.equal(refusal(check(query, { secret: 'another-secret-of-at-least-32-characters' })), 'altered');
  assert.equal(refusal(check(query.replace('/nieuws/x', '/nieuws/y'))), 'altered');
  assert.equal(refusal(check(query.replace('scope=draft', 'scope=all'))), 'altered');
  assert.equal(refusal(check(`${query}&site=groenkennisnet`)), 'unsigned', 'a repeated parameter');
  assert.equal(refusal(check(query, { siteId: 'akkerbouw-nu' })), 'other-site');
  assert.equal(refusal(check(query, { nowMs: (LINK.exp + 1) * 1000 })), 'expired');
  assert.equal(refusal(check(query, { nowMs: LINK.exp * 1000 })), 'expired', 'expiry is exclusive');
  const week = signPreviewLink({ ...LINK, exp: nowS + 8 * 24 * 3600 }, SECRET);
  assert.equal(refusal(check(week)), 'altered', 'longer than the longest lifetime');
  const slash = signPreviewLink({ ...LINK, path: '/nieuws%2Fx' }, SECRET);
  assert.equal(refusal(check(slash)), 'bad-path');
});

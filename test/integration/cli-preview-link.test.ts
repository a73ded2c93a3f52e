import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import { verifyPreviewLink } from '../../src/server/preview/preview-link.js';

// `gkn preview link`: the link an editor at a terminal gets is the one the server accepts.
const GKN = join(ROOT_DIR, 'bin', 'gkn');
const SECRET = 'preview-secret-for-the-cli-test-0123456789';
const run = (args: string[], secret: string | null = SECRET) =>
  spawnSync(GKN, ['preview', 'link', ...args], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', PREVIEW_SECRET: secret ?? '' },
    encoding: 'utf8',
    timeout: 60_000,
  });

test('prints a signed link on the production host that verifies for that site for 30 minutes', () => {
  const res = run(['--site', 'groenkennisnet', '--path', '/nieuws/x']);
  assert.equal(res.status, 0, res.stderr);
  const url = new URL(res.stdout.trim());
  assert.equal(url.origin, 'https://www.groenkennisnet.nl');
  assert.equal(url.pathname, '/preview');
  const now = Date.now();
  const check = verifyPreviewLink(url.searchParams, { secret: SECRET, siteId: 'groenkennisnet', nowMs: now });
  assert.ok(check.ok);
  assert.equal(check.link.path, '/nieuws/x');
  assert.ok(Math.abs(check.link.exp - (now / 1000 + 1800)) < 60, 'expires in 30 minutes');
  const acc = run([
    '--site',
    'groenkennisnet',
    '--path',
    'over-ons',
    '--minutes',
    '5',
    '--host',
    'acc.groenkennisnet.nl',
  ]);
  assert.equal(new URL(acc.stdout.trim()).origin, 'https://acc.groenkennisnet.nl');
});

test('refuses without a secret, for an unknown site, a foreign host or a path with an encoded slash', () => {
  const noSecret = run(['--site', 'groenkennisnet', '--path', '/x'], null);
  assert.equal(noSecret.status, 2);
  assert.match(noSecret.stderr, /PREVIEW_SECRET is not set/);
  assert.match(run(['--site', 'bestaat-niet', '--path', '/x']).stderr, /unknown site "bestaat-niet"/);
  assert.match(run(['--site', 'groenkennisnet', '--path', '/x', '--host', 'evil.example']).stderr, /not a host of/);
  const slash = run(['--site', 'groenkennisnet', '--path', '/a%2Fb']);
  assert.notEqual(slash.status, 0);
  assert.match(slash.stderr, /a path of the site/);
  assert.equal(slash.stdout, '');
});

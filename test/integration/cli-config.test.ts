import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';
import { envOptions } from '../../src/config/env-options.js';
import { ROOT_DIR } from '../../src/config/root-dir.js';

// `gkn config`: the real binary prints every option of the schema (src/config/env-schema.ts).

const GKN = join(ROOT_DIR, 'bin', 'gkn');

function gknConfig(args: string[], env: Record<string, string> = {}) {
  const base = { ...process.env } as Record<string, string | undefined>;
  for (const option of envOptions()) delete base[option.name];
  return spawnSync(GKN, ['config', ...args], { env: { ...base, ...env }, encoding: 'utf8', timeout: 60_000 });
}

test('gkn config lists every option with its default and description, in lines a terminal shows whole', () => {
  const res = gknConfig([]);
  assert.equal(res.status, 0, res.stderr);
  for (const option of envOptions()) assert.match(res.stdout, new RegExp(`^  ${option.name}$`, 'm'));
  assert.match(res.stdout, /^ {2}PORT\n {4}default: 3000\n {4}The port the sites are served on/m);
  assert.match(res.stdout, /^ {2}LOG_FORMAT\n {4}default: auto\n/m);
  assert.doesNotMatch(res.stdout, /value: /, 'values only with --values');
  assert.deepEqual(
    res.stdout.split('\n').filter((line) => line.length > 100),
    [],
  );
});

test('gkn config --values shows what this environment sets, never a secret, and names a bad value', () => {
  const secret = 'a-form-secret-that-is-longer-than-32-characters';
  const res = gknConfig(['--values'], {
    FORM_SECRET: secret,
    REDIS_URL: 'redis://:hunter2hunter2@cache.internal:6379',
    PORT: 'eighty',
    LOG_FORMAT: 'json',
  });
  assert.equal(res.status, 0, res.stderr);
  assert.doesNotMatch(res.stdout, new RegExp(secret));
  assert.doesNotMatch(res.stdout, /hunter2/);
  assert.match(res.stdout, /^ {2}FORM_SECRET\n.*\n {4}value: \(set\)$/m);
  assert.match(res.stdout, /value: redis:\/\/:\*\*\*@cache\.internal:6379/);
  assert.match(res.stdout, /^ {2}PORT\n {4}default: 3000\n {4}value: eighty \(invalid: must be a port number/m);
  assert.match(res.stdout, /^ {2}LOG_FORMAT\n {4}default: auto\n {4}value: json$/m);
  assert.match(res.stdout, /^ {2}HOST\n {4}default: 0\.0\.0\.0\n {4}value: \(default\)$/m);
});

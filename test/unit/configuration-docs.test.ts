import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadConfig } from '../../src/config/config.js';
import { envOptions, shownValue } from '../../src/config/env-options.js';
import { envSchema } from '../../src/config/env-schema.js';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import { CONFIGURATION_DOC, configurationDoc } from '../../scripts/configuration-doc.js';

// The configuration is documented once, in its schema (src/config/env-schema.ts); the doc is
// generated from it and must not drift.

test('docs/configuration.md is what `npm run docs:config` makes of the schema', () => {
  const written = readFileSync(join(ROOT_DIR, CONFIGURATION_DOC), 'utf8');
  assert.equal(written, configurationDoc(envOptions()), 'docs/configuration.md drifted: run `npm run docs:config`');
});

test('every option has a group, a description and a default; no line of the doc is over 120 characters', () => {
  const options = envOptions();
  assert.deepEqual(
    options.map((o) => o.name),
    Object.keys(envSchema.shape),
  );
  for (const option of options) {
    assert.ok(option.description.length > 10, `${option.name}: a description`);
    assert.ok(option.defaultText.length > 0, `${option.name}: a default`);
  }
  const doc = configurationDoc(options);
  for (const option of options) assert.match(doc, new RegExp(`^- \\*\\*\`${option.name}\`\\*\\*`, 'm'));
  const long = doc.split('\n').filter((line) => line.length > 120);
  assert.deepEqual(long, []);
});

test('the documented defaults are the ones an empty environment gets', () => {
  const config = loadConfig({}, '/srv/gkn');
  const documented = (name: string) => envOptions().find((o) => o.name === name)!.defaultText;
  assert.equal(documented('PORT'), `\`${config.port}\``);
  assert.equal(documented('LOG_FORMAT'), `\`${config.logFormat}\``);
  assert.equal(documented('KEEP_ALIVE_TIMEOUT_MS'), `\`${config.clientLimits.keepAliveTimeoutMs}\``);
  assert.equal(documented('TRUST_PROXY'), `\`${config.trustProxy}\``);
});

test('a shown value never tells a secret: secrets only as set, a password in a Redis address masked', () => {
  const option = (name: string) => envOptions().find((o) => o.name === name)!;
  const secret = 'a-session-secret-of-more-than-32-characters';
  const env = { SESSION_SECRET: secret, REDIS_URL: 'redis://:hunter2hunter2@cache:6379/1', PORT: '8080' };
  assert.equal(shownValue(option('SESSION_SECRET'), env), '(set)');
  assert.equal(shownValue(option('REDIS_URL'), env), 'redis://:***@cache:6379/1');
  assert.equal(shownValue(option('PORT'), env), '8080');
  assert.equal(shownValue(option('HOST'), env), '(default)');
  for (const o of envOptions().filter((o) => /SECRET|API_KEY/.test(o.name))) assert.ok(o.secret, `${o.name} is secret`);
});

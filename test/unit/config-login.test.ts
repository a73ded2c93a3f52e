import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConfigError, loadConfig } from '../../src/config/config.js';

const ROOT = '/srv/gkn';
const OIDC = {
  OIDC_ISSUER: 'https://login.example.nl/oidc',
  OIDC_CLIENT_ID: 'gkn-web',
  OIDC_CLIENT_SECRET: 'client-secret',
  USER_API_URL: 'https://api.example.nl',
};
const SECRET_A = 'a'.repeat(32);
const SECRET_B = 'b'.repeat(40);

test('without the OIDC variables there is no login and the session settings have their defaults', () => {
  const config = loadConfig({}, ROOT);
  assert.equal(config.oidc, null);
  assert.deepEqual(config.session, { secrets: undefined, secureCookie: false, ttlS: 8 * 3600 });
});

test('all four OIDC variables together configure the login', () => {
  const config = loadConfig(OIDC, ROOT);
  assert.deepEqual(config.oidc, {
    issuer: OIDC.OIDC_ISSUER,
    clientId: 'gkn-web',
    clientSecret: 'client-secret',
    userApiUrl: 'https://api.example.nl',
  });
});

test('some but not all OIDC variables is an error naming the missing ones', () => {
  assert.throws(
    () => loadConfig({ OIDC_ISSUER: OIDC.OIDC_ISSUER, OIDC_CLIENT_ID: 'gkn-web' }, ROOT),
    (error: unknown) => {
      assert.ok(error instanceof ConfigError);
      assert.match(error.message, /OIDC_CLIENT_SECRET, USER_API_URL: missing/);
      assert.doesNotMatch(error.message, /OIDC_ISSUER, OIDC_CLIENT_SECRET/);
      return true;
    },
  );
});

test('an OIDC issuer that is not an http(s) URL is named', () => {
  assert.throws(() => loadConfig({ ...OIDC, OIDC_ISSUER: 'login.example.nl' }, ROOT), /OIDC_ISSUER: must be an http/);
});

test('SESSION_SECRET is a rotation list: the first signs, each must be 32 characters or more', () => {
  assert.deepEqual(loadConfig({ SESSION_SECRET: `${SECRET_A}, ${SECRET_B}` }, ROOT).session.secrets, [
    SECRET_A,
    SECRET_B,
  ]);
  assert.throws(
    () => loadConfig({ SESSION_SECRET: `${SECRET_A},short` }, ROOT),
    /SESSION_SECRET.*: each secret must be at least 32 characters/,
  );
});

test('SESSION_COOKIE_SECURE and SESSION_TTL_S are read', () => {
  const config = loadConfig({ SESSION_COOKIE_SECURE: 'true', SESSION_TTL_S: '3600' }, ROOT);
  assert.equal(config.session.secureCookie, true);
  assert.equal(config.session.ttlS, 3600);
  assert.throws(() => loadConfig({ SESSION_COOKIE_SECURE: 'maybe' }, ROOT), /SESSION_COOKIE_SECURE/);
});

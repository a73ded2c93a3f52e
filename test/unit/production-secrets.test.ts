import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadConfig } from '../../src/config/config.js';
import { productionSecretsProblem } from '../../src/config/production-secrets.js';

// What a production install refuses to start without (docs/security.md): its own secrets, never a
// placeholder. The check runs where `gkn serve` starts (src/cli/load-config.ts); here on the config.

const ROOT = '/srv/gkn';
const OIDC = {
  OIDC_ISSUER: 'https://login.example.nl/oidc',
  OIDC_CLIENT_ID: 'gkn-web',
  OIDC_CLIENT_SECRET: 'a-client-secret-from-the-identity-provider',
  USER_API_URL: 'https://api.example.nl',
};
const RANDOM = '5f1c0e9a7b3d42e8a6c1f0b9d8e7a6c5b4d3e2f1a0b9c8d7';
const problemOf = (env: Record<string, string>) =>
  productionSecretsProblem(loadConfig({ NODE_ENV: 'production', ...env }, ROOT));

test('production without FORM_SECRET: one line that names it and how to make one', () => {
  const problem = problemOf({});
  assert.ok(problem);
  assert.doesNotMatch(problem, /\n/);
  assert.match(problem, /set FORM_SECRET \(FORM_SECRET unset\)/);
  assert.match(problem, /openssl rand -hex 32/);
});

test('production with the login and no SESSION_SECRET names both secrets', () => {
  assert.match(problemOf(OIDC) ?? '', /set FORM_SECRET, SESSION_SECRET/);
});

test('the placeholders docker-compose used to ship are refused, each by name', () => {
  const problem = problemOf({
    ...OIDC,
    FORM_SECRET: 'change-me-form-secret-at-least-32-characters',
    SESSION_SECRET: `${RANDOM},change-me-session-secret-at-least-32-chars`,
    REVALIDATE_SECRET: 'change-me-revalidate-secret-at-least-32-chars',
    EDGE_PURGE_URLS: 'http://varnish:6091/',
    EDGE_PURGE_SECRET: 'CHANGEME-edge-purge-secret-at-least-32-chars',
  });
  assert.match(
    problem ?? '',
    /set SESSION_SECRET, FORM_SECRET, REVALIDATE_SECRET, EDGE_PURGE_SECRET \(.* a known placeholder\)/,
  );
});

test('production with its own secrets starts; development and tests need none', () => {
  assert.equal(problemOf({ ...OIDC, FORM_SECRET: RANDOM, SESSION_SECRET: RANDOM.split('').reverse().join('') }), null);
  assert.equal(problemOf({ FORM_SECRET: RANDOM }), null, 'without the login no session secret is needed');
  for (const NODE_ENV of ['development', 'test'])
    assert.equal(productionSecretsProblem(loadConfig({ NODE_ENV, ...OIDC }, ROOT)), null);
});

test('the session cookie is Secure (and __Host-) by default in production only; an operator may say otherwise', () => {
  assert.equal(loadConfig({ NODE_ENV: 'production' }, ROOT).session.secureCookie, true);
  assert.equal(
    loadConfig({ NODE_ENV: 'production', SESSION_COOKIE_SECURE: 'false' }, ROOT).session.secureCookie,
    false,
  );
  assert.equal(loadConfig({ NODE_ENV: 'development' }, ROOT).session.secureCookie, false);
  assert.equal(loadConfig({}, ROOT).session.secureCookie, false);
  assert.equal(loadConfig({ SESSION_COOKIE_SECURE: 'true' }, ROOT).session.secureCookie, true);
});

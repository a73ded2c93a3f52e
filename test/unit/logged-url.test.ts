import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loggedUrl } from '../../src/server/observability/logged-url.js';

test('leaves a URL without a query as it is', () => {
  assert.equal(loggedUrl('/over-ons'), '/over-ons');
  assert.equal(loggedUrl('https://cms.example/nl/site/pagina'), 'https://cms.example/nl/site/pagina');
});

test("redacts the login's code, state, session_state and id_token_hint, keeping the other parameters", () => {
  assert.equal(
    loggedUrl('/auth/callback?code=abc&state=def&iss=http%3A%2F%2Fidp&session_state=x.y'),
    '/auth/callback?code=[redacted]&state=[redacted]&iss=http%3A%2F%2Fidp&session_state=[redacted]',
  );
  assert.equal(
    loggedUrl('https://idp.example/end?id_token_hint=eyJ.x.y&post_logout_redirect_uri=https%3A%2F%2Fa'),
    'https://idp.example/end?id_token_hint=[redacted]&post_logout_redirect_uri=https%3A%2F%2Fa',
  );
});

test('redacts a preview address and anything named like a token, signature, secret or password', () => {
  assert.equal(loggedUrl('/preview?url=https%3A%2F%2Fcms%2Fx%3Fsig%3D1'), '/preview?url=[redacted]');
  for (const name of [
    'token',
    '_token',
    'access_token',
    'refresh_token',
    'X-Amz-Signature',
    'sig',
    'secret',
    'password',
    'X-Amz-Credential',
  ])
    assert.equal(loggedUrl(`/x?${name}=v&q=bodem`), `/x?${name}=[redacted]&q=bodem`, name);
});

test('knows a name however it is written: case, percent-encoding, no value, repeated', () => {
  assert.equal(
    loggedUrl('/x?CODE=1&%63ode=2&code&code=3'),
    '/x?CODE=[redacted]&%63ode=[redacted]&code=[redacted]&code=[redacted]',
  );
  assert.equal(loggedUrl('/x?%E0%A4%A=1&q=2'), '/x?%E0%A4%A=1&q=2', 'a malformed name is compared as it is');
});

test('leaves out a fragment (it may hold a token)', () => {
  assert.equal(loggedUrl('/x?q=1#access_token=abc'), '/x?q=1');
});

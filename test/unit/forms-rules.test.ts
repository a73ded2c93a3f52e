import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isEmail, normalisePostalCode, returnUrl, safeReturnPath } from '../../src/server/forms/form-rules.js';
import { createFormTokens, FORM_TOKEN_TTL_MS } from '../../src/server/forms/form-token.js';

test('email addresses: one @, a dotted domain, no spaces, at most 254 characters', () => {
  for (const ok of ['a@b.nl', 'voor.naam+tag@sub.example.co.uk']) assert.ok(isEmail(ok), ok);
  for (const bad of ['', 'a', 'a@b', '@b.nl', 'a@b.', 'a b@c.nl', 'a@@b.nl', 'a@b..nl', `${'a'.repeat(250)}@b.nl`])
    assert.ok(!isEmail(bad), bad);
});

test('postal codes: four digits not starting with 0 and two letters, normalised to "1234 AB"', () => {
  assert.equal(normalisePostalCode('1234ab'), '1234 AB');
  assert.equal(normalisePostalCode(' 6708 PB '), '6708 PB');
  for (const bad of ['', '0123 AB', '12345', '1234 A', '1234 ABC', '1234-AB', 'ABCD 12'])
    assert.equal(normalisePostalCode(bad), null, bad);
});

test('return paths stay on the site', () => {
  assert.equal(safeReturnPath('/nieuwsbrief?x=1'), '/nieuwsbrief?x=1');
  for (const bad of [
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'nieuwsbrief',
    '/a\nb',
    42,
    undefined,
    `/${'a'.repeat(2100)}`,
  ])
    assert.equal(safeReturnPath(bad), '/', String(bad));
});

test('the return url carries the form id and status and jumps to the form', () => {
  assert.equal(
    returnUrl('/nieuwsbrief?x=1&formstatus=old', 'nieuwsbrief', 'registered'),
    '/nieuwsbrief?x=1&formstatus=registered&form=nieuwsbrief#nieuwsbrief',
  );
});

test('form tokens verify for their site within their lifetime only', () => {
  const tokens = createFormTokens('s'.repeat(32));
  const now = Date.UTC(2026, 10, 22, 6, 0);
  const token = tokens.issue('groenkennisnet', now);
  assert.ok(tokens.verify(token, 'groenkennisnet', now));
  assert.ok(tokens.verify(token, 'groenkennisnet', now + FORM_TOKEN_TTL_MS - 60_000));
  assert.ok(!tokens.verify(token, 'groenkennisnet', now + FORM_TOKEN_TTL_MS + 60_000), 'expired');
  assert.ok(!tokens.verify(token, 'stadsgroen', now), 'another site');
  assert.ok(!createFormTokens('t'.repeat(32)).verify(token, 'groenkennisnet', now), 'another secret');
  assert.ok(
    !tokens.verify(tokens.issue('groenkennisnet', now + 10 * 60_000), 'groenkennisnet', now),
    'from the future',
  );
  for (const bad of [undefined, '', 'x', 'a.b.c', `${token}x`, token.replace('.', '_'), ['a']])
    assert.ok(!tokens.verify(bad, 'groenkennisnet', now), String(bad));
});

test('a site gets the same token all minute and a new one the next minute', () => {
  const tokens = createFormTokens('s'.repeat(32));
  const now = Date.UTC(2026, 10, 22, 6, 0);
  const token = tokens.issue('groenkennisnet', now);
  assert.equal(tokens.issue('groenkennisnet', now + 59_000), token);
  assert.notEqual(tokens.issue('stadsgroen', now), token);
  const next = tokens.issue('groenkennisnet', now + 60_000);
  assert.notEqual(next, token);
  assert.ok(tokens.verify(next, 'groenkennisnet', now + 60_000));
  assert.equal(tokens.issue('groenkennisnet', now), token, 'an earlier minute is signed again, not mixed up');
});

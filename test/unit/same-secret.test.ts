import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sameSecret } from '../../src/server/http/same-secret.js';

test('accepts the secret itself, as a string or as bytes', () => {
  assert.equal(sameSecret('s3cr3t-value', 's3cr3t-value'), true);
  assert.equal(sameSecret(Buffer.from('s3cr3t-value'), 's3cr3t-value'), true);
});

test('refuses a value that differs anywhere, or only in length, without throwing', () => {
  for (const given of ['s3cr3t-valuf', 'x3cr3t-value', 's3cr3t-valu', 's3cr3t-value!', '', 's'.repeat(10_000)])
    assert.equal(sameSecret(given, 's3cr3t-value'), false, JSON.stringify(given.slice(0, 20)));
});

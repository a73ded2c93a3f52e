import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConfigError, loadConfig } from '../../src/config/config.js';

const load = (env: Record<string, string>) => loadConfig(env, '/app');
const problemsOf = (env: Record<string, string>) => {
  try {
    load(env);
    return [];
  } catch (error) {
    assert.ok(error instanceof ConfigError);
    return error.problems;
  }
};

test('the preview settings: secret, the CMS origins that may frame it, and its limit', () => {
  const config = load({
    PREVIEW_SECRET: 'x'.repeat(20) + 'abcdefghijklmnop',
    PREVIEW_FRAME_ANCESTORS: 'https://cms.example.nl, http://localhost:8080',
    PREVIEW_LIMIT_PER_ADDRESS: '5',
  });
  assert.deepEqual(config.preview, {
    secret: 'x'.repeat(20) + 'abcdefghijklmnop',
    frameAncestors: ['https://cms.example.nl', 'http://localhost:8080'],
    limits: { windowS: 600, perAddress: 5 },
  });
  assert.deepEqual(load({}).preview, {
    secret: undefined,
    frameAncestors: [],
    limits: { windowS: 600, perAddress: 120 },
  });
});

test('a short secret, an origin with a path or a wildcard, and a placeholder secret in production are refused', () => {
  assert.match(problemsOf({ PREVIEW_SECRET: 'short' }).join('\n'), /PREVIEW_SECRET: must be at least 32/);
  for (const origin of ['https://cms.example.nl/preview', '*', "'self'", 'cms.example.nl']) {
    assert.match(problemsOf({ PREVIEW_FRAME_ANCESTORS: origin }).join('\n'), /PREVIEW_FRAME_ANCESTORS/, origin);
  }
  const placeholder = 'change-me-preview-secret-at-least-32-chars';
  assert.match(
    problemsOf({ NODE_ENV: 'production', PREVIEW_SECRET: placeholder }).join('\n'),
    /PREVIEW_SECRET: is a placeholder/,
  );
  assert.deepEqual(
    problemsOf({ NODE_ENV: 'development', PREVIEW_SECRET: placeholder }),
    [],
    'allowed outside production',
  );
});

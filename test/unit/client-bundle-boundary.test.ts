import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build } from 'esbuild';
import { clientOptions } from '../../scripts/build-steps.js';

// docs/architecture.md §2: code that touches env, Redis, secrets or upstreams never reaches the browser
// bundle. The client build's own record of what it bundled is the proof.

const SERVER_ONLY = /^src\/(server|upstream|cache|auth|config|demo|cli)\/|\.server\.tsx?$/;

test('the browser bundle holds no server-only module, no Node built-in and no process.env', async () => {
  const result = await build({ ...clientOptions, write: false, minify: false, sourcemap: false, logLevel: 'silent' });
  const inputs = Object.keys(result.metafile!.inputs);
  assert.ok(
    inputs.some((i) => i === 'src/client/entry.tsx'),
    'the entry was bundled',
  );
  assert.deepEqual(
    inputs.filter((i) => SERVER_ONLY.test(i)),
    [],
    'server-only modules in the browser bundle',
  );
  assert.deepEqual(
    inputs.filter((i) => i.startsWith('node:') || /^(fs|path|crypto|net|http|zlib)$/.test(i)),
    [],
    'Node built-ins',
  );
  const code = result.outputFiles
    .filter((f) => f.path.endsWith('.js'))
    .map((f) => f.text)
    .join('\n');
  assert.doesNotMatch(code, /process\.env\.(?!NODE_ENV)/, 'environment variables read in the browser');
});

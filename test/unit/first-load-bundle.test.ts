import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { buildClientBundle, clientOptions } from '../../scripts/build-steps.js';
import { firstLoadOutputs } from '../../scripts/first-load-chunk.js';
import { markReactRouterPure } from '../../scripts/tree-shake-libraries.js';
import { ROOT_DIR } from '../../src/config/root-dir.js';

// Decision 010: the first page loads the entry and one shared chunk, within DESIGN.md's 115 KB
// gzipped, and react-router's unused components stay out. The budget itself is reported by
// `npm run bench`; this proves the two build steps that meet it still do their work.

const BUDGET_BYTES = 115 * 1024;

test('the react-router rewrite still finds the component definitions it marks pure', () => {
  const dir = join(ROOT_DIR, 'node_modules/react-router/dist/development');
  const chunks = readdirSync(dir).filter((f) => f.endsWith('.mjs'));
  const rewrites = chunks.reduce((sum, f) => sum + markReactRouterPure(readFileSync(join(dir, f), 'utf8')).rewrites, 0);
  // 7.18: 23 display names and 20 factory calls. Far fewer means a new react-router moved them.
  assert.ok(rewrites >= 30, `only ${rewrites} rewrites: has react-router changed how it defines components?`);
});

test('the first page loads the entry and one shared chunk, without react-router <Link>, within 115 KB gzipped', async () => {
  const result = await buildClientBundle({ ...clientOptions, write: false, sourcemap: false, logLevel: 'silent' });
  const files = firstLoadOutputs(result.metafile!);
  const output = (path: string) => result.outputFiles!.find((f) => f.path === join(ROOT_DIR, path))!;
  // The entry, the shared chunk, and esbuild's CommonJS helpers that the lazy map library shares.
  assert.ok(files.length <= 3, `first load is ${files.length} files: ${files.join(', ')}`);
  const code = files.map((f) => output(f).text).join('\n');
  assert.doesNotMatch(code, /"data-discover"/, "react-router's <Link>/<Form> rendering is in the first-load bundle");
  assert.doesNotMatch(code, /getDefaultProps:!0/, "Emotion's unused withTheme helper is in the bundle");
  const gzipped = files.reduce((sum, f) => sum + gzipSync(output(f).contents, { level: 9 }).length, 0);
  assert.ok(gzipped <= BUDGET_BYTES, `first-load JS ${(gzipped / 1024).toFixed(1)} KB gzipped`);
});

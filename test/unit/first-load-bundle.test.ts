import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { buildClientBundle, clientOptions } from '../../scripts/build-steps.js';
import { firstLoadOutputs } from '../../scripts/first-load-chunk.js';
import { ROOT_DIR } from '../../src/config/root-dir.js';

// Decision 010: the first page loads the entry and one shared chunk, within 120 KB gzipped, built
// from the libraries as they are published. `npm run build` prints the same total.

const BUDGET_BYTES = 120 * 1024;

test('the first page loads the entry and one shared chunk, within 120 KB gzipped', async () => {
  const result = await buildClientBundle({ ...clientOptions, write: false, sourcemap: false, logLevel: 'silent' });
  const files = firstLoadOutputs(result.metafile!);
  const output = (path: string) => result.outputFiles!.find((f) => f.path === join(ROOT_DIR, path))!;
  // The entry, the shared chunk, and esbuild's CommonJS helpers that the lazy map library shares.
  assert.ok(files.length <= 3, `first load is ${files.length} files: ${files.join(', ')}`);
  const gzipped = files.reduce((sum, f) => sum + gzipSync(output(f).contents, { level: 9 }).length, 0);
  assert.ok(gzipped <= BUDGET_BYTES, `first-load JS ${(gzipped / 1024).toFixed(1)} KB gzipped`);
});

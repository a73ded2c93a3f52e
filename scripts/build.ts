import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { ROOT_DIR } from '../src/config/root-dir.js';
import { buildClient, serverOptions } from './build-steps.js';

// `npm run build`: the hashed client bundle (+ manifest), the web fonts and the server/CLI bundle.
// `--quiet` skips the size table. Any failure, or an output missing afterwards, exits non-zero:
// a build never "succeeds" having built nothing.

async function main() {
  const quiet = process.argv.includes('--quiet');
  const client = await buildClient();
  await build(serverOptions);
  if (quiet) return;
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log('First-load JavaScript of the client entry (budget: 120 KB gzipped, docs/architecture.md):');
  for (const f of client.files)
    console.log(`  ${f.url.padEnd(40)} ${kb(f.bytes).padStart(10)}  ${kb(f.gzip).padStart(9)} gzipped`);
  const total = client.files.reduce((sum, f) => sum + f.gzip, 0);
  console.log(`  ${'entry total'.padEnd(40)} ${''.padStart(10)}  ${kb(total).padStart(9)} gzipped`);
}

/** What a server needs to start; checked after the build so a silent no-op cannot pass. */
const REQUIRED_OUTPUTS = ['dist/server/cli.js', 'dist/server/server.js', 'dist/client/manifest.json'];

const startedAt = Date.now();
try {
  await main();
  const missing = REQUIRED_OUTPUTS.filter((file) => {
    const path = join(ROOT_DIR, file);
    return !existsSync(path) || statSync(path).mtimeMs < startedAt - 1000;
  });
  if (missing.length > 0) throw new Error(`the build finished without writing ${missing.join(', ')}`);
} catch (error) {
  console.error(`build failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

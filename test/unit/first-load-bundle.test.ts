import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { build, type OnLoadArgs, type OnResolveArgs, type PluginBuild } from 'esbuild';
import { buildClientBundle, clientOptions, secondPassPlugins } from '../../scripts/build-steps.js';
import { firstLoadOutputs } from '../../scripts/first-load-chunk.js';
import { ROOT_DIR } from '../../src/config/root-dir.js';

// Decision 010: the first page loads the entry and one shared chunk, within 120 KB gzipped, built
// from the libraries as they are published. `npm run build` prints the same total.

const BUDGET_BYTES = 120 * 1024;

test('the first page loads the entry and one shared chunk, within 120 KB gzipped', async () => {
  // The build's own options, so the files measured are byte for byte the ones served (comments included).
  const result = await buildClientBundle({ ...clientOptions, write: false, logLevel: 'silent' });
  const files = firstLoadOutputs(result.metafile!);
  const output = (path: string) => result.outputFiles!.find((f) => f.path === join(ROOT_DIR, path))!;
  // The entry, the shared chunk, and esbuild's CommonJS helpers that the lazy map library shares.
  assert.ok(files.length <= 3, `first load is ${files.length} files: ${files.join(', ')}`);
  const gzipped = files.reduce((sum, f) => sum + gzipSync(output(f).contents, { level: 9 }).length, 0);
  assert.ok(gzipped <= BUDGET_BYTES, `first-load JS ${(gzipped / 1024).toFixed(1)} KB gzipped, budget 120 KB`);
});

type LoadCallback = { filter: RegExp; namespace?: string; run: (args: OnLoadArgs) => unknown };
type ResolveCallback = { filter: RegExp; namespace?: string; run: (args: OnResolveArgs) => unknown };

/** The onLoad/onResolve callbacks the build's plugins register, collected by running their setup. */
async function pluginCallbacks() {
  const plan = await build({ ...clientOptions, write: false, sourcemap: false, minify: false, logLevel: 'silent' });
  const loads: LoadCallback[] = [];
  const resolves: ResolveCallback[] = [];
  const collector = {
    initialOptions: clientOptions,
    onLoad: (o: { filter: RegExp; namespace?: string }, run: LoadCallback['run']) => loads.push({ ...o, run }),
    onResolve: (o: { filter: RegExp; namespace?: string }, run: ResolveCallback['run']) => resolves.push({ ...o, run }),
    onStart: () => {},
    onEnd: () => {},
    onDispose: () => {},
  } as unknown as PluginBuild;
  for (const plugin of secondPassPlugins(plan.metafile!)) await plugin.setup(collector);
  return { metafile: plan.metafile!, loads, resolves };
}

const thirdParty = (path: string) => /(^|[\\/])node_modules[\\/]/.test(path);
const inFileNamespace = (c: { namespace?: string }) => c.namespace === undefined || c.namespace === 'file';

test('no build plugin loads or redirects a third-party module: the libraries ship as published', async () => {
  // Aliasing or injecting a package swaps its code as surely as a plugin does.
  assert.equal(clientOptions.alias, undefined);
  assert.equal(clientOptions.inject, undefined);
  const { metafile, loads, resolves } = await pluginCallbacks();
  const libraries = Object.keys(metafile.inputs).filter(thirdParty);
  assert.ok(libraries.length > 20, 'the client bundles its libraries');
  for (const input of libraries) {
    const path = join(ROOT_DIR, input);
    for (const load of loads.filter((c) => inFileNamespace(c) && c.filter.test(path))) {
      const args = { path, namespace: 'file', suffix: '', pluginData: undefined, with: {} };
      assert.equal(await load.run(args), undefined, `a plugin rewrites ${input}`);
    }
  }
  for (const [importer, meta] of Object.entries(metafile.inputs)) {
    for (const imported of meta.imports.filter((i) => thirdParty(i.path) && i.original)) {
      const specifier = imported.original!;
      for (const resolve of resolves.filter((c) => inFileNamespace(c) && c.filter.test(specifier))) {
        const args = {
          path: specifier,
          importer: join(ROOT_DIR, importer),
          namespace: 'file',
          resolveDir: join(ROOT_DIR, importer, '..'),
          kind: imported.kind,
          pluginData: undefined,
          with: {},
        } as OnResolveArgs;
        assert.equal(await resolve.run(args), undefined, `a plugin redirects ${specifier} (from ${importer})`);
      }
    }
  }
});

import { extname, join } from 'node:path';
import type { Metafile, Plugin } from 'esbuild';
import { ROOT_DIR } from '../src/config/root-dir.js';
import { readForBrowser } from './message-defaults.js';

/**
 * One chunk for the code the first page needs (decision 010). esbuild splits code by which entry
 * points reach each file: every set of lazy pages that shares a module with the browser entry
 * gets its own small chunk, and the first visit would download the entry plus 15 of them, each
 * with its own import/export glue and gzip frame (about 3 KB in all). esbuild has no manual chunks.
 *
 * So the client is built twice. The first build tells which of our modules the first page loads
 * and which modules are lazy entries (pages, browser behaviours); the second makes every lazy
 * entry import all of those modules as well. They are then reached by the same entry points and
 * land in one shared chunk. Nothing more is downloaded: a lazy page only runs after the entry,
 * which has loaded that chunk already.
 */

export const CLIENT_ENTRY = 'src/client/entry.tsx';

export interface FirstLoadPlan {
  /** Our modules (paths relative to the project) in the entry and the chunks it imports statically. */
  sharedModules: string[];
  /** Our modules that are entry points of their own: the targets of dynamic `import()`. */
  lazyEntries: string[];
}

/** The entry's output file and the chunks it imports statically, as paths in the metafile. */
export function firstLoadOutputs(metafile: Metafile): [entry: string, ...chunks: string[]] {
  const entry = Object.entries(metafile.outputs).find(([, o]) => o.entryPoint === CLIENT_ENTRY);
  if (!entry) throw new Error(`the client build has no output for ${CLIENT_ENTRY}`);
  const [entryFile, entryMeta] = entry;
  return [entryFile, ...entryMeta.imports.filter((i) => i.kind === 'import-statement').map((i) => i.path)];
}

export function planFirstLoad(metafile: Metafile): FirstLoadPlan {
  const ours = (input: string) => input.startsWith('src/');
  const sharedModules = new Set<string>();
  for (const output of firstLoadOutputs(metafile)) {
    for (const input of Object.keys(metafile.outputs[output]?.inputs ?? {}))
      if (ours(input) && input !== CLIENT_ENTRY) sharedModules.add(input);
  }
  const lazyEntries = new Set<string>();
  for (const output of Object.values(metafile.outputs)) {
    if (output.entryPoint && ours(output.entryPoint) && output.entryPoint !== CLIENT_ENTRY)
      lazyEntries.add(output.entryPoint);
  }
  return { sharedModules: [...sharedModules].sort(), lazyEntries: [...lazyEntries].sort() };
}

/** The second build's plugin: each lazy entry also imports every shared module. */
export function shareFirstLoadModules(plan: FirstLoadPlan): Plugin {
  const lazy = new Set(plan.lazyEntries.map((p) => join(ROOT_DIR, p)));
  const imports = plan.sharedModules.map((p) => `import ${JSON.stringify(join(ROOT_DIR, p))};`).join('\n');
  return {
    name: 'share-first-load-modules',
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/].*\.[jt]sx?$/ }, async (args) => {
        if (!lazy.has(args.path)) return undefined;
        const source = await readForBrowser(args.path);
        return {
          contents: `${source}\n${imports}\n`,
          loader: extname(args.path).slice(1) as 'ts' | 'tsx' | 'js' | 'jsx',
        };
      });
    },
  };
}

import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, relative } from 'node:path';
import { ROOT_DIR } from '../src/config/root-dir.js';
import { buildFonts } from './build-fonts.js';
import { buildSocialImages } from './build-social-images.js';
import { precompressAssets } from './precompress.js';
import { CLIENT_ENTRY, firstLoadOutputs, planFirstLoad, shareFirstLoadModules } from './first-load-chunk.js';
import { browserMessageDefaults } from './message-defaults.js';

// The build's steps: the hashed client bundle (+ manifest) and the server/CLI bundle. scripts/build.ts runs them.

const dist = join(ROOT_DIR, 'dist');
const clientOut = join(dist, 'client', 'assets');

/**
 * docs/architecture.md §2: `*.server.ts` modules run on the server only (a loader's server branch imports
 * them dynamically). In the browser build each becomes a module that refuses to load, so their
 * code and everything only they use never ship (test/unit/client-bundle-boundary.test.ts).
 */
const serverOnlyModules: Plugin = {
  name: 'server-only-modules',
  setup(b) {
    b.onResolve({ filter: /\.server(\.[jt]sx?)?$/ }, (args) => ({ path: args.path, namespace: 'server-only' }));
    b.onLoad({ filter: /.*/, namespace: 'server-only' }, (args) => ({
      contents: `throw new Error(${JSON.stringify(`${args.path} is server-only`)});`,
      loader: 'js',
    }));
  },
};

export const clientOptions: BuildOptions = {
  entryPoints: { entry: join(ROOT_DIR, CLIENT_ENTRY) },
  outdir: clientOut,
  bundle: true,
  format: 'esm',
  splitting: true,
  platform: 'browser',
  target: ['es2022', 'chrome111', 'firefox115', 'safari16'],
  jsx: 'automatic',
  jsxImportSource: '@emotion/react',
  minify: true,
  // The maps are written beside each file but not named at its end: the server names them in a
  // SourceMap header (src/server/files/static-assets.ts), so the bytes every visitor downloads first carry
  // no comment only developer tools read (decision 010).
  sourcemap: 'external',
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  metafile: true,
  // The libraries' licence notices go to a linked file beside each chunk (served with it) instead
  // of the end of the JavaScript every visitor downloads first (decision 010).
  legalComments: 'linked',
  // V8's explicit compile hint (Chrome 136+; other engines read a comment): compile every function
  // of the file eagerly, on the thread that streams it in, instead of lazily on the main thread at
  // its first call. Nearly all of the first load runs while the page hydrates; lazily compiling it
  // there was ~40% of the entry's evaluation on a throttled phone (docs/benchmark.md, "Lighthouse").
  banner: { js: '//# allFunctionsCalledOnLoad' },
  plugins: [serverOnlyModules, browserMessageDefaults],
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
};

export const serverOptions: BuildOptions = {
  entryPoints: { cli: join(ROOT_DIR, 'src/cli/main.ts'), server: join(ROOT_DIR, 'src/server/server-entry.ts') },
  outdir: join(dist, 'server'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  jsxImportSource: '@emotion/react',
  sourcemap: 'linked',
  logLevel: 'warning',
};

/** The entry's URL and the chunks it imports statically (modulepreload). */
export function writeManifest(metafile: Metafile): {
  entry: string;
  files: { url: string; bytes: number; gzip: number }[];
} {
  const toUrl = (file: string) => `/assets/${relative(clientOut, join(ROOT_DIR, file))}`;
  const [entryFile, ...preloadFiles] = firstLoadOutputs(metafile);
  const preload = preloadFiles.map(toUrl);
  // Written to a temp file and renamed: a server booting during a rebuild never reads half a file.
  const manifest = join(dist, 'client', 'manifest.json');
  writeFileSync(`${manifest}.${process.pid}.tmp`, JSON.stringify({ entry: toUrl(entryFile), preload }, null, 2));
  renameSync(`${manifest}.${process.pid}.tmp`, manifest);
  const files = [entryFile, ...preloadFiles].map((f) => {
    const bytes = readFileSync(join(ROOT_DIR, f));
    return { url: toUrl(f), bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  return { entry: toUrl(entryFile), files };
}

/** The second pass's plugins: the first-load chunk's (planned from the first pass) and the options' own. */
export function secondPassPlugins(planned: Metafile, options: BuildOptions = clientOptions): Plugin[] {
  return [shareFirstLoadModules(planFirstLoad(planned)), ...(options.plugins ?? [])];
}

/** The client build: a first pass to plan the first-load chunk (scripts/first-load-chunk.ts), then the real one. */
export async function buildClientBundle(options: BuildOptions = clientOptions) {
  const plan = await build({ ...options, write: false, sourcemap: false, minify: false, logLevel: 'silent' });
  return build({ ...options, plugins: secondPassPlugins(plan.metafile!, options) });
}

export async function buildClient() {
  // No clean first: hashed names never clash, and a running server (or a parallel test) keeps
  // finding the files of the manifest it read.
  mkdirSync(clientOut, { recursive: true });
  const result = await buildClientBundle();
  await buildFonts(dist);
  // Each site's default og:image, a PNG (src/server/render/social-images.ts).
  await buildSocialImages(dist);
  // .br and .gz beside each hashed text asset (src/server/files/static-assets.ts serves them).
  precompressAssets(clientOut);
  return writeManifest(result.metafile!);
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT_DIR } from '../config/root-dir.js';

// What only a development install has: the TypeScript sources of the demo upstream (src/demo) and
// of the build (scripts/), and tsx to run them. The built CLI never bundles them: a command that
// needs them loads them from the sources here, when it runs, so a production install
// (`npm ci --omit=dev`, the image without src/) starts without esbuild, sharp or minisearch.

/** The module cannot be loaded: this is a production install (no tsx, or no sources). */
export class DevelopmentInstallMissing extends Error {
  constructor(readonly missing: string) {
    super(`${missing} is not installed: this is a production install`);
    this.name = 'DevelopmentInstallMissing';
  }
}

/**
 * Imports a TypeScript module of the checkout (a path from the repository root) through tsx, in
 * its own module scope. Throws DevelopmentInstallMissing when tsx or the file is not there.
 */
export async function importFromSources<T>(path: string): Promise<T> {
  const file = join(ROOT_DIR, path);
  if (!existsSync(file)) throw new DevelopmentInstallMissing(path);
  let api: typeof import('tsx/esm/api');
  try {
    api = await import('tsx/esm/api');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND') throw new DevelopmentInstallMissing('tsx');
    throw error;
  }
  return (await api.tsImport(pathToFileURL(file).href, import.meta.url)) as T;
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Written by scripts/build-steps.ts next to the hashed client files. */
export interface AssetManifest {
  /** URL of the client entry module, e.g. /assets/entry-3F2A1B.js */
  entry: string;
  /** URLs of the chunks the entry imports statically: modulepreload hints. */
  preload: string[];
}

export const ASSETS_URL_PREFIX = '/assets/';

export function readAssetManifest(distDir: string): AssetManifest {
  const file = join(distDir, 'client', 'manifest.json');
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: run \`npm run build\` first (or \`gkn dev\`, which builds on change)`);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as AssetManifest;
}

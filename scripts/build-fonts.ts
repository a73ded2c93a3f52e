import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT_DIR } from '../src/config/root-dir.js';
import {
  FONT_SUBSET,
  FONT_WEIGHTS,
  fontManifestPath,
  fontSlug,
  WEB_FONTS,
  type WebFont,
} from '../src/server/render/web-fonts.js';
import { fallbackFonts, fontCategory } from './font-fallbacks.js';

// Copies the web fonts out of their @fontsource packages into the served, immutable /assets/fonts/
// (a content hash in each name) with each family's licence, and writes dist/client/fonts.json.
// Weights a family lacks (Lato has no 600) are skipped: the browser picks the nearest face. Each
// family's metric-matched fallback faces are computed from its files (scripts/font-fallbacks.ts).

export async function buildFonts(
  distDir = join(ROOT_DIR, 'dist'),
  packagesDir = join(ROOT_DIR, 'node_modules', '@fontsource'),
): Promise<WebFont[]> {
  const outDir = join(distDir, 'client', 'assets', 'fonts');
  mkdirSync(outDir, { recursive: true });
  const fonts: WebFont[] = [];
  for (const family of WEB_FONTS) {
    const slug = fontSlug(family);
    const pkg = join(packagesDir, slug);
    if (!existsSync(pkg)) throw new Error(`web font ${family}: package @fontsource/${slug} is not installed (npm ci)`);
    const files = new Map<number, Buffer>();
    const faces = FONT_WEIGHTS.flatMap((weight) => {
      const source = join(pkg, 'files', `${slug}-${FONT_SUBSET}-${weight}-normal.woff2`);
      if (!existsSync(source)) return [];
      const bytes = readFileSync(source);
      files.set(weight, bytes);
      const name = `${slug}-${FONT_SUBSET}-${weight}-${createHash('sha256').update(bytes).digest('hex').slice(0, 8)}.woff2`;
      if (!existsSync(join(outDir, name))) copyFileSync(source, join(outDir, name));
      return [{ weight, url: `/assets/fonts/${name}` }];
    });
    if (faces.length === 0)
      throw new Error(
        `web font ${family}: no ${FONT_SUBSET} woff2 of weights ${FONT_WEIGHTS.join(', ')} in @fontsource/${slug}`,
      );
    // OFL-1.1: the licence travels with the font files.
    copyFileSync(join(pkg, 'LICENSE'), join(outDir, `${slug}-LICENSE.txt`));
    const ranges = JSON.parse(readFileSync(join(pkg, 'unicode.json'), 'utf8')) as Record<string, string>;
    const fallbacks = await fallbackFonts(family, fontCategory(pkg), files, packagesDir, FONT_SUBSET);
    fonts.push({ family, faces, unicodeRange: ranges[FONT_SUBSET] ?? null, fallbacks });
  }
  const manifest = fontManifestPath(distDir);
  writeFileSync(`${manifest}.${process.pid}.tmp`, JSON.stringify(fonts, null, 2));
  renameSync(`${manifest}.${process.pid}.tmp`, manifest);
  return fonts;
}

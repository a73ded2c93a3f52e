import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { buildFonts } from '../../scripts/build-fonts.js';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import { listSiteFiles, validateSiteFiles } from '../../src/sites/site-files.js';
import { fontSlug, LOCAL_FONTS, readFontCatalog, stackFamilies, WEB_FONTS } from '../../src/server/render/web-fonts.js';

const { sites } = validateSiteFiles(listSiteFiles(join(ROOT_DIR, 'sites')));
const named = new Set(
  sites.flatMap((s) => [
    ...stackFamilies(s.styles.typography.primary),
    ...stackFamilies(s.styles.typography.secondary),
  ]),
);

test('every family a site names is either served as a web font or a deliberate local fallback', () => {
  const served = new Set<string>(WEB_FONTS);
  const local = new Set<string>(LOCAL_FONTS);
  const unaccounted = [...named].filter((f) => !served.has(f) && !local.has(f));
  assert.deepEqual(unaccounted, [], 'add each to WEB_FONTS (with its @fontsource package) or to LOCAL_FONTS');
  assert.deepEqual(
    [...named].filter((f) => served.has(f) && local.has(f)),
    [],
  );
});

test('the web fonts served are the ones sites name (no dead weight) and each is a dependency', () => {
  assert.deepEqual(
    WEB_FONTS.filter((f) => !named.has(f)),
    [],
  );
  const pkg = JSON.parse(readFileSync(join(ROOT_DIR, 'package.json'), 'utf8')) as {
    devDependencies: Record<string, string>;
  };
  for (const family of WEB_FONTS)
    assert.match(
      pkg.devDependencies[`@fontsource/${fontSlug(family)}`] ?? '',
      /^\d+\.\d+\.\d+$/,
      `${family}: pinned @fontsource package`,
    );
});

test('the build copies the latin woff2 of each family with hashed names and its licence, and lists them', async () => {
  const dist = mkdtempSync(join(tmpdir(), 'gkn-fonts-'));
  try {
    const fonts = await buildFonts(dist);
    assert.deepEqual(
      fonts.map((f) => f.family),
      [...WEB_FONTS],
    );
    const catalog = readFontCatalog(dist);
    assert.equal(catalog.size, WEB_FONTS.length);
    const lato = catalog.get('lato')!;
    assert.deepEqual(
      lato.faces.map((f) => f.weight),
      [400, 700],
      'Lato has no 600: skipped',
    );
    assert.deepEqual(
      catalog.get('source-serif-4')!.faces.map((f) => f.weight),
      [400, 600, 700],
    );
    for (const font of catalog.values()) {
      assert.match(font.unicodeRange ?? '', /^U\+0000-00FF/);
      for (const face of font.faces) {
        assert.match(face.url, /^\/assets\/fonts\/[a-z0-9-]+-latin-\d00-[0-9a-f]{8}\.woff2$/);
        const bytes = readFileSync(join(dist, 'client', face.url));
        assert.equal(bytes.subarray(0, 4).toString('latin1'), 'wOF2', `${face.url} is a woff2 file`);
      }
      assert.ok(existsSync(join(dist, 'client', 'assets', 'fonts', `${fontSlug(font.family)}-LICENSE.txt`)));
      for (const fallback of font.fallbacks)
        assert.deepEqual(
          fallback.faces.map((f) => f.weight),
          font.faces.map((f) => f.weight),
          `${fallback.family}: a face for each served weight`,
        );
    }
    // Each family's fallbacks are system fonts of its own kind, the most common first.
    const fallbackNames = (slug: string) => catalog.get(slug)!.fallbacks.map((f) => f.family);
    assert.deepEqual(fallbackNames('merriweather'), [
      'Merriweather Fallback Times New Roman',
      'Merriweather Fallback Noto Serif',
      'Merriweather Fallback DejaVu Serif',
    ]);
    assert.deepEqual(fallbackNames('lato'), [
      'Lato Fallback Arial',
      'Lato Fallback Roboto',
      'Lato Fallback DejaVu Sans',
    ]);
    // Regular local fonts for text, bold ones from semi-bold up.
    const fira = catalog.get('fira-sans')!.fallbacks[0]!;
    assert.deepEqual(
      fira.faces.map((f) => f.local[0]),
      ['Arial', 'Arial Bold', 'Arial Bold'],
    );
    // Roboto made to take Roboto's room is Roboto itself: 100% and its own metrics (1900 and 500 of
    // 2048 units above and below the baseline, no line gap), a check the build reads real files.
    const robotoOnRoboto = catalog.get('roboto')!.fallbacks.find((f) => f.family === 'Roboto Fallback Roboto')!;
    assert.deepEqual(robotoOnRoboto.faces[0], {
      weight: 400,
      local: ['Roboto', 'Roboto-Regular'],
      sizeAdjust: 100,
      ascentOverride: 92.77,
      descentOverride: 24.41,
      lineGapOverride: 0,
    });
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
});

test('no font manifest means no web fonts', () => {
  assert.equal(readFontCatalog(join(tmpdir(), 'gkn-no-such-dist')).size, 0);
});

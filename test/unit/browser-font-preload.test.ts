import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  fontFaceCss,
  fontHeadTags,
  fontsToPrefetch,
  fontSlug,
  fontStackWithFallbacks,
} from '../../src/server/render/font-preload.js';
import type { WebFont } from '../../src/server/render/web-fonts.js';

const font = (family: string, weights: number[]): WebFont => ({
  family,
  faces: weights.map((weight) => ({ weight, url: `/assets/fonts/${fontSlug(family)}-latin-${weight}-abc.woff2` })),
  unicodeRange: 'U+0000-00FF',
  fallbacks: [
    {
      family: `${family} Fallback Arial`,
      faces: weights.map((weight) => ({
        weight,
        local: weight >= 600 ? ['Arial Bold', 'Arial-BoldMT'] : ['Arial', 'ArialMT'],
        sizeAdjust: 93.76,
        ascentOverride: 109.21,
        descentOverride: 42.66,
        lineGapOverride: 0,
      })),
    },
  ],
});
const catalog = new Map(
  [font('Source Sans 3', [400, 600, 700]), font('Source Serif 4', [400, 600, 700]), font('PT Sans', [400, 700])].map(
    (f) => [fontSlug(f.family), f],
  ),
);
const site = (
  prefetchCount: number,
  unlockDelayMs = 300,
  primary = "'Source Sans 3', 'Segoe UI', Arial, sans-serif",
  secondary = "Merriweather, 'Source Serif 4', Georgia, serif",
) => ({
  fonts: { primary, secondary, prefetchCount, unlockDelayMs },
});

test('font slugs are the family name in lower case with dashes', () => {
  assert.equal(fontSlug("'Source Sans 3'"), 'source-sans-3');
});

test('the site prefetches its text face, then its heading face, up to its prefetch count', () => {
  assert.deepEqual(
    fontsToPrefetch(site(2), catalog).map((f) => f.url),
    ['/assets/fonts/source-sans-3-latin-400-abc.woff2', '/assets/fonts/source-serif-4-latin-700-abc.woff2'],
  );
  assert.deepEqual(
    fontsToPrefetch(site(1), catalog).map((f) => f.family),
    ['Source Sans 3'],
  );
  assert.deepEqual(
    fontsToPrefetch(site(4), catalog).map((f) => `${f.family} ${f.weight}`),
    ['Source Sans 3 400', 'Source Serif 4 700', 'Source Sans 3 700', 'Source Sans 3 600'],
  );
  assert.deepEqual(fontsToPrefetch(site(0), catalog), []);
  assert.deepEqual(fontsToPrefetch(site(2), new Map()), []);
});

test('a family lacking a weight prefetches nothing twice', () => {
  const pt = site(4, 300, "'PT Sans', Arial, sans-serif", "'PT Sans', Arial, sans-serif");
  assert.deepEqual(
    fontsToPrefetch(pt, catalog).map((f) => f.weight),
    [400, 700],
  );
});

test('@font-face for every face of every served family the site names, with swap and the subset range', () => {
  const faces = fontFaceCss(site(0), catalog);
  assert.equal((faces.match(/@font-face\{font-family:'Source (Sans 3|Serif 4)';/g) ?? []).length, 6);
  assert.match(
    faces,
    /font-family:'Source Serif 4';font-style:normal;font-weight:700;font-display:swap;src:url\(\/assets\/fonts\/source-serif-4-latin-700-abc\.woff2\) format\('woff2'\);unicode-range:U\+0000-00FF/,
  );
  assert.doesNotMatch(faces, /PT Sans|Merriweather/);
});

test('head tags: preloads, swap faces and an unlock after the site delay; nothing for a site of local fonts', () => {
  const tags = fontHeadTags(site(2, 450), catalog, 'n0nce').join('\n');
  assert.equal((tags.match(/<link rel="preload"[^>]*as="font" type="font\/woff2" crossorigin>/g) ?? []).length, 2);
  assert.match(tags, /font-display:swap/);
  assert.match(
    tags,
    /<script nonce="n0nce">[^<]*setTimeout\(u,450\)[^<]*\["400 1em 'Source Sans 3'","700 1em 'Source Serif 4'"\]/,
  );
  assert.deepEqual(fontHeadTags(site(2), new Map(), 'n'), []);
  assert.deepEqual(fontHeadTags(site(2, 300, 'Verdana, sans-serif', 'Georgia, serif'), catalog, 'n'), []);
});

test("each served family's fallback faces: local system fonts with the metric overrides, one per weight", () => {
  const faces = fontFaceCss(site(0), catalog);
  assert.equal((faces.match(/@font-face\{font-family:'Source (Sans 3|Serif 4) Fallback Arial';/g) ?? []).length, 6);
  assert.match(
    faces,
    /@font-face\{font-family:'Source Sans 3 Fallback Arial';font-style:normal;font-weight:700;src:local\('Arial Bold'\),local\('Arial-BoldMT'\);size-adjust:93\.76%;ascent-override:109\.21%;descent-override:42\.66%;line-gap-override:0%\}/,
  );
  assert.match(
    faces,
    /font-family:'Source Sans 3 Fallback Arial';font-style:normal;font-weight:400;src:local\('Arial'\),/,
  );
  assert.doesNotMatch(faces, /PT Sans Fallback/);
});

test("a font stack names each served family's fallbacks right after it; other families and generics stay as written", () => {
  assert.equal(
    fontStackWithFallbacks("'Source Sans 3', 'Segoe UI', Arial, sans-serif", catalog),
    "'Source Sans 3', 'Source Sans 3 Fallback Arial', 'Segoe UI', Arial, sans-serif",
  );
  assert.equal(
    fontStackWithFallbacks("Merriweather,'PT Sans',serif", catalog),
    "Merriweather, 'PT Sans', 'PT Sans Fallback Arial', serif",
  );
  assert.equal(fontStackWithFallbacks('Verdana, Geneva, sans-serif', catalog), 'Verdana, Geneva, sans-serif');
  assert.equal(fontStackWithFallbacks("'Source Sans 3', sans-serif", new Map()), "'Source Sans 3', sans-serif");
});

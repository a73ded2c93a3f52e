import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fontHeadTags, fontsToPrefetch, fontSlug } from '../../src/server/render/font-preload.js';

const files = new Map([
  ['source-sans-3', '/fonts/source-sans-3.woff2'],
  ['source-serif-4', '/fonts/source-serif-4.woff2'],
  ['merriweather', '/fonts/merriweather.woff2'],
]);
const site = (prefetchCount: number, unlockDelayMs = 300) => ({
  fonts: { primary: "'Source Sans 3', 'Segoe UI', Arial, sans-serif", secondary: "Merriweather, 'Source Serif 4', Georgia, serif", prefetchCount, unlockDelayMs },
});

test('font slugs are the family name in lower case with dashes', () => {
  assert.equal(fontSlug("'Source Sans 3'"), 'source-sans-3');
});

test('the site prefetches its first fonts that have a file, up to its prefetch count', () => {
  assert.deepEqual(fontsToPrefetch(site(2), files).map((f) => f.url), ['/fonts/source-sans-3.woff2', '/fonts/merriweather.woff2']);
  assert.deepEqual(fontsToPrefetch(site(1), files).map((f) => f.family), ['Source Sans 3']);
  assert.deepEqual(fontsToPrefetch(site(0), files), []);
  assert.deepEqual(fontsToPrefetch(site(2), new Map()), []);
});

test('head tags: preloads, swap faces and an unlock after the site delay; nothing without font files', () => {
  const tags = fontHeadTags(site(2, 450), files, 'n0nce').join('\n');
  assert.equal((tags.match(/<link rel="preload"[^>]*as="font" type="font\/woff2" crossorigin>/g) ?? []).length, 2);
  assert.match(tags, /font-display:swap/);
  assert.match(tags, /<script nonce="n0nce">[^<]*setTimeout\(u,450\)/);
  assert.deepEqual(fontHeadTags(site(2), new Map(), 'n'), []);
});

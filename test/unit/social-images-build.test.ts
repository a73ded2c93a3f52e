import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import { buildSocialImages } from '../../scripts/build-social-images.js';
import { readSocialImages } from '../../src/server/render/social-images.js';

// requirements §10.7.5: the build renders each site's default share image, a 1200×630 PNG, named
// by its content; the server reads their list at boot. A site without a logo gets its title.

const work = mkdtempSync(join(tmpdir(), 'gkn-social-test-'));
after(() => rmSync(work, { recursive: true, force: true }));

const sitesDir = join(work, 'sites');
const publicDir = join(work, 'public');
const distDir = join(work, 'dist');
mkdirSync(sitesDir);
for (const id of ['groenkennisnet', 'bloembollen-kennis']) {
  cpSync(join(ROOT_DIR, 'sites', `${id}.json`), join(sitesDir, `${id}.json`));
}
// Only groenkennisnet has its logos here: bloembollen-kennis is a site whose logo is still missing.
cpSync(join(ROOT_DIR, 'public', 'logos', 'groenkennisnet'), join(publicDir, 'logos', 'groenkennisnet'), {
  recursive: true,
});

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  assert.deepEqual([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'a PNG');
  assert.equal(bytes.subarray(12, 16).toString('latin1'), 'IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
const fileOf = (url: string) => join(distDir, 'client', url.replace(/^\//, ''));

test('one PNG per site, 1200×630, under a hashed name in the immutable assets, listed for the server', async () => {
  const images = await buildSocialImages(distDir, { sitesDir, publicDir });
  assert.deepEqual(Object.keys(images).sort(), ['bloembollen-kennis', 'groenkennisnet']);
  for (const [id, image] of Object.entries(images)) {
    assert.match(image.url, new RegExp(`^/assets/social/${id}-[0-9A-F]{8}\\.png$`));
    assert.deepEqual(pngSize(fileOf(image.url)), { width: 1200, height: 630 });
    assert.deepEqual(
      { width: image.width, height: image.height, type: image.type },
      {
        width: 1200,
        height: 630,
        type: 'image/png',
      },
    );
  }
  assert.deepEqual(Object.fromEntries(readSocialImages(distDir)), images, 'the server reads the same list');
});

test('a rebuild renders nothing again; a changed palette is a new file', async () => {
  const first = await buildSocialImages(distDir, { sitesDir, publicDir });
  const written = statSync(fileOf(first.groenkennisnet!.url)).mtimeMs;
  const again = await buildSocialImages(distDir, { sitesDir, publicDir });
  assert.deepEqual(again, first);
  assert.equal(statSync(fileOf(again.groenkennisnet!.url)).mtimeMs, written, 'not rendered again');

  const file = join(sitesDir, 'groenkennisnet.json');
  const site = JSON.parse(readFileSync(file, 'utf8')) as { styles: { color: Record<string, string> } };
  site.styles.color.gkn_banner_color = '#000000';
  writeFileSync(file, JSON.stringify(site));
  const changed = await buildSocialImages(distDir, { sitesDir, publicDir });
  assert.notEqual(changed.groenkennisnet!.url, first.groenkennisnet!.url);
  assert.equal(changed['bloembollen-kennis']!.url, first['bloembollen-kennis']!.url);
  assert.deepEqual(pngSize(fileOf(changed.groenkennisnet!.url)), { width: 1200, height: 630 });
});

test('no manifest (a build without images): the server has no default images, and says so by an empty list', () => {
  assert.equal(readSocialImages(join(work, 'no-such-dist')).size, 0);
});

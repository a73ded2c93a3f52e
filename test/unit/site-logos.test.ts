import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { inflateSync } from 'node:zlib';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import { listSiteFiles, validateSiteFiles } from '../../src/sites/site-files.js';

// requirements §3: logo_mobile and logo_desktop per site, svg or png; a missing one yields no image.
const LOGOS = join(ROOT_DIR, 'public', 'logos');
const { sites } = validateSiteFiles(listSiteFiles(join(ROOT_DIR, 'sites')));

function logoFile(id: string, name: string): string | undefined {
  return ['svg', 'png'].map((ext) => join(LOGOS, id, `${name}.${ext}`)).find((f) => existsSync(f));
}

/** Width and height from a PNG after checking its signature, chunk CRCs and image data. */
function readPng(file: string): { width: number; height: number } {
  const buf = readFileSync(file);
  assert.deepEqual([...buf.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10], 'PNG signature');
  let offset = 8;
  const idat: Buffer[] = [];
  let width = 0;
  let height = 0;
  while (offset < buf.length) {
    const length = buf.readUInt32BE(offset);
    const type = buf.toString('ascii', offset + 4, offset + 8);
    const data = buf.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') [width, height] = [data.readUInt32BE(0), data.readUInt32BE(4)];
    if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
    if (type === 'IEND') break;
  }
  const raw = inflateSync(Buffer.concat(idat));
  assert.equal(raw.length, height * (width * 4 + 1), 'RGBA scanlines');
  return { width, height };
}

describe('site logos', () => {
  test('exactly one site has no logo files at all', () => {
    const without = sites.filter((s) => !existsSync(join(LOGOS, s.id)));
    assert.deepEqual(
      without.map((s) => s.id),
      ['mkb-agrofood'],
    );
  });

  test('every other site has both a mobile and a desktop logo, and at least one uses png', () => {
    const withLogos = sites.filter((s) => s.id !== 'mkb-agrofood');
    for (const site of withLogos) {
      assert.ok(logoFile(site.id, 'logo_mobile'), `${site.id} logo_mobile`);
      assert.ok(logoFile(site.id, 'logo_desktop'), `${site.id} logo_desktop`);
    }
    assert.ok(withLogos.some((s) => logoFile(s.id, 'logo_desktop')?.endsWith('.png')));
  });

  for (const site of sites.filter((s) => existsSync(join(LOGOS, s.id)))) {
    test(`${site.id}: logos are accessible images of the right size`, () => {
      for (const [name, width, height] of [
        ['logo_mobile', 48, 48],
        ['logo_desktop', 240, 60],
      ] as const) {
        const file = logoFile(site.id, name)!;
        if (file.endsWith('.png')) {
          const size = readPng(file);
          assert.equal(size.width / size.height, width / height, `${name} aspect ratio`);
          continue;
        }
        const svg = readFileSync(file, 'utf8');
        assert.match(
          svg,
          new RegExp(
            `^<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"`,
          ),
        );
        assert.ok(svg.includes(`<title>${site.site.title}</title>`), `${name} title`);
        const palette = Object.values(site.styles.color);
        assert.ok(
          palette.some((colour) => svg.includes(colour)),
          `${name} uses the site palette`,
        );
        assert.doesNotMatch(svg, /<script|on\w+=|href=/i, `${name} has no script or links`);
      }
    });
  }
});

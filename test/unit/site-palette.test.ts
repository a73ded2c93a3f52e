import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import { listSiteFiles, validateSiteFiles } from '../../src/sites/site-files.js';
import {
  contrastProblems,
  contrastRatio,
  darkenForWhite,
  derivePalette,
  MIN_TEXT_CONTRAST,
  relativeLuminance,
} from '../../src/cli/site-palette.js';

const WHITE = '#ffffff';
const { sites } = validateSiteFiles(listSiteFiles(join(ROOT_DIR, 'sites')));

describe('contrast maths', () => {
  test('matches the WCAG reference values', () => {
    assert.equal(relativeLuminance('#000000'), 0);
    assert.equal(relativeLuminance(WHITE), 1);
    assert.equal(contrastRatio('#000000', WHITE), 21);
    assert.equal(contrastRatio(WHITE, '#000000'), 21);
    assert.equal(contrastRatio('#777777', WHITE).toFixed(2), '4.48');
    assert.equal(contrastRatio('#767676', WHITE).toFixed(2), '4.54');
  });

  test('darkenForWhite keeps the hue and reaches the ratio', () => {
    const dark = darkenForWhite('#88cc88');
    assert.ok(contrastRatio(dark, WHITE) >= MIN_TEXT_CONTRAST);
    assert.equal(darkenForWhite('#14532d'), '#14532d');
  });

  test('contrastProblems names the colour, its ratio and a darker suggestion', () => {
    const palette = derivePalette({ base: '#1e6b3a', link: '#88cc88' });
    const problems = contrastProblems(palette);
    assert.equal(problems.length, 1);
    assert.equal(problems[0]!.path, 'styles.color.gkn_link_color');
    assert.match(
      problems[0]!.message,
      /^#88cc88 has contrast 1\.\d\d:1 as link text on white; WCAG AA needs 4\.5:1 \(try #[0-9a-f]{6}\)$/,
    );
  });
});

describe('derivePalette', () => {
  test('keeps given colours and fills the rest', () => {
    const palette = derivePalette({ base: '#0b4f8a', highlight: '#4fb3d9' });
    assert.equal(palette.gkn_base_color, '#0b4f8a');
    assert.equal(palette.gkn_highlight_color, '#4fb3d9');
    assert.equal(Object.keys(palette).length, 11);
    for (const value of Object.values(palette)) assert.match(value, /^#[0-9a-f]{6}$/);
    assert.ok(new Set(Object.values(palette)).size >= 10, 'badge colours are distinct');
  });

  test('derives banner and link colours that meet WCAG AA for any base', () => {
    for (const base of ['#1e6b3a', '#000000', '#777777', '#0b4f8a', '#9d174d', '#6b4a0a', '#312e81', '#2f6b57']) {
      const palette = derivePalette({ base });
      assert.ok(contrastRatio(palette.gkn_banner_color, WHITE) >= MIN_TEXT_CONTRAST, `banner for ${base}`);
      assert.ok(contrastRatio(palette.gkn_link_color, WHITE) >= MIN_TEXT_CONTRAST, `link for ${base}`);
      assert.notEqual(palette.gkn_banner_color, base, `banner differs from base ${base}`);
    }
  });
});

describe('every site palette', () => {
  for (const site of sites) {
    test(`${site.id}: base and link colours on white and white on the banner reach 4.5:1`, () => {
      const c = site.styles.color;
      assert.ok(contrastRatio(c.gkn_base_color, WHITE) >= MIN_TEXT_CONTRAST, `base ${c.gkn_base_color}`);
      assert.ok(contrastRatio(c.gkn_link_color, WHITE) >= MIN_TEXT_CONTRAST, `link ${c.gkn_link_color}`);
      assert.ok(contrastRatio(WHITE, c.gkn_banner_color) >= MIN_TEXT_CONTRAST, `banner ${c.gkn_banner_color}`);
      for (const portlet of site.portlets) {
        assert.deepEqual(contrastProblems({ ...c, ...portlet.palette }), [], `portlet ${portlet.domain}`);
      }
    });
  }
});

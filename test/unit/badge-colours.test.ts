import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  badgeColours,
  badgeTextColour,
  contrastRatio,
  HIGHLIGHT_ALPHA,
} from '../../src/app/components/ui/badge-colours.js';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import { listSiteFiles, validateSiteFiles } from '../../src/sites/site-files.js';
import { palette, rgb } from '../support/render-component.js';

const BADGE_TYPES = [
  'news',
  'gkz',
  'other',
  'source',
  'dossier',
  'project',
  'event',
  'contact',
  'expert',
  'highlight',
  'menu',
] as const;
/** A badge's background as seen on the white page (the highlight's light variant is translucent). */
function seen(background: string): [number, number, number] {
  const c = rgb(background);
  if (background.length === 7) return c;
  const a = parseInt(background.slice(7), 16) / 255;
  return c.map((v) => Math.round(v * a + 255 * (1 - a))) as [number, number, number];
}

describe('badges (requirements §4, §9)', () => {
  test('text is black when the brightness sum exceeds 384, else white', () => {
    assert.equal(badgeTextColour([200, 100, 85]), '#000000'); // 385
    assert.equal(badgeTextColour([200, 100, 84]), '#ffffff'); // 384
  });
  test('each type takes its palette colour; a light one gets black text', () => {
    assert.deepEqual(badgeColours('project', palette), { background: '#f5c400', color: '#000000' });
    assert.equal(badgeColours('news', palette)!.color, '#ffffff');
    assert.equal(badgeColours('gkz', palette)!.background, '#1d4ed8');
  });
  test('the highlight badge uses the light variant with alpha 78', () => {
    assert.equal(HIGHLIGHT_ALPHA, '78');
    assert.equal(badgeColours('highlight', palette)!.background, '#8cc63f78');
  });
  test('a mid-tone is deepened until the required text colour is readable (4.5:1)', () => {
    const c = badgeColours('event', { ...palette, gkn_activity_color: '#22a05a' })!; // sum 284: white text
    assert.equal(c.color, '#ffffff');
    assert.ok(contrastRatio(rgb(c.background), [255, 255, 255]) >= 4.5);
  });
  test('an unknown type or a colour that is not #rrggbb is not shown (visible once coloured)', () => {
    assert.equal(badgeColours('nonsense', palette), null);
    assert.equal(badgeColours('news', { ...palette, gkn_news_color: 'orange' }), null);
  });
});

describe('every badge type on every site palette (requirements §3 Badge types)', () => {
  const { sites } = validateSiteFiles(listSiteFiles(`${ROOT_DIR}/sites`));
  for (const site of sites) {
    test(`${site.id}: all ${BADGE_TYPES.length} types are shown, readable at 4.5:1`, () => {
      const colours = site.styles.color;
      for (const type of BADGE_TYPES) {
        const c = badgeColours(type, colours);
        assert.ok(c, `${type} is shown`);
        const ratio = contrastRatio(seen(c.background), rgb(c.color));
        assert.ok(ratio >= 4.5, `${type}: ${c.color} on ${c.background} is ${ratio.toFixed(2)}:1`);
      }
      assert.equal(badgeColours('highlight', colours)!.background, `${colours.gkn_highlight_color}${HIGHLIGHT_ALPHA}`);
    });
  }
});

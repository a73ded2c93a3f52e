import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  badgeColours,
  badgeTextColour,
  contrastRatio,
  HIGHLIGHT_ALPHA,
} from '../../src/app/components/ui/badge-colours.js';
import { palette, rgb } from '../support/render-component.js';

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

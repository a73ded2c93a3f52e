import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createElement as h } from 'react';
import { Icon, ICON_NAMES, isIconName } from '../../src/app/components/ui/icons.js';
import { iconSpriteMarkup } from '../../src/app/components/ui/icon-sprite.js';
import { renderInSite } from '../support/render-component.js';

describe('icons (requirements §2, §5)', () => {
  test('every required icon is in the one sprite', () => {
    for (const name of [
      'arrow',
      'bookmark',
      'calendar',
      'chevron-down',
      'close',
      'comment',
      'darkmode',
      'document',
      'download',
      'filter',
      'info',
      'linkedin',
      'x',
      'facebook',
      'youtube',
      'instagram',
      'location',
      'mail',
      'map-marker',
      'menu',
      'plus',
      'rate',
      'search',
      'send',
      'share',
      'user',
      'video',
    ]) {
      assert.ok(isIconName(name), name);
    }
    const sprite = iconSpriteMarkup();
    assert.equal(sprite.match(/<svg/g)!.length, 1);
    assert.match(sprite, /^<svg [^>]*aria-hidden="true"/);
    assert.match(sprite, /<symbol id="gkn-icon-map-marker"/);
    const drawn = [...sprite.matchAll(/<symbol id="gkn-icon-([^"]+)"/g)].map((m) => m[1]);
    assert.deepEqual(drawn.sort(), [...ICON_NAMES].sort(), 'the sprite draws exactly the known icons');
  });
  test('an unknown icon renders nothing', () => {
    assert.equal(renderInSite(h(Icon, { name: 'unicorn' })), '');
    assert.match(
      renderInSite(h(Icon, { name: 'search', label: 'Zoeken' })),
      /<svg[^>]*role="img"[^>]*aria-label="Zoeken"[^>]*><use href="#gkn-icon-search"/,
    );
  });
});

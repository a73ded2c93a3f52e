import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createElement as h } from 'react';
import { Title, titleLevel } from '../../src/app/components/ui/Title.js';
import { renderInSite } from '../support/render-component.js';

describe('titles', () => {
  test('h1 to h6; anything else is an h2', () => {
    assert.equal(titleLevel('h4'), 4);
    assert.equal(titleLevel(6), 6);
    assert.equal(titleLevel('h7'), 2);
    assert.equal(titleLevel('x'), 2);
    assert.match(
      renderInSite(h(Title, { level: 3, size: 'smallest', weight: 'normal', children: 'Kop' })),
      /<h3[^>]*>Kop<\/h3>$/,
    );
    assert.match(renderInSite(h(Title, { level: 3, weight: 'normal', children: 'Kop' })), /font-weight:400/);
    assert.match(renderInSite(h(Title, { level: 2, colour: 'negative', children: 'Kop' })), /color:#b42318/);
  });
});

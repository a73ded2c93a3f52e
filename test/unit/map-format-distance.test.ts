import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatDistanceKm } from '../../src/app/components/map/format-distance.js';

// The map's distances read as Intl writes them (what the list showed before), without Intl in the browser.
test('a distance reads as toLocaleString writes it in Dutch and English', () => {
  for (const km of [0, 0.1, 0.5, 1, 2.3, 9.9, 10, 42.7, 100, 999.9, 1000, 1234.5, 25000, 123456.7]) {
    assert.equal(formatDistanceKm(km, 'nl'), km.toLocaleString('nl-NL'), `${km} nl`);
    assert.equal(formatDistanceKm(km, 'en'), km.toLocaleString('en-US'), `${km} en`);
  }
});

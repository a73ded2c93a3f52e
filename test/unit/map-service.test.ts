import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { toLocation } from '../../src/upstream/cms/cms-mappers.js';
import { distanceKm, nearby } from '../../src/server/services/map-service.js';

describe('map banner', () => {
  test('page locations: lat/lon with a radius (default 25 km); anything else none', () => {
    assert.deepEqual(toLocation({ lat: 52, lon: 5, radius_km: 40 }), { lat: 52, lon: 5, radiusKm: 40 });
    assert.equal(toLocation({ lat: 52, lon: 5 })!.radiusKm, 25);
    assert.equal(toLocation({ lat: 'x', lon: 5 }), null);
    assert.equal(toLocation({ lat: 95, lon: 5 }), null);
  });
  test('items within the radius, nearest first', () => {
    const wageningen = { lat: 51.9692, lon: 5.6654 };
    assert.ok(Math.abs(distanceKm(wageningen, { lat: 52.0907, lon: 5.1214 }) - 39.5) < 1.5); // Utrecht
    const points = [
      { id: 'far', title: 'Far', contentsubtype: 'news', lat: 53.2, lon: 5.8 },
      { id: 'near', title: 'Near', contentsubtype: 'event', lat: 51.97, lon: 5.67 },
      { id: 'mid', title: 'Mid', contentsubtype: 'project', lat: 52.09, lon: 5.12 },
    ];
    assert.deepEqual(
      nearby(points, { ...wageningen, radiusKm: 45 }).map((p) => p.id),
      ['near', 'mid'],
    );
  });
});

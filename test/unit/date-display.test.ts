import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { formatDate } from '../../src/app/components/ui/DateDisplay.js';

describe('dates (requirements §3 date display)', () => {
  test('localized day, month and year; time; year only', () => {
    assert.equal(formatDate('2025-10-10T12:42:00Z', 'nl'), '10 oktober 2025');
    assert.equal(formatDate('2025-10-10T12:42:00Z', 'en'), 'October 10, 2025');
    assert.match(formatDate('2025-10-10T12:42:00Z', 'nl', 'date-time')!, /14:42/); // Amsterdam time
    assert.equal(formatDate('2025-10-10T12:42:00Z', 'en', 'year'), '2025');
    assert.equal(formatDate('not a date', 'nl'), null);
  });
});

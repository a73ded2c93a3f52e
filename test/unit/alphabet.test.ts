import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { alphabetEntries, groupByLetter, isAlphabetList, letterOf, OTHER_LETTER } from '../../src/model/alphabet.js';

describe('A–Z lists (requirements §3 Alphabet item, §4 Alphabet)', () => {
  test('a title files under its first letter, accents folded and leading signs skipped', () => {
    assert.equal(letterOf('Bodemleven'), 'B');
    assert.equal(letterOf('éénjarige teelt'), 'E');
    assert.equal(letterOf('“Zuinig” omgaan met water'), 'Z');
    assert.equal(letterOf('3D-scans van bodemstructuur'), OTHER_LETTER);
    assert.equal(letterOf(''), OTHER_LETTER);
  });

  test('groups come in alphabet order with digits last, items keeping their order', () => {
    const items = [{ title: 'Water' }, { title: '2030-doelen' }, { title: 'akkerranden' }, { title: 'Aardappel' }];
    assert.deepEqual(groupByLetter(items), [
      { letter: 'A', items: [{ title: 'akkerranden' }, { title: 'Aardappel' }] },
      { letter: 'W', items: [{ title: 'Water' }] },
      { letter: OTHER_LETTER, items: [{ title: '2030-doelen' }] },
    ]);
  });

  test('the navigation shows every letter, empty ones with count 0, and 0-9 only when used', () => {
    const entries = alphabetEntries(groupByLetter([{ title: 'Bos' }, { title: 'Bodem' }]));
    assert.equal(entries.length, 26);
    assert.deepEqual(entries[1], { letter: 'B', count: 2 });
    assert.deepEqual(entries[0], { letter: 'A', count: 0 });
    const withDigits = alphabetEntries(groupByLetter([{ title: '4 seizoenen' }]));
    assert.deepEqual(withDigits.at(-1), { letter: OTHER_LETTER, count: 1 });
  });

  test('only an item list marked display alphabet is an A–Z list', () => {
    const list = { type: 'item-list', id: '1', title: null, queryUrl: 'https://s/q', max: null } as const;
    assert.equal(isAlphabetList({ ...list, display: 'alphabet' }), true);
    assert.equal(isAlphabetList({ ...list, display: null }), false);
    assert.equal(isAlphabetList({ type: 'links', id: '1', title: null, links: [] }), false);
  });
});

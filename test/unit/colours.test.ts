import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { TEXT_COLOURS, COLOUR_VALUES } from '../../src/app/components/ui/colours.js';
import { LINK_COLOURS } from '../../src/model/content-element.js';

describe('colours (requirements §5)', () => {
  test('exactly the allowed text and link colours', () => {
    assert.deepEqual(
      [...TEXT_COLOURS],
      ['black', 'black-medium', 'white', 'sand', 'blue', 'green', 'yellow', 'olive', 'positive', 'warning', 'negative'],
    );
    assert.deepEqual([...LINK_COLOURS], ['blue', 'green', 'bg-white', 'black', 'bg-black', 'video-color', 'bg-blue']);
    for (const c of TEXT_COLOURS) assert.ok(COLOUR_VALUES[c], c);
  });
});

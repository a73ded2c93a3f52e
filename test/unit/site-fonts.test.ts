import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fontStackProblems } from '../../src/cli/site-fonts.js';

test('accepts identifiers, quoted names and generic families', () => {
  for (const stack of [
    "'Source Sans 3', 'Segoe UI', Arial, sans-serif",
    '"Source Sans 3", Segoe UI, Arial, sans-serif',
    'system-ui, -apple-system, Roboto, sans-serif',
    'Georgia, Times New Roman, serif',
  ]) {
    assert.deepEqual(fontStackProblems(stack), [], stack);
  }
});

test('asks to quote an unquoted family name with a word starting with a digit', () => {
  assert.deepEqual(fontStackProblems('Source Sans 3, Arial, sans-serif'), [
    "family name Source Sans 3 must be quoted ('Source Sans 3') because a word starts with a digit or symbol; browsers ignore the whole font stack otherwise",
  ]);
});

test('reports empty families and unbalanced quotes', () => {
  assert.deepEqual(fontStackProblems('Arial,, serif'), ['family 2 is empty (two commas in a row?)']);
  assert.deepEqual(fontStackProblems("'Source Sans 3, serif"), ['has a quote that is never closed']);
  assert.deepEqual(fontStackProblems("Source 'Sans', serif"), [
    "family Source 'Sans' has quotes in the middle; quote the whole name",
  ]);
});

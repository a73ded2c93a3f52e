import assert from 'node:assert/strict';
import { test } from 'node:test';
import { initialMenuFetch, menuFetchResult } from '../../src/app/layouts/menu-fetch.js';
import type { MenuGroup } from '../../src/model/page.js';

// requirements §4 Menu fetch: idle, loading, done, error (the loading step is the browser's, tested in e2e).

const menu: MenuGroup[] = [{ area: 'main', title: 'Hoofdmenu', items: [] }];

test('a page arrives with its menu done, a failed menu call in error, and no chrome at all idle', () => {
  assert.deepEqual(initialMenuFetch(menu), { state: 'done', menu });
  assert.deepEqual(initialMenuFetch(null), { state: 'error', menu: null });
  assert.deepEqual(initialMenuFetch(undefined), { state: 'idle', menu: null });
});

test('a reload of the chrome ends done with its menu, or in error when it has none or failed', () => {
  assert.deepEqual(menuFetchResult({ menu, footer: null, legal: null }), { state: 'done', menu });
  assert.deepEqual(menuFetchResult({ menu: null, footer: [], legal: [] }), { state: 'error', menu: null });
  assert.deepEqual(menuFetchResult(null), { state: 'error', menu: null });
});

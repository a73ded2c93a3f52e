import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hostOf } from '../support/app.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import { collectErrors, waitForHydration } from '../support/browser.js';

// The client entry is added only once the page's first contentful paint is on screen
// (src/server/render/entry-loader.ts): evaluating it and hydrating must not hold the first paint
// back, also while the text waits for late web fonts (requirements §9.9). The page still hydrates.

const app = appAndBrowser();

test('the entry module is added after the first contentful paint, and the page hydrates', async () => {
  const page = await app.browser.newPage({ viewport: { width: 375, height: 740 } });
  const errors = collectErrors(page);
  await page.addInitScript(() => {
    const w = window as unknown as { gknEntryAddedAt?: number };
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLScriptElement && /\/assets\/entry-/.test(node.src))
            w.gknEntryAddedAt ??= performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  // Late fonts: the page holds its text back until its unlock delay, the first paint comes late.
  // They arrive only once that paint is on screen (and not at all if the page is gone by then).
  await page.route('**/*.woff2', async (route) => {
    const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
    const late = await page.waitForFunction(painted, undefined, { timeout: 0 }).then(
      () => true,
      () => false,
    );
    if (late) await route.continue();
  });
  await page.goto(`http://${hostOf('groenkennisnet')}:${app.server.port}/dossier/akkerranden`, {
    waitUntil: 'commit',
  });
  await waitForHydration(page);
  const { addedAt, fcp } = await page.evaluate(() => ({
    addedAt: (window as unknown as { gknEntryAddedAt?: number }).gknEntryAddedAt,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  }));
  assert.ok(fcp !== undefined && addedAt !== undefined, `first paint ${fcp}, entry added ${addedAt}`);
  assert.ok(addedAt >= fcp, `the entry was added at ${addedAt} ms, before the first paint at ${fcp} ms`);
  assert.deepEqual(errors, []);
  await page.close();
});

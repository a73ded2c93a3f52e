import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { hostOf } from '../support/app.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import { collectErrors, waitForHydration } from '../support/browser.js';

// Nothing is formatted with Intl while the dossier hydrates (docs/benchmark.md "Lighthouse": the
// first use of Intl on a page loads the locale's data, one long task): its comments' dates keep the
// server's text (src/app/components/ui/DateDisplay.tsx), its map's distances are written without
// Intl (src/app/components/map/format-distance.ts); the page reads the same with and without its
// scripts, without a hydration error.

const app = appAndBrowser();
const DOSSIER = '/dossier/akkerranden';

const dates = (page: Page) =>
  page.locator('main time').evaluateAll((times) => times.map((t) => `${t.getAttribute('datetime')} ${t.textContent}`));

test('the dossier hydrates without Intl; its dates read as the server wrote them', async () => {
  const url = `http://${hostOf('groenkennisnet')}:${app.server.port}${DOSSIER}`;
  const noJs = await app.browser.newContext({ javaScriptEnabled: false });
  const html = await noJs.newPage();
  await html.goto(url);
  const served = await dates(html);
  await noJs.close();

  const page = await app.browser.newPage({ viewport: { width: 375, height: 800 } });
  const errors = collectErrors(page);
  // Counts what the page formats with Intl: the first use loads the locale's data, the cost kept
  // out of hydration (a new Intl object, or a toLocaleString, which makes one inside).
  await page.addInitScript(() => {
    const made: string[] = [];
    Object.assign(window, { gknIntlUses: made });
    for (const name of ['DateTimeFormat', 'NumberFormat', 'PluralRules'] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Original, {
        construct(target, args: unknown[]) {
          made.push(`Intl.${name}`);
          return new target(...args);
        },
      });
    }
    for (const proto of [Number.prototype, Date.prototype] as unknown as Record<string, unknown>[]) {
      const original = proto['toLocaleString'] as (...args: unknown[]) => string;
      proto['toLocaleString'] = function (this: unknown, ...args: unknown[]) {
        made.push('toLocaleString');
        return original.apply(this, args);
      };
    }
  });
  await page.goto(url);
  await waitForHydration(page);
  // At least one date React hydrated (a comment's), not one inside a kept static part.
  const hydrated = await page
    .locator('main time')
    .evaluateAll((times) => times.filter((t) => Object.keys(t).some((k) => k.startsWith('__reactFiber$'))).length);
  assert.ok(hydrated >= 1, 'a hydrated date on the page');
  assert.ok(served.length >= hydrated);
  assert.deepEqual(await dates(page), served);
  const made = await page.evaluate(() => (window as unknown as { gknIntlUses: string[] }).gknIntlUses);
  assert.deepEqual(made, [], 'nothing formatted with Intl while hydrating');
  assert.deepEqual(errors, []);
  await page.close();
});

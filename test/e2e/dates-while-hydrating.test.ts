import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { hostOf } from '../support/app.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import { collectErrors, waitForHydration } from '../support/browser.js';

// A date keeps the server's text while the page hydrates (src/app/components/ui/DateDisplay.tsx,
// docs/benchmark.md "Lighthouse"): the dossier's comments are hydrated, no Intl.DateTimeFormat is
// made for their dates, and the page reads the same with and without its scripts, without a hydration
// error.

const app = appAndBrowser();
const DOSSIER = '/dossier/akkerranden';

const dates = (page: Page) =>
  page.locator('main time').evaluateAll((times) => times.map((t) => `${t.getAttribute('datetime')} ${t.textContent}`));

test("the dossier's hydrated dates read as the server wrote them", async () => {
  const url = `http://${hostOf('groenkennisnet')}:${app.server.port}${DOSSIER}`;
  const noJs = await app.browser.newContext({ javaScriptEnabled: false });
  const html = await noJs.newPage();
  await html.goto(url);
  const served = await dates(html);
  await noJs.close();

  const page = await app.browser.newPage({ viewport: { width: 375, height: 800 } });
  const errors = collectErrors(page);
  // Counts the formatters the page makes: making one is the cost kept out of hydration.
  await page.addInitScript(() => {
    const made = { count: 0 };
    Object.assign(window, { gknDateFormatters: made });
    Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        made.count++;
        return new target(...args);
      },
    });
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
  const made = await page.evaluate(
    () => (window as unknown as { gknDateFormatters: { count: number } }).gknDateFormatters,
  );
  assert.equal(made.count, 0, 'no date formatter made while hydrating');
  assert.deepEqual(errors, []);
  await page.close();
});

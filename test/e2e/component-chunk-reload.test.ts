import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { hostOf } from '../support/app.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import { axeViolations, builtAssetIncludes, formatViolations, waitForHydration } from '../support/browser.js';
import { waitUntil } from '../support/wait.js';

// Issue 13 item 13, requirements §8: a code-split component (the table of contents) whose chunk
// fails to load during a client navigation gets the route chunks' one reload per minute, not the
// 500 page; when the reloaded page cannot get it either, the page stays without it.

const app = appAndBrowser();
const siteUrl = (path: string) => `http://${hostOf('groenkennisnet')}:${app.server.port}${path}`;
const marker = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: number }).__marker);
const mark = (page: Page, n: number) =>
  page.evaluate((v) => ((window as unknown as { __marker: number }).__marker = v), n);

test('a table-of-contents chunk that fails on client navigation reloads the page once, then leaves the bar out', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // A content page without a table of contents; the home page (same route chunk) has one.
  await page.goto(siteUrl('/over-ons'));
  await waitForHydration(page);
  assert.equal(await page.locator('nav.gkn-toc').count(), 0, 'the page has no table of contents');

  // A deploy replaced the chunks: the one holding the table of contents is gone.
  let blocked = 0;
  await page.route('**/assets/chunk-*.js', async (route) => {
    if (!(await builtAssetIncludes(route.request().url(), 'className:"gkn-toc"'))) return route.continue();
    blocked++;
    return route.fulfill({ status: 404, body: 'gone' });
  });
  await mark(page, 1);
  await page.locator('a[href="/"]').first().click();
  await page.waitForURL(siteUrl('/'));
  await page.waitForFunction(() => (window as unknown as { __marker?: number }).__marker === undefined, undefined, {
    timeout: 10_000,
  });
  assert.ok(blocked >= 1, 'the navigation asked for the table-of-contents chunk');
  const stamp = await page.evaluate(() => sessionStorage.getItem('gkn:chunk-reload-at'));
  assert.ok(stamp && Number(stamp) > 0, 'the reload is remembered in sessionStorage');

  // The reloaded home page (server-rendered with its bar) still cannot get the chunk: no second
  // reload within the minute, no error page; the page stays readable without the bar.
  await mark(page, 2);
  await waitUntil(() => blocked >= 2, 10_000, 'the reloaded page to ask for the chunk');
  await page.waitForFunction(() => document.readyState === 'complete', undefined, { timeout: 10_000 });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 10_000 });
  await page.locator('nav.gkn-toc').waitFor({ state: 'detached', timeout: 10_000 });
  assert.equal(await marker(page), 2, 'no second reload');
  assert.equal(await page.evaluate(() => sessionStorage.getItem('gkn:chunk-reload-at')), stamp);
  await page.getByRole('heading', { level: 1 }).waitFor();
  assert.equal(await page.getByText('Er is iets misgegaan').count(), 0, 'not the 500 page');
  const violations = await axeViolations(page);
  assert.equal(violations.length, 0, formatViolations(violations));
  await context.close();
});

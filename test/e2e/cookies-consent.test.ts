import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { hostOf } from '../support/app.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import { axeViolations, collectErrors, formatViolations, waitForHydration } from '../support/browser.js';

const app = appAndBrowser();

const siteUrl = (path = '/') => `http://${hostOf('groenkennisnet')}:${app.server.port}${path}`;
// groenkennisnet's blueconic_script; served here by the test instead of the vendor.
const TRACKING = 'https://cdn.example-tracking.nl/groenkennisnet.js';
const trackingLoads = (page: Page) => page.evaluate(() => (window as unknown as { __tracked?: number }).__tracked ?? 0);
// The client marks <html data-behaviours="started"> once every behaviour is attached; the
// tracking decision is made before that, so nothing can load later without a consent change.
const behavioursStarted = (page: Page) =>
  page.locator('html[data-behaviours="started"]').waitFor({ state: 'attached', timeout: 15_000 });
const trackingScripts = (page: Page) => page.locator('script[data-gkn-tracking]').count();

async function openWithFakeTracker() {
  const context = await app.browser.newContext();
  let requests = 0;
  await context.route(TRACKING, (route) => {
    requests++;
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__tracked = (window.__tracked || 0) + 1;' });
  });
  const page = await context.newPage();
  return { context, page, errors: collectErrors(page), requests: () => requests };
}

test('the tracking script loads only after consent, and on later pages too; the settings page is accessible', async () => {
  const { context, page, errors, requests } = await openWithFakeTracker();
  await page.goto(siteUrl('/'));
  await waitForHydration(page);
  await behavioursStarted(page);
  assert.equal(await trackingScripts(page), 0, 'no tracking script before consent');
  assert.equal(requests(), 0, 'no tracking before consent');
  await page.goto(siteUrl('/mijn-cookiegegevens'));
  await waitForHydration(page);
  await behavioursStarted(page);
  const violations = await axeViolations(page);
  assert.equal(violations.length, 0, formatViolations(violations));
  await page.getByRole('link', { name: 'Lees onze privacy- en cookieverklaring' }).waitFor();
  await page.getByLabel('Ja, dat is goed').check();
  await page.getByRole('button', { name: 'Keuze opslaan' }).click();
  await page.getByText('Je keuze is opgeslagen.').waitFor();
  await page.waitForFunction(() => (window as unknown as { __tracked?: number }).__tracked === 1);
  assert.ok((await context.cookies()).some((c) => c.name === 'gkn_consent' && c.value === 'accepted'));
  await page.goto(siteUrl('/over-ons'));
  await waitForHydration(page);
  await page.waitForFunction(() => (window as unknown as { __tracked?: number }).__tracked === 1);
  assert.equal(await page.locator('script[data-gkn-tracking]').count(), 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('after refusing, no tracking script loads', async () => {
  const { context, page, requests } = await openWithFakeTracker();
  await page.goto(siteUrl('/mijn-cookiegegevens'));
  await waitForHydration(page);
  await page.getByLabel('Nee, alleen functionele cookies').check();
  await page.getByRole('button', { name: 'Keuze opslaan' }).click();
  await page.getByText('Je keuze is opgeslagen.').waitFor();
  await page.goto(siteUrl('/'));
  await waitForHydration(page);
  await behavioursStarted(page);
  assert.equal(await trackingScripts(page), 0);
  assert.equal(await trackingLoads(page), 0);
  assert.equal(requests(), 0);
  // The settings page shows the choice that was made.
  await page.goto(siteUrl('/mijn-cookiegegevens'));
  await waitForHydration(page);
  assert.ok(await page.getByLabel('Nee, alleen functionele cookies').isChecked());
  await context.close();
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hostOf } from '../support/app.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import { collectErrors, waitForHydration } from '../support/browser.js';

// requirements §7 Contactformulier: a visitor finds the contact form from the contact page and the FAQ.

const app = appAndBrowser();

test('from the contact page a visitor reaches the contact form and can fill it in', async () => {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = collectErrors(page);
  await page.goto(`http://${hostOf('groenkennisnet')}:${app.server.port}/contact`);
  await waitForHydration(page);
  await page.getByRole('main').getByRole('link', { name: 'Naar het contactformulier' }).click();
  await page.waitForURL(/\/contactformulier$/);
  await page.getByRole('textbox', { name: /Naam/ }).fill('Anna de Boer');
  assert.equal(await page.getByRole('button', { name: 'Versturen' }).isVisible(), true);
  assert.deepEqual(errors, []);
  await page.close();
});

test("on a phone the FAQ's contact form link opens the form", async () => {
  const page = await app.browser.newPage({ viewport: { width: 375, height: 800 } });
  const errors = collectErrors(page);
  await page.goto(`http://${hostOf('green-knowledge-network')}:${app.server.port}/faq`);
  await waitForHydration(page);
  const link = page.getByRole('main').getByRole('link', { name: 'contact form', exact: true });
  // The answer sits in a closed accordion item: open the question first.
  await page.getByRole('main').locator('summary', { hasText: 'How do I add an event' }).click();
  await link.click();
  await page.waitForURL(/\/contact-form$/);
  await page.getByRole('textbox', { name: /Email address/ }).waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { hostOf } from '../support/app.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import { axeViolations, collectErrors, formatViolations, waitForHydration } from '../support/browser.js';

const app = appAndBrowser();

const siteUrl = (path = '/', id = 'groenkennisnet') => `http://${hostOf(id)}:${app.server.port}${path}`;
const noAxeViolations = async (page: Page) => {
  const violations = await axeViolations(page);
  assert.equal(violations.length, 0, formatViolations(violations));
};

describe('newsletter sign-up', () => {
  test('with JavaScript: posts in place, shows the status, marks the field; accessible', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(siteUrl('/nieuwsbrief'));
    await waitForHydration(page);
    await noAxeViolations(page);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    const form = page.locator('form[action="/_forms/newsletter"]').first();
    await form.getByLabel('E-mailadres').fill('e2e-lid@example.nl');
    await form.getByLabel('Postcode').fill('12345');
    await form.getByRole('button', { name: 'Aanmelden' }).click();
    await form.getByRole('status').getByText('Vul een geldige postcode in.').waitFor();
    assert.equal(await form.getByLabel('Postcode').getAttribute('aria-invalid'), 'true');
    await noAxeViolations(page);
    await form.getByLabel('Postcode').fill('6708 PB');
    await form.getByRole('button', { name: 'Aanmelden' }).click();
    await form.getByRole('status').getByText('Je bent aangemeld').waitFor();
    assert.equal(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker), 1, 'no page load');
    assert.equal(new URL(page.url()).search, '', 'the address did not change');
    await noAxeViolations(page);
    // The invalid post is answered 400 (the browser logs that); nothing else may fail.
    assert.deepEqual(
      errors.filter((e) => !/\/_forms\/newsletter|status of 400/.test(e)),
      [],
    );
    await context.close();
  });

  test('without JavaScript: the post redirects back to the page with the message', async () => {
    const context = await app.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl('/nieuwsbrief'));
    const form = page.locator('form[action="/_forms/newsletter"]').first();
    await form.getByLabel('E-mailadres').fill('bestaand@example.nl');
    await form.getByLabel('Postcode').fill('6708PB');
    await Promise.all([
      page.waitForURL(/formstatus=already-registered/),
      form.getByRole('button', { name: 'Aanmelden' }).click(),
    ]);
    await page.getByText('Dit e-mailadres is al aangemeld').waitFor();
    await context.close();
  });

  test('a post that gets no answer opens the error prompt, which Close dismisses', async () => {
    const page = await app.browser.newPage();
    await page.goto(siteUrl('/nieuwsbrief'));
    await waitForHydration(page);
    await page.route('**/_forms/newsletter', (route) => route.abort());
    const form = page.locator('form[action="/_forms/newsletter"]').first();
    await form.getByLabel('E-mailadres').fill('x@example.nl');
    await form.getByLabel('Postcode').fill('6708 PB');
    await form.getByRole('button', { name: 'Aanmelden' }).click();
    const prompt = page.getByRole('alertdialog', { name: 'Oeps... Er is iets misgegaan!' });
    await prompt.waitFor();
    await noAxeViolations(page);
    await prompt.getByRole('button', { name: 'Sluiten' }).click();
    await prompt.waitFor({ state: 'detached' });
    await page.close();
  });
});

describe('contact form', () => {
  test('the CMS form posts with JavaScript and thanks the visitor; accessible (English site too)', async () => {
    const page = await app.browser.newPage();
    const errors = collectErrors(page);
    await page.goto(siteUrl('/contactformulier'));
    await waitForHydration(page);
    await noAxeViolations(page);
    await page.getByLabel('Naam').fill('Anna');
    await page.getByLabel('E-mailadres').fill('anna@example.nl');
    await page.getByLabel('Je vraag of opmerking').fill('Een vraag over bodemleven.');
    await page.getByRole('button', { name: 'Versturen' }).click();
    await page.getByText('Bedankt, je bericht is verstuurd.').waitFor();
    assert.deepEqual(errors, []);
    await page.goto(siteUrl('/contact-form', 'green-knowledge-network'));
    await waitForHydration(page);
    await noAxeViolations(page);
    await page.close();
  });

  test('with JavaScript a refused post shows the error summary, focused, linking to each field', async () => {
    const page = await app.browser.newPage();
    const errors = collectErrors(page);
    await page.goto(siteUrl('/contactformulier'));
    await waitForHydration(page);
    await page.getByLabel('E-mailadres').fill('anna@voorbeeld');
    await page.getByLabel('Je vraag of opmerking').fill('Een vraag.');
    await page.getByRole('button', { name: 'Versturen' }).click();
    const summary = page.locator('#contactformulier--summary');
    await summary.getByRole('heading', { name: 'Er is een probleem' }).waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'contactformulier--summary');
    const name = page.getByLabel('Naam');
    assert.equal(await name.getAttribute('aria-invalid'), 'true');
    assert.equal(await page.getByRole('textbox', { name: 'Naam', description: 'Fout: Vul naam in' }).count(), 1);
    assert.equal(await page.getByLabel('Je vraag of opmerking').getAttribute('aria-invalid'), null);
    assert.equal(await page.getByLabel('Je vraag of opmerking').inputValue(), 'Een vraag.');
    await noAxeViolations(page);
    await summary.getByRole('link', { name: 'Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl' }).click();
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'contactformulier-email');
    assert.deepEqual(
      errors.filter((e) => !/\/_forms\/contact|status of 400/.test(e)),
      [],
    );
    await page.close();
  });

  test('without JavaScript a refused post keeps every typed value and marks only the refused fields', async () => {
    const context = await app.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl('/contactformulier'));
    await page.getByLabel('E-mailadres').fill('anna@example.nl');
    await page.getByLabel('Organisatie').fill('De Hoeve');
    await page.getByLabel('Je vraag of opmerking').fill('Regel een\nregel twee');
    await page.getByRole('button', { name: 'Versturen' }).click();
    await page.getByRole('heading', { name: 'Er is een probleem' }).waitFor();
    assert.equal(await page.getByLabel('E-mailadres').inputValue(), 'anna@example.nl');
    assert.equal(await page.getByLabel('Organisatie').inputValue(), 'De Hoeve');
    assert.equal(await page.getByLabel('Je vraag of opmerking').inputValue(), 'Regel een\nregel twee');
    assert.equal(await page.getByLabel('Naam').getAttribute('aria-invalid'), 'true');
    assert.equal(await page.locator('[aria-invalid="true"]').count(), 1);
    await context.close();
  });

  test('a refused post answered before the script ran hydrates at the contact page’s own address', async () => {
    const page = await app.browser.newPage();
    const errors = collectErrors(page);
    // The first page's scripts never arrive, so the form posts the plain way. They are asked for
    // after the first paint (decision 015), possibly after goto() returned: refused until the post.
    let firstPage = true;
    await page.route('**/assets/**', (route) => (firstPage ? route.abort() : route.continue()));
    await page.goto(siteUrl('/contactformulier'));
    await page.getByLabel('Organisatie').fill('De Hoeve');
    firstPage = false;
    await page.getByRole('button', { name: 'Versturen' }).click();
    await page.getByRole('heading', { name: 'Er is een probleem' }).waitFor();
    await waitForHydration(page);
    assert.equal(new URL(page.url()).pathname, '/contactformulier');
    assert.equal(await page.getByLabel('Organisatie').inputValue(), 'De Hoeve');
    assert.equal(await page.locator('[aria-invalid="true"]').count(), 3);
    await noAxeViolations(page);
    assert.deepEqual(
      errors.filter((e) => !/assets|ERR_FAILED|status of 400/.test(e)),
      [],
    );
    await page.close();
  });
});

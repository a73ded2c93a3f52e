import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../src/demo/identity/accounts.js';
import { loginAppAndBrowser } from '../support/app-and-browser.js';
import { axeViolations, collectErrors, formatViolations, waitForHydration } from '../support/browser.js';
import { logInThroughForm } from '../support/log-in.js';

// The personal controls on lists in Chromium with JavaScript: the bookmark toggle on result cards
// (a search) and item cards (a content page's item lists), shown only to a logged-in user, its
// state from the server, toggled in place without a reload, the same state on the next page that
// shows the item; and deleting from /mijn-gkn's list after the dialog, in place.

const SITE = 'groenkennisnet';
const TIMEOUT = { timeout: 90_000 };
const joost = DEMO_ACCOUNTS[1]!;

const app = loginAppAndBrowser();

const origin = () => `http://${SITE}.localhost:${app.server.port}`;
/** The card toggles of the page's main content. */
const toggles = (page: Page) => page.getByRole('main').locator('form[action="/api/bookmarks"] button');

async function noViolations(page: Page) {
  const violations = await axeViolations(page);
  assert.deepEqual(violations, [], formatViolations(violations));
}

test('result and item cards: a toggle per card for a logged-in user, toggled in place', TIMEOUT, async () => {
  const context = await app.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin()}/zoeken/water`);
  await waitForHydration(page);
  assert.equal(await toggles(page).count(), 0, 'no toggles for a visitor');

  await logInThroughForm(page, origin(), '/zoeken/water', joost);
  await waitForHydration(page);
  const errors = collectErrors(page);

  const cards = toggles(page);
  assert.equal(await cards.count(), await page.locator('a[href*="/zoeken/resultaat/"]').count());
  const first = cards.first();
  assert.equal(await first.getAttribute('aria-pressed'), 'false');
  // Each toggle names its item (visually hidden), so a list of them is not a list of equal buttons.
  const firstTitle = (
    (await page.getByRole('main').getByRole('heading', { level: 3 }).first().textContent()) ?? ''
  ).trim();
  assert.match(
    (await first.textContent()) ?? '',
    new RegExp(`Bewaren: ${firstTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
  await noViolations(page);

  // A mark on the window: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await first.click();
  await page.locator('main form[action="/api/bookmarks"] button[aria-pressed="true"]').waitFor();
  assert.equal(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument), true);
  assert.equal(await page.locator('main button[aria-pressed="true"]').count(), 1);

  // The result page of that card (a client navigation) knows the state too.
  await page.getByRole('main').getByRole('heading', { level: 3 }).first().getByRole('link').click();
  await page.waitForURL(/\/zoeken\/resultaat\//);
  await page.getByRole('button', { name: 'Bewaren', pressed: true }).waitFor();

  // Item lists of a content page: the same toggle on every card.
  await page.goto(`${origin()}/`);
  await waitForHydration(page);
  assert.ok((await toggles(page).count()) > 0, 'the home page item lists have toggles');
  await noViolations(page);
  assert.deepEqual(errors, []);
  await context.close();
});

test(
  '/mijn-gkn with JavaScript: deleting one of my comments asks in a dialog and removes it in place',
  TIMEOUT,
  async () => {
    const context = await app.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin()}/zoeken/mest`);
    const path = await page.locator('a[href*="/zoeken/resultaat/"]').first().getAttribute('href');
    await logInThroughForm(page, origin(), path!, joost);
    await waitForHydration(page);
    const errors = collectErrors(page);
    const section = page.getByRole('region', { name: 'Reacties' });
    await section.getByRole('textbox', { name: 'Schrijf een reactie…' }).fill('Weg ermee vanaf mijn-gkn');
    await section.getByRole('button', { name: 'Plaatsen' }).click();
    await section.getByText('Weg ermee vanaf mijn-gkn').waitFor();

    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Mijn GKN' }).click();
    await page.waitForURL(`${origin()}/mijn-gkn`);
    const mine = page.getByRole('region', { name: 'Mijn reacties' });
    const item = mine.getByRole('listitem').filter({ hasText: 'Weg ermee vanaf mijn-gkn' });
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await item.getByRole('button', { name: 'Verwijderen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Weet je zeker dat je deze reactie wilt verwijderen?').waitFor();
    await noViolations(page);
    await dialog.getByRole('button', { name: 'Ja, verwijderen' }).click();
    await item.waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument), true);
    assert.deepEqual(errors, []);
    await context.close();
  },
);

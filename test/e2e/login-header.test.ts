import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../src/demo/identity/accounts.js';
import { loginAppAndBrowser } from '../support/app-and-browser.js';
import { axeViolations, collectErrors, formatViolations, waitForHydration } from '../support/browser.js';

// The login as a visitor meets it in Chromium, on a site with interaction enabled: the header's
// login link opens the demo identity provider in a popup and the page shows the logged-in header
// without reloading; without JavaScript (or with the popup blocked) the same link is a full-page
// login that comes back to the page. A site without interaction has no login control at all.

const INTERACTIVE = 'groenkennisnet';
const NOT_INTERACTIVE = 'agroforestry-nl';
const anna = DEMO_ACCOUNTS[0]!;
/** A step that hangs fails the test instead of the run (axe cannot run without JavaScript, for one). */
const TIMEOUT = { timeout: 90_000 };

const app = loginAppAndBrowser();

const origin = (site: string) => `http://${site}.localhost:${app.server.port}`;
const account = (page: Page) => page.getByRole('navigation', { name: 'Account' });

async function noViolations(page: Page) {
  const violations = await axeViolations(page);
  assert.deepEqual(violations, [], formatViolations(violations));
}

/** The demo provider's Dutch login form, filled in and sent. */
async function signIn(page: Page) {
  await page.getByLabel('Gebruikersnaam of e-mailadres').fill(anna.username);
  await page.getByLabel('Wachtwoord').fill(anna.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

test('logging in through the popup, by keyboard, shows the logged-in header without a reload', TIMEOUT, async () => {
  const context = await app.browser.newContext();
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${origin(INTERACTIVE)}/zoeken/mest`);
  await waitForHydration(page);
  const login = account(page).getByRole('link', { name: 'Inloggen' });
  assert.equal(await login.getAttribute('href'), '/auth/login?returnTo=%2Fzoeken%2Fmest&locale=nl');
  await noViolations(page);

  // A mark on the window: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await login.focus();
  const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
  // requirements §4 Auth UI popupOpen: the page says where the login goes on.
  await account(page).getByRole('status').filter({ hasText: 'Log in in het venster dat is geopend' }).waitFor();
  await noViolations(page);
  await popup.waitForLoadState();
  assert.match(popup.url(), /\/auth\/login\?|\/interaction\//);
  // The popup's last page tells this page and closes itself.
  const closed = popup.waitForEvent('close');
  await signIn(popup);
  await closed;

  const dashboard = account(page).getByRole('link', { name: 'Mijn GKN' });
  await dashboard.waitFor();
  assert.equal(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument), true);
  assert.equal(new URL(page.url()).pathname, '/zoeken/mest');
  assert.match((await account(page).textContent()) ?? '', new RegExp(`Ingelogd als\\s*${anna.nickname}`));
  // Logout is a post (a button in a form with the page's token), which stores the path to return to.
  assert.equal(
    await account(page).locator('form[action="/logout"] input[name="returnTo"]').inputValue(),
    '/zoeken/mest',
  );
  assert.equal(await account(page).getByRole('link', { name: 'Inloggen' }).count(), 0);
  // Focus does not fall to the page's start: it is on the link that replaced the login link.
  assert.equal(await dashboard.evaluate((el) => el === document.activeElement), true);
  await noViolations(page);

  // The logout button is a full-page post: the session ends and the page is the visitor's again.
  await account(page).getByRole('button', { name: 'Uitloggen' }).click();
  await account(page).getByRole('link', { name: 'Inloggen' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/zoeken/mest');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a blocked popup falls back to the full-page login, which comes back to the page logged in', TIMEOUT, async () => {
  const context = await app.browser.newContext();
  // What a popup blocker does to window.open.
  await context.addInitScript(() => {
    window.open = () => null;
  });
  const page = await context.newPage();
  await page.goto(`${origin(INTERACTIVE)}/zoeken/bodem`);
  await waitForHydration(page);
  await account(page).getByRole('link', { name: 'Inloggen' }).click();
  await page.getByLabel('Wachtwoord').waitFor();
  await signIn(page);
  await page.waitForURL(`${origin(INTERACTIVE)}/zoeken/bodem`);
  await account(page).getByRole('link', { name: 'Mijn GKN' }).waitFor();
  await context.close();
});

test('without JavaScript the login link is a full-page login back to the page, and logout too', TIMEOUT, async () => {
  const context = await app.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${origin(INTERACTIVE)}/zoeken/water`);
  await account(page).getByRole('link', { name: 'Inloggen' }).click();
  await signIn(page);
  await page.waitForURL(`${origin(INTERACTIVE)}/zoeken/water`);
  await account(page).getByRole('link', { name: 'Mijn GKN' }).waitFor();
  assert.match((await account(page).textContent()) ?? '', new RegExp(anna.nickname));

  // The /logout page (what a link to it shows) changes nothing until its button is pressed.
  await page.goto(`${origin(INTERACTIVE)}/logout?returnTo=%2Fzoeken%2Fwater`);
  await page.getByRole('heading', { level: 1, name: 'Uitloggen' }).waitFor();
  await page.getByRole('main').getByRole('button', { name: 'Uitloggen' }).click();
  // Without JavaScript the provider asks before it ends its session.
  await page.getByRole('button', { name: 'Ja, log mij uit' }).click();
  await page.waitForURL(`${origin(INTERACTIVE)}/zoeken/water`);
  await account(page).getByRole('link', { name: 'Inloggen' }).waitFor();
  await context.close();
});

test('a site without interaction has no login control', TIMEOUT, async () => {
  const context = await app.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin(NOT_INTERACTIVE)}/`);
  await waitForHydration(page);
  assert.equal(await account(page).count(), 0);
  assert.equal(await page.locator('a[href^="/auth/login"]').count(), 0);
  await context.close();
});

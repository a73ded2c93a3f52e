import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../src/demo/identity/accounts.js';
import { loginAppAndBrowser } from '../support/app-and-browser.js';
import { axeViolations, collectErrors, formatViolations, waitForHydration } from '../support/browser.js';
import { logInThroughForm } from '../support/log-in.js';

// A result page's personal side in Chromium, on a site with interaction enabled: the bookmark
// toggle (aria-pressed, saved) and the comment section (newest first, 2 until 'show all', post,
// delete own after the confirmation); a visitor gets 'Login to Comment' and no bookmark toggle.

const SITE = 'groenkennisnet';
const TIMEOUT = { timeout: 90_000 };
const joost = DEMO_ACCOUNTS[1]!;

const app = loginAppAndBrowser();

const origin = () => `http://${SITE}.localhost:${app.server.port}`;
const comments = (page: Page) => page.getByRole('region', { name: 'Reacties' });

async function noViolations(page: Page) {
  const violations = await axeViolations(page);
  assert.deepEqual(violations, [], formatViolations(violations));
}

/** A result page of the demo corpus, as the search page links it. */
async function resultPath(page: Page, term: string): Promise<string> {
  await page.goto(`${origin()}/zoeken/${term}`);
  const href = await page.locator('a[href*="/zoeken/resultaat/"]').first().getAttribute('href');
  assert.ok(href, 'the search has a result');
  return href;
}

test('a visitor sees the comments with Login to Comment, and no bookmark toggle', TIMEOUT, async () => {
  const page = await app.browser.newPage();
  const errors = collectErrors(page);
  const path = await resultPath(page, 'bodem');
  await page.goto(`${origin()}${path}`);
  await waitForHydration(page);
  const login = comments(page).getByRole('link', { name: 'Log in om te reageren' });
  await login.waitFor();
  assert.match((await login.getAttribute('href')) ?? '', /^\/auth\/login\?returnTo=%2Fzoeken%2Fresultaat%2F/);
  assert.equal(await page.getByRole('button', { name: 'Bewaren' }).count(), 0);
  await noViolations(page);
  assert.deepEqual(errors, []);

  // The dashboard is for a logged-in user: a visitor is sent to the login.
  await page.goto(`${origin()}/mijn-gkn`);
  await page.getByLabel('Wachtwoord').waitFor();
  assert.match(page.url(), /\/interaction\//);
  await page.close();
});

test(
  'a logged-in user bookmarks, posts, sees newest first with show all, and deletes after the confirmation',
  TIMEOUT,
  async () => {
    const context = await app.browser.newContext();
    const page = await context.newPage();
    const path = await resultPath(page, 'mest');
    await logInThroughForm(page, origin(), path, joost);
    await waitForHydration(page);
    // From here on (the identity provider's pages have no icon: the browser's own 404 for it).
    const errors = collectErrors(page);

    // requirements §4 Bookmark update: the toggle says its state and saves the list.
    const bookmark = page.getByRole('button', { name: 'Bewaren' });
    await page.locator('button[aria-pressed="false"]').waitFor();
    await bookmark.click();
    await page.locator('button[aria-pressed="true"]').waitFor();
    await page.reload();
    await page.locator('button[aria-pressed="true"]').waitFor();
    await waitForHydration(page);

    // requirements §9: newest first, 2 until 'show all'.
    const box = comments(page).getByRole('textbox', { name: 'Schrijf een reactie…' });
    for (const text of ['Eerste reactie', 'Tweede reactie', 'Derde reactie']) {
      await box.fill(text);
      await comments(page).getByRole('button', { name: 'Plaatsen' }).click();
      await comments(page).getByText(text).waitFor();
    }
    const items = comments(page).getByRole('listitem');
    assert.equal(await items.count(), 2);
    assert.match((await items.first().textContent()) ?? '', /Derde reactie/);
    assert.match((await items.nth(1).textContent()) ?? '', /Tweede reactie/);
    await comments(page).getByRole('button', { name: 'Toon alle 3 reacties' }).click();
    assert.equal(await items.count(), 3);
    await noViolations(page);

    // requirements §6: delete one's own after 'Are you sure you want to delete this comment?'.
    await items.first().getByRole('button', { name: 'Verwijderen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Weet je zeker dat je deze reactie wilt verwijderen?').waitFor();
    await noViolations(page);
    await dialog.getByRole('button', { name: 'Ja, verwijderen' }).click();
    await comments(page).getByText('Derde reactie').waitFor({ state: 'detached' });
    assert.equal(await items.count(), 2);
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';

    // /mijn-gkn: the bookmark and the comments, by the dashboard link of the header.
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Mijn GKN' }).click();
    await page.waitForURL(`${origin()}/mijn-gkn`);
    const bookmarks = page.getByRole('region', { name: 'Mijn bladwijzers' });
    await bookmarks.getByRole('link', { name: title }).waitFor();
    const mine = page.getByRole('region', { name: 'Mijn reacties' });
    await mine.getByText('Tweede reactie').waitFor();
    assert.equal(await mine.getByText('Derde reactie').count(), 0);
    await noViolations(page);
    assert.deepEqual(errors, []);
    await context.close();
  },
);

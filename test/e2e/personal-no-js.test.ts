import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../src/demo/identity/accounts.js';
import { loginAppAndBrowser } from '../support/app-and-browser.js';
import { axeViolations, formatViolations } from '../support/browser.js';

// The whole personal journey in Chromium with JavaScript switched off, on a site with interaction
// enabled: log in by full-page redirects, bookmark an item, see it on /mijn-gkn, post a comment and
// see it first, delete it after the confirmation page, log out and land on the page left. Every
// step is a link or a plain form; the pages a person meets on the way pass axe.

const SITE = 'groenkennisnet';
const TIMEOUT = { timeout: 120_000 };
const anna = DEMO_ACCOUNTS[0]!;

const app = loginAppAndBrowser();

const origin = () => `http://${SITE}.localhost:${app.server.port}`;
const account = (page: Page) => page.getByRole('navigation', { name: 'Account' });
const comments = (page: Page) => page.getByRole('region', { name: 'Reacties' });

/**
 * axe on the page exactly as a browser without JavaScript has it. axe itself needs scripts, so
 * the same document (its scripts removed, everything else as served) is opened at its own address
 * in a context with JavaScript and this session's cookies, and checked there.
 */
async function noViolationsWithoutScripts(page: Page, noJs: BrowserContext) {
  const url = page.url();
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/g, '');
  const checker = await app.browser.newContext();
  await checker.addCookies(await noJs.cookies());
  const view = await checker.newPage();
  await view.route(url.split('#')[0]!, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
  await view.goto(url);
  assert.equal(await view.locator('script').count(), 0, 'the page as it is without scripts');
  const violations = await axeViolations(view);
  await checker.close();
  assert.deepEqual(violations, [], `${url}\n${formatViolations(violations)}`);
}

/**
 * Two addresses of one page: the same path, hash and query parameters, in any order, apart from
 * `from` (a result page's way back to the search it was opened from; the dashboard's links carry none).
 */
function samePage(a: string, b: string): boolean {
  const key = (href: string) => {
    const url = new URL(href);
    const query = [...url.searchParams]
      .filter(([name]) => name !== 'from')
      .map((p) => p.join('='))
      .sort();
    return `${url.origin}${url.pathname}?${query.join('&')}${url.hash}`;
  };
  return key(a) === key(b);
}

test(
  'without JavaScript: log in, bookmark, /mijn-gkn, comment, delete after the confirmation page, log out',
  TIMEOUT,
  async () => {
    const context = await app.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    // A result page, as a search links it.
    await page.goto(`${origin()}/zoeken/bodem`);
    await page.locator('a[href*="/zoeken/resultaat/"]').first().click();
    await page.waitForURL(/\/zoeken\/resultaat\//);
    const resultUrl = page.url();
    const title = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
    assert.equal(await page.getByRole('button', { name: 'Bewaren' }).count(), 0, 'no toggle for a visitor');

    // Login by full-page redirects, back on the result page.
    await account(page).getByRole('link', { name: 'Inloggen' }).click();
    await page.getByLabel('Gebruikersnaam of e-mailadres').fill(anna.username);
    await page.getByLabel('Wachtwoord').fill(anna.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    // The same page: the server renders a page from its normalised address (parameters in order).
    await page.waitForURL((u) => samePage(u.href, resultUrl));
    await account(page).getByRole('link', { name: 'Mijn GKN' }).waitFor();

    // requirements §4 Bookmark update: the form post comes back to the page, which shows the new state.
    const bookmark = page.getByRole('button', { name: 'Bewaren' });
    assert.equal(await bookmark.getAttribute('aria-pressed'), 'false');
    await bookmark.click();
    await page.waitForURL((url) => url.hash !== '' && samePage(url.href.replace(/#.*/, ''), resultUrl));
    assert.equal(await page.getByRole('button', { name: 'Bewaren' }).getAttribute('aria-pressed'), 'true');

    // The dashboard lists it.
    await account(page).getByRole('link', { name: 'Mijn GKN' }).click();
    await page.waitForURL(`${origin()}/mijn-gkn`);
    const bookmarks = page.getByRole('region', { name: 'Mijn bladwijzers' });
    await bookmarks.getByRole('link', { name: title }).waitFor();
    await noViolationsWithoutScripts(page, context);

    // requirements §9: a posted comment is first, after the page comes back to the comments.
    await bookmarks.getByRole('link', { name: title }).click();
    await page.waitForURL((u) => samePage(u.href, resultUrl));
    const box = comments(page).getByRole('textbox', { name: 'Schrijf een reactie…' });
    for (const text of ['Oudere reactie zonder script', 'Nieuwe reactie zonder script']) {
      await box.fill(text);
      await comments(page).getByRole('button', { name: 'Plaatsen' }).click();
      await page.waitForURL((u) => samePage(u.href, `${resultUrl}#comments-title`));
    }
    const items = comments(page).getByRole('listitem');
    assert.match((await items.first().textContent()) ?? '', /Nieuwe reactie zonder script/);
    assert.match((await items.nth(1).textContent()) ?? '', /Oudere reactie zonder script/);
    await noViolationsWithoutScripts(page, context);

    // requirements §6: delete after 'Are you sure you want to delete this comment?', on a page of its own.
    await items.first().getByRole('link', { name: 'Verwijderen' }).click();
    await page.waitForURL(/\/mijn-gkn\/reactie-verwijderen\?/);
    await page.getByText('Weet je zeker dat je deze reactie wilt verwijderen?').waitFor();
    await page.getByText('Nieuwe reactie zonder script').waitFor();
    await noViolationsWithoutScripts(page, context);
    await page.getByRole('button', { name: 'Ja, verwijderen' }).click();
    await page.waitForURL((u) => samePage(u.href, `${resultUrl}#comments-title`));
    assert.equal(await comments(page).getByText('Nieuwe reactie zonder script').count(), 0);
    await comments(page).getByText('Oudere reactie zonder script').waitFor();

    // Logout: the provider asks (no JavaScript), then back on the page left, as a visitor.
    await account(page).getByRole('button', { name: 'Uitloggen' }).click();
    await page.getByRole('button', { name: 'Ja, log mij uit' }).click();
    await page.waitForURL((u) => samePage(u.href, resultUrl));
    await account(page).getByRole('link', { name: 'Inloggen' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Bewaren' }).count(), 0);
    await context.close();
  },
);

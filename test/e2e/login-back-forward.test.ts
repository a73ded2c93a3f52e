import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../src/demo/identity/accounts.js';
import { loginAppAndBrowser } from '../support/app-and-browser.js';
import { axeViolations, collectErrors, formatViolations, waitForHydration } from '../support/browser.js';
import { logInThroughForm } from '../support/log-in.js';

// A page the browser keeps in its back/forward cache comes back exactly as it was left, header
// included. When the visitor logged in (or out) in the meantime, the page asks the session again
// as it is shown and updates its header without a reload (src/app/auth/viewer-context.tsx).

const SITE = 'groenkennisnet';
const anna = DEMO_ACCOUNTS[0]!;
const TIMEOUT = { timeout: 90_000 };

// Playwright turns the back/forward cache off by default; these tests are about it.
const app = loginAppAndBrowser({ backForwardCache: true });

const origin = () => `http://${SITE}.localhost:${app.server.port}`;
const account = (page: Page) => page.getByRole('navigation', { name: 'Account' });

/** Marks the document: only a page restored from the back/forward cache (not reloaded) still has it. */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { __keptInCache: true }));
const restoredFromCache = (page: Page) =>
  page.evaluate(() => (window as { __keptInCache?: boolean }).__keptInCache === true);

test(
  'back to a cached page after logging in elsewhere shows the logged-in header, and after logging out the login link',
  TIMEOUT,
  async () => {
    const context = await app.browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${origin()}/over-ons`);
    await waitForHydration(page);
    await account(page).getByRole('link', { name: 'Inloggen' }).waitFor();
    // A page left while a request is still out (the demo makes an image on its first request,
    // slowly on a loaded machine) is not kept in the back/forward cache.
    await page.waitForLoadState('networkidle');
    await mark(page);
    await page.goto(`${origin()}/nieuws`);
    await page.waitForLoadState('networkidle');

    // Logged in in another tab of the same browser, the full-page way.
    const other = await context.newPage();
    await logInThroughForm(other, origin(), '/', anna);

    await page.goBack({ waitUntil: 'commit' }); // a restored page fires no load event
    assert.equal(new URL(page.url()).pathname, '/over-ons');
    assert.equal(await restoredFromCache(page), true, 'the page came from the back/forward cache');
    await account(page).getByRole('link', { name: 'Mijn GKN' }).waitFor();
    assert.match((await account(page).textContent()) ?? '', new RegExp(`Ingelogd als\\s*${anna.nickname}`));
    assert.equal(await account(page).getByRole('link', { name: 'Inloggen' }).count(), 0);
    const violations = await axeViolations(page);
    assert.deepEqual(violations, [], formatViolations(violations));

    // The other way: logged out in the other tab, back again to the cached page.
    await page.goForward({ waitUntil: 'commit' });
    await other.goto(`${origin()}/logout?returnTo=%2F`);
    // Our /logout page changes nothing until its button posts the logout.
    await other.getByRole('main').getByRole('button', { name: 'Uitloggen' }).click();
    const confirm = other.getByRole('button', { name: 'Ja, log mij uit' });
    if (await confirm.isVisible().catch(() => false)) await confirm.click();
    await other.waitForURL(`${origin()}/`);
    await page.goBack({ waitUntil: 'commit' }); // a restored page fires no load event
    assert.equal(new URL(page.url()).pathname, '/over-ons');
    assert.equal(await restoredFromCache(page), true, 'the page came from the back/forward cache again');
    await account(page).getByRole('link', { name: 'Inloggen' }).waitFor();
    assert.equal(await account(page).getByRole('link', { name: 'Mijn GKN' }).count(), 0);
    // The forward page may still ask the personal API once the other tab has ended the session: a
    // 401 is the right answer there (the browser logs it), not an error of the page.
    const endedElsewhere = (e: string) => /\b401\b/.test(e) && (e.includes('/api/') || e.startsWith('console: Failed'));
    assert.deepEqual(
      errors.filter((e) => !endedElsewhere(e)),
      [],
    );
    await context.close();
  },
);

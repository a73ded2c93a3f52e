import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../src/demo/identity/accounts.js';
import { SCRIPT_COOKIE } from '../../src/model/readable-cookies.js';
import { loginAppAndBrowser } from '../support/app-and-browser.js';
import { axeViolations, collectErrors, formatViolations, waitForHydration } from '../support/browser.js';
import { logInThroughForm, untilPageCached } from '../support/log-in.js';

// The cached shell for logged-in visitors (docs/architecture.md §6.6) in Chromium: once the browser
// has run our script, a logged-in page view is the site's cached page, naming nobody and kept by
// no shared cache; the script fills in who is logged in, their bookmark and their comment box.

const SITE = 'akkerbouw-nu';
const DOSSIER = '/dossier/strokenteelt';
const TIMEOUT = { timeout: 120_000 };
const anna = DEMO_ACCOUNTS[0]!;

const app = loginAppAndBrowser();
const origin = () => `http://${SITE}.localhost:${app.server.port}`;
const bookmark = (page: Page) => page.getByRole('button', { name: 'Bewaren', exact: true });
const bookmarkPressed = (page: Page, pressed: boolean) =>
  bookmark(page)
    .and(page.locator(`[aria-pressed="${pressed}"]`))
    .waitFor();

test('a logged-in page from the cache shows the person, their bookmark and their comment box', TIMEOUT, async () => {
  // The dossier as every visitor gets it, in the page cache.
  const visitor = await app.browser.newPage();
  await untilPageCached(visitor, `${origin()}${DOSSIER}`);
  await visitor.close();

  const context = await app.browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await logInThroughForm(page, origin(), '/', anna);
  // From here on the site's pages alone (the identity provider's form has no favicon).
  const errors = collectErrors(page);
  await waitForHydration(page);
  // The first page after the login was rendered for her; its script says this browser runs it.
  await page.waitForFunction((name) => document.cookie.includes(`${name}=1`), SCRIPT_COOKIE);

  for (const round of ['bookmark', 'reload'] as const) {
    const answer = round === 'bookmark' ? await page.goto(`${origin()}${DOSSIER}`) : await page.reload();
    assert.equal(answer?.headers()['x-cache'], 'HIT', `${round}: the cached page`);
    assert.equal(answer?.headers()['cache-control'], 'private, no-store', `${round}: kept by no shared cache`);
    assert.ok(!(await answer!.text()).includes(anna.nickname), `${round}: the page as sent names nobody`);
    await waitForHydration(page);
    await page.getByText(anna.nickname).first().waitFor();
    await page
      .getByRole('region', { name: 'Reacties' })
      .getByRole('textbox', { name: 'Schrijf een reactie…' })
      .waitFor();
    if (round === 'bookmark') {
      await bookmarkPressed(page, false);
      await bookmark(page).click();
    }
    // After the reload the bookmark state comes from her data, not from the page.
    await bookmarkPressed(page, true);
  }
  const violations = await axeViolations(page);
  assert.deepEqual(violations, [], formatViolations(violations));
  await bookmark(page).click();
  await bookmarkPressed(page, false);
  assert.deepEqual(
    errors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED')),
    [],
  );
  await context.close();
});

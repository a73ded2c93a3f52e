import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../src/demo/identity/accounts.js';
import { SCRIPT_COOKIE } from '../../src/model/readable-cookies.js';
import { loginAppAndBrowser } from '../support/app-and-browser.js';
import { axeViolations, collectErrors, formatViolations, waitForHydration } from '../support/browser.js';
import { logInThroughForm, untilPageCached } from '../support/log-in.js';

// Static parts (decision 024) in Chromium: the home page's item cards are kept as the server sent
// them while the page hydrates (React owns the list, not what is in it), the page reads the same
// as without JavaScript, a card's link is still a client navigation, and a client navigation back
// renders the list afresh. For a logged-in visitor served the cached page, the cards become
// React's once the script knows the person, so their bookmark toggles work.

const SITE = 'groenkennisnet';
const TIMEOUT = { timeout: 120_000 };
const anna = DEMO_ACCOUNTS[0]!;

const app = loginAppAndBrowser();
const origin = () => `http://${SITE}.localhost:${app.server.port}`;

const CARDS = 'main [data-element="item-list"] ul';
const toggles = (page: Page) => page.locator(`${CARDS} form[action="/api/bookmarks"] button`);

/** Whether React keeps a fiber on the element (it rendered or hydrated it). */
const owned = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const el = document.querySelector(s);
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber$'));
  }, selector);

/** The text of the main content, node by node (styles and scripts left out). */
const mainText = (page: Page) =>
  page.evaluate(() => {
    const copy = document.querySelector('main')!.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('style, script').forEach((e) => e.remove());
    const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    while (walker.nextNode())
      if (walker.currentNode.textContent!.trim()) parts.push(walker.currentNode.textContent!.trim());
    return parts.join('\n');
  });

test(
  'item cards are kept while hydrating, read the same, navigate client-side and render afresh',
  TIMEOUT,
  async () => {
    const withoutScripts = await app.browser.newContext({ javaScriptEnabled: false });
    const plain = await withoutScripts.newPage();
    await plain.goto(`${origin()}/`);
    const serverText = await mainText(plain);
    await withoutScripts.close();

    const context = await app.browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${origin()}/`);
    await waitForHydration(page);
    // The list hydrates in its deferred slice: React owns the list element, never the cards in it.
    await page.waitForFunction((s) => {
      const el = document.querySelector(s);
      return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber$'));
    }, CARDS);
    assert.equal(await owned(page, `${CARDS} > li`), false, 'the cards are the server HTML');
    assert.equal(await mainText(page), serverText, 'the page reads as the server sent it');

    const link = page.locator(`${CARDS} article h2 a, ${CARDS} article h3 a, ${CARDS} article h4 a`).first();
    const title = ((await link.textContent()) ?? '').trim();
    const href = (await link.getAttribute('href'))!;
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await link.click();
    await page.waitForURL(`${origin()}${href}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    assert.equal(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument), true);

    // Back to the home page, in the browser: its list is rendered by React now, reading the same.
    await page.goBack();
    await page.locator(CARDS).first().waitFor();
    await page.waitForFunction(
      (s) =>
        [...document.querySelectorAll(s)].every((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber$'))),
      `${CARDS} > li`,
    );
    assert.equal(await mainText(page), serverText);
    assert.equal(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument), true);
    assert.deepEqual(errors, []);
    await context.close();
  },
);

test(
  'the cached page of a logged-in visitor: the kept cards give way to ones with working toggles',
  TIMEOUT,
  async () => {
    // The home page as every visitor gets it, in the page cache.
    const visitor = await app.browser.newPage();
    await untilPageCached(visitor, `${origin()}/`);
    await visitor.close();

    const context = await app.browser.newContext();
    const page = await context.newPage();
    await logInThroughForm(page, origin(), '/over-ons', anna);
    const errors = collectErrors(page);
    await waitForHydration(page);
    await page.waitForFunction((name) => document.cookie.includes(`${name}=1`), SCRIPT_COOKIE);

    const answer = await page.goto(`${origin()}/`);
    assert.equal(answer?.headers()['x-cache'], 'HIT', 'the cached page');
    await waitForHydration(page);
    await page.getByText(anna.nickname).first().waitFor();
    await toggles(page).first().waitFor();
    assert.equal(await toggles(page).count(), await page.locator(`${CARDS} > li`).count(), 'a toggle on every card');
    const first = toggles(page).first();
    assert.equal(await first.getAttribute('aria-pressed'), 'false');
    await first.click();
    await page.locator(`${CARDS} button[aria-pressed="true"]`).first().waitFor();
    const violations = await axeViolations(page);
    assert.deepEqual(violations, [], formatViolations(violations));
    await page.locator(`${CARDS} button[aria-pressed="true"]`).first().click();
    await page.locator(`${CARDS} button[aria-pressed="true"]`).waitFor({ state: 'detached' });
    assert.deepEqual(
      errors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED')),
      [],
    );
    await context.close();
  },
);

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { hostOf } from '../support/app.js';
import { waitUntil } from '../support/wait.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import {
  axeViolations,
  collectErrors,
  formatViolations,
  searchResultsAfter,
  waitForHydration,
} from '../support/browser.js';

const app = appAndBrowser({ PAGE_CACHE_TTL_S: '0' });

const siteUrl = (path: string) => `http://${hostOf('groenkennisnet')}:${app.server.port}${path}`;
const query = (page: Page) => new URL(page.url()).searchParams;

async function open(
  opts: { width?: number; js?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await app.browser.newContext({
    viewport: { width: opts.width ?? 1280, height: 900 },
    javaScriptEnabled: opts.js ?? true,
  });
  const page = await context.newPage();
  return { context, page, errors: collectErrors(page) };
}
async function assertAccessible(page: Page) {
  const violations = await axeViolations(page);
  assert.equal(violations.length, 0, formatViolations(violations));
}
/**
 * axe on a page loaded with JavaScript off. axe needs timers, which do not run in a page without
 * JavaScript, so the page as the browser has it (page.content(): the server's HTML and the
 * form's state, no script ran) is opened at the same address in a context with JavaScript, its
 * scripts taken out: same HTML, same styles and assets, nothing hydrates.
 */
async function assertAccessibleWithoutJs(page: Page) {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '');
  const context = await app.browser.newContext({ viewport: page.viewportSize() });
  try {
    const copy = await context.newPage();
    const address = page.url();
    await copy.route(
      (url) => url.href === address,
      (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
    );
    await copy.goto(address);
    assert.equal(await copy.locator('script').count(), 0);
    await assertAccessible(copy);
  } finally {
    await context.close();
  }
}
/** A marker on window survives client-side navigation only: proves the page updated in place. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
const resultCount = (page: Page) => page.getByTestId('result-count').innerText();

describe('search with JavaScript', () => {
  test('filter, sort and page update in place, keep the URL in sync, and back restores the previous state', async () => {
    const { context, page, errors } = await open();
    await page.goto(siteUrl('/zoeken/bodem'));
    await waitForHydration(page);
    await assertAccessible(page);
    await markDocument(page);
    const before = await resultCount(page);

    await searchResultsAfter(page, () => page.getByRole('checkbox', { name: /^Nieuws/ }).click());
    assert.match(page.url(), /contentsubtype=news/);
    assert.notEqual(await resultCount(page), before);
    assert.ok(await page.getByRole('checkbox', { name: /^Nieuws/ }).isChecked());

    await page.getByLabel('Sorteren op').selectOption('year-desc');
    await page.waitForURL(/srt=year&srt_direction=desc/);
    const years = await page.locator('ol time, ol article > div > span:nth-child(2)').allInnerTexts();
    assert.ok(years.length > 0);

    await page.getByRole('link', { name: 'Pagina 2' }).click();
    await page.waitForURL(/start=20/);
    assert.equal(query(page).get('contentsubtype'), 'news');
    await page.waitForFunction(() => document.activeElement?.id === 'search-results-title');
    assert.ok(
      await page.evaluate(
        () => document.getElementById('search-results-title')!.closest('section')!.getBoundingClientRect().top < 300,
      ),
      'the new page is in view',
    );
    assert.ok(await sameDocument(page), 'no full page load');

    // Each step back rendered before the next: the router changes the URL before React commits the
    // state it loads, and a state that commits late would pass for the one after it.
    await searchResultsAfter(page, () => page.goBack());
    assert.equal(query(page).has('start'), false);
    await searchResultsAfter(page, () => page.goBack());
    assert.equal(query(page).has('srt'), false);
    await searchResultsAfter(page, () => page.goBack());
    assert.equal(query(page).has('contentsubtype'), false);
    assert.equal(await resultCount(page), before);
    // The filter boxes follow the URL one render after the results (use-filter-state-from-query):
    // on a busy machine the check can come between the two.
    const news = page.getByRole('checkbox', { name: /^Nieuws/ });
    await waitUntil(async () => !(await news.isChecked()), 5_000, 'the Nieuws filter unchecked again');
    assert.ok(await sameDocument(page));

    await page.getByRole('searchbox', { name: 'Zoekterm' }).fill('mest opslag');
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await page.waitForURL(/\/zoeken\/mest\+opslag$/);
    await page.getByRole('heading', { level: 1, name: 'Zoeken naar “mest opslag”' }).waitFor();
    assert.ok(await sameDocument(page));
    await assertAccessible(page);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('"Wis alle filters" clears the filters in place and keeps the scroll position', async () => {
    const { context, page, errors } = await open({ width: 1280 });
    await page.goto(siteUrl('/zoeken/bodem?contentsubtype=news'));
    await waitForHydration(page);
    await markDocument(page);
    const clear = page.getByRole('link', { name: 'Wis alle filters' });
    await clear.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 120));
    const y = await page.evaluate(() => window.scrollY);
    assert.ok(y > 100, 'the page is scrolled');
    await searchResultsAfter(page, () => clear.click());
    assert.equal(query(page).has('contentsubtype'), false);
    assert.equal(await page.getByRole('checkbox', { name: /^Nieuws/ }).isChecked(), false);
    assert.ok(await sameDocument(page), 'no full page load');
    const after = await page.evaluate(() => window.scrollY);
    assert.ok(Math.abs(after - y) < 2, `the scroll position is kept: ${y} -> ${after}`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a literal + in the term survives a client navigation (c++ stays c++)', async () => {
    const { context, page, errors } = await open();
    await page.goto(siteUrl('/zoeken/bodem'));
    await waitForHydration(page);
    await markDocument(page);
    await page.getByRole('searchbox', { name: 'Zoekterm' }).fill('c++ bodem');
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await page.waitForURL(/\/zoeken\/c%2B%2B\+bodem$/);
    await page.getByRole('heading', { level: 1, name: 'Zoeken naar “c++ bodem”' }).waitFor();
    assert.ok(await sameDocument(page), 'no full page load');
    assert.equal(await page.getByRole('searchbox', { name: 'Zoekterm' }).inputValue(), 'c++ bodem');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('after back, the filter form is set from the query again after 100 ms (requirements §9)', async () => {
    const { context, page, errors } = await open();
    await page.goto(siteUrl('/zoeken/bodem'));
    await waitForHydration(page);
    const news = page.getByRole('checkbox', { name: /^Nieuws/ });
    await searchResultsAfter(page, () => news.click());
    assert.match(page.url(), /contentsubtype=news/);
    // As a browser restoring the form it remembers for a history entry does: right after the
    // back navigation has rendered, the box is checked again behind React's back.
    await page.evaluate(() => {
      const root = document.querySelector('[data-search-key]')!;
      const before = root.getAttribute('data-search-key');
      const observer = new MutationObserver(() => {
        if (root.getAttribute('data-search-key') === before) return;
        observer.disconnect();
        const box = document.querySelector<HTMLInputElement>(
          '#search-filters-form input[name="contentsubtype"][value="news"]',
        )!;
        box.checked = true;
        (window as unknown as { __restoredAt: number }).__restoredAt = performance.now();
      });
      observer.observe(root, { attributes: true, attributeFilter: ['data-search-key'] });
    });
    await page.goBack();
    await page.waitForURL((u) => !u.searchParams.has('contentsubtype'));
    await page.waitForFunction(() => (window as unknown as { __restoredAt?: number }).__restoredAt !== undefined);
    await page.waitForFunction(
      () =>
        !document.querySelector<HTMLInputElement>('#search-filters-form input[name="contentsubtype"][value="news"]')!
          .checked,
      null,
      { timeout: 2000 },
    );
    const took = await page.evaluate(
      () => performance.now() - (window as unknown as { __restoredAt: number }).__restoredAt,
    );
    assert.ok(took >= 90, `re-applied ${Math.round(took)} ms after the restore, not at once`);
    assert.equal(await news.isChecked(), false, 'what the URL says');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('when the search service fails after the page loaded, a filter click shows the error state in place', async () => {
    const { context, page, errors } = await open();
    await page.goto(siteUrl('/zoeken/grondwater'));
    await waitForHydration(page);
    await page.locator('[data-search-phase="results"]').waitFor();
    await markDocument(page);
    // Only the search calls for this term fail; the filters call (…/filters) still answers.
    app.server.demo!.setFault('search', { kind: 'status', status: 503 }, { pathIncludes: 'q=grondwater' });
    try {
      await page.getByRole('checkbox', { name: /^Nieuws/ }).click();
      await page.waitForURL(/contentsubtype=news/);
      await page.locator('[data-search-phase="error"]').waitFor();
      await page.getByRole('heading', { level: 2, name: 'Zoeken lukt nu niet' }).waitFor();
      await page.getByText('De zoekdienst geeft geen antwoord').waitFor();
      assert.equal(await page.locator('ol h3 a').count(), 0, 'no stale results under the message');
      assert.ok(await sameDocument(page), 'no full page load');
      await assertAccessible(page);
    } finally {
      app.server.demo!.setFault('search', null);
    }
    // The service is back: 'try again' loads the same state with results.
    await searchResultsAfter(page, () => page.getByRole('link', { name: 'Opnieuw proberen' }).click());
    assert.equal(query(page).get('contentsubtype'), 'news');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a result opens its result page; back returns to the same results', async () => {
    const { context, page, errors } = await open();
    await page.goto(siteUrl('/zoeken/bodem?contentsubtype=source'));
    await waitForHydration(page);
    const first = page.locator('ol h3 a').first();
    const title = await first.innerText();
    await first.click();
    await page.waitForURL(/\/zoeken\/resultaat\/[^?]+\?id=/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await assertAccessible(page);
    await page.getByRole('link', { name: /Terug naar de zoekresultaten/ }).click();
    await page.waitForURL(/\/zoeken\/bodem\?contentsubtype=source$/);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('search without JavaScript', () => {
  test('GET forms and links do it all: search, filter, sort and page; axe passes with JavaScript off', async () => {
    const { context, page } = await open({ js: false });
    await page.goto(siteUrl('/zoeken'));
    assert.match(page.url(), /\/zoeken\/\*$/);
    // A broad term: with the news filter it still has more than one page, so paging is tested.
    await page.getByRole('searchbox', { name: 'Zoekterm' }).fill('bodem');
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await page.waitForURL(/\/zoeken\/bodem$/);
    await assertAccessibleWithoutJs(page);

    await page.getByRole('checkbox', { name: /^Nieuws/ }).click();
    await page.getByRole('button', { name: 'Filters toepassen' }).click();
    await page.waitForURL(/contentsubtype=news/);
    assert.ok(await page.getByRole('checkbox', { name: /^Nieuws/ }).isChecked());
    const hits = Number(/^(\d+)/.exec(await resultCount(page))?.[1]);
    assert.ok(hits > 20, `more than one page of news about bodem (${hits})`);

    await page.getByLabel('Sorteren op').selectOption('title-asc');
    await page.getByRole('button', { name: 'Sorteer' }).click();
    await page.waitForURL(/srt=title&srt_direction=asc/);
    assert.equal(query(page).get('contentsubtype'), 'news');
    const firstPage = await page.locator('ol h3 a').allInnerTexts();
    assert.equal(firstPage.length, 20);

    await page.getByRole('link', { name: 'Pagina 2' }).click();
    await page.waitForURL(/start=20/);
    assert.equal(query(page).get('srt'), 'title');
    assert.equal(query(page).get('contentsubtype'), 'news');
    assert.equal(await page.getByRole('link', { name: 'Pagina 2' }).getAttribute('aria-current'), 'page');
    const secondPage = await page.locator('ol h3 a').allInnerTexts();
    assert.equal(secondPage.length, Math.min(20, hits - 20));
    assert.ok(!secondPage.some((t) => firstPage.includes(t)), 'another page of results');
    assert.equal(await page.locator('ol').getAttribute('start'), '21');

    await page.getByRole('link', { name: /Vorige/ }).click();
    await page.waitForURL((u) => !u.searchParams.has('start'));
    assert.deepEqual(await page.locator('ol h3 a').allInnerTexts(), firstPage);
    await assertAccessibleWithoutJs(page);
    await context.close();
  });
});

describe('search on a phone (375px)', () => {
  test('the filter sidebar opens and closes; the sticky bar shows the term in quotes and the filter count', async () => {
    const { context, page, errors } = await open({ width: 375 });
    await page.goto(siteUrl('/zoeken/bodem'));
    await waitForHydration(page);
    const panel = page.locator('#search-filters');
    assert.equal(await panel.isVisible(), false, 'closed at first');
    await page.getByRole('button', { name: 'Filters (0)' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.waitFor();
    await assertAccessible(page);
    await dialog.getByRole('checkbox', { name: /^Nieuws/ }).click();
    await page.waitForURL(/contentsubtype=news/);
    const show = dialog.getByRole('button', { name: /^Toon \d+ resulta/ });
    await show.waitFor();
    await show.click();
    await dialog.waitFor({ state: 'hidden' });

    const sticky = page.getByTestId('sticky-search');
    assert.equal(await sticky.getAttribute('data-shown'), null);
    await page.mouse.wheel(0, 900);
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="sticky-search"]')?.hasAttribute('data-shown'),
    );
    await sticky.getByText('“bodem”').waitFor();
    // One sticky search bar: the top bar's own sticky search does not stack under it.
    const shownBars = await page.evaluate(
      () =>
        [...document.querySelectorAll('.gkn-search, [data-testid="sticky-search"]')].filter((el) => {
          const r = el.getBoundingClientRect();
          return (
            getComputedStyle(el).display !== 'none' &&
            getComputedStyle(el).visibility !== 'hidden' &&
            r.bottom > 0 &&
            r.height > 0
          );
        }).length,
    );
    assert.equal(shownBars, 1);
    await sticky.getByRole('button', { name: 'Filters (1)' }).click();
    await page.getByRole('dialog', { name: 'Filters' }).waitFor();
    // Focus stays in the modal panel.
    for (let i = 0; i < 40; i++) await page.keyboard.press('Tab');
    assert.ok(
      await page.evaluate(() => document.getElementById('search-filters')!.contains(document.activeElement)),
      'focus is kept in the panel',
    );
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Filters' }).waitFor({ state: 'hidden' });
    assert.equal(
      await page.evaluate(() => document.activeElement?.textContent),
      'Filters (1)',
      'focus returns to the toggle',
    );
    await assertAccessible(page);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

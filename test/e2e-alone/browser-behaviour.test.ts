import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { hostOf } from '../support/app.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import { axeViolations, collectErrors, formatViolations, waitForHydration } from '../support/browser.js';
import { waitUntil } from '../support/wait.js';

const app = appAndBrowser();

const siteUrl = (path = '/', id = 'groenkennisnet') => `http://${hostOf(id)}:${app.server.port}${path}`;

async function open(context?: BrowserContext): Promise<{ page: Page; errors: string[]; context: BrowserContext }> {
  const ctx = context ?? (await app.browser.newContext({ viewport: { width: 1280, height: 900 } }));
  const page = await ctx.newPage();
  return { page, errors: collectErrors(page), context: ctx };
}

/** What `navigator.connection` reports to the page's scripts, from before they run. */
function emulateConnection(page: Page, connection: { effectiveType: string; saveData: boolean }) {
  // A string, not a function: tsx would add helpers the page does not have.
  return page.addInitScript(
    `Object.defineProperty(navigator, 'connection', { configurable: true, get: () => (${JSON.stringify(connection)}) });`,
  );
}

type DataLayerEntry = { event: string; status?: number; path?: string; time?: string };
const dataLayer = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []) as DataLayerEntry[]);

describe('service worker and offline page', () => {
  test('the service worker is registered at /sw.js with scope / and the offline page answers when offline', async () => {
    const { page, context, errors } = await open();
    await page.goto(siteUrl('/'));
    await waitForHydration(page);
    const registration = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.ready;
      return { script: r.active?.scriptURL ?? '', scope: r.scope };
    });
    assert.equal(registration.script, siteUrl('/sw.js'));
    assert.equal(registration.scope, siteUrl('/'));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await page.goto(siteUrl('/over-ons'));
    await page.getByRole('heading', { name: 'Je bent offline', level: 1 }).waitFor();
    const violations = await axeViolations(page);
    assert.equal(violations.length, 0, formatViolations(violations));
    await context.setOffline(false);
    // The browser reports the failed network fetch the service worker answered for.
    assert.deepEqual(
      errors.filter((e) => !e.includes('ERR_INTERNET_DISCONNECTED')),
      [],
    );
    await context.close();
  });

  test('going offline and online is announced politely', async () => {
    const { page, context } = await open();
    await page.goto(siteUrl('/'));
    await waitForHydration(page);
    await page.waitForFunction(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer !== undefined);
    await context.setOffline(true);
    const status = page.locator('[data-gkn-status="network"]');
    await status.filter({ hasText: 'Je bent offline' }).waitFor();
    assert.equal(await status.getAttribute('aria-live'), 'polite');
    assert.equal(await status.getAttribute('role'), 'status');
    await context.setOffline(false);
    await status.filter({ hasText: 'Je bent weer online' }).waitFor();
    await context.close();
  });
});

describe('navigation behaviour', () => {
  test('the loading flag is set during a navigation, the indicator shows after 200 ms, the page scrolls to top', async () => {
    const { page, context, errors } = await open();
    const animation = page.waitForResponse((r) => new URL(r.url()).pathname === '/loader-animation.json');
    await page.goto(siteUrl('/'));
    await waitForHydration(page);
    await page.waitForFunction(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer !== undefined);
    // The indicator's animation arrives in idle time after the page starts, before any navigation.
    assert.equal((await animation).status(), 200);
    // The next page's data is held back until the indicator has shown, so it has time to appear.
    let letDataThrough = () => {};
    const indicatorSeen = new Promise<void>((resolve) => (letDataThrough = resolve));
    await page.route('**/_data?*', async (route) => {
      await indicatorSeen;
      await route.continue();
    });
    await page.evaluate(() => window.scrollTo(0, 400));
    // The menu is closed; its links are in the DOM all the same.
    const link = page.locator('nav[aria-label="Hoofdmenu"] a[href="/over-ons"]').first();
    const href = (await link.getAttribute('href'))!;
    // Note in the page when the flag is set and when the indicator shows (timing measured there, not here).
    await page.evaluate(() => {
      const w = window as unknown as { __t: { flag?: number; shown?: number } };
      w.__t = {};
      new MutationObserver(() => {
        if (document.documentElement.hasAttribute('data-page-loading')) w.__t.flag ??= performance.now();
        if ((document.querySelector('[data-gkn-loading]') as HTMLElement | null)?.style.display === 'block')
          w.__t.shown ??= performance.now();
      }).observe(document.documentElement, {
        attributes: true,
        subtree: true,
        attributeFilter: ['data-page-loading', 'style'],
      });
    });
    await link.evaluate((a: HTMLAnchorElement) => a.click());
    await page.locator('html[data-page-loading]').waitFor({ state: 'attached' });
    await page.waitForFunction(() => (window as unknown as { __t: { shown?: number } }).__t.shown !== undefined);
    letDataThrough();
    const t = await page.evaluate(() => (window as unknown as { __t: { flag: number; shown: number } }).__t);
    assert.ok(
      t.shown - t.flag >= 150,
      `the indicator waits about 200 ms (observer callbacks run late) (${Math.round(t.shown - t.flag)} ms)`,
    );
    assert.equal(
      await page.locator('[data-gkn-loading] svg circle').count(),
      3,
      'the loader animation from /loader-animation.json',
    );
    await page.waitForURL(siteUrl(href));
    await page.locator('html:not([data-page-loading])').waitFor({ state: 'attached' });
    assert.equal(await page.locator('[data-gkn-loading]').evaluate((el: HTMLElement) => el.style.display), 'none');
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    const events = await dataLayer(page);
    assert.ok(
      events.some((e) => e.event === 'page-view' && e.path === href),
      'page-view pushed for the new page',
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('an error page pushes the error-page event with status, path and time', async () => {
    const { page, context } = await open();
    await page.goto(siteUrl('/bestaat-echt-niet'));
    await waitForHydration(page);
    await page.waitForFunction(() =>
      ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).some(
        (e) => e.event === 'error-page',
      ),
    );
    const event = (await dataLayer(page)).find((e) => e.event === 'error-page')!;
    assert.equal(event.status, 404);
    assert.equal(event.path, '/bestaat-echt-niet');
    assert.ok(!Number.isNaN(Date.parse(event.time!)));
    await context.close();
  });

  test('two links are prefetched (route chunk and /_data), none on a 2g connection', async () => {
    for (const [effectiveType, expected] of [
      ['4g', 2],
      ['2g', 0],
      ['slow-2g', 0],
    ] as const) {
      const { page, context } = await open();
      await emulateConnection(page, { effectiveType, saveData: false });
      const data: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/_data?')) data.push(r.url());
      });
      await page.goto(siteUrl('/'));
      await waitForHydration(page);
      // The client marks <html data-prefetch> once it has decided and sent its prefetches.
      await page.locator('html[data-prefetch]').waitFor({ state: 'attached', timeout: 15_000 });
      if (expected > 0) await waitUntil(() => data.length >= expected, 10_000, 'the prefetch requests');
      const seen = await page.evaluate(
        () => (navigator as Navigator & { connection?: { effectiveType: string } }).connection?.effectiveType,
      );
      assert.equal(seen, effectiveType);
      assert.equal(data.length, expected, `${effectiveType}: ${data.join(', ')}`);
      await context.close();
    }
  });

  test('a chunk that fails to load reloads the page once, and not again within a minute', async () => {
    const { page, context } = await open();
    // A visitor saving data gets no prefetch. Otherwise the idle-time prefetch of the page's first
    // links could fetch the chunk this navigation needs before the deploy below is staged, and
    // then nothing would fail (it did, now and then, under load).
    await emulateConnection(page, { effectiveType: '4g', saveData: true });
    await page.goto(siteUrl('/'));
    await waitForHydration(page);
    await page.waitForFunction(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer !== undefined);
    await page.locator('html[data-prefetch="none"]').waitFor({ state: 'attached' });
    // A deploy replaced the chunks: every chunk not loaded yet now fails.
    let chunkFailures = 0;
    await page.route('**/assets/chunk-*.js', (route) => {
      chunkFailures++;
      return route.fulfill({ status: 404, body: 'gone' });
    });
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page.evaluate(() => {
      history.pushState({}, '', '/contactformulier');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL(siteUrl('/contactformulier'));
    await page.waitForFunction(() => (window as unknown as { __marker?: number }).__marker === undefined, undefined, {
      timeout: 10_000,
    });
    const stamp = await page.evaluate(() => sessionStorage.getItem('gkn:chunk-reload-at'));
    assert.ok(stamp && Number(stamp) > 0, 'the reload is remembered in sessionStorage');
    // The reloaded page still cannot get its chunk: within the minute it does not reload again;
    // the server-rendered page stays usable.
    await page.locator('html').evaluate(() => ((window as unknown as { __marker: number }).__marker = 2));
    // The reloaded page asked for its chunks again and failed, and has finished loading: its
    // scripts have run (or failed) by now, so a second reload would already be under way.
    await waitUntil(() => chunkFailures >= 2, 10_000, 'the reloaded page to ask for its chunks');
    await page.waitForFunction(() => document.readyState === 'complete', undefined, { timeout: 10_000 });
    assert.equal(
      await page.evaluate(() => (window as unknown as { __marker?: number }).__marker),
      2,
      'no second reload',
    );
    assert.equal(await page.evaluate(() => sessionStorage.getItem('gkn:chunk-reload-at')), stamp);
    await page.getByRole('button', { name: 'Versturen' }).waitFor();
    await context.close();
  });
});

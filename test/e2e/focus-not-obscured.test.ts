import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { hostOf } from '../support/app.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import { axeViolations, collectErrors, formatViolations, waitForHydration } from '../support/browser.js';

// WCAG 2.2 SC 2.4.11 Focus not obscured, requirements §10.4.8 (issue 13 item 3): tabbing forward and
// backward through every focusable element of a page, none ends up fully under the sticky top bar
// (nor, below 960px, under the sticky search bar hanging below it). The page's scroll padding
// follows the bar's measured height (src/client/bar-height.ts); before the scripts run, and
// without them, chrome-css.ts estimates it.

const app = appAndBrowser();
const siteUrl = (site: string, path: string) => `http://${hostOf(site)}:${app.server.port}${path}`;

/** The first article (a news item) linked from a site's home page. */
async function articleOf(browser: Browser, site: string, section: string): Promise<string> {
  const page = await browser.newPage();
  await page.goto(siteUrl(site, '/'));
  const href = await page.locator(`main a[href^="/${section}/"]`).first().getAttribute('href');
  await page.close();
  assert.ok(href, `${site} links an article under /${section}/`);
  return href;
}

interface Focus {
  /** The focused element, described for a failure message. */
  name: string;
  /** Not a new element: the same one again (focus inside an iframe), or none (focus left the page). */
  repeat: boolean;
  /** Seen before, and not just now: the whole cycle has been walked. */
  cycled: boolean;
  /** Part of the bar itself, or of an overlay that is fixed to the viewport: the bar cannot cover it. */
  exempt: boolean;
  hidden: boolean;
  box: string;
}

/**
 * Where the element that has focus now stands against the bar, once the scroll the focus caused
 * has been painted and the sticky search bar has had its frame to follow the scroll (`scripts`:
 * without JavaScript no frame callback ever runs, and nothing follows the scroll).
 */
function focusState(page: Page, scripts: boolean): Promise<Focus> {
  return page.evaluate(async (scripts) => {
    if (scripts) await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const w = window as unknown as { gknSeen?: WeakSet<Element>; gknLast?: Element | null };
    const seen = (w.gknSeen ??= new WeakSet());
    const el = document.activeElement;
    const none = { name: '', repeat: true, cycled: false, exempt: true, hidden: false, box: '' };
    if (!el || el === document.body) return ((w.gknLast = null), none);
    if (el === w.gknLast) return none;
    const cycled = seen.has(el);
    seen.add(el);
    w.gknLast = el;
    const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 40) || el.getAttribute('aria-label') || el.getAttribute('name') || ''}"`;
    const bar = document.querySelector<HTMLElement>('.gkn-bar')!;
    let fixed = false;
    for (let node: Element | null = el; node; node = node.parentElement) {
      if (getComputedStyle(node).position === 'fixed') fixed = true;
    }
    const r = el.getBoundingClientRect();
    // What covers the top of the viewport: the bar and, while shown, the sticky search bar under it
    // (its place in the layout, not where its slide-in animation has it at this moment).
    const barBox = bar.getBoundingClientRect();
    const search = bar.querySelector<HTMLElement>('.gkn-search');
    const searchBottom = search && search.offsetHeight > 0 ? barBox.top + search.offsetTop + search.offsetHeight : 0;
    const covered = Math.max(barBox.bottom, searchBottom);
    const hidden = r.width * r.height > 0 && (r.bottom <= covered + 0.5 || r.top >= window.innerHeight);
    const box = `${Math.round(r.top)}–${Math.round(r.bottom)}px, bar to ${Math.round(covered)}px`;
    return { name, repeat: false, cycled, exempt: bar.contains(el) || fixed, hidden, box };
  }, scripts);
}

/** Tabs (or shift-tabs) once round the page; the elements left fully under the bar. */
async function walk(
  page: Page,
  key: 'Tab' | 'Shift+Tab',
  scripts: boolean,
): Promise<{ visited: number; hidden: string[] }> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    const w = window as unknown as { gknSeen?: WeakSet<Element>; gknLast?: Element | null };
    w.gknSeen = new WeakSet();
    w.gknLast = null;
  });
  const hidden: string[] = [];
  let visited = 0;
  for (let presses = 0; presses < 800; presses++) {
    await page.keyboard.press(key);
    const focus = await focusState(page, scripts);
    if (focus.cycled) return { visited, hidden };
    if (focus.repeat) continue;
    visited++;
    if (!focus.exempt && focus.hidden) hidden.push(`${focus.name} at ${focus.box}`);
  }
  assert.fail(`${key} did not come round the page in 800 presses`);
}

async function assertNothingObscured(page: Page, what: string, scripts = true): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab'] as const) {
    const { visited, hidden } = await walk(page, key, scripts);
    assert.ok(visited >= 15, `${what}, ${key}: only ${visited} elements took focus`);
    assert.deepEqual(hidden, [], `${what}, ${key}: fully under the sticky bar`);
  }
}

// Its alphabet row makes the bar taller than the 110px the page's scroll padding used to be.
const ALPHABET_PAGE = '/bronnen';
let articles: Promise<[string, string]> | undefined;
/** The pages walked: the nl home page, an nl and an en article, and a page with the alphabet bar. */
async function pages(): Promise<[string, string][]> {
  articles ??= Promise.all([
    articleOf(app.browser, 'groenkennisnet', 'nieuws'),
    articleOf(app.browser, 'green-knowledge-network', 'news'),
  ]);
  const [nl, en] = await articles;
  return [
    ['groenkennisnet', '/'],
    ['groenkennisnet', nl],
    ['green-knowledge-network', en],
    ['groenkennisnet', ALPHABET_PAGE],
  ];
}

async function newContext(width: number, javaScriptEnabled = true): Promise<BrowserContext> {
  return app.browser.newContext({ viewport: { width, height: 700 }, javaScriptEnabled });
}

describe('with JavaScript: the scroll padding follows the measured bar', () => {
  for (const width of [375, 1280]) {
    test(`at ${width}px, home and article pages: tab and shift-tab leave nothing under the bar; axe clean`, async () => {
      for (const [site, path] of await pages()) {
        const context = await newContext(width);
        const page = await context.newPage();
        const errors = collectErrors(page);
        await page.goto(siteUrl(site, path));
        await waitForHydration(page);
        // The bar's measurement starts with the browser behaviours, after hydration.
        await page.locator('html[data-behaviours="started"]').waitFor({ state: 'attached' });
        await assertNothingObscured(page, `${site} ${path} at ${width}px`);
        const violations = await axeViolations(page);
        assert.equal(violations.length, 0, formatViolations(violations));
        assert.deepEqual(errors, []);
        await context.close();
      }
    });
  }

  test('the page scroll padding is the bar’s height (and the sticky search bar’s below 960px) plus 8px', async () => {
    for (const [width, withSearch] of [
      [375, true],
      [1280, false],
    ] as const) {
      const context = await newContext(width);
      const page = await context.newPage();
      await page.goto(siteUrl('groenkennisnet', '/'));
      await waitForHydration(page);
      await page.locator('html[data-behaviours="started"]').waitFor({ state: 'attached' });
      // Scrolled, so the sticky search bar has shown below 960px and its height is known.
      await page.evaluate(() => window.scrollTo(0, 400));
      await page.waitForFunction(
        (expectSearch) => !expectSearch || document.querySelector('.gkn-bar[data-search]'),
        withSearch,
      );
      const { padding, bar, search } = await page.evaluate(() => ({
        padding: parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
        bar: document.querySelector<HTMLElement>('.gkn-bar')!.offsetHeight,
        search: document.querySelector<HTMLElement>('.gkn-search')!.offsetHeight,
      }));
      assert.equal(withSearch, search > 0, `sticky search bar shown at ${width}px`);
      assert.equal(padding, bar + search + 8, `at ${width}px`);
      await context.close();
    }
  });
});

describe('before the scripts run and without them: the stylesheet’s estimate', () => {
  test('without JavaScript, at 375 and 1280px, nothing ends up under the bar', async () => {
    for (const width of [375, 1280]) {
      for (const [site, path] of (await pages()).filter(([site]) => site === 'groenkennisnet')) {
        const context = await newContext(width, false);
        const page = await context.newPage();
        await page.goto(siteUrl(site, path));
        await assertNothingObscured(page, `${site} ${path} at ${width}px without JavaScript`, false);
        await context.close();
      }
    }
  });

  for (const [width, path] of [
    [375, '/'],
    [1280, ALPHABET_PAGE],
  ] as const) {
    test(`at ${width}px, before the client entry has run, nothing ends up under the bar (${path})`, async () => {
      const context = await newContext(width);
      const page = await context.newPage();
      // Hold the client entry back: the page as the server sent it, scripts on but not yet run.
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      await page.route('**/assets/entry-*.js', async (route) => {
        await held;
        await route.continue();
      });
      try {
        await page.goto(siteUrl('groenkennisnet', path), { waitUntil: 'commit' });
        await page.locator('.gkn-footer').waitFor({ state: 'attached' });
        await assertNothingObscured(page, `${path} at ${width}px before hydration`);
        assert.equal(await page.locator('html[data-hydrated]').count(), 0, 'walked before hydration');
      } finally {
        release();
        await context.close();
      }
    });
  }
});

describe('a hash the browser follows itself', () => {
  // requirements §4.7, §9.7: a section lands 110px below the top, or just below the bar (8px) where
  // the bar is taller; the section's scroll margin and the page's scroll padding do not add up.
  for (const [width, javaScriptEnabled] of [
    [1280, false],
    [375, false],
    [1280, true],
    [375, true],
  ] as const) {
    test(`at ${width}px ${javaScriptEnabled ? 'with' : 'without'} JavaScript: 110px below the top, never under the bar`, async () => {
      const context = await newContext(width, javaScriptEnabled);
      const page = await context.newPage();
      // Without JavaScript the address's hash; with it, an in-page link (the hash on load is the
      // script's own, test/e2e/hash-scroll-on-load.test.ts).
      await page.goto(siteUrl('groenkennisnet', javaScriptEnabled ? '/' : '/#section-2'));
      if (javaScriptEnabled) {
        await waitForHydration(page);
        await page.locator('html[data-behaviours="started"]').waitFor({ state: 'attached' });
        await page.evaluate(() => {
          const link = Object.assign(document.createElement('a'), { href: '#section-2', textContent: 'x' });
          document.querySelector('main')!.append(link);
          link.click();
        });
        await page.waitForFunction(() => window.scrollY > 0);
        // Below 960px the sticky search bar follows the scroll (past 150px) in the next frame.
        if (width < 960) await page.locator('.gkn-bar[data-search]').waitFor({ state: 'attached' });
      }
      const { top, covered, padding, state } = await page.evaluate(() => {
        const bar = document.querySelector<HTMLElement>('.gkn-bar')!;
        const box = bar.getBoundingClientRect();
        // The sticky search bar under the bar, where it shows (without JavaScript it is part of the bar).
        const search = bar.querySelector<HTMLElement>('.gkn-search');
        const searchBottom = search && search.offsetHeight > 0 ? box.top + search.offsetTop + search.offsetHeight : 0;
        return {
          top: document.getElementById('section-2')!.getBoundingClientRect().top,
          covered: Math.max(box.bottom, searchBottom),
          padding: parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
          // For a failure message: what the padding was built from (chrome-css.ts, bar-height.ts).
          state: `bar ${bar.offsetHeight}px, search bar ${search?.offsetHeight}px, <html style="${document.documentElement.style.cssText}">`,
        };
      });
      assert.equal(Math.round(top), Math.round(Math.max(110, padding)), `scroll padding ${padding}px; ${state}`);
      // Layout works in fractions of a pixel (a bar 161.83px high): the section may sit a fraction
      // short of the 8px gap, never under the bar. Half a pixel is below what a screen can show.
      assert.ok(top >= covered + 8 - 0.5, `section at ${top}px, bar and search bar to ${covered}px`);
      await context.close();
    });
  }
});

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { ICON_NAMES } from '../../src/app/components/ui/icons.js';
import { hostOf } from '../support/app.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import { axeViolations, collectErrors, formatViolations, waitForHydration } from '../support/browser.js';

// requirements §2 Top bar and Footer, §9 numbers.

const app = appAndBrowser();

const url = (path = '/', site = 'groenkennisnet') => `http://${hostOf(site)}:${app.server.port}${path}`;

async function open(width: number, path = '/', height = 800): Promise<{ page: Page; errors: string[] }> {
  const page = await app.browser.newPage({ viewport: { width, height } });
  const errors = collectErrors(page);
  await page.goto(url(path));
  await waitForHydration(page);
  return { page, errors };
}

// The chrome's own parts (the page content belongs to the templates' tests).
const CHROME = ['.gkn-bar', '.gkn-footer', '.gkn-portlet-footer'];

async function assertAccessible(page: Page) {
  const violations = await axeViolations(page, CHROME);
  assert.equal(violations.length, 0, formatViolations(violations));
}

const scrollTo = async (page: Page, y: number) => {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
};
const header = (page: Page) => page.getByRole('banner');
// The sticky search bar's form (from 960px the bar's row has its own: test/e2e/top-bar-search.test.ts).
const searchForm = (page: Page) => page.locator('.gkn-search').getByRole('search', { name: 'Zoeken op de site' });

describe('top bar', () => {
  for (const [width, navHeight] of [
    [375, 60],
    [1280, 90],
  ] as const) {
    test(`at ${width}px: ${navHeight}px high, sticky, at top below 20px of scroll`, async () => {
      const { page, errors } = await open(width);
      // The logo's line of the bar (a page's table of contents adds a line of its own below 750px).
      assert.equal(await page.locator('.gkn-home').evaluate((el) => el.getBoundingClientRect().height), navHeight);
      assert.equal(await page.locator('.gkn-home').evaluate((el) => el.getBoundingClientRect().top), 0);
      assert.equal(await header(page).getAttribute('data-at-top'), 'true');
      await scrollTo(page, 10);
      assert.equal(await header(page).getAttribute('data-at-top'), 'true', 'still at top at 10px');
      await scrollTo(page, 60);
      assert.equal(await header(page).getAttribute('data-at-top'), null);
      assert.equal((await header(page).boundingBox())!.y, 0, 'the bar sticks to the top');
      await assertAccessible(page);
      assert.deepEqual(errors, []);
      await page.close();
    });
  }

  test('the logo links home', async () => {
    const { page } = await open(1280, '/over-ons');
    await page.locator('header a.gkn-home').click();
    await page.waitForURL(url('/'));
    await page.close();
  });
});

describe('sticky search bar', () => {
  test('at 375px the bar keeps its height when the scripts start (no layout shift)', async () => {
    const page = await app.browser.newPage({ viewport: { width: 375, height: 800 } });
    // Hold the client entry back: first measure the page exactly as the server sent it.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/assets/entry-*.js', async (route) => {
      await held;
      await route.continue();
    });
    // A module script holds DOMContentLoaded back: wait for the parsed document instead.
    await page.goto(url('/'), { waitUntil: 'commit' });
    await page.locator('.gkn-footer').waitFor({ state: 'attached' });
    const heightOf = () => page.locator('.gkn-bar').evaluate((el) => el.getBoundingClientRect().height);
    const before = await heightOf();
    assert.equal(await page.locator('html[data-hydrated]').count(), 0, 'measured before hydration');
    release();
    await waitForHydration(page);
    assert.equal(await heightOf(), before);
    await page.close();
  });

  test('at 375px it slides in after 150px of scroll, as a GET form to /zoeken with q and the site placeholder', async () => {
    const { page } = await open(375);
    assert.equal(await searchForm(page).isVisible(), false, 'hidden at the top');
    await scrollTo(page, 140);
    assert.equal(await searchForm(page).isVisible(), false, 'still hidden at 140px');
    await scrollTo(page, 200);
    assert.ok(await searchForm(page).isVisible());
    assert.equal(await searchForm(page).getAttribute('method'), 'get');
    assert.equal(await searchForm(page).getAttribute('action'), '/zoeken');
    const input = searchForm(page).getByRole('searchbox', { name: 'Zoeken op de site' });
    assert.equal(await input.getAttribute('name'), 'q');
    assert.ok(((await input.getAttribute('placeholder')) ?? '').length > 0, 'the site search placeholder');
    await assertAccessible(page);
    await scrollTo(page, 0);
    assert.equal(await searchForm(page).isVisible(), false, 'gone again back at the top');
    await page.close();
  });

  test('at 1280px it never shows (requirements §9: only below 960px)', async () => {
    const { page } = await open(1280);
    await scrollTo(page, 400);
    assert.equal(await header(page).getAttribute('data-search'), 'true');
    assert.equal(await searchForm(page).isVisible(), false);
    await page.close();
  });

  test('on the English site it searches /search', async () => {
    const page = await app.browser.newPage({ viewport: { width: 375, height: 800 } });
    await page.goto(url('/', 'green-knowledge-network'));
    assert.equal(await page.locator('.gkn-search form').getAttribute('action'), '/search');
    await page.close();
  });

  test('without JavaScript it is simply part of the bar (below 960px)', async () => {
    const context = await app.browser.newContext({ viewport: { width: 375, height: 800 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url('/'));
    assert.ok(await searchForm(page).isVisible());
    await context.close();
  });
});

describe('footer', () => {
  test('at 375px each titled block opens and closes on click, at most 300px high', async () => {
    const { page, errors } = await open(375);
    const footer = page.getByRole('contentinfo');
    const toggles = footer.locator('button.gkn-toggle');
    assert.equal(await toggles.count(), 4);
    const first = toggles.first();
    const list = page.locator(`#${await first.getAttribute('aria-controls')}`);
    assert.equal(await first.getAttribute('aria-expanded'), 'false');
    assert.equal(await list.isVisible(), false, 'closed at first');
    await first.click();
    assert.equal(await first.getAttribute('aria-expanded'), 'true');
    await page.waitForFunction(
      (id) => getComputedStyle(document.getElementById(id)!).visibility === 'visible',
      (await first.getAttribute('aria-controls'))!,
    );
    assert.ok(await list.getByRole('link').first().isVisible());
    // max-height animates to the required 300px.
    await list.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    assert.equal(await list.evaluate((el) => getComputedStyle(el).maxHeight), '300px');
    await assertAccessible(page);
    await first.click();
    assert.equal(await first.getAttribute('aria-expanded'), 'false');
    await page.waitForFunction(
      (id) => getComputedStyle(document.getElementById(id)!).visibility === 'hidden',
      (await first.getAttribute('aria-controls'))!,
    );
    assert.deepEqual(errors, []);
    await page.close();
  });

  for (const [width, columns] of [
    [800, 2],
    [1280, 4],
  ] as const) {
    test(`at ${width}px every block is open (no toggles) in ${columns} columns`, async () => {
      const { page } = await open(width);
      const footer = page.getByRole('contentinfo');
      assert.equal(await footer.locator('button.gkn-toggle').first().isVisible(), false);
      const headings = footer.getByRole('heading', { level: 2 });
      assert.equal(await headings.count(), 4);
      for (const list of await footer.locator('.gkn-items').all()) assert.ok(await list.isVisible());
      const template = await footer
        .locator('.gkn-grid')
        .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
      assert.equal(template, columns);
      // Blocks by area template: an image block with images, a socials block.
      assert.ok((await footer.locator('.gkn-items.image img').count()) > 0);
      assert.ok((await footer.locator('.gkn-items.socials a').count()) > 0);
      await footer.getByRole('navigation', { name: 'Juridische informatie' }).getByRole('link').first().waitFor();
      await assertAccessible(page);
      await page.close();
    });
  }

  test('the 500 page has no footer; the 404 page keeps it', async () => {
    app.server.demo!.setFault('cms', { kind: 'status', status: 500 }, { pathIncludes: '/kapot-voor-de-test' });
    app.server.demo!.setFault('cms', { kind: 'status', status: 500 }, { pathIncludes: '/index' });
    try {
      const page = await app.browser.newPage({ viewport: { width: 1280, height: 800 } });
      const res = await page.goto(url('/kapot-voor-de-test'));
      assert.equal(res?.status(), 500);
      assert.equal(await page.getByRole('contentinfo').count(), 0);
      await header(page).waitFor();
      await assertAccessible(page);
      await page.close();
    } finally {
      app.server.demo!.setFault('cms', null);
    }
    const page = await app.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const res = await page.goto(url('/bestaat-echt-niet'));
    assert.equal(res?.status(), 404);
    assert.equal(await page.getByRole('contentinfo').count(), 1);
    await page.close();
  });
});

describe('icons in the chrome (requirements §2 Icons, Links)', () => {
  /** The link draws this icon of the document's one sprite, at a visible size. */
  const drawsIcon = (link: Locator, name: string) =>
    link.evaluate((el, n) => {
      const use = el.querySelector(`svg use[href="#gkn-icon-${n}"]`);
      const box = use?.closest('svg')?.getBoundingClientRect();
      return Boolean(
        use &&
        document.getElementById(`gkn-icon-${n}`)?.closest('[data-icon-sprite]') &&
        box &&
        box.width >= 8 &&
        box.height >= 8,
      );
    }, name);

  for (const width of [375, 1280]) {
    test(`at ${width}px external links in the menu and the footer open a new tab and show the external icon`, async () => {
      const { page, errors } = await open(width, '/over-ons');
      await page.locator('header summary', { hasText: 'Menu' }).click();
      const side = page.locator('.gkn-side');
      // The side column's Partners: the site's partner organisations, on their own sites.
      const partner = side.getByRole('link', { name: /^[^()]+ \(opent in een nieuw tabblad\)$/ }).first();
      assert.equal(await partner.getAttribute('target'), '_blank');
      assert.match((await partner.getAttribute('rel'))!, /noopener/);
      assert.ok(await drawsIcon(partner, 'external'), 'a partner link shows the external icon');
      assert.equal(
        await side.getByRole('link', { name: 'Contact' }).locator('svg').count(),
        0,
        'an internal link has none',
      );
      await assertAccessible(page);
      await page.keyboard.press('Escape');
      const footer = page.getByRole('contentinfo');
      if (width < 750) for (const toggle of await footer.locator('button.gkn-toggle').all()) await toggle.click();
      const logos = footer.locator('.gkn-items.image a');
      assert.ok((await logos.count()) > 0);
      for (const logo of await logos.all()) {
        assert.equal(await logo.getAttribute('target'), '_blank');
        assert.ok(await drawsIcon(logo, 'external'), 'a partner logo link shows the external icon');
      }
      assert.equal(
        await footer.locator('.gkn-items:not(.image):not(.socials) a svg').count(),
        0,
        'internal footer links have none',
      );
      assert.deepEqual(errors, []);
      await page.close();
    });

    test(`at ${width}px the socials block shows each network's icon, named for screen readers`, async () => {
      const { page } = await open(width, '/over-ons');
      const footer = page.getByRole('contentinfo');
      const block = footer.locator('.gkn-block', { has: page.getByRole('heading', { name: 'Volg ons' }) });
      if (width < 750) await block.getByRole('button', { name: 'Volg ons' }).click();
      for (const [network, name] of [
        ['linkedin', 'LinkedIn'],
        ['x', 'X'],
        ['facebook', 'Facebook'],
        ['youtube', 'YouTube'],
        ['instagram', 'Instagram'],
      ]) {
        const link = block.getByRole('link', { name: `${name} (opent in een nieuw tabblad)`, exact: true });
        await link.waitFor();
        assert.ok(await drawsIcon(link, network!), `${name}: its icon`);
        assert.equal(
          await link.locator('use[href="#gkn-icon-external"]').count(),
          0,
          'the network icon is the picture: no external icon beside it',
        );
        const box = (await link.boundingBox())!;
        assert.ok(box.width <= 48 && box.height <= 48, `${name}: an icon, not a word (${box.width}×${box.height})`);
        assert.equal(
          await link.evaluate(
            (el) => [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()).length,
          ),
          0,
        );
      }
      await assertAccessible(page);
      await page.close();
    });
  }

  test('every page has the one sprite, outside the React root: a search page, the 404 page, a portlet', async () => {
    for (const path of ['/zoeken/bodem', '/bestaat-echt-niet', '/portlet/wur-bibliotheek/*']) {
      const page = await app.browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(url(path));
      await waitForHydration(page);
      assert.equal(await page.locator('[data-icon-sprite]').count(), 1, path);
      assert.equal(
        await page.locator('#root [data-icon-sprite]').count(),
        0,
        `${path}: not part of what React renders`,
      );
      assert.equal(await page.locator('[data-icon-sprite] symbol').count(), ICON_NAMES.length);
      await page.close();
    }
  });
});

describe('drawn signs are not read out', () => {
  // A sign drawn by CSS (`content: "+"`) is part of the accessible name unless it has empty
  // alternative text (`content: "+" / ""`): the footer's block toggles read "Over Groen Kennisnet +"
  // and the FAQ's questions ended in "plus" (found by scripts/accessibility-walk.ts).
  test('the footer toggles and the FAQ questions are named by their text alone, the signs still drawn', async () => {
    const { page, errors } = await open(375, '/veelgestelde-vragen');
    const toggle = page.getByRole('contentinfo').getByRole('button', { name: 'Over Groen Kennisnet', exact: true });
    await toggle.waitFor();
    const sign = (selector: string) =>
      page.evaluate((s) => getComputedStyle(document.querySelector(s)!, '::after').content, selector);
    assert.match(await sign('.gkn-toggle'), /^"\+"/);
    const summary = page.locator('main summary').first();
    const question = (await summary.textContent())!.trim();
    assert.match(await sign('main summary'), /^"\+"/);
    assert.equal((await summary.ariaSnapshot()).includes('+'), false, await summary.ariaSnapshot());
    await summary.click();
    assert.match(await sign('main details[open] > summary'), /^"−"/);
    assert.equal((await summary.ariaSnapshot()).includes('−'), false, `${question}: ${await summary.ariaSnapshot()}`);
    await toggle.click();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Over Groen Kennisnet', exact: true }).waitFor();
    assert.deepEqual(errors, []);
    await page.close();
  });
});

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { hostOf } from '../support/app.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import { axeViolations, collectErrors, formatViolations, waitForHydration } from '../support/browser.js';

// requirements §2 Main menu, §4 Main menu states.

const app = appAndBrowser();

const url = (path = '/') => `http://${hostOf('groenkennisnet')}:${app.server.port}${path}`;

async function open(width: number, path = '/', javaScriptEnabled = true): Promise<{ page: Page; errors: string[] }> {
  const context = await app.browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(url(path));
  if (javaScriptEnabled) await waitForHydration(page);
  return { page, errors };
}

const hamburger = (page: Page) => page.locator('header summary', { hasText: 'Menu' });
const menuNav = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' });
const activeIs = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement === document.querySelector(s), selector);
const firstLevel = (page: Page) => menuNav(page).locator('.gkn-l1 > li');

// The chrome's own parts (the page content belongs to the templates' tests).
const CHROME = ['.gkn-bar', '.gkn-footer', '.gkn-portlet-footer'];

async function assertAccessible(page: Page) {
  const violations = await axeViolations(page, CHROME);
  assert.equal(violations.length, 0, formatViolations(violations));
}

describe('main menu at 1280px', () => {
  test('opens full screen from the hamburger with the first level, and a side column of link groups', async () => {
    const { page, errors } = await open(1280);
    assert.equal(await menuNav(page).isVisible(), false, 'closed at first');
    await hamburger(page).click();
    assert.ok(await menuNav(page).isVisible());
    const panel = await page.locator('.gkn-panel').boundingBox();
    assert.equal(panel!.y, 90 + 4, 'starts right below the 90px bar (and its 4px border)');
    assert.equal(panel!.width, 1280);
    assert.equal(await firstLevel(page).count(), 7, 'six main items and one normal one');
    const side = page.locator('.gkn-side');
    await side.getByRole('heading', { name: 'Snel naar' }).waitFor();
    await side.getByRole('heading', { name: 'Partners' }).waitFor();
    assert.ok((await side.boundingBox())!.x > 640, 'the side column is on the right');
    await assertAccessible(page);
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  test('shows the submenu of the hovered item beside the first level', async () => {
    const { page } = await open(1280);
    await hamburger(page).click();
    const [one, two] = [firstLevel(page).nth(0), firstLevel(page).nth(1)];
    assert.equal(await one.locator('.gkn-l2').isVisible(), false);
    await one.locator('> a').hover();
    assert.ok(await one.locator('.gkn-l2').isVisible());
    const first = await one.locator('> a').boundingBox();
    const sub = await one.locator('.gkn-l2').boundingBox();
    assert.ok(sub!.x > first!.x + first!.width - 1, 'the submenu sits to the right');
    assert.equal(
      await one.locator('.gkn-l2').getByRole('heading').count(),
      0,
      'the parent is right beside it: no heading of its own on desktop',
    );
    await two.locator('> a').hover();
    assert.equal(await one.locator('.gkn-l2').isVisible(), false);
    assert.ok(await two.locator('.gkn-l2').isVisible());
    assert.equal(await two.locator('.gkn-more').isVisible(), false, 'no slide-in control on desktop');
    await page.context().close();
  });

  test('keyboard: focus stays inside while open, Escape closes and returns focus to the hamburger', async () => {
    const { page } = await open(1280);
    await hamburger(page).focus();
    await page.keyboard.press('Enter');
    assert.ok(await menuNav(page).isVisible());
    const stops = await page
      .locator('.gkn-menu')
      .evaluate((el) => el.querySelectorAll('summary,a[href],button').length);
    for (let i = 0; i < stops + 3; i++) {
      await page.keyboard.press('Tab');
      assert.ok(
        await page.evaluate(() => Boolean(document.activeElement?.closest('.gkn-menu'))),
        `Tab ${i + 1} stays in the menu`,
      );
    }
    // A focused first-level item shows its submenu (focus-within), so the keyboard reaches it too.
    await firstLevel(page).nth(2).locator('> a').focus();
    assert.ok(await firstLevel(page).nth(2).locator('.gkn-l2').isVisible());
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Escape');
    assert.equal(await menuNav(page).isVisible(), false);
    assert.ok(await activeIs(page, '.gkn-menu > summary'), 'focus is back on the hamburger');
    await page.context().close();
  });

  test('a link click closes the menu and navigates client-side; the logo closes it too', async () => {
    const { page, errors } = await open(1280);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await hamburger(page).click();
    const sub = firstLevel(page).nth(0).locator('.gkn-l2 li a').first();
    await firstLevel(page).nth(0).locator('> a').hover();
    const href = (await sub.getAttribute('href'))!;
    await sub.click();
    await page.waitForURL(url(href));
    assert.equal(await menuNav(page).isVisible(), false);
    assert.equal(
      await page.evaluate(() => (window as unknown as { __marker?: number }).__marker),
      1,
      'no full page load',
    );
    await hamburger(page).click();
    await page.locator('header a.gkn-home').click();
    await page.waitForURL(url('/'));
    assert.equal(await menuNav(page).isVisible(), false);
    // The target page may embed third-party media (video, map tiles) that this machine cannot resolve.
    assert.deepEqual(
      errors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED')),
      [],
    );
    await page.context().close();
  });
});

describe('main menu at 375px', () => {
  test('the second level slides in with a back control in the bar; focus follows the level', async () => {
    const { page, errors } = await open(375);
    await hamburger(page).click();
    const panel = await page.locator('.gkn-panel').boundingBox();
    assert.equal(panel!.y, 60 + 4, 'below the 60px bar');
    const item = firstLevel(page).nth(1);
    const title = (await item.locator('> a').textContent())!;
    assert.equal(await item.locator('.gkn-l2').isVisible(), false);
    const more = item.getByRole('button', { name: `Submenu ${title}` });
    assert.equal(await more.getAttribute('aria-expanded'), 'false');
    await more.click();
    await page.waitForFunction(() => {
      const l2 = document.querySelector('[data-active] > .gkn-l2');
      return (
        l2 &&
        getComputedStyle(l2).visibility === 'visible' &&
        l2.getBoundingClientRect().x === l2.parentElement!.closest('nav')!.getBoundingClientRect().x
      );
    });
    assert.ok(await item.locator('.gkn-l2').isVisible());
    assert.equal(await more.getAttribute('aria-expanded'), 'true');
    // The slide-in level names its parent at the top, as a heading that links to the parent's page.
    const head = item.locator('.gkn-l2').getByRole('heading', { name: title });
    assert.ok(await head.isVisible());
    const headBox = (await head.boundingBox())!;
    for (const link of await item.locator('.gkn-l2 li a').all())
      assert.ok((await link.boundingBox())!.y > headBox.y, 'the heading comes first');
    assert.equal(await head.getByRole('link').getAttribute('href'), await item.locator('> a').getAttribute('href'));
    const back = page.getByRole('button', { name: 'Terug naar het hoofdmenu' });
    const box = await back.boundingBox();
    assert.equal(box!.y, 0, 'the back control sits in the top bar');
    assert.ok(await activeIs(page, '.gkn-back'), 'focus moves to the back control');
    await assertAccessible(page);
    await back.click();
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('[data-active] > .gkn-l2')!).visibility === 'hidden',
    );
    assert.equal(await back.isVisible(), false);
    assert.ok(await activeIs(page, '[data-active] .gkn-more'), 'focus returns to the item');
    await page.keyboard.press('Escape');
    assert.equal(await menuNav(page).isVisible(), false);
    assert.ok(await activeIs(page, '.gkn-menu > summary'));
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});

describe('menu link types (requirements §2: main, normal, aside)', () => {
  for (const width of [375, 1280]) {
    test(`at ${width}px main items are the prominent first level, a normal one a regular link there, an aside one in the side column`, async () => {
      const { page } = await open(width);
      await hamburger(page).click();
      const style = (item: ReturnType<typeof firstLevel>) =>
        item.locator('> a').evaluate((a) => ({
          size: parseFloat(getComputedStyle(a).fontSize),
          weight: Number(getComputedStyle(a).fontWeight),
        }));
      const main = firstLevel(page).and(page.locator('[data-type="main"]'));
      const normal = firstLevel(page).and(page.locator('[data-type="normal"]'));
      assert.equal(await main.count(), 6);
      assert.equal(await normal.count(), 1);
      assert.equal(await normal.locator('> a').textContent(), 'Nieuwsbrief');
      const [big, regular] = [await style(main.first()), await style(normal)];
      assert.ok(big.size > regular.size, `main ${big.size}px, normal ${regular.size}px`);
      assert.ok(big.weight >= 700 && regular.weight <= 400, `main ${big.weight}, normal ${regular.weight}`);
      // The aside item of the main group is in the side column, not on the first level.
      assert.equal(await menuNav(page).getByRole('link', { name: 'Veelgestelde vragen', exact: true }).count(), 0);
      const aside = page.locator('.gkn-side li[data-type="aside"]', { hasText: 'Veelgestelde vragen' });
      assert.equal(await aside.count(), 1);
      if (width >= 750)
        assert.ok((await aside.boundingBox())!.x > (await main.first().boundingBox())!.x + 300, 'in the side column');
      assert.ok(await aside.isVisible());
      await assertAccessible(page);
      await page.context().close();
    });
  }
});

describe('main menu without JavaScript', () => {
  for (const width of [375, 1280]) {
    test(`at ${width}px every link of both levels is reachable as a real link`, async () => {
      const { page } = await open(width, '/', false);
      await hamburger(page).click();
      const item = firstLevel(page).nth(0);
      if (width >= 750) await item.locator('> a').hover();
      const sub = item.locator('.gkn-l2 li a').first();
      assert.ok(await sub.isVisible(), 'the second level is shown');
      const href = (await sub.getAttribute('href'))!;
      await sub.click();
      await page.waitForURL(url(href));
      await page.locator('main h1').waitFor();
      await page.context().close();
    });
  }
});

describe('menu fetch states (requirements §4: idle, loading, done, error)', () => {
  test("a failed menu call shows 'something went wrong' in the menu", async () => {
    app.server.demo!.setFault('cms', { kind: 'status', status: 500 }, { pathIncludes: 'gkn_menu' });
    try {
      // A site no other test here visits: its menu is not cached yet.
      const page = await app.browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`http://${hostOf('bomenkennis')}:${app.server.port}/`);
      await waitForHydration(page);
      await hamburger(page).click();
      // Opening a menu in error asks again (loading), which fails again: error is where it settles.
      await page.locator('.gkn-menu[data-state="error"]').waitFor({ timeout: 10_000 });
      await menuNav(page).getByText('Er is iets misgegaan').waitFor();
      await page.close();
    } finally {
      app.server.demo!.setFault('cms', null);
    }
  });

  // Sites no other test here visits: their menus are not cached yet.
  for (const [width, site] of [
    [375, 'stadsgroen'],
    [1280, 'weidevogels'],
  ] as const) {
    test(`at ${width}px a menu whose call failed is asked for again when opened: loading, then done`, async () => {
      app.server.demo!.setFault('cms', { kind: 'status', status: 500 }, { pathIncludes: 'gkn_menu' });
      try {
        const page = await app.browser.newPage({ viewport: { width, height: 800 } });
        const errors = collectErrors(page);
        await page.goto(`http://${hostOf(site)}:${app.server.port}/`);
        await waitForHydration(page);
        assert.equal(
          await page.locator('.gkn-menu').getAttribute('data-state'),
          'error',
          'the page came with a failed menu',
        );
        // The CMS answers again, but the browser's call for the menu is held until the loading
        // state has been looked at: a CMS that is only slow let a busy machine's checks outlast it.
        app.server.demo!.setFault('cms', null);
        let release = () => {};
        const released = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/_data?*', async (route) => {
          await released;
          await route.continue();
        });
        await hamburger(page).click();
        await menuNav(page).getByRole('status').getByText('Het menu wordt geladen…').waitFor();
        assert.equal(await page.locator('.gkn-menu').getAttribute('data-state'), 'loading');
        assert.equal(await menuNav(page).getAttribute('aria-busy'), 'true');
        await assertAccessible(page);
        release();
        await page.locator('.gkn-menu[data-state="done"]').waitFor({ timeout: 15_000 });
        assert.equal((await firstLevel(page).count()) > 0, true, 'the first level is there');
        assert.equal(await menuNav(page).getByRole('status').count(), 0);
        assert.equal(await menuNav(page).getAttribute('aria-busy'), null);
        await assertAccessible(page);
        assert.deepEqual(errors, []);
        await page.close();
      } finally {
        app.server.demo!.setFault('cms', null);
      }
    });
  }

  test("after a failed reload, 'try again' asks once more", async () => {
    app.server.demo!.setFault('cms', { kind: 'status', status: 500 }, { pathIncludes: 'gkn_menu' });
    try {
      const page = await app.browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`http://${hostOf('veenweiden')}:${app.server.port}/`);
      await waitForHydration(page);
      await hamburger(page).click();
      // Opening asked again and failed again: still 'something went wrong', now with a way to retry.
      await page.locator('.gkn-menu[data-state="error"]').waitFor();
      const retry = menuNav(page).getByRole('button', { name: 'Opnieuw proberen' });
      await retry.waitFor();
      await assertAccessible(page);
      app.server.demo!.setFault('cms', null);
      await retry.click();
      await page.locator('.gkn-menu[data-state="done"]').waitFor({ timeout: 15_000 });
      assert.ok(await firstLevel(page).first().isVisible());
      await page.close();
    } finally {
      app.server.demo!.setFault('cms', null);
    }
  });
});

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import { listSiteFiles, validateSiteFiles } from '../../src/sites/site-files.js';
import { hostOf } from '../support/app.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import { axeViolations, collectErrors, formatViolations, waitForHydration } from '../support/browser.js';

// requirements §2.7 (issue 13 item 6): from 960px the top bar's own row has the site search, a
// labelled GET form to the site's search route, on the home page and on an article alike; typing
// a term and pressing Enter lands on its results, with JavaScript and without. Below 960px the
// sticky search bar is the bar's search (test/e2e/chrome-bar-footer.test.ts).

const app = appAndBrowser();
const siteUrl = (site: string, path: string) => `http://${hostOf(site)}:${app.server.port}${path}`;

const SITES = [
  { site: 'groenkennisnet', section: 'nieuws', label: 'Zoeken op de site', submit: 'Zoek', title: 'Zoeken naar' },
  { site: 'green-knowledge-network', section: 'news', label: 'Search the site', submit: 'Search', title: 'Search for' },
] as const;
type Site = (typeof SITES)[number];

/** The site's home page and the first article it links. */
async function pagesOf({ site, section }: Site): Promise<string[]> {
  const page = await app.browser.newPage();
  await page.goto(siteUrl(site, '/'));
  const article = await page.locator(`main a[href^="/${section}/"]`).first().getAttribute('href');
  await page.close();
  assert.ok(article, `${site} links an article under /${section}/`);
  return ['/', article];
}

const barSearch = (page: Page, s: Site) => page.getByRole('banner').getByRole('search', { name: s.label });

/** Types the term into the bar's search box and presses Enter; the results page is shown. */
async function searchFor(page: Page, s: Site, term: string, expectedPath: string) {
  const box = barSearch(page, s).getByRole('searchbox', { name: s.label });
  assert.ok(await box.isVisible(), 'the search box is visible in the bar');
  await box.fill(term);
  await box.press('Enter');
  await page.waitForURL((url) => url.pathname === expectedPath);
  await page.getByRole('heading', { level: 1, name: `${s.title} “${term}”` }).waitFor();
}

describe('at 1280px the top bar has the site search', () => {
  for (const s of SITES) {
    test(`${s.site}: on the home page and an article, Enter on a term lands on its results`, async () => {
      for (const path of await pagesOf(s)) {
        const page = await app.browser.newPage({ viewport: { width: 1280, height: 800 } });
        const errors = collectErrors(page);
        await page.goto(siteUrl(s.site, path));
        await waitForHydration(page);
        const form = barSearch(page, s);
        assert.equal(await form.getAttribute('method'), 'get');
        assert.equal(await form.getAttribute('action'), s.site === 'groenkennisnet' ? '/zoeken' : '/search');
        // A real button and a field with the site's placeholder; the bar's height is that of its row.
        assert.ok(await form.getByRole('button', { name: s.submit, exact: true }).isVisible());
        assert.ok(((await form.getByRole('searchbox').getAttribute('placeholder')) ?? '').length > 0);
        assert.equal(await page.locator('.gkn-bar').evaluate((el) => el.getBoundingClientRect().height), 94);
        const violations = await axeViolations(page, ['.gkn-bar']);
        assert.equal(violations.length, 0, formatViolations(violations));
        const root = s.site === 'groenkennisnet' ? '/zoeken' : '/search';
        await searchFor(page, s, 'mest opslag', `${root}/mest+opslag`);
        assert.deepEqual(errors, []);
        await page.close();
      }
    });
  }

  test('it is reached by keyboard: Tab from the logo, past the table of contents, to the search box', async () => {
    const s = SITES[0];
    const page = await app.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(siteUrl(s.site, '/'));
    await waitForHydration(page);
    await page.locator('.gkn-home').focus();
    const box = barSearch(page, s).getByRole('searchbox', { name: s.label });
    for (let i = 0; i < 6 && !(await box.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    assert.equal(await box.evaluate((el) => el === document.activeElement), true, 'the search box takes focus');
    await page.keyboard.type('bodem');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/zoeken/bodem');
    await page.close();
  });

  test('a blank term lands on the search page of every result (*)', async () => {
    const s = SITES[0];
    const page = await app.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(siteUrl(s.site, '/'));
    await waitForHydration(page);
    await barSearch(page, s).getByRole('button', { name: s.submit, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/zoeken/*');
    await page.getByRole('heading', { level: 1, name: 'Zoeken', exact: true }).waitFor();
    await page.close();
  });

  test('the bar keeps its height when the scripts start (no layout shift)', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1280, height: 800 } });
    // Hold the client entry back: first measure the page exactly as the server sent it.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/assets/entry-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(siteUrl('groenkennisnet', '/'), { waitUntil: 'commit' });
    await page.locator('.gkn-footer').waitFor({ state: 'attached' });
    const boxOf = () =>
      page.evaluate(() =>
        ['.gkn-bar', '.gkn-bar-search'].map((s) => {
          const r = document.querySelector(s)!.getBoundingClientRect();
          return [r.x, r.y, r.width, r.height].map(Math.round).join(',');
        }),
      );
    const before = await boxOf();
    assert.equal(await page.locator('html[data-hydrated]').count(), 0, 'measured before hydration');
    release();
    await waitForHydration(page);
    assert.deepEqual(await boxOf(), before);
    await page.close();
  });

  test('below 960px it is not shown: the sticky search bar is the bar’s search there', async () => {
    const s = SITES[0];
    const page = await app.browser.newPage({ viewport: { width: 959, height: 800 } });
    await page.goto(siteUrl(s.site, '/'));
    await waitForHydration(page);
    assert.equal(await page.locator('.gkn-bar-search').isVisible(), false);
    await page.setViewportSize({ width: 960, height: 800 });
    assert.equal(await page.locator('.gkn-bar-search').isVisible(), true);
    await page.close();
  });
});

/**
 * The bar's search field and how its placeholder fits: the placeholder's width in the field's font
 * (canvas text metrics: a field's scrollWidth does not count its placeholder) against the room
 * inside its padding, once the web fonts are in.
 */
async function placeholderFit(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  return page.locator('#gkn-bar-q').evaluate((el: HTMLInputElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    const text = context.measureText(el.placeholder).width;
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return {
      placeholder: el.placeholder,
      text: Math.ceil(text),
      room,
      width: el.offsetWidth,
      textOverflow: style.textOverflow,
    };
  });
}

describe('the placeholder of the bar’s search field', () => {
  const { sites } = validateSiteFiles(listSiteFiles(`${ROOT_DIR}/sites`));

  test('at 1280px every site shows it in full, on its home page beside the table of contents', async () => {
    assert.equal(sites.length, 30);
    const page = await app.browser.newPage({ viewport: { width: 1280, height: 800 } });
    for (const site of sites) {
      await page.goto(siteUrl(site.id, '/'));
      assert.equal(await page.locator('.gkn-bar .gkn-toc').count(), 1, `${site.id}: the home page has a TOC`);
      const fit = await placeholderFit(page);
      assert.equal(fit.placeholder, site.site.search_placeholder);
      assert.ok(
        fit.text <= fit.room,
        `${site.id}: "${fit.placeholder}" takes ${fit.text}px, the field has ${fit.room}px`,
      );
      assert.equal(await page.locator('.gkn-bar').evaluate((el) => el.getBoundingClientRect().height), 94);
    }
    await page.close();
  });

  test('at 960px it shows in full where the row has room, else the field gives way with an ellipsis', async () => {
    const page = await app.browser.newPage({ viewport: { width: 960, height: 800 } });
    for (const s of SITES) {
      const [home, article] = await pagesOf(s);
      // An article has no table of contents in the bar: room for the whole placeholder.
      await page.goto(siteUrl(s.site, article!));
      const full = await placeholderFit(page);
      assert.ok(full.text <= full.room, `${s.site} ${article}: ${full.text}px in ${full.room}px`);
      // Beside the home page's TOC the bar stays one row, the TOC readable, the field at least 128px.
      await page.goto(siteUrl(s.site, home!));
      const squeezed = await placeholderFit(page);
      assert.ok(squeezed.width >= 128, `${s.site}: the field is ${squeezed.width}px wide`);
      if (squeezed.text > squeezed.room) assert.equal(squeezed.textOverflow, 'ellipsis');
      assert.ok(await page.locator('.gkn-toc').evaluate((el) => el.getBoundingClientRect().width >= 200));
      assert.equal(await page.locator('.gkn-bar').evaluate((el) => el.getBoundingClientRect().height), 94);
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), true);
    }
    await page.close();
  });
});

describe('without JavaScript', () => {
  for (const s of SITES) {
    test(`${s.site}: on the home page and an article, Enter on a term lands on its results`, async () => {
      for (const path of await pagesOf(s)) {
        const context = await app.browser.newContext({
          viewport: { width: 1280, height: 800 },
          javaScriptEnabled: false,
        });
        const page = await context.newPage();
        await page.goto(siteUrl(s.site, path));
        const root = s.site === 'groenkennisnet' ? '/zoeken' : '/search';
        await searchFor(page, s, 'mest opslag', `${root}/mest+opslag`);
        await context.close();
      }
    });
  }
});

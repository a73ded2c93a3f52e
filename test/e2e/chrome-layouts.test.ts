import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { hostOf } from '../support/app.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import { axeViolations, collectErrors, formatViolations, waitForHydration } from '../support/browser.js';

// requirements §2 Layouts: which chrome each layout of a real route shows, at 375px and 1280px.

const app = appAndBrowser();

const url = (path: string) => `http://${hostOf('groenkennisnet')}:${app.server.port}${path}`;

type Box = { x: number; y: number; width: number; height: number };
interface Case {
  name: string;
  layout: string;
  path: string | ((page: Page) => Promise<string>);
  bar: number;
  footer: number;
  portletFooter: number;
  /** What makes this layout (or size) what it is, at this width. */
  check?: (page: Page, width: number) => Promise<void>;
}

const box = async (page: Page, selector: string): Promise<Box> => (await page.locator(selector).first().boundingBox())!;
const style = (page: Page, selector: string, prop: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), prop);
const barBottom = async (page: Page) => {
  const b = await box(page, 'header.gkn-bar');
  return b.y + b.height;
};

// One page of the demo corpus per layout and size (docs/upstream-contracts.md §1.1 page metadata).
const CASES: Case[] = [
  {
    name: 'default',
    layout: 'default',
    path: '/over-ons',
    bar: 1,
    footer: 1,
    portletFooter: 0,
    check: async (page, width) => {
      const main = await box(page, 'main#main');
      assert.equal(main.width, Math.min(width, 1440), 'the 1440px container');
      assert.equal(await style(page, 'main#main', 'padding-left'), '20px');
      assert.equal(await page.locator('main#main').getAttribute('data-size'), null);
    },
  },
  {
    name: 'default, size small',
    layout: 'default',
    path: '/disclaimer',
    bar: 1,
    footer: 1,
    portletFooter: 0,
    check: async (page, width) => {
      assert.equal(await page.locator('main#main').getAttribute('data-size'), 'small');
      const main = await box(page, 'main#main');
      assert.equal(main.width, Math.min(width, 960), 'a 960px reading column');
      assert.equal(Math.round(main.x), Math.round((width - main.width) / 2), 'centred');
    },
  },
  {
    name: 'default, size exploded',
    layout: 'default',
    path: '/nieuws',
    bar: 1,
    footer: 1,
    portletFooter: 0,
    check: async (page, width) => {
      assert.equal(await page.locator('main#main').getAttribute('data-size'), 'exploded');
      assert.equal((await box(page, 'main#main')).width, width, 'edge to edge');
      assert.equal(await style(page, 'main#main', 'padding-left'), '0px');
      assert.equal((await box(page, '[data-template="itemlist"]')).width, width, 'the list takes the full width');
    },
  },
  {
    name: 'default without footer, a map page',
    layout: 'default-no-footer',
    path: '/kaart',
    bar: 1,
    footer: 0,
    portletFooter: 0,
    check: async (page, width) => {
      assert.equal(await page.locator('main#main').getAttribute('data-map'), 'true');
      assert.equal(await page.locator('[data-template="map"]').count(), 1);
      const banner = await box(page, '[data-map-banner]');
      assert.equal(banner.width, width, 'the map band is full width');
      assert.ok(banner.y < 400, 'the map comes right under the title');
      const map = await box(page, '[data-map-banner] [role="region"]');
      assert.ok(map.height >= 420, `the map is the main content (${map.height}px high)`);
      assert.ok((await page.locator('[data-map-item]').count()) > 0, 'with its items as a list');
    },
  },
  {
    name: 'landing',
    layout: 'landing',
    path: '/',
    bar: 1,
    footer: 1,
    portletFooter: 0,
    check: async (page, width) => {
      assert.equal((await box(page, 'main#main')).width, width);
      const band = await box(page, 'main [data-template] > header');
      assert.equal(band.width, width, 'the first band runs edge to edge');
      assert.equal(Math.round(band.y), Math.round(await barBottom(page)), 'and meets the bar');
    },
  },
  {
    name: 'sand',
    layout: 'sand',
    path: '/doe-mee',
    bar: 1,
    footer: 1,
    portletFooter: 0,
    check: async (page, width) => {
      assert.equal(await style(page, '.gkn-page', 'background-color'), 'rgb(244, 239, 228)', 'a sand page');
      assert.equal(
        await style(page, 'header.gkn-bar', 'background-color'),
        'rgba(0, 0, 0, 0)',
        'the bar is transparent at the top',
      );
      const hero = await box(page, '[data-template="D"] > header');
      assert.equal(hero.width, width, 'the header image runs edge to edge');
      assert.equal(Math.round(hero.y), Math.round(await barBottom(page)), 'right under the bar');
      assert.equal(await page.locator('[data-template="D"] > header [data-header="image"] img').count(), 1);
      await page.evaluate(() => window.scrollTo(0, 300));
      await page.waitForFunction(() => !document.querySelector('header.gkn-bar')!.hasAttribute('data-at-top'));
      await page.waitForFunction(
        () => getComputedStyle(document.querySelector('header.gkn-bar')!).backgroundColor === 'rgb(255, 255, 255)',
      );
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForFunction(() => document.querySelector('header.gkn-bar')!.hasAttribute('data-at-top'));
    },
  },
  {
    name: 'clean',
    layout: 'clean',
    path: '/factsheet',
    bar: 0,
    footer: 0,
    portletFooter: 0,
    check: async (page, width) => {
      const banner = page.getByRole('banner');
      assert.equal(await banner.count(), 1, 'a slim bar of its own');
      assert.equal(await banner.getByRole('link').getAttribute('href'), '/');
      assert.equal(await page.getByRole('navigation', { name: 'Hoofdmenu' }).count(), 0, 'no menu');
      await banner.getByRole('button', { name: 'Afdrukken' }).waitFor();
      assert.equal((await box(page, 'main#main')).width, Math.min(width, 960));
      // Printed, only the content remains.
      await page.emulateMedia({ media: 'print' });
      assert.equal(await banner.getByRole('button', { name: 'Afdrukken' }).isVisible(), false);
      await page.emulateMedia({ media: 'screen' });
    },
  },
  { name: 'error', layout: 'error', path: '/bestaat-echt-niet', bar: 1, footer: 1, portletFooter: 0 },
  { name: 'portlet', layout: 'portlet', path: '/portlet/wur-bibliotheek/*', bar: 0, footer: 0, portletFooter: 1 },
  {
    name: 'portlet-result',
    layout: 'portlet-result',
    // The first result of the portlet's search.
    path: async (page) => {
      await page.goto(url('/portlet/wur-bibliotheek/*'));
      return (await page.locator('a[href^="/portlet/wur-bibliotheek/resultaat/"]').first().getAttribute('href'))!;
    },
    bar: 0,
    footer: 0,
    portletFooter: 1,
  },
];

describe('layouts (requirements §2)', () => {
  for (const width of [375, 1280]) {
    for (const c of CASES) {
      test(`${c.name} at ${width}px: its chrome and none of the others', finished, without axe violations`, async () => {
        const page = await app.browser.newPage({ viewport: { width, height: 800 } });
        const errors = collectErrors(page);
        await page.goto(url(typeof c.path === 'string' ? c.path : await c.path(page)));
        await waitForHydration(page);
        assert.equal(await page.locator('.gkn-page').getAttribute('data-layout'), c.layout);
        assert.equal(await page.locator('header.gkn-bar').count(), c.bar);
        assert.equal(await page.locator('footer.gkn-footer').count(), c.footer);
        assert.equal(await page.locator('footer.gkn-portlet-footer').count(), c.portletFooter);
        if (c.portletFooter)
          assert.match((await page.locator('footer.gkn-portlet-footer').textContent())!, /Mogelijk gemaakt door/);
        assert.equal(await page.locator('main#main').count(), 1);
        assert.equal(await page.locator('main h1').count(), 1);
        await c.check?.(page, width);
        // Nothing sticks out sideways.
        assert.ok(
          (await page.evaluate(() => document.documentElement.scrollWidth)) <= width,
          'no horizontal scrolling',
        );
        const violations = await axeViolations(page);
        assert.equal(violations.length, 0, formatViolations(violations));
        // Map tiles and video embeds cannot be reached from this machine; nothing else may fail.
        assert.deepEqual(
          errors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED') && !/\b404\b/.test(e)),
          [],
        );
        await page.close();
      });
    }
  }

  test('an exploded page widens past the 1440px container on a wide screen; a normal one does not', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1800, height: 900 } });
    await page.goto(url('/nieuws'));
    assert.equal((await box(page, '[data-template="itemlist"]')).width, 1800);
    await page.goto(url('/over-ons'));
    assert.equal((await box(page, 'main#main')).width, 1440);
    await page.close();
  });
});

describe('the error page offline (requirements §8)', () => {
  test('once the page is interactive its error page is loaded: a navigation that fails offline shows it', async () => {
    const context = await app.browser.newContext();
    const page = await context.newPage();
    await page.goto(url('/over-ons'));
    await waitForHydration(page);
    // The error page is its own chunk, fetched when the browser is idle after hydration.
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await page.evaluate(() => {
      history.pushState(null, '', '/bestaat-ook-niet');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    const heading = page.getByRole('heading', { level: 1 });
    await page.locator('[data-error]').waitFor();
    assert.equal(await heading.textContent(), 'Er is iets misgegaan');
    await context.close();
  });
});

describe('router-level not found (requirements §8)', () => {
  for (const width of [375, 1280]) {
    test(`at ${width}px a client navigation to an address no route serves says 'This page could not be found', unlike the CMS 404`, async () => {
      const page = await app.browser.newPage({ viewport: { width, height: 800 } });
      const errors = collectErrors(page);
      await page.goto(url('/over-ons'));
      await waitForHydration(page);
      await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
      // A client navigation to a path no link on the page names (one below /zoeken that no route
      // serves): the router follows a history entry (popstate).
      const follow = async (href: string) => {
        await page.evaluate((h) => {
          history.pushState(null, '', h);
          dispatchEvent(new PopStateEvent('popstate'));
        }, href);
        await page.waitForURL(url(href));
      };
      await follow('/zoeken/bodem/en-meer');
      await page.getByRole('heading', { level: 1, name: 'Deze pagina kon niet gevonden worden' }).waitFor();
      assert.equal(await page.locator('[data-error]').getAttribute('data-error'), 'router');
      assert.ok(await page.getByRole('link', { name: 'Naar de homepage', exact: true }).isVisible());
      assert.equal(
        await page.evaluate(() => (window as unknown as { __marker?: number }).__marker),
        1,
        'no full page load',
      );
      const violations = await axeViolations(page);
      assert.equal(violations.length, 0, formatViolations(violations));
      // A CMS page that does not exist is the CMS's 404 page, not the router's.
      await follow('/bestaat-echt-niet');
      await page.getByRole('heading', { level: 1, name: 'Deze pagina bestaat niet (meer)' }).waitFor();
      assert.equal(await page.locator('[data-error]').getAttribute('data-error'), 'page');
      assert.deepEqual(
        errors.filter((e) => !/\b404\b/.test(e)),
        [],
      );
      await page.close();
    });
  }
});

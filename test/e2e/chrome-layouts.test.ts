import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import type { RunningServer } from '../../src/server/start-server.js';
import { hostOf, startTestApp } from '../support/app.js';
import { axeViolations, collectErrors, formatViolations, launchBrowser, waitForHydration } from '../support/browser.js';

// spec §2 Layouts: which chrome each layout of a real route shows, at 375px and 1280px.

let server: RunningServer;
let browser: Browser;
before(async () => {
  server = await startTestApp();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

const url = (path: string) => `http://${hostOf('groenkennisnet')}:${server.port}${path}`;
const CASES = [
  { layout: 'default', path: '/over-ons', banner: 1, footer: 1, portletFooter: 0 },
  { layout: 'error', path: '/bestaat-echt-niet', banner: 1, footer: 1, portletFooter: 0 },
  { layout: 'portlet', path: '/portlet/wur-bibliotheek/*', banner: 0, footer: 0, portletFooter: 1 },
];

describe('layouts', () => {
  for (const width of [375, 1280]) {
    for (const c of CASES) {
      test(`${c.layout} at ${width}px: its chrome, and none of the others', without axe violations in it`, async () => {
        const page = await browser.newPage({ viewport: { width, height: 800 } });
        await page.goto(url(c.path));
        assert.equal(await page.locator('.gkn-page').getAttribute('data-layout'), c.layout);
        assert.equal(await page.locator('header.gkn-bar').count(), c.banner);
        assert.equal(await page.locator('footer.gkn-footer').count(), c.footer);
        assert.equal(await page.locator('footer.gkn-portlet-footer').count(), c.portletFooter);
        if (c.portletFooter) assert.match((await page.locator('footer.gkn-portlet-footer').textContent())!, /Mogelijk gemaakt door/);
        assert.equal(await page.locator('main#main').count(), 1);
        const violations = await axeViolations(page, ['.gkn-bar', '.gkn-footer', '.gkn-portlet-footer']);
        assert.equal(violations.length, 0, formatViolations(violations));
        await page.close();
      });
    }
  }
});

describe('router-level not found (spec §8)', () => {
  for (const width of [375, 1280]) {
    test(`at ${width}px a client navigation to an address no route serves says 'This page could not be found', unlike the CMS 404`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      const errors = collectErrors(page);
      await page.goto(url('/over-ons'));
      await waitForHydration(page);
      await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
      // An internal link as SiteLink renders one, to a path below /zoeken that no route serves.
      const follow = async (href: string) => {
        await page.evaluate((h) => {
          const a = Object.assign(document.createElement('a'), { href: h, textContent: 'test link' });
          a.dataset.routerLink = '';
          document.querySelector('main')!.prepend(a);
          a.click();
        }, href);
        await page.waitForURL(url(href));
      };
      await follow('/zoeken/bodem/en-meer');
      await page.getByRole('heading', { level: 1, name: 'Deze pagina kon niet gevonden worden' }).waitFor();
      assert.equal(await page.locator('[data-error]').getAttribute('data-error'), 'router');
      assert.ok(await page.getByRole('link', { name: 'Naar de homepage', exact: true }).isVisible());
      assert.equal(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker), 1, 'no full page load');
      const violations = await axeViolations(page);
      assert.equal(violations.length, 0, formatViolations(violations));
      // A CMS page that does not exist is the CMS's 404 page, not the router's.
      await follow('/bestaat-echt-niet');
      await page.getByRole('heading', { level: 1, name: 'Deze pagina bestaat niet (meer)' }).waitFor();
      assert.equal(await page.locator('[data-error]').getAttribute('data-error'), 'page');
      assert.deepEqual(errors.filter((e) => !/\b404\b/.test(e)), []);
      await page.close();
    });
  }
});

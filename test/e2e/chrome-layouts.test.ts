import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import type { RunningServer } from '../../src/server/start-server.js';
import { hostOf, startTestApp } from '../support/app.js';
import { axeViolations, formatViolations, launchBrowser } from '../support/browser.js';

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

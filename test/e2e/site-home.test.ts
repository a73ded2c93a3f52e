import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import request from 'supertest';
import type { Page } from 'playwright-core';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import { listSiteFiles, validateSiteFiles } from '../../src/sites/site-files.js';
import { hostOf } from '../support/app.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import { axeViolations, collectErrors, formatViolations, waitForHydration } from '../support/browser.js';

const { sites } = validateSiteFiles(listSiteFiles(`${ROOT_DIR}/sites`));
const english = sites.find((s) => s.site.language === 'en')!;
const withoutLogo = 'mkb-agrofood';
const chosen = ['groenkennisnet', english.id, withoutLogo].map((id) => sites.find((s) => s.id === id)!);

const app = appAndBrowser();

const siteUrl = (id: string, path = '/') => `http://${hostOf(id)}:${app.server.port}${path}`;

async function openPage(width = 1280): Promise<{ page: Page; errors: string[] }> {
  const page = await app.browser.newPage({ viewport: { width, height: 900 } });
  return { page, errors: collectErrors(page) };
}

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

describe('three sites, each in its own brand', () => {
  for (const site of chosen) {
    test(`${site.id}: own title, colours and logo; hydrates without console errors; no axe violations`, async () => {
      const { page, errors } = await openPage();
      await page.goto(siteUrl(site.id));
      await waitForHydration(page);
      assert.match(await page.title(), new RegExp(site.site.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      const border = await page.getByRole('banner').evaluate((el) => getComputedStyle(el).borderBottomColor);
      assert.equal(border, rgb(site.styles.color.gkn_base_color));
      const logo = page.getByRole('banner').locator('img');
      if (site.id === withoutLogo) {
        assert.equal(await logo.count(), 0, 'a site without logo shows no image');
        await page
          .getByRole('link', { name: new RegExp(site.site.title) })
          .first()
          .waitFor();
      } else {
        assert.match(
          (await logo.getAttribute('src')) ?? '',
          new RegExp(`^/logos/${site.id}/logo_desktop\\.(svg|png)$`),
        );
        assert.ok(
          await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
          'the logo loads',
        );
      }
      const violations = await axeViolations(page);
      assert.equal(violations.length, 0, formatViolations(violations));
      assert.deepEqual(errors, []);
      await page.close();
    });
  }

  test('the mobile logo is used at 375px', async () => {
    const { page } = await openPage(375);
    await page.goto(siteUrl('groenkennisnet'));
    const src = await page
      .getByRole('banner')
      .locator('img')
      .evaluate((img: HTMLImageElement) => img.currentSrc);
    assert.match(src, /\/logos\/groenkennisnet\/logo_mobile\.(svg|png)$/);
    await page.close();
  });
});

describe('navigation in the browser', () => {
  test('a menu link navigates client-side (no reload) and the page is accessible', async () => {
    const { page, errors } = await openPage();
    await page.goto(siteUrl('groenkennisnet'));
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    // The main menu is a full-screen panel behind the hamburger (requirements §2).
    await page.getByRole('banner').getByText('Menu', { exact: true }).click();
    const link = page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link').first();
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL(siteUrl('groenkennisnet', href!));
    await page.locator('main h1').waitFor();
    assert.equal(
      await page.evaluate(() => (window as unknown as { __marker?: number }).__marker),
      42,
      'no full page load',
    );
    // Keyboard and screen-reader users continue at the new page's heading, not at a vanished link
    // (the URL can change a moment before the new page is drawn: wait for the focus first).
    await page.waitForFunction(() => document.activeElement === document.querySelector('#main h1'));
    // The title follows the page, as the server would have written it.
    const h1 = (await page.locator('main h1').textContent())!.trim();
    await page.waitForFunction((t) => document.title === `${t} | Groen Kennisnet`, h1);
    const violations = await axeViolations(page);
    assert.equal(violations.length, 0, formatViolations(violations));
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('after client navigations the document title is the one the server gives each page', async () => {
    const { page } = await openPage();
    await page.goto(siteUrl('groenkennisnet', '/contact'));
    await waitForHydration(page);
    for (const path of [
      '/contactformulier',
      '/mijn-cookiegegevens',
      '/zoeken/bodem',
      '/zoeken/water',
      '/bestaat-echt-niet',
    ]) {
      // Asked by IP with the Host header: this process cannot resolve *.localhost.
      const html = (await request(app.server.url).get(path).set('Host', hostOf('groenkennisnet'))).text;
      const expected = /<title>([^<]*)<\/title>/.exec(html)![1]!.replace(/&amp;/g, '&');
      // A client navigation to a path no link on the page names: the router follows a history entry (popstate).
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await page.waitForURL(siteUrl('groenkennisnet', path));
      await page.waitForFunction((t) => document.title === t, expected, { timeout: 5000 });
    }
    await page.close();
  });

  test('the 404 page is accessible and its button leads home', async () => {
    const { page } = await openPage();
    const response = await page.goto(siteUrl('groenkennisnet', '/bestaat-echt-niet'));
    assert.equal(response?.status(), 404);
    await waitForHydration(page);
    const violations = await axeViolations(page);
    assert.equal(violations.length, 0, formatViolations(violations));
    await page.getByRole('link', { name: 'Naar de homepage', exact: true }).click();
    await page.waitForURL(siteUrl('groenkennisnet', '/'));
    await page.close();
  });
});

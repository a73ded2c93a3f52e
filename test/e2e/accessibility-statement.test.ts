import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { hostOf } from '../support/app.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import { axeViolations, collectErrors, formatViolations, waitForHydration } from '../support/browser.js';

// issue 13 item 7: every site has an accessibility statement in its own language, linked from the
// footer, that leads on to the contact form; axe finds nothing on it at phone and desktop width.

const app = appAndBrowser();
const siteUrl = (id: string, path = '/') => `http://${hostOf(id)}:${app.server.port}${path}`;

const CASES = [
  {
    site: 'groenkennisnet',
    link: 'Toegankelijkheidsverklaring',
    path: '/toegankelijkheidsverklaring',
    standard: /WCAG\) 2\.2 op niveau AA[\s\S]*WCAG 2\.1 niveau AA/,
    contact: 'contactformulier',
    contactPath: '/contactformulier',
    date: '25 november 2026',
  },
  {
    site: 'green-knowledge-network',
    link: 'Accessibility statement',
    path: '/accessibility-statement',
    standard: /WCAG\) 2\.2 at level AA[\s\S]*WCAG 2\.1 level AA/,
    contact: 'contact form',
    contactPath: '/contact-form',
    date: 'November 25, 2026',
  },
];

describe('the accessibility statement', () => {
  for (const c of CASES) {
    for (const width of [375, 1280]) {
      test(`${c.site} at ${width}px: from the footer to the statement and on to the contact form; axe clean`, async () => {
        const context = await app.browser.newContext({ viewport: { width, height: 900 } });
        const page = await context.newPage();
        const errors = collectErrors(page);
        await page.goto(siteUrl(c.site));
        await waitForHydration(page);
        await page.locator('footer').getByRole('link', { name: c.link, exact: true }).click();
        await page.waitForURL(siteUrl(c.site, c.path));
        await page.getByRole('heading', { level: 1, name: c.link }).waitFor();
        const text = await page.locator('main').innerText();
        assert.match(text, c.standard);
        assert.ok(text.includes(c.date), 'the date');
        assert.equal(await page.evaluate(() => document.title.split(' | ')[0]), c.link);
        const violations = await axeViolations(page);
        assert.equal(violations.length, 0, formatViolations(violations));
        await page.locator('main').getByRole('link', { name: c.contact, exact: true }).click();
        await page.waitForURL(siteUrl(c.site, c.contactPath));
        await page.locator('form[action="/_forms/contact"]').waitFor();
        assert.deepEqual(errors, []);
        await context.close();
      });
    }
  }

  test('without JavaScript the statement is a whole page with its footer link', async () => {
    const context = await app.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(siteUrl('groenkennisnet', '/toegankelijkheidsverklaring'));
    assert.equal(response?.status(), 200);
    assert.equal(await page.locator('html').getAttribute('lang'), 'nl-NL');
    await page.getByRole('heading', { level: 1, name: 'Toegankelijkheidsverklaring' }).waitFor();
    assert.equal(
      await page.locator('footer').getByRole('link', { name: 'Toegankelijkheidsverklaring' }).getAttribute('href'),
      '/toegankelijkheidsverklaring',
    );
    await context.close();
  });
});

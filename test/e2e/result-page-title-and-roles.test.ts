import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { resultUrlOf } from '../../src/app/logic/search-url.js';
import { PLANTED_LONG_TITLE_ID, PLANTED_LONG_WORD } from '../../src/demo/planted-records.js';
import { hostOf } from '../support/app.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import { axeViolations, collectErrors, formatViolations, waitForHydration } from '../support/browser.js';

// A result page in Chromium (issue 13): a Dutch title that opens with a 31-letter compound
// hyphenates in its own language and never makes the page scroll sideways at 375px
// (requirements §10.4.9); the authors read with their roles, "Jan de Vries, expert", on screen and
// to a screen reader alike (requirements §3.19); axe finds nothing. Debian's Chromium has no
// hyphenation dictionaries, so what is checked is the style that asks for hyphenation, the
// language it would use, and that the word, hyphenated or broken, stays inside the page.

const app = appAndBrowser();
const TITLE = `${PLANTED_LONG_WORD} veenweidegebieden: tussenrapportage`;
const SITES = [
  { site: 'groenkennisnet', locale: 'nl', authors: 'Jan de Vries, expert; Eva Bakker, contactpersoon; Sanne Visser' },
  {
    site: 'green-knowledge-network',
    locale: 'en',
    authors: 'Jan de Vries, expert; Eva Bakker, contact person; Sanne Visser',
  },
] as const;
const urlOf = (site: string, path: string) => `http://${hostOf(site)}:${app.server.port}${path}`;

/** Whether anything on the page is wider than the viewport. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > innerWidth);

describe('result page of a record with a long Dutch title and authors with roles', () => {
  for (const s of SITES) {
    for (const width of [375, 1280]) {
      test(`${s.site} at ${width}px`, async () => {
        const page = await app.browser.newPage({ viewport: { width, height: 900 } });
        const errors = collectErrors(page);
        await page.goto(urlOf(s.site, resultUrlOf({ kind: 'site', locale: s.locale }, TITLE, PLANTED_LONG_TITLE_ID)));
        await waitForHydration(page);
        const h1 = page.getByRole('heading', { level: 1, name: TITLE });
        const title = await h1.evaluate((el) => {
          const style = getComputedStyle(el);
          return {
            hyphens: style.hyphens,
            overflowWrap: style.overflowWrap,
            lang: el.closest('[lang]')!.getAttribute('lang'),
            inside: el.scrollWidth <= el.clientWidth,
          };
        });
        // Hyphenated in Dutch where the browser can, broken anywhere where it cannot: never wider.
        assert.deepEqual(title, { hyphens: 'auto', overflowWrap: 'anywhere', lang: 'nl-NL', inside: true });
        assert.equal(await scrollsSideways(page), false, 'the page scrolls sideways');
        // The authors as a screen reader reads the description after their term.
        const authors = page.locator('main dt').filter({ hasText: /^(Auteur|Author)\(s\)$/ });
        assert.equal((await authors.locator('+ dd').innerText()).trim(), s.authors);
        const violations = await axeViolations(page);
        assert.equal(violations.length, 0, formatViolations(violations));
        assert.deepEqual(errors, []);
        await page.close();
      });
    }
  }

  test('every heading of the search list and the home page asks for hyphenation; nothing scrolls sideways at 375px', async () => {
    const page = await app.browser.newPage({ viewport: { width: 375, height: 900 } });
    for (const path of [`/zoeken/${PLANTED_LONG_WORD}`, '/']) {
      await page.goto(urlOf('groenkennisnet', path));
      const styles = await page.evaluate(() =>
        [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => getComputedStyle(h).hyphens),
      );
      assert.ok(styles.length > 3, `${path}: headings found`);
      assert.deepEqual(new Set(styles), new Set(['auto']), path);
      assert.equal(await scrollsSideways(page), false, `${path} scrolls sideways`);
      if (path !== '/') assert.equal(await page.getByRole('heading', { level: 3, name: TITLE }).count(), 1);
    }
    await page.close();
  });
});

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { hostOf } from '../support/app.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import { axeViolations, collectErrors, formatViolations, waitForHydration } from '../support/browser.js';

// issue 13 item 12: from a filtered, sorted second page of results to a result page and back by
// its "Terug naar de zoekresultaten" link: the same term, filter, sort and page, with and without
// JavaScript, in a new tab too (the state is in the link, not in the history); axe finds nothing
// on the result page.

const app = appAndBrowser();
const SEARCH = '/zoeken/bodem?contentsubtype=source&srt=year&srt_direction=desc&start=20';
const siteUrl = (path: string) => `http://${hostOf('groenkennisnet')}:${app.server.port}${path}`;

describe('result page: back to the search state', () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`${javaScriptEnabled ? 'with' : 'without'} JavaScript: term, filter, sort and page come back`, async () => {
      const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled });
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(siteUrl(SEARCH));
      if (javaScriptEnabled) await waitForHydration(page);
      const first = page.locator('main ol h3 a').first();
      const title = (await first.innerText()).trim();
      await first.click();
      await page.waitForURL(/\/zoeken\/resultaat\//);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      if (javaScriptEnabled) {
        // axe runs in the page, so only where scripts do.
        const violations = await axeViolations(page);
        assert.equal(violations.length, 0, formatViolations(violations));
      }

      // A fresh tab on the result page's address: the way back does not depend on history.
      const tab = await context.newPage();
      await tab.goto(page.url());
      await tab.getByRole('link', { name: 'Terug naar de zoekresultaten' }).click();
      await tab.waitForURL(siteUrl(SEARCH));
      assert.equal(await tab.locator('main input[name="q"]').first().inputValue(), 'bodem');
      assert.equal(await tab.locator('nav[aria-label="Paginering"] [aria-current="page"]').innerText(), '2');
      assert.ok(await tab.locator('input[type="checkbox"][value="source"]').first().isChecked(), 'filter kept');
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});

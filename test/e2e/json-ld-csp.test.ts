import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { hostOf } from '../support/app.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import { collectErrors, waitForHydration } from '../support/browser.js';

// issue 13 item 8: the JSON-LD block is a data block, never run, so neither the render's nonce CSP
// nor a cached page's hash CSP (decision 011) refuses anything because of it; the browser reads it
// as JSON. Refusals are caught as securitypolicyviolation events and console errors.

const app = appAndBrowser({ PAGE_CACHE_TTL_S: '60' });
const url = (path: string) => `http://${hostOf('groenkennisnet')}:${app.server.port}${path}`;

describe('JSON-LD under the CSP', () => {
  test('home from the cache (hash CSP) and an article page (nonce CSP): the block is read, nothing refused', async () => {
    const context = await app.browser.newContext();
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(url('/'));
    const response = await page.goto(url('/'));
    assert.equal(response?.headers()['x-cache'], 'HIT', 'the second visit gets the stored page');
    assert.doesNotMatch(response?.headers()['content-security-policy'] ?? '', /'nonce-/);
    const article = await page.locator('a[href^="/nieuws/"]').first().getAttribute('href');
    for (const path of ['/', article!]) {
      if (path !== '/') await page.goto(url(path));
      await waitForHydration(page);
      const types = await page.evaluate(() =>
        [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((s) =>
          (JSON.parse(s.textContent ?? '') as { '@graph': { '@type': string }[] })['@graph'].map((n) => n['@type']),
        ),
      );
      assert.deepEqual(types.sort(), path === '/' ? ['Organization', 'WebSite'] : ['BreadcrumbList'], path);
      assert.deepEqual(
        await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
        [],
      );
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
});

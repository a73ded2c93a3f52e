import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { hostOf } from '../support/app.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import { axeViolations, collectErrors, formatViolations, waitForHydration } from '../support/browser.js';

// Decision 011: a page from the page cache carries a CSP with the hashes of its own inline scripts
// and styles, no nonce. What a visitor sees must be the same as on a fresh render: the entry
// module loads (through the hashed inline loader and 'strict-dynamic'), the page hydrates, client
// navigation renders new components whose styles Emotion inserts at run time, and nothing is
// refused by the CSP (a refusal is a console error).

const app = appAndBrowser({ PAGE_CACHE_TTL_S: '60' });
const url = (path: string) => `http://${hostOf('groenkennisnet')}:${app.server.port}${path}`;

/** Stores the page (its first render, in a context of its own), so the next visit gets the cached copy. */
async function storeFirst(path: string): Promise<void> {
  const context = await app.browser.newContext();
  const first = await (await context.newPage()).goto(url(path));
  assert.equal(first?.status(), 200);
  await context.close();
}

describe('a cached page under its hash-based CSP', () => {
  test('loads its scripts, hydrates, navigates on the client with run-time styles, and passes axe', async () => {
    await storeFirst('/');
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const response = await page.goto(url('/'));
    assert.equal(response?.headers()['x-cache'], 'HIT', 'the browser got the stored page');
    const csp = response?.headers()['content-security-policy'] ?? '';
    assert.match(csp, /script-src 'sha256-[^;]+'strict-dynamic'/);
    assert.doesNotMatch(csp, /'nonce-/);
    await waitForHydration(page);
    const violations = await axeViolations(page);
    assert.equal(violations.length, 0, formatViolations(violations));

    // A client navigation: the new page's components get their styles from Emotion's run-time sheet.
    const sheetRulesBefore = await page.evaluate(runtimeEmotionRules);
    const homeHeading = await page.locator('main h1').first().textContent();
    const documentRequests: string[] = [];
    page.on('request', (r) => void (r.resourceType() === 'document' && documentRequests.push(r.url())));
    await page.locator('a[href="/zoeken"], a[href^="/zoeken/"]').first().click();
    await page.waitForURL(/\/zoeken/);
    // The new page's heading in place of the home page's: the URL changes before the new page is
    // rendered, so a heading (any heading) could still be the home page's.
    await page.waitForFunction((previous) => document.querySelector('main h1')?.textContent !== previous, homeHeading);
    assert.deepEqual(documentRequests, [], 'a client navigation, not a page load');
    assert.ok(
      (await page.evaluate(runtimeEmotionRules)) > sheetRulesBefore,
      'Emotion inserted the new components’ rules at run time (a sheet the CSP refused has none)',
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a content page from the cache hydrates without a refusal', async () => {
    await storeFirst('/over-ons');
    const context = await app.browser.newContext({ viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const response = await page.goto(url('/over-ons'));
    assert.equal(response?.headers()['x-cache'], 'HIT');
    await waitForHydration(page);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

/** The CSS rules in the style sheets Emotion created in the browser (no server-rendered ids). */
function runtimeEmotionRules(): number {
  let rules = 0;
  for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')) {
    rules += style.sheet?.cssRules.length ?? 0;
  }
  return rules;
}

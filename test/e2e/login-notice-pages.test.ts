import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { loginAppAndBrowser } from '../support/app-and-browser.js';
import { axeViolations, collectErrors, formatViolations } from '../support/browser.js';

// The login's own notice pages (src/auth/auth-pages.ts) as a visitor meets them: the IdP cannot be
// reached, or the login attempt is not valid. Each is a readable page in the page's language with
// one way on, reachable by keyboard, without axe violations.

const SITE = 'groenkennisnet';
const TIMEOUT = { timeout: 90_000 };

const app = loginAppAndBrowser();

const origin = () => `http://${SITE}.localhost:${app.server.port}`;

async function checkPage(page: Page, heading: string, link: string, href: string) {
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), heading);
  const violations = await axeViolations(page);
  assert.deepEqual(violations, [], formatViolations(violations));
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  assert.equal(await focused.textContent(), link);
  assert.equal(await focused.getAttribute('href'), href);
}

test('the IdP down: "unavailable" in Dutch and English, with the way back to the page', TIMEOUT, async () => {
  const context = await app.browser.newContext();
  const page = await context.newPage();
  const errors = collectErrors(page);
  app.identity.setFault('idp', { kind: 'down' });
  try {
    const nl = await page.goto(`${origin()}/auth/login?returnTo=%2Fover-ons&locale=nl`);
    assert.equal(nl?.status(), 503);
    assert.equal(await page.getAttribute('html', 'lang'), 'nl');
    await checkPage(page, 'Inloggen is nu niet mogelijk', 'Verder naar de site', '/over-ons');
    const en = await page.goto(`${origin()}/auth/login?returnTo=%2F&locale=en`);
    assert.equal(en?.status(), 503);
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
    await checkPage(page, 'Logging in is not possible right now', 'Continue to the site', '/');
  } finally {
    app.identity.setFault('idp', null);
  }
  assert.deepEqual(errors, [], 'no console errors (the page style is allowed by the CSP)');
  await context.close();
});

test('a login attempt that is not valid: "did not succeed", with a new login', TIMEOUT, async () => {
  const context = await app.browser.newContext();
  const page = await context.newPage();
  const errors = collectErrors(page);
  const answer = await page.goto(`${origin()}/auth/callback?code=forged&state=forged`);
  assert.equal(answer?.status(), 400);
  await checkPage(page, 'Inloggen is niet gelukt', 'Opnieuw inloggen', '/auth/login?returnTo=%2F');
  assert.deepEqual(errors, []);
  await context.close();
});

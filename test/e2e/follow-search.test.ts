import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { parseFeed } from '@rowanmanning/feed-parser';
import { hostOf } from '../support/app.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import { axeViolations, collectErrors, formatViolations, waitForHydration } from '../support/browser.js';

const app = appAndBrowser();

const siteUrl = (path: string, id: string) => `http://${hostOf(id)}:${app.server.port}${path}`;
const noAxeViolations = async (page: Page) => {
  const violations = await axeViolations(page);
  assert.equal(violations.length, 0, formatViolations(violations));
};

const SITES = {
  nl: {
    id: 'groenkennisnet',
    path: '/zoeken/bodem?theme=Bodem',
    title: 'Volg deze zoekopdracht',
    feed: 'Atom-feed van deze zoekopdracht',
    submit: 'Mail mij',
    email: 'E-mailadres',
    registered: 'Je bent aangemeld',
    known: 'Dit e-mailadres is al aangemeld',
  },
  en: {
    id: 'green-knowledge-network',
    path: '/search/soil',
    title: 'Follow this search',
    feed: 'Atom feed of this search',
    submit: 'Mail me',
    email: 'Email address',
    registered: 'You are registered',
    known: 'This email address is already registered',
  },
} as const;

describe('following a search', () => {
  for (const [lang, width] of [
    ['nl', 375],
    ['en', 1280],
  ] as const) {
    test(`with JavaScript (${lang}, ${width} px): the feed is linked and readable, "Mail me" signs up in place; accessible`, async () => {
      const s = SITES[lang];
      const context = await app.browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(siteUrl(s.path, s.id));
      await waitForHydration(page);
      const box = page.getByRole('region', { name: s.title });
      await box.scrollIntoViewIfNeeded();
      await noAxeViolations(page);
      const feedHref = await box.getByRole('link', { name: s.feed }).getAttribute('href');
      assert.equal(await page.locator('head link[type="application/atom+xml"]').getAttribute('href'), feedHref);
      // Fetched by the page itself: the browser resolves <site>.localhost, Node does not.
      const feed = await page.evaluate(async (href) => {
        const res = await fetch(href);
        return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
      }, feedHref!);
      assert.equal(feed.status, 200);
      assert.equal(feed.type, 'application/atom+xml; charset=utf-8');
      const parsed = parseFeed(feed.text);
      assert.ok(parsed.items.length > 0);
      await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
      await box.getByLabel(s.email).fill(`e2e-${lang}-volger@example.nl`);
      await box.getByRole('button', { name: s.submit }).click();
      await box.getByRole('status').getByText(s.registered).waitFor();
      await box.getByLabel(s.email).fill(`e2e-${lang}-volger@example.nl`);
      await box.getByRole('button', { name: s.submit }).click();
      await box.getByRole('status').getByText(s.known).waitFor();
      assert.equal(await box.getByLabel(s.email).getAttribute('aria-invalid'), 'true');
      assert.equal(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker), 1, 'no page load');
      await noAxeViolations(page);
      // In the browser, a result page has no feed link; back on the search, its own is there again.
      const atomLink = page.locator('head link[type="application/atom+xml"]');
      await Promise.all([
        page.waitForURL(/\/(zoeken\/resultaat|search\/result)\//),
        page.locator('a[href*="/zoeken/resultaat/"], a[href*="/search/result/"]').first().click(),
      ]);
      await page.waitForFunction(() => !document.head.querySelector('link[type="application/atom+xml"]'));
      assert.equal(
        await page.evaluate(() => (window as unknown as { __marker?: number }).__marker),
        1,
        'client navigation',
      );
      await page.goBack();
      await box.waitFor();
      assert.equal(await atomLink.getAttribute('href'), feedHref);
      // The second sign-up is answered 409 (the browser logs that); nothing else may fail.
      assert.deepEqual(
        errors.filter((e) => !/\/_forms\/search-alert|status of 409/.test(e)),
        [],
      );
      await context.close();
    });
  }

  for (const [lang, width] of [
    ['nl', 1280],
    ['en', 375],
  ] as const) {
    test(`without JavaScript (${lang}, ${width} px): "Mail me" posts and comes back to the search with the message`, async () => {
      const s = SITES[lang];
      const context = await app.browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(siteUrl(s.path, s.id));
      const box = page.getByRole('region', { name: s.title });
      await box.getByLabel(s.email).fill(`nojs-${lang}-volger@example.nl`);
      await Promise.all([
        page.waitForURL(/formstatus=registered/),
        box.getByRole('button', { name: s.submit }).click(),
      ]);
      await box.getByRole('status').getByText(s.registered).waitFor();
      assert.equal(new URL(page.url()).pathname, new URL(siteUrl(s.path, s.id)).pathname, 'back on the same search');
      await context.close();
    });
  }
});

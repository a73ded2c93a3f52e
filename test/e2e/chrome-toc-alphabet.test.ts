import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../../src/server/start-server.js';
import { hostOf, startTestApp } from '../support/app.js';
import { axeViolations, collectErrors, formatViolations, launchBrowser, waitForHydration } from '../support/browser.js';

// spec §2 Table of contents and Alphabet navigation, §4 their states, §9 offsets; issue 3 items 5, 6.

let server: RunningServer;
let browser: Browser;
let dossier: string;
before(async () => {
  server = await startTestApp();
  browser = await launchBrowser();
  const page = await browser.newPage();
  await page.goto(url('/'));
  dossier = (await page.locator('a[href^="/dossier/"]').first().getAttribute('href'))!;
  await page.close();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

function url(path: string) {
  return `http://${hostOf('groenkennisnet')}:${server.port}${path}`;
}

async function open(width: number, path: string, javaScriptEnabled = true): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(url(path));
  if (javaScriptEnabled) {
    await waitForHydration(page);
    // Lazy images that load while the test scrolls would move the sections under it: load them now.
    await page.evaluate(() =>
      Promise.all([...document.images].map((img) => ((img.loading = 'eager'), img.decode().catch(() => undefined)))),
    );
    // …and wait until the page's height holds still (embeds and the map settle).
    let last = -1;
    for (let stable = 0; stable < 3; ) {
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      stable = height === last ? stable + 1 : 0;
      last = height;
      await page.waitForTimeout(200);
    }
  }
  return { page, errors };
}

const CHROME = ['.gkn-bar', '.gkn-footer'];
async function assertAccessible(page: Page) {
  const violations = await axeViolations(page, CHROME);
  assert.equal(violations.length, 0, formatViolations(violations));
}
const frames = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
const topOf = (page: Page, id: string) => page.evaluate((i) => Math.round(document.getElementById(i)!.getBoundingClientRect().top), id);
const hash = (page: Page) => page.evaluate(() => window.location.hash);
const scrollSoTopIs = async (page: Page, id: string, top: number) => {
  await page.evaluate(([i, t]) => window.scrollBy(0, document.getElementById(i as string)!.getBoundingClientRect().top - (t as number)), [id, top] as const);
  await frames(page);
};

describe('table of contents', () => {
  for (const width of [375, 1280]) {
    test(`at ${width}px: arrows move between sections (up disabled at the first, down at the last) and set the hash`, async () => {
      const { page, errors } = await open(width, dossier);
      const toc = page.getByRole('navigation', { name: 'Inhoudsopgave' });
      await toc.waitFor();
      const entries = toc.locator('li');
      const count = await entries.count();
      assert.ok(count >= 2);
      assert.equal(await page.locator('main [id^="section-"]:not([id$="-title"])').count(), count, 'every entry has its section');
      const up = toc.getByRole('button', { name: 'Vorige sectie' });
      const down = toc.getByRole('button', { name: 'Volgende sectie' });
      assert.ok(await up.isDisabled());
      assert.ok(await down.isEnabled());
      await down.click();
      await frames(page);
      assert.match(await hash(page), /^#section-\d+$/, 'the hash follows');
      for (let i = 0; i < count * 3; i++) {
        if (await down.isDisabled()) break;
        await down.click();
        await frames(page);
      }
      assert.ok(await down.isDisabled(), 'down is disabled at the last');
      assert.equal(await hash(page), `#section-${count - 1}`);
      assert.ok(await up.isEnabled());
      await up.click();
      await frames(page);
      assert.notEqual(await hash(page), `#section-${count - 1}`, 'up moves back');
      assert.ok(await down.isEnabled());
      await assertAccessible(page);
      assert.deepEqual(errors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED')), []);
      await page.context().close();
    });
  }

  test('scrolling makes the last section whose top is within 110px current, and puts it in the hash', async () => {
    const { page } = await open(1280, dossier);
    const toc = page.getByRole('navigation', { name: 'Inhoudsopgave' });
    await scrollSoTopIs(page, 'section-1', 105);
    await page.waitForFunction(() => window.location.hash === '#section-1');
    assert.equal(await toc.locator('a[aria-current="location"]').getAttribute('href'), '#section-1');
    await scrollSoTopIs(page, 'section-1', 120);
    await page.waitForFunction(() => window.location.hash === '#section-0');
    assert.equal(await toc.locator('a[aria-current="location"]').getAttribute('href'), '#section-0');
    await page.context().close();
  });

  test('an entry click closes the list, scrolls there, adds the hash and moves focus to the section', async () => {
    const { page } = await open(1280, dossier);
    const toc = page.getByRole('navigation', { name: 'Inhoudsopgave' });
    await toc.locator('summary').click();
    await assertAccessible(page);
    await toc.getByRole('link').nth(2).click();
    await frames(page);
    assert.equal(await toc.locator('details').evaluate((d: HTMLDetailsElement) => d.open), false);
    assert.equal(await hash(page), '#section-2');
    assert.equal(await topOf(page, 'section-2'), 100);
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'section-2');
    await page.context().close();
  });

  test('loading with a hash scrolls to that section again after 3000 ms (110px offset)', async () => {
    const { page } = await open(1280, `${dossier}#section-2`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => window.scrollY > 0, undefined, { timeout: 4000 });
    assert.ok(Math.abs((await topOf(page, 'section-2')) - 110) <= 2, 'section-2 at 110px');
    await page.context().close();
  });

  test('without JavaScript the entries are plain hash links', async () => {
    const { page } = await open(375, dossier, false);
    const toc = page.getByRole('navigation', { name: 'Inhoudsopgave' });
    assert.equal(await toc.locator('.gkn-arrows').isVisible(), false, 'arrows need JavaScript');
    await toc.locator('summary').click();
    await toc.getByRole('link').nth(1).click();
    await page.waitForURL(url(`${dossier}#section-1`));
    await page.context().close();
  });

  test('pages without sections have no table of contents', async () => {
    const { page } = await open(1280, '/bestaat-echt-niet');
    assert.equal(await page.getByRole('navigation', { name: 'Inhoudsopgave' }).count(), 0);
    await page.context().close();
  });
});

// No page template fills `chrome.alphabet` yet: the test gives a content page the hints through
// its data endpoint (as a template's loader will) and the letter groups the page would render.
const LETTERS = [
  { letter: 'A', count: 2 },
  { letter: 'B', count: 0 },
  { letter: 'C', count: 3 },
];

async function openWithAlphabet(width: number): Promise<Page> {
  const { page } = await open(width, '/');
  await page.route(
    (u) => u.pathname === '/_data' && u.searchParams.get('route') === 'content',
    async (route) => {
      // Playwright fetches from this process, which cannot resolve *.localhost: ask by IP with the Host header.
      const target = new URL(route.request().url());
      const host = target.host;
      target.hostname = '127.0.0.1';
      const response = await route.fetch({ url: target.href, headers: { ...route.request().headers(), host } });
      const envelope = (await response.json()) as { type: string; data: { chrome?: object } };
      envelope.data.chrome = { toc: null, ...envelope.data.chrome, alphabet: LETTERS };
      await route.fulfill({ response, json: envelope });
    },
  );
  const link = page.getByRole('navigation', { name: 'Juridische informatie' }).locator('a[href^="/"]').first();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await page.waitForURL(url(href));
  await page.locator('main h1').waitFor();
  await page.evaluate(() => {
    for (const letter of ['a', 'c']) {
      const section = document.createElement('section');
      section.id = `letter-${letter}`;
      section.innerHTML = `<h2>${letter.toUpperCase()}</h2><p style="height:1500px">…</p>`;
      document.querySelector('main')!.append(section);
    }
  });
  return page;
}

describe('alphabet navigation', () => {
  test('at 1280px: letters link to their groups (315px offset), empty letters are disabled, it closes and reopens', async () => {
    const page = await openWithAlphabet(1280);
    const nav = page.getByRole('navigation', { name: 'Alfabet' });
    await nav.waitFor();
    assert.equal(await nav.locator('a[href]').count(), 2);
    const b = nav.getByRole('link', { name: 'B' });
    assert.equal(await b.getAttribute('aria-disabled'), 'true');
    assert.equal(await b.getAttribute('href'), null);
    await assertAccessible(page);
    await nav.getByRole('link', { name: 'C' }).click();
    await frames(page);
    assert.equal(await hash(page), '#letter-c');
    assert.equal(await topOf(page, 'letter-c'), 315);
    assert.equal(await nav.getByRole('link', { name: 'C' }).getAttribute('aria-current'), 'true');
    await nav.getByRole('button', { name: 'Alfabet sluiten' }).click();
    assert.equal(await nav.getByRole('link').count(), 0);
    await nav.getByRole('button', { name: 'Alfabet A–Z' }).click();
    assert.equal(await nav.locator('a[href]').count(), 2);
    await page.context().close();
  });

  test('at 375px it is hidden', async () => {
    const page = await openWithAlphabet(375);
    await page.locator('nav.gkn-abc').waitFor({ state: 'attached' });
    assert.equal(await page.getByRole('navigation', { name: 'Alfabet' }).isVisible(), false);
    await page.context().close();
  });
});

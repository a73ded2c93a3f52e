import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { HASH_SCROLL_DELAY_MS } from '../../src/app/logic/chrome-constants.js';
import type { RunningServer } from '../../src/server/start-server.js';
import { hostOf, startBrowserTestApp } from '../support/app.js';
import {
  axeViolations,
  builtAssetIncludes,
  collectErrors,
  formatViolations,
  launchBrowser,
  waitForHydration,
} from '../support/browser.js';

// requirements §2 Table of contents and Alphabet navigation, §4 their states, §9 offsets.

let server: RunningServer;
let browser: Browser;
let dossier: string;
before(async () => {
  server = await startBrowserTestApp();
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

interface OpenOptions {
  readonly javaScriptEnabled?: boolean;
  /**
   * The page's timers on Playwright's clock, stopped from the start: they run only when the test
   * moves the clock (page.clock.runFor), so a delay the page keeps is neither waited out nor
   * raced by a slow load (docs/architecture.md §12, waits).
   */
  readonly stoppedClock?: boolean;
}

async function open(width: number, path: string, options: OpenOptions = {}): Promise<{ page: Page; errors: string[] }> {
  const { javaScriptEnabled = true, stoppedClock = false } = options;
  const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled });
  const page = await context.newPage();
  if (stoppedClock) {
    // pauseAt can only move forward, and the installed clock runs until then: stop it a margin
    // ahead (no page is loaded yet, so no timer of the page runs in that jump).
    const now = Date.now();
    await page.clock.install({ time: now });
    await page.clock.pauseAt(now + 10_000);
  }
  const errors = collectErrors(page);
  await page.goto(url(path));
  if (javaScriptEnabled) {
    await waitForHydration(page);
    // Lazy images that load while the test scrolls would move the sections under it: load them now.
    await page.evaluate(() =>
      Promise.all([...document.images].map((img) => ((img.loading = 'eager'), img.decode().catch(() => undefined)))),
    );
    // …and what the page fetches after hydration (its lazy parts, the web fonts): once nothing is
    // on the network and the fonts are in, the sections stay where they are.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
  }
  return { page, errors };
}

const CHROME = ['.gkn-bar', '.gkn-footer'];
async function assertAccessible(page: Page) {
  const violations = await axeViolations(page, CHROME);
  assert.equal(violations.length, 0, formatViolations(violations));
}
const frames = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
const topOf = (page: Page, id: string) =>
  page.evaluate((i) => Math.round(document.getElementById(i)!.getBoundingClientRect().top), id);
const hash = (page: Page) => page.evaluate(() => window.location.hash);
const scrollSoTopIs = async (page: Page, id: string, top: number) => {
  await page.evaluate(
    ([i, t]) => window.scrollBy(0, document.getElementById(i as string)!.getBoundingClientRect().top - (t as number)),
    [id, top] as const,
  );
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
      assert.equal(
        await page.locator('main [id^="section-"]:not([id$="-title"])').count(),
        count,
        'every entry has its section',
      );
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
      assert.deepEqual(
        errors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED')),
        [],
      );
      await page.context().close();
    });
  }

  test('at 375px the table of contents is a row of its own whose top border spans the full width', async () => {
    const { page } = await open(375, dossier);
    const toc = page.locator('nav.gkn-toc');
    const box = (await toc.boundingBox())!;
    assert.equal(box.x, 0);
    assert.equal(box.width, 375, 'edge to edge, like the bar');
    assert.equal(await toc.evaluate((el) => getComputedStyle(el).borderTopStyle), 'solid');
    await page.context().close();
  });

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

  test('at 375px, with the sticky search bar under the bar, a section is current once its top is within 180px (requirements §9)', async () => {
    const { page } = await open(375, dossier);
    const toc = page.getByRole('navigation', { name: 'Inhoudsopgave' });
    await scrollSoTopIs(page, 'section-1', 190);
    await page.waitForFunction(() => window.location.hash === '#section-0');
    // The bar with the TOC row and the sticky search bar reaches this far down. The search bar
    // settles under the bar in the frames after the scroll: wait for it (up to 5 s), then measure.
    const coveredNow = () =>
      Math.max(...['.gkn-bar', '.gkn-search'].map((s) => document.querySelector(s)!.getBoundingClientRect().bottom));
    await page
      .waitForFunction(
        () =>
          Math.max(
            ...['.gkn-bar', '.gkn-search'].map((s) => document.querySelector(s)!.getBoundingClientRect().bottom),
          ) > 110,
        null,
        { timeout: 5000 },
      )
      .catch(() => undefined);
    const covered = await page.evaluate(coveredNow);
    assert.ok(
      covered > 110 && covered <= 180,
      `the bar covers ${covered}px: 110 would track sections hidden behind it`,
    );
    await scrollSoTopIs(page, 'section-1', 175);
    await page.waitForFunction(() => window.location.hash === '#section-1');
    assert.equal(await toc.locator('a[aria-current="location"]').getAttribute('href'), '#section-1');
    await page.context().close();
    // At 1280px (no sticky search bar) the same position still counts as the section before.
    const wide = (await open(1280, dossier)).page;
    await scrollSoTopIs(wide, 'section-1', 175);
    await scrollSoTopIs(wide, 'section-1', 175);
    await wide.waitForFunction(() => window.location.hash === '#section-0');
    await wide.context().close();
  });

  test('at 375px an entry click lands the section below the bar and its sticky search bar, not behind them', async () => {
    const { page } = await open(375, dossier);
    const toc = page.getByRole('navigation', { name: 'Inhoudsopgave' });
    await toc.locator('summary').click();
    await toc.getByRole('link').nth(2).click();
    await frames(page);
    await frames(page);
    assert.equal(await hash(page), '#section-2');
    const covered = await page.evaluate(() =>
      Math.max(...['.gkn-bar', '.gkn-search'].map((s) => document.querySelector(s)!.getBoundingClientRect().bottom)),
    );
    const top = await topOf(page, 'section-2');
    assert.equal(top, 170);
    assert.ok(top >= covered, `the section's top (${top}px) is below the bar (${covered}px)`);
    assert.equal(
      await toc.locator('a[aria-current="location"]').getAttribute('href'),
      '#section-2',
      'and it is the current entry',
    );
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
    const { page } = await open(1280, `${dossier}#section-2`, { stoppedClock: true });
    // Hydration took the page back to its top, and it waits (its clock has not moved).
    assert.equal(await page.locator('html').getAttribute('data-hash-scroll'), 'waiting');
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    await page.clock.runFor(HASH_SCROLL_DELAY_MS);
    await page.locator('html[data-hash-scroll="done"]').waitFor({ state: 'attached' });
    await page.waitForFunction(() => window.scrollY > 0);
    assert.ok(Math.abs((await topOf(page, 'section-2')) - 110) <= 2, 'section-2 at 110px');
    await page.context().close();
  });

  test('without JavaScript the entries are plain hash links', async () => {
    const { page } = await open(375, dossier, { javaScriptEnabled: false });
    const toc = page.getByRole('navigation', { name: 'Inhoudsopgave' });
    assert.equal(await toc.locator('.gkn-arrows').isVisible(), false, 'arrows need JavaScript');
    await toc.locator('summary').click();
    await toc.getByRole('link').nth(1).click();
    await page.waitForURL(url(`${dossier}#section-1`));
    await page.context().close();
  });

  test('the closed list reads as its title and the current section, apart (not run together)', async () => {
    const { page } = await open(1280, dossier);
    const summary = page.getByRole('navigation', { name: 'Inhoudsopgave' }).locator('summary');
    const first = (await page
      .getByRole('navigation', { name: 'Inhoudsopgave' })
      .locator('ol a')
      .first()
      .textContent())!;
    const read = await summary.ariaSnapshot();
    assert.ok(read.replace(/\s+:/, ':').includes(`Inhoud: ${first.trim()}`), read);
    await page.context().close();
  });

  test('pages without sections have no table of contents', async () => {
    const { page } = await open(1280, '/bestaat-echt-niet');
    assert.equal(await page.getByRole('navigation', { name: 'Inhoudsopgave' }).count(), 0);
    await page.context().close();
  });
});

// The demo's sources page ("Bronnen") is an A–Z index of the sources on the site's main theme.
async function openWithAlphabet(width: number): Promise<Page> {
  const { page } = await open(width, '/bronnen');
  return page;
}

describe('the bar scrolled before the script of its table of contents or alphabet has arrived', () => {
  // The chunk that holds the row arrives late (a slow connection): until it does, the server's
  // HTML of the row is all the page has. Scrolling re-renders the bar (its scroll states); that
  // must not drop the row, or the bar shrinks by it, grows back later, and the page's scroll
  // padding follows it (src/app/layouts/page-nav.tsx).
  for (const row of [
    { name: 'table of contents', width: 375, path: () => dossier, nav: 'nav.gkn-toc', chunk: 'className:"gkn-toc"' },
    { name: 'alphabet', width: 1280, path: () => '/bronnen', nav: 'nav.gkn-abc', chunk: 'className:"gkn-abc"' },
  ]) {
    test(`${row.name} at ${row.width}px: the row stays and the bar keeps its height`, async () => {
      const context = await browser.newContext({ viewport: { width: row.width, height: 800 } });
      const page = await context.newPage();
      const errors = collectErrors(page);
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/chunk-*.js', async (route) => {
        if (await builtAssetIncludes(route.request().url(), row.chunk)) await released;
        await route.continue();
      });
      await page.goto(url(row.path()));
      await waitForHydration(page);
      const bar = page.locator('.gkn-bar');
      const height = () => bar.evaluate((el) => (el as HTMLElement).offsetHeight);
      const before = await height();
      await page.mouse.wheel(0, 600);
      await page.waitForFunction(() => window.scrollY > 150);
      await page.locator('.gkn-bar:not([data-at-top])').waitFor({ state: 'attached' });
      assert.equal(await bar.locator(row.nav).count(), 1, 'the row is still in the bar');
      assert.equal(await height(), before, 'the bar keeps its height');
      release();
      await page.waitForLoadState('networkidle');
      assert.equal(await bar.locator(row.nav).count(), 1, 'the row once its script is there');
      assert.equal(await height(), before);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});

describe('alphabet navigation', () => {
  test('at 1280px: letters link to their groups (315px offset), empty letters are disabled, it closes and reopens', async () => {
    const page = await openWithAlphabet(1280);
    const nav = page.getByRole('navigation', { name: 'Alfabet' });
    await nav.waitFor();
    // Every letter is shown; those with a group on the page link to it, the others are disabled.
    const groups = await page.locator('main section[id^="letter-"]').evaluateAll((els) => els.map((e) => e.id));
    assert.ok(groups.length >= 3, `expected several letter groups, got ${groups.join(', ')}`);
    assert.deepEqual(
      await nav.locator('a[href]').evaluateAll((els) => els.map((a) => a.getAttribute('href'))),
      groups.map((id) => `#${id}`),
    );
    const empty = nav.locator('a[aria-disabled="true"]');
    assert.ok((await empty.count()) >= 1);
    assert.equal(await empty.first().getAttribute('href'), null);
    await assertAccessible(page);

    const last = groups.at(-1)!;
    const letter = last.replace('letter-', '').toUpperCase();
    await nav.getByRole('link', { name: letter, exact: true }).click();
    await frames(page);
    assert.equal(await hash(page), `#${last}`);
    const scrollable = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight - window.scrollY > 1,
    );
    // 315px from the top, unless the page ends first (then the group is as high as it can go).
    if (scrollable) assert.equal(await topOf(page, last), 315);
    else assert.ok((await topOf(page, last)) <= 315);
    assert.equal(await nav.getByRole('link', { name: letter, exact: true }).getAttribute('aria-current'), 'true');

    const first = groups[0]!;
    await nav.getByRole('link', { name: first.replace('letter-', '').toUpperCase(), exact: true }).click();
    await frames(page);
    assert.equal(await hash(page), `#${first}`);
    assert.equal(await topOf(page, first), 315);
    // The group is where keyboard focus continues.
    assert.equal(await page.evaluate(() => document.activeElement?.id), first);

    await nav.getByRole('button', { name: 'Alfabet sluiten' }).click();
    assert.equal(await nav.getByRole('link').count(), 0);
    await nav.getByRole('button', { name: 'Alfabet A–Z' }).click();
    assert.equal(await nav.locator('a[href]').count(), groups.length);
    await page.context().close();
  });

  test('without JavaScript the letters are plain hash links to the groups', async () => {
    const { page } = await open(1280, '/bronnen', { javaScriptEnabled: false });
    const nav = page.getByRole('navigation', { name: 'Alfabet' });
    const hrefs = await nav.locator('a[href]').evaluateAll((els) => els.map((a) => a.getAttribute('href')));
    assert.ok(hrefs.length >= 3);
    for (const href of hrefs) assert.equal(await page.locator(href!).count(), 1, `${href} has a group`);
    await page.context().close();
  });

  test('at 375px it is hidden', async () => {
    const page = await openWithAlphabet(375);
    await page.locator('nav.gkn-abc').waitFor({ state: 'attached' });
    assert.equal(await page.getByRole('navigation', { name: 'Alfabet' }).isVisible(), false);
    await page.context().close();
  });
});

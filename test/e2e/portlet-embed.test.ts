import assert from 'node:assert/strict';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import request from 'supertest';
import type { RunningServer } from '../../src/server/start-server.js';
import { hostOf, sitesDirWith, startBrowserTestApp } from '../support/app.js';
import {
  axeViolations,
  collectErrors,
  formatViolations,
  launchBrowser,
  searchResultsAfter,
  waitForHydration,
} from '../support/browser.js';

// The provider's page that embeds the portlet: an origin no production site file allows, so the
// test adds it to the portlet's embed origins in a temporary copy of sites/ (SITES_DIR).
const EMBED_PORT = 4100;
const EMBED_ORIGIN = `http://embed.localhost:${EMBED_PORT}`;
let sitesDir = '';
const FAKE_HEIGHT = 4321;

let server: RunningServer;
let browser: Browser;
let host: Server;
let snippet = '';
before(async () => {
  sitesDir = sitesDirWith({
    groenkennisnet: (site) => {
      const portlet = (site.portlets as { domain: string; embed_origins: string[] }[]).find(
        (p) => p.domain === 'wur-bibliotheek',
      )!;
      portlet.embed_origins.push(EMBED_ORIGIN);
    },
  });
  server = await startBrowserTestApp({ PAGE_CACHE_TTL_S: '0', SITES_DIR: sitesDir });
  browser = await launchBrowser();
  // The snippet names the site's production origin; here this test server plays production.
  snippet = (
    await request(server.url).get('/embed/wur-bibliotheek').set('Host', hostOf('groenkennisnet'))
  ).text.replaceAll('https://www.groenkennisnet.nl', `http://${hostOf('groenkennisnet')}:${server.port}`);
  // A page of the portlet's provider on another origin, embedding the snippet as documented.
  host = createServer((req, res) => {
    if (req.url === '/evil') {
      // Another page that pretends to be the portlet: it posts a height to whatever frames it.
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html lang="nl"><head><title>Niet het portlet</title></head><body><script>
parent.postMessage({ type: 'gkn-portlet:height', domain: 'wur-bibliotheek', height: ${FAKE_HEIGHT} }, '*');
console.log('fake height posted');
</script></body></html>`);
      return;
    }
    const body = `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Bibliotheek</title></head>
<body><main><h1>Onze bibliotheek</h1><p>Zoek hieronder in de groene kennis.</p>${req.url === '/bare' ? snippet.replace(/<script[^>]*><\/script>/, '') : snippet}<p id="after">Onder het portlet.</p></main></body></html>`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body);
  });
  host.listen(EMBED_PORT, '127.0.0.1');
  await once(host, 'listening');
});
after(async () => {
  host?.close();
  await browser?.close();
  await server?.close();
  if (sitesDir) rmSync(sitesDir, { recursive: true, force: true });
});

describe('an embedded portlet', () => {
  test('on an allowed origin it resizes itself to its content, also after a search inside it', async () => {
    const page = await browser.newPage({ viewport: { width: 1100, height: 800 } });
    const errors = collectErrors(page);
    await page.goto(`${EMBED_ORIGIN}/`);
    const frameEl = page.locator('iframe[data-gkn-portlet="wur-bibliotheek"]');
    await page.locator('iframe[data-gkn-portlet-sized]').waitFor({ timeout: 20_000 });
    const frame = page.frameLocator('iframe[data-gkn-portlet]');
    await frame.getByRole('heading', { level: 1, name: 'Zoeken in de WUR-bibliotheek' }).waitFor();
    const contentHeight = async () =>
      frame.locator('body').evaluate(() => {
        const footer = document.querySelector('.gkn-portlet-footer');
        return footer ? Math.ceil(footer.getBoundingClientRect().bottom + window.scrollY) : document.body.scrollHeight;
      });
    const frameHeight = async () => (await frameEl.boundingBox())!.height;
    await page.waitForFunction(
      () => (document.querySelector('iframe[data-gkn-portlet]') as HTMLElement).getBoundingClientRect().height > 1000,
    );
    const tall = await frameHeight();
    assert.ok(Math.abs(tall - (await contentHeight())) <= 40, `frame ${tall}px vs content ${await contentHeight()}px`);

    // A search with few results: the frame shrinks with its content.
    const inner = page.frames().find((f) => f.url().includes('/portlet/'))!;
    await inner.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await frame.getByRole('searchbox', { name: 'Zoekterm' }).fill('qqxxzzvvww');
    await frame.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await frame.getByRole('heading', { name: 'Geen resultaten' }).waitFor();
    await page.waitForFunction(
      (h) =>
        (document.querySelector('iframe[data-gkn-portlet]') as HTMLElement).getBoundingClientRect().height < h - 300,
      tall,
    );
    const small = await frameHeight();
    assert.ok(
      Math.abs(small - (await contentHeight())) <= 40,
      `frame ${small}px vs content ${await contentHeight()}px`,
    );

    const violations = await axeViolations(page);
    assert.equal(violations.length, 0, formatViolations(violations));
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('the embed script ignores height messages from another window or another origin', async () => {
    const page = await browser.newPage({ viewport: { width: 1100, height: 800 } });
    await page.goto(`${EMBED_ORIGIN}/`);
    await page.locator('iframe[data-gkn-portlet-sized]').waitFor({ timeout: 20_000 });
    // Every height the frame is given from now on.
    await page.evaluate(() => {
      const frame = document.querySelector('iframe[data-gkn-portlet]') as HTMLIFrameElement;
      const seen: string[] = [];
      (window as unknown as { __heights: string[] }).__heights = seen;
      new MutationObserver(() => seen.push(frame.style.height)).observe(frame, {
        attributes: true,
        attributeFilter: ['style'],
      });
      // Every height message this page receives, by sender. Added after the embed script's own
      // listener, so once a message is listed here the embed script has already dealt with it.
      const received: string[] = [];
      (window as unknown as { __received: string[] }).__received = received;
      window.addEventListener('message', (event) => {
        if ((event.data as { type?: string } | null)?.type !== 'gkn-portlet:height') return;
        const from = [...document.querySelectorAll('iframe')].find((f) => f.contentWindow === event.source);
        received.push(`${from?.title ?? 'window'}|${event.origin}`);
      });
    });
    const receivedFrom = (sender: string, origin: string) =>
      page.waitForFunction(
        ([s, o]) => (window as unknown as { __received: string[] }).__received.includes(`${s}|${o}`),
        [sender, origin] as const,
        { timeout: 10_000 },
      );
    const fakePosted = () =>
      page.waitForEvent('console', { predicate: (m) => m.text() === 'fake height posted', timeout: 10_000 });
    const fakeUrl = `http://127.0.0.1:${EMBED_PORT}/evil`;

    // 1. This page's own window (not the portlet frame's).
    await page.evaluate(
      (h) => window.postMessage({ type: 'gkn-portlet:height', domain: 'wur-bibliotheek', height: h }, '*'),
      FAKE_HEIGHT,
    );
    // 2. Another frame, on another origin.
    let posted = fakePosted();
    await page.evaluate((src) => {
      const other = document.createElement('iframe');
      other.title = 'Een ander frame';
      other.src = src;
      document.body.append(other);
    }, fakeUrl);
    await posted;
    // 3. A frame on the portlet's own origin that is not one of this page's portlet frames: a
    // portlet page with few results posts its (small) height, which must not size the real frame.
    const small = page.waitForResponse((r) => r.url().includes('/portlet/wur-bibliotheek/qqxxzzvvww'));
    await page.evaluate(
      (src) => {
        const other = document.createElement('iframe');
        other.title = 'Nog een portlet, niet aangemeld';
        other.src = src;
        document.body.append(other);
      },
      `http://${hostOf('groenkennisnet')}:${server.port}/portlet/wur-bibliotheek/qqxxzzvvww`,
    );
    await small;
    await page
      .frameLocator('iframe[title="Nog een portlet, niet aangemeld"]')
      .getByRole('heading', { name: 'Geen resultaten' })
      .waitFor();
    await receivedFrom('Nog een portlet, niet aangemeld', `http://${hostOf('groenkennisnet')}:${server.port}`);
    // 4. The portlet frame's own window, navigated to another origin (the src attribute stays).
    posted = fakePosted();
    await page.locator('iframe[data-gkn-portlet]').evaluate((frame, src) => {
      (frame as HTMLIFrameElement).contentWindow!.location.href = src;
    }, fakeUrl);
    await posted;
    const portletTitle = await page.locator('iframe[data-gkn-portlet]').getAttribute('title');
    await receivedFrom(portletTitle ?? '', new URL(fakeUrl).origin);
    // …and the first two fakes were received (and ignored) too.
    await receivedFrom('window', EMBED_ORIGIN);
    await receivedFrom('Een ander frame', new URL(fakeUrl).origin);

    const heights = await page.evaluate(() => (window as unknown as { __heights: string[] }).__heights);
    const now = await page.locator('iframe[data-gkn-portlet]').evaluate((frame) => (frame as HTMLElement).style.height);
    assert.ok(!heights.includes(`${FAKE_HEIGHT}px`), `a fake height was applied: ${heights.join(', ')}`);
    assert.ok(
      heights.every((h) => Number.parseFloat(h) > 1000),
      `another frame's height was applied: ${heights.join(', ')}`,
    );
    assert.notEqual(now, `${FAKE_HEIGHT}px`);
    await page.close();
  });

  test('the portlet page itself passes axe and has its provider footer', async () => {
    const page = await browser.newPage({ viewport: { width: 1100, height: 800 } });
    const errors = collectErrors(page);
    await page.goto(`http://${hostOf('groenkennisnet')}:${server.port}/portlet/wur-bibliotheek/bodem`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Wageningen University & Research' }).waitFor();
    const violations = await axeViolations(page);
    assert.equal(violations.length, 0, formatViolations(violations));
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('the search bar sticks after scrolling past the title: the form from 960px, the mobile bar below', async () => {
    const url = `http://${hostOf('groenkennisnet')}:${server.port}/portlet/wur-bibliotheek/bodem`;
    const wide = await browser.newPage({ viewport: { width: 1100, height: 700 } });
    const errors = collectErrors(wide);
    await wide.goto(url);
    await waitForHydration(wide);
    const bar = wide.locator('[data-search-bar]');
    const top = async (p = wide, selector = '[data-search-bar]') =>
      p.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().top));
    assert.ok((await top()) > 40, 'below the title at first');
    await wide.mouse.wheel(0, 2500);
    await wide.waitForFunction(() => window.scrollY > 2000);
    await wide.waitForFunction(() => document.querySelector('[data-portlet-sticky]') !== null);
    assert.equal(await top(), 0, 'the bar stays at the top of the portlet');
    assert.ok((await top(wide, '#portlet-title')) < 0, 'the title has scrolled away');
    await bar.getByRole('searchbox', { name: 'Zoekterm' }).fill('mest');
    // Settled: the results of the new term, no longer dimmed as 'searching'.
    await searchResultsAfter(wide, () => bar.getByRole('button', { name: 'Zoeken', exact: true }).click());
    assert.match(wide.url(), /\/portlet\/wur-bibliotheek\/mest$/);
    await wide.waitForFunction(() => getComputedStyle(document.querySelector('ol')!).opacity === '1');
    assert.equal(await wide.getByTestId('sticky-search').isVisible(), false, 'no second bar from 960px');
    const violations = await axeViolations(wide);
    assert.equal(violations.length, 0, formatViolations(violations));
    assert.deepEqual(errors, []);
    await wide.close();

    const phone = await browser.newPage({ viewport: { width: 375, height: 700 } });
    await phone.goto(url);
    await waitForHydration(phone);
    const sticky = phone.getByTestId('sticky-search');
    assert.equal(await sticky.getAttribute('data-shown'), null, 'not before the title has gone');
    await phone.mouse.wheel(0, 1500);
    await phone.waitForFunction(() =>
      document.querySelector('[data-testid="sticky-search"]')?.hasAttribute('data-shown'),
    );
    await sticky.getByText('“bodem”').waitFor();
    assert.ok((await top(phone)) < 0, 'the form scrolls away below 960px: one bar, not two');
    // It slides in (requirements §4): at the top once the slide has ended.
    await phone.waitForFunction(
      () => Math.round(document.querySelector('[data-testid="sticky-search"]')!.getBoundingClientRect().top) === 0,
    );
    await phone.close();
  });

  test('framing is refused on an origin that is not allowed', async () => {
    const page = await browser.newPage();
    // 127.0.0.1:4100 is not among the portlet's embed origins: the browser blocks the frame.
    const blocked = new Promise<boolean>((resolve) => {
      page.on('console', (m) => {
        if (/frame-ancestors/.test(m.text())) resolve(true);
      });
      setTimeout(() => resolve(false), 8000);
    });
    await page.goto(`http://127.0.0.1:${EMBED_PORT}/bare`);
    assert.equal(await blocked, true);
    assert.equal(await page.locator('iframe[data-gkn-portlet-sized]').count(), 0);
    await page.close();
  });
});

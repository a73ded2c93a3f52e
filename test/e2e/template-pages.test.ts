import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import type { RunningServer } from '../../src/server/start-server.js';
import { listSiteFiles, validateSiteFiles } from '../../src/sites/site-files.js';
import { hostOf, startBrowserTestApp } from '../support/app.js';
import { axeViolations, collectErrors, formatViolations, launchBrowser, waitForHydration } from '../support/browser.js';
import { ALL_TEMPLATES, discoverTemplates } from '../integration/template-discovery.js';

// Every template on two sites with different palettes, at 375px and 1280px, axe-clean; the map
// banner with and without tiles; the video facade; images marked loaded.

const { sites } = validateSiteFiles(listSiteFiles(`${ROOT_DIR}/sites`));
const CHOSEN = ['groenkennisnet', 'biodiversiteit-kennis', 'kennisbank-bodem', 'green-knowledge-network'].map((id) =>
  sites.find((s) => s.id === id)!,
);
const TILE_HOST = 'http://tiles.gkn.test';
// A 1×1 transparent PNG for the tile requests (no network in tests).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let server: RunningServer;
let browser: Browser;
const pages = new Map<string, Map<string, string>>();
before(async () => {
  server = await startBrowserTestApp({
    MAP_TILE_URL: `${TILE_HOST}/{z}/{x}/{y}.png`,
    MAP_TILE_ATTRIBUTION: '© Testkaart',
  });
  // The browser starts while the four sites' pages are found (over HTTP, no browser needed).
  const [launched, found] = await Promise.all([
    launchBrowser(),
    Promise.all(CHOSEN.map((site) => discoverTemplates(server.url, site.id, site.site.language))),
  ]);
  browser = launched;
  CHOSEN.forEach((site, i) => pages.set(site.id, found[i]!));
});
after(async () => {
  await browser?.close();
  await server?.close();
});

const siteUrl = (id: string, path: string) => `http://${hostOf(id)}:${server.port}${path}`;

async function openPage(opts: { tiles?: 'ok' | 'fail' } = {}): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = collectErrors(page);
  await page.route(`${TILE_HOST}/**`, (route) =>
    opts.tiles === 'fail'
      ? route.abort('connectionrefused')
      : route.fulfill({ status: 200, contentType: 'image/png', body: PNG }),
  );
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>video</title>' }),
  );
  return { page, errors };
}

async function assertAccessible(page: Page, what: string) {
  const violations = await axeViolations(page);
  assert.equal(violations.length, 0, `${what}\n${formatViolations(violations)}`);
}

describe('each template, two sites, 1280px and 375px, no axe violations', () => {
  let shared: { page: Page; errors: string[] };
  before(async () => {
    shared = await openPage();
  });
  after(() => shared.page.close());

  for (const template of ALL_TEMPLATES) {
    test(template, async () => {
      const { page, errors } = shared;
      const on = CHOSEN.filter((s) => pages.get(s.id)!.has(template)).slice(0, 2);
      assert.equal(on.length, 2, `${template} on two sites`);
      for (const site of on) {
        const path = pages.get(site.id)!.get(template)!;
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(siteUrl(site.id, path));
        await waitForHydration(page);
        assert.equal(await page.locator('main [data-template]').first().getAttribute('data-template'), template);
        await assertAccessible(page, `${site.id} ${path} at 1280px`);
        await page.setViewportSize({ width: 375, height: 800 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 1, `${site.id} ${path}: no horizontal scrolling at 375px (${overflow}px)`);
        await assertAccessible(page, `${site.id} ${path} at 375px`);
      }
      assert.deepEqual(errors.splice(0), []);
    });
  }
});

describe('components in the browser', () => {
  const dossierOf = (siteId: string) => {
    const found = pages.get(siteId)!;
    return ['dossier-A', 'dossier-B', 'dossier-contact', 'dossier-more-info'].map((t) => found.get(t)).find(Boolean)!;
  };

  test('the map banner: a numbered marker per listed item; pointing at an entry marks its marker', async () => {
    const { page, errors } = await openPage();
    await page.goto(siteUrl('groenkennisnet', dossierOf('groenkennisnet')));
    await waitForHydration(page);
    const banner = page.locator('[data-map-banner]');
    await banner.scrollIntoViewIfNeeded();
    await banner.locator('[data-map-ready="true"]').waitFor();
    const items = await banner.locator('[data-map-item]').count();
    assert.ok(items > 0);
    assert.equal(await banner.locator('.gkn-map-marker').count(), items);
    assert.ok((await banner.locator('img.leaflet-tile').count()) > 0, 'tiles requested from the configured URL');
    await banner.locator('[data-map-item]').nth(1).hover();
    await banner.locator('.gkn-map-marker.is-active').waitFor();
    assert.equal(await banner.locator('.gkn-map-marker.is-active').innerText(), '2');
    await banner.locator('[data-map-item] a').first().focus();
    assert.equal(await banner.locator('.gkn-map-marker.is-active').innerText(), '1');
    await assertAccessible(page, 'dossier with map');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('markers and the list work when the tiles cannot load', async () => {
    const { page } = await openPage({ tiles: 'fail' });
    await page.goto(siteUrl('kennisbank-bodem', dossierOf('kennisbank-bodem')));
    await waitForHydration(page);
    const banner = page.locator('[data-map-banner]');
    await banner.scrollIntoViewIfNeeded();
    await banner.locator('[data-map-ready="true"]').waitFor();
    const items = await banner.locator('[data-map-item]').count();
    assert.ok(items > 0);
    assert.equal(await banner.locator('.gkn-map-marker').count(), items);
    assert.equal(await banner.locator('img.leaflet-tile-loaded').count(), 0, 'no tile loaded');
    await banner.locator('[data-map-item]').last().hover();
    await banner.locator('.gkn-map-marker.is-active').waitFor();
    const link = banner.locator('[data-map-item] a').first();
    const href = await link.getAttribute('href');
    assert.match(href ?? '', /^\/zoeken\/resultaat\/[a-z0-9-]+\?id=/);
    await page.close();
  });

  test('the map library loads only on pages with a map, when the map scrolls into view', async () => {
    const { page } = await openPage();
    await page.setViewportSize({ width: 375, height: 667 });
    // Leaflet's chunk is the script that carries its version string.
    const leafletVersion = (
      JSON.parse(readFileSync(join(ROOT_DIR, 'node_modules/leaflet/package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
    const leafletRequests: string[] = [];
    page.on('response', async (r) => {
      if (r.request().resourceType() !== 'script') return;
      const text = await r.text().catch(() => '');
      if (text.includes(`"${leafletVersion}"`)) leafletRequests.push(r.url());
    });
    await page.goto(siteUrl('groenkennisnet', '/over-ons'));
    await waitForHydration(page);
    await page.goto(siteUrl('groenkennisnet', dossierOf('groenkennisnet')));
    await waitForHydration(page);
    const banner = page.locator('[data-map-banner]');
    const box = await banner.boundingBox();
    assert.ok(box && box.y > 667 + 200, 'the map starts well below the first screen');
    // Settled: the page's own lazy chunks have loaded and nothing asked for the map.
    await page.waitForLoadState('networkidle');
    assert.deepEqual(leafletRequests, [], 'no map library before the map is near the viewport');
    assert.equal(await banner.locator('[data-map-state]').getAttribute('data-map-state'), 'idle');
    const leafletLoaded = page.waitForResponse(async (r) =>
      (await r.text().catch(() => '')).includes(`"${leafletVersion}"`),
    );
    await banner.scrollIntoViewIfNeeded();
    await page.locator('[data-map-ready="true"]').waitFor();
    await leafletLoaded;
    await page.close();
  });

  test('a video plays in an embedded player only after pressing play', async () => {
    const { page, errors } = await openPage();
    await page.goto(siteUrl('groenkennisnet', '/videos'));
    await waitForHydration(page);
    assert.equal(await page.locator('main iframe').count(), 0, 'no third-party player before play');
    // A player URL's facade (a film file's facade links to the file: demo-look.test.ts).
    await page.locator('[data-element="video"] a[href^="https://"]').first().click();
    const frame = page.locator('main iframe').first();
    await frame.waitFor();
    assert.match((await frame.getAttribute('src')) ?? '', /^https:\/\/www\.youtube-nocookie\.com\/embed\/.+autoplay=1/);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('images are marked loaded after they load; the FAQ opens without scripts of its own', async () => {
    const { page, errors } = await openPage();
    await page.goto(siteUrl('groenkennisnet', '/veelgestelde-vragen'));
    await waitForHydration(page);
    await page.locator('main img[data-loaded="true"]').first().waitFor();
    const details = page.locator('main details').first();
    await details.locator('summary').click();
    assert.equal(await details.getAttribute('open'), '');
    assert.deepEqual(errors, []);
    await page.close();
  });
});

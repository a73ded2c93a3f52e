import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hostOf } from '../support/app.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import { axeViolations, collectErrors, formatViolations, waitForHydration } from '../support/browser.js';
import { transferredBytes } from '../support/transferred-bytes.js';

// Responsive images on a phone (issue 31, docs/decisions/025-responsive-images.md): the dossier
// whose largest paint is its header video's poster, at 375 px. Chromium picks the AVIF variant at
// the width the screen needs, fetched from the head's preload, and the page's images cost at most
// half of what the same images cost as the CMS stored them (the page before this change).

const app = appAndBrowser();
const DOSSIER = '/dossier/akkerranden';
const origin = () => `http://${hostOf('groenkennisnet')}:${app.server.port}`;

test('at 375 px the dossier loads AVIF variants at a phone width, preloaded, for at most half the bytes', async () => {
  const page = await app.browser.newPage({ viewport: { width: 375, height: 800 } });
  const errors = collectErrors(page);
  const measured = await transferredBytes(page, `${origin()}${DOSSIER}`);
  const variants = measured.imageRequests.filter((r) => new URL(r.url).pathname.startsWith('/_cms-image/'));
  assert.ok(variants.length >= 1, JSON.stringify(measured.imageRequests));
  for (const { url } of variants) assert.match(new URL(url).pathname, /^\/_cms-image\/(320|480|640)\/avif\//, url);
  assert.ok(
    !measured.imageRequests.some((r) => /\/_cms-media\/.*\.(jpe?g|png)$/.test(r.url)),
    'no image as the CMS stored it',
  );

  // The same images as the CMS stored them: what the page fetched before it listed variants.
  let storedBytes = 0;
  for (const { url } of variants) {
    const source = url.replace(/\/_cms-image\/\d+\/avif\//, '/_cms-media/');
    storedBytes += await page.evaluate(async (u) => (await (await fetch(u)).arrayBuffer()).byteLength, source);
  }
  const variantBytes = variants.reduce((sum, r) => sum + r.bytes, 0);
  assert.ok(variantBytes * 2 <= storedBytes, `variants ${variantBytes} bytes, stored ${storedBytes} bytes`);

  // The poster, the largest paint, came from the head's preload, at high priority.
  const poster = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/_cms-image/'))
      .map((e) => (e as PerformanceResourceTiming).initiatorType),
  );
  assert.ok(poster.includes('link'), `initiators: ${poster.join(', ')}`);
  const preload = page.locator('head link[rel="preload"][as="image"][type="image/avif"][fetchpriority="high"]');
  assert.equal(await preload.count(), 1);

  await waitForHydration(page);
  const shown = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>('[data-header="video"] img')]
      // its copy's frame is shown (the poster itself is hidden once the film plays)
      .filter((img) => img.closest('[data-header="video"] > *')!.getClientRects().length > 0)
      .map((img) => ({ current: img.currentSrc, complete: img.complete, width: img.naturalWidth })),
  );
  assert.equal(shown.length, 1, 'the poster of the copy the phone shows');
  assert.match(shown[0]!.current, /\/_cms-image\/(320|480|640)\/avif\//);
  assert.ok(shown[0]!.complete && shown[0]!.width > 0, 'the poster decoded');
  const violations = await axeViolations(page);
  assert.equal(violations.length, 0, formatViolations(violations));
  assert.deepEqual(errors, []);
  await page.close();
});

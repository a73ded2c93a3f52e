import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { hostOf } from '../support/app.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import { axeViolations, collectErrors, formatViolations, waitForHydration } from '../support/browser.js';

// Issue 13 item 17: on a phone the home page shows content first, not a stack of images; the
// demo's films really play from their still.

const app = appAndBrowser();
const PHONE = { width: 375, height: 667 };

const siteUrl = (id: string, path = '/') => `http://${hostOf(id)}:${app.server.port}${path}`;

/** Top and bottom (in CSS px from the viewport's top) of the first element a selector finds. */
async function span(page: Page, selector: string): Promise<{ top: number; bottom: number }> {
  const box = await page.locator(selector).first().boundingBox();
  assert.ok(box, `${selector} is laid out`);
  return { top: box.y, bottom: box.y + box.height };
}

for (const site of ['groenkennisnet', 'green-knowledge-network', 'bloembollen-kennis']) {
  test(`${site} at 375 px: the first screen shows the heading, the lead and text, the images do not fill it`, async () => {
    const page = await app.browser.newPage({ viewport: PHONE });
    const errors = collectErrors(page);
    await page.goto(siteUrl(site));
    await waitForHydration(page);
    await page.locator('[data-header="images"] img').first().waitFor();
    const heading = await span(page, 'main h1');
    const lead = await span(page, 'main header p');
    const images = await span(page, '[data-header="images"]');
    // The text after the header: the first paragraph of the page's sections.
    const text = await span(page, 'main [data-area] p');
    assert.ok(heading.bottom <= PHONE.height && lead.bottom <= PHONE.height, 'heading and lead on the first screen');
    assert.ok(heading.bottom <= images.top && lead.bottom <= images.top, 'they come before the images');
    assert.ok(images.bottom - images.top <= PHONE.height * 0.4, `images ${images.bottom - images.top} px tall`);
    assert.ok(text.top < PHONE.height - 20, `text starts on the first screen (at ${text.top} px)`);
    const shown = await page
      .locator('[data-header="images"] img')
      .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).getBoundingClientRect().height > 0));
    assert.deepEqual(shown, [true, true, true], 'all three images, side by side');
    const violations = await axeViolations(page);
    assert.equal(violations.length, 0, formatViolations(violations));
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test("a dossier's film shows its still once near, then plays in the browser's own player, focused", async () => {
  // A phone: the film is more than two screens down, beyond the distance at which Chromium starts
  // a lazy image (1,250 px on a fast connection).
  const page = await app.browser.newPage({ viewport: PHONE });
  const errors = collectErrors(page);
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto(siteUrl('groenkennisnet', '/dossier'));
  const dossier = await page.locator('main a[href^="/dossier/"]').first().getAttribute('href');
  await page.goto(siteUrl('groenkennisnet', dossier!));
  await waitForHydration(page);
  const element = page.locator('main [data-element="video"]').first();
  const facade = element.locator('a');
  const still = element.locator('img');
  const stillUrl = new URL((await still.getAttribute('src'))!, page.url()).href;
  assert.equal(await element.locator('video').count(), 0, 'no player before play');
  assert.ok(!requested.includes(stillUrl), 'the still waits until the film nears the viewport');
  // Its still loads as it comes near, titled by the film's heading.
  await facade.scrollIntoViewIfNeeded();
  await page.waitForFunction((img) => (img as HTMLImageElement).complete, await still.elementHandle());
  // A phone gets a resized variant of the 1200 × 675 still (docs/decisions/025-responsive-images.md).
  const [width, height] = await still.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
  assert.ok(width! < 1200, `a variant narrower than the stored still: ${width}`);
  assert.ok(Math.abs(width! / height! - 1200 / 675) < 0.02, `the still's shape: ${width} × ${height}`);
  const label = (await facade.textContent()) ?? '';
  assert.match(label, /^Bekijk/);
  const heading = element.locator('h3, h2');
  assert.equal(await heading.textContent(), label, 'titled by its heading');
  let violations = await axeViolations(page, ['[data-element="video"]']);
  assert.equal(violations.length, 0, formatViolations(violations));
  // The facade is in the tab order; Enter puts the player in its place, playing and focused.
  await facade.focus();
  await page.keyboard.press('Enter');
  const film = element.locator('video');
  await film.waitFor();
  assert.ok(await film.evaluate((v) => v === document.activeElement), 'the player has the focus');
  assert.equal(await film.getAttribute('aria-label'), label);
  await page.waitForFunction(
    (el) => {
      const v = el as HTMLVideoElement;
      return v.played.length > 0 && v.readyState >= 2 && v.currentTime > 0.3;
    },
    await film.elementHandle(),
    { timeout: 30_000 },
  );
  const state = await film.evaluate((v: HTMLVideoElement) => ({ w: v.videoWidth, h: v.videoHeight, error: v.error }));
  assert.deepEqual(state, { w: 640, h: 360, error: null });
  violations = await axeViolations(page, ['[data-element="video"]']);
  assert.equal(violations.length, 0, formatViolations(violations));
  assert.deepEqual(errors, []);
  await page.close();
});

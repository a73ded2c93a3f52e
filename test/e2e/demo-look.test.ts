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

test("a dossier's film shows its still, then plays in the browser's own player", async () => {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = collectErrors(page);
  await page.goto(siteUrl('groenkennisnet', '/dossier'));
  const dossier = await page.locator('main a[href^="/dossier/"]').first().getAttribute('href');
  await page.goto(siteUrl('groenkennisnet', dossier!));
  await waitForHydration(page);
  const film = page.locator('[data-element="video"] video');
  await film.scrollIntoViewIfNeeded();
  // Nothing of the film loads before play; its still does.
  const before = await film.evaluate(async (v: HTMLVideoElement) => {
    const still = new Image();
    still.src = v.poster;
    await still.decode();
    return { readyState: v.readyState, still: [still.naturalWidth, still.naturalHeight], label: v.ariaLabel };
  });
  assert.deepEqual(before, { readyState: 0, still: [1200, 675], label: before.label });
  assert.match(before.label ?? '', /^Bekijk/);
  const heading = page.locator('[data-element="video"] h3, [data-element="video"] h2');
  assert.equal(await heading.textContent(), before.label, 'titled by its heading');
  // The player is in the tab order and plays on Space.
  await film.focus();
  await page.keyboard.press('Space');
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
  const violations = await axeViolations(page, ['[data-element="video"]']);
  assert.equal(violations.length, 0, formatViolations(violations));
  assert.deepEqual(errors, []);
  await page.close();
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hostOf } from '../support/app.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import { axeViolations, collectErrors, formatViolations, waitForHydration } from '../support/browser.js';

// requirements §3 video_header / video_header_mobile: the desktop video from 750px, the mobile one below.

const app = appAndBrowser();

for (const [width, shape] of [
  [1280, 'desktop'],
  [375, 'mobile'],
] as const) {
  test(`at ${width}px the ${shape} header video shows and plays (on a phone once pressed); the other one is hidden`, async () => {
    const page = await app.browser.newPage({ viewport: { width, height: 900 } });
    const errors = collectErrors(page);
    await page.goto(`http://${hostOf('groenkennisnet')}:${app.server.port}/videos`);
    await waitForHydration(page);
    const videos = page.locator('[data-header="video"] video');
    assert.equal(await videos.count(), 2);
    const shown = videos.locator(`xpath=self::*[source[contains(@src, "-${shape}.webm")]]`);
    await shown.waitFor({ state: 'visible' });
    const other = videos.locator(`xpath=self::*[source[not(contains(@src, "-${shape}.webm"))]]`);
    assert.equal(await other.isVisible(), false);
    // On a phone the film waits for a press (docs/decisions/028-header-video-on-a-phone.md).
    if (shape === 'mobile') {
      assert.equal(await shown.evaluate((v: HTMLVideoElement) => v.paused && v.currentTime === 0), true);
      await page.getByRole('button', { name: 'Video afspelen' }).click();
    }
    // It really plays: decoded frames of the right shape, and time goes on.
    await page.waitForFunction(
      (el) => (el as HTMLVideoElement).readyState >= 2 && (el as HTMLVideoElement).currentTime > 0.3,
      await shown.elementHandle(),
      // The demo makes a video on its first request (then keeps it): give it time on a busy machine.
      { timeout: 30_000 },
    );
    const state = await shown.evaluate((v: HTMLVideoElement) => ({
      w: v.videoWidth,
      h: v.videoHeight,
      error: v.error?.message ?? null,
      muted: v.muted,
      loop: v.loop,
    }));
    assert.deepEqual(state, {
      w: shape === 'desktop' ? 640 : 360,
      h: shape === 'desktop' ? 360 : 640,
      error: null,
      muted: true,
      loop: true,
    });
    const violations = await axeViolations(page, ['main']);
    assert.equal(violations.length, 0, formatViolations(violations));
    assert.deepEqual(errors, []);
    await page.close();
  });
}

// WCAG 2.2.2 Pause, Stop, Hide: a video that moves by itself can be paused, and respects reduced motion.
test('the playing header video has a pause button that pauses it and plays it again', async () => {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`http://${hostOf('groenkennisnet')}:${app.server.port}/videos`);
  await waitForHydration(page);
  const shown = page.locator('[data-header="video"] video:visible');
  await page.waitForFunction((el) => !(el as HTMLVideoElement).paused, await shown.elementHandle());
  const pause = page.getByRole('button', { name: 'Video pauzeren' });
  await pause.click();
  assert.equal(await shown.evaluate((v: HTMLVideoElement) => v.paused), true);
  const play = page.getByRole('button', { name: 'Video afspelen' });
  // One way to say the state: the label changes, so the button is not also a pressed toggle.
  assert.equal(await play.getAttribute('aria-pressed'), null);
  await play.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction((el) => !(el as HTMLVideoElement).paused, await shown.elementHandle());
  await page.close();
});

test('with reduced motion the header video does not start by itself; without scripts it shows its poster', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(`http://${hostOf('groenkennisnet')}:${app.server.port}/videos`);
  // Hydrated means its effects ran: a video that were to start by itself would be playing now.
  await waitForHydration(page);
  const shown = page.locator('[data-header="video"] video:visible');
  assert.equal(await shown.evaluate((v: HTMLVideoElement) => v.paused && v.currentTime === 0), true);
  await page.getByRole('button', { name: 'Video afspelen' }).click();
  await page.waitForFunction((el) => !(el as HTMLVideoElement).paused, await shown.elementHandle());
  await context.close();

  const noJs = await app.browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
  const still = await noJs.newPage();
  await still.goto(`http://${hostOf('groenkennisnet')}:${app.server.port}/videos`);
  const video = still.locator('[data-header="video"] video:visible');
  assert.equal(await video.getAttribute('autoplay'), null);
  // The poster is a responsive <picture> under the video (docs/decisions/025-responsive-images.md): shown, decoded, a variant.
  const poster = still.locator('[data-header="video"] picture img:visible');
  await poster.evaluate((img: HTMLImageElement) => img.decode());
  const drawn = await poster.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, width: img.naturalWidth }));
  assert.match(drawn.src, /\/_cms-image\/\d+\/avif\//);
  assert.ok(drawn.width > 0);
  const [box, frame] = await Promise.all([poster.boundingBox(), video.boundingBox()]);
  assert.deepEqual(box, frame, 'the poster fills the video frame');
  await noJs.close();
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { hostOf } from '../support/app.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import { collectErrors, waitForHydration } from '../support/browser.js';

// requirements §10.3.2: CLS ≤ 0.05. What the server sent must not move when the scripts start:
// at 375px the page is first shown as sent (the client entry held back), then hydrated, and the
// layout shifts in between are added up as Lighthouse's CLS counts them (none after input).

const app = appAndBrowser();
const url = (path: string) => `http://${hostOf('groenkennisnet')}:${app.server.port}${path}`;

/** The layout shift of a page from its first paint until it is hydrated and has settled. */
async function shiftWhileHydrating(page: Page, path: string): Promise<{ total: number; sources: string[] }> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { gknShifts: typeof shifts }).gknShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const sources = entry.sources.map((s) => {
          const el = s.node instanceof Element ? s.node : null;
          return el ? `${el.tagName.toLowerCase()}#${el.id}.${el.className}` : String(s.node?.nodeName);
        });
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/assets/entry-*.js', async (route) => {
    await held;
    await route.continue();
  });
  // A module script holds DOMContentLoaded back: wait for the parsed document instead.
  await page.goto(url(path), { waitUntil: 'commit' });
  await page.locator('.gkn-footer').waitFor({ state: 'attached' });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  release();
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const shifts = await page.evaluate(
    () => (window as unknown as { gknShifts: { value: number; sources: string[] }[] }).gknShifts,
  );
  return { total: shifts.reduce((sum, s) => sum + s.value, 0), sources: shifts.flatMap((s) => s.sources) };
}

for (const [what, path] of [
  ['the home page', '/'],
  ['a content page', '/over-ons'],
  ['a dossier', '/dossier/akkerranden'],
  ['a search page with a filter', '/zoeken/bodem?theme=Bodem'],
] as const) {
  test(`${what} at 375px shifts by at most 0.05 when its scripts start`, async () => {
    const page = await app.browser.newPage({ viewport: { width: 375, height: 667 } });
    const errors = collectErrors(page);
    const { total, sources } = await shiftWhileHydrating(page, path);
    assert.ok(total <= 0.05, `layout shift ${total.toFixed(3)}: ${sources.join(', ')}`);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

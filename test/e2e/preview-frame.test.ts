import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hostOf } from '../support/app.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import { axeViolations, collectErrors, formatViolations, waitForHydration } from '../support/browser.js';

const app = appAndBrowser();

for (const [siteId, cname, path, label] of [
  ['groenkennisnet', 'groenkennisnet', 'over-ons', 'Voorbeeldweergave'],
  ['green-knowledge-network', 'gkn-international', 'about', 'Preview'],
] as const) {
  test(`${siteId}: preview shows the red frame and the corner label '${label}'; accessible`, async () => {
    for (const width of [375, 1280]) {
      const page = await app.browser.newPage({ viewport: { width, height: 800 } });
      const errors = collectErrors(page);
      const url = `${app.server.upstreams.cmsBaseUrl}/${siteId === 'groenkennisnet' ? 'nl' : 'en'}/${cname}/${path}`;
      const response = await page.goto(
        `http://${hostOf(siteId)}:${app.server.port}/preview?url=${encodeURIComponent(url)}`,
      );
      assert.equal(response?.status(), 200);
      assert.equal(response?.headers()['cache-control'], 'private, no-store');
      await waitForHydration(page);
      const frame = page.locator('[data-testid="preview-frame"]');
      const style = await frame.evaluate((el) => {
        const s = getComputedStyle(el);
        return {
          color: s.borderTopColor,
          width: s.borderTopWidth,
          position: s.position,
          rect: el.getBoundingClientRect().toJSON() as DOMRect,
        };
      });
      assert.equal(style.color, 'rgb(200, 16, 46)');
      assert.equal(style.width, '6px');
      assert.equal(style.position, 'fixed');
      assert.equal(Math.round(style.rect.width), width, 'the frame spans the viewport');
      const corner = page.getByRole('note').filter({ hasText: label });
      await corner.waitFor();
      const box = (await corner.boundingBox())!;
      assert.ok(box.x < 5 && Math.abs(box.y + box.height - 800) < 5, 'the label sits in the bottom left corner');
      // Clear of the top bar: the menu button is clickable where it is drawn.
      const menu = page.locator('.gkn-menu > summary');
      const at = (await menu.boundingBox())!;
      assert.equal(
        await page.evaluate(
          ([x, y]) => document.elementFromPoint(x!, y!)?.closest('summary') !== null,
          [at.x + at.width / 2, at.y + at.height / 2],
        ),
        true,
      );
      const violations = await axeViolations(page);
      assert.equal(violations.length, 0, formatViolations(violations));
      assert.deepEqual(errors, []);
      await page.close();
    }
  });
}

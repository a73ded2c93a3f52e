import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hostOf } from '../support/app.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import { collectErrors, waitForHydration } from '../support/browser.js';

const app = appAndBrowser();

interface FaceState {
  family: string;
  weight: string;
  status: string;
}

for (const [siteId, heading, text] of [
  ['groenkennisnet', 'Source Serif 4', 'Source Sans 3'],
  ['gewasbescherming', 'Roboto Slab', 'Roboto'],
] as const) {
  test(`${siteId}: the browser loads the site's heading font (${heading}) and text font (${text}) from our server`, async () => {
    const page = await app.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectErrors(page);
    const fontResponses: string[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'font') fontResponses.push(`${res.status()} ${new URL(res.url()).pathname}`);
    });
    await page.goto(`http://${hostOf(siteId)}:${app.server.port}/`);
    await waitForHydration(page);
    const state = await page.evaluate(async () => {
      await document.fonts.ready;
      const faces: FaceState[] = [];
      document.fonts.forEach((f) =>
        faces.push({ family: f.family.replace(/^['"]|['"]$/g, ''), weight: f.weight, status: f.status }),
      );
      const h1 = document.querySelector('h1')!;
      return {
        faces,
        h1Font: getComputedStyle(h1).fontFamily,
        h1Weight: getComputedStyle(h1).fontWeight,
        hidden: getComputedStyle(document.body).visibility,
      };
    });
    assert.match(state.h1Font, new RegExp(`^"?${heading}"?,`), 'the heading uses the site secondary stack');
    assert.ok(
      state.faces.some((f) => f.family === heading && f.weight === state.h1Weight && f.status === 'loaded'),
      `${heading} ${state.h1Weight} loaded: ${JSON.stringify(state.faces.filter((f) => f.status !== 'unloaded'))}`,
    );
    assert.ok(
      state.faces.some((f) => f.family === text && f.weight === '400' && f.status === 'loaded'),
      `${text} 400 loaded`,
    );
    assert.equal(state.hidden, 'visible', 'text is not held back once the fonts are there');
    assert.ok(
      fontResponses.length > 0 && fontResponses.every((r) => /^200 \/assets\/fonts\/[a-z0-9-]+\.woff2$/.test(r)),
      fontResponses.join(', '),
    );
    assert.deepEqual(errors, []);
    await page.close();
  });
}

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { contrastRatio } from '../../src/cli/site-palette.js';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import { HERO_SURFACES, type HeroSurfaceName } from '../../src/sites/hero-surfaces.js';
import { listSiteFiles, validateSiteFiles } from '../../src/sites/site-files.js';
import type { RunningServer } from '../../src/server/start-server.js';
import { discoverTemplates } from '../integration/template-discovery.js';
import { hostOf, startBrowserTestApp } from '../support/app.js';
import { axeViolations, formatViolations, launchBrowser, waitForHydration } from '../support/browser.js';

// Text at the head of a page in real Chromium, on the bodemdaling site: on the magazine article
// (template D) the way back, the title and the lead lie over the header image, so what is painted
// right under each of them must be the solid panel (not the image, not a see-through gradient), in
// the palette's banner colour, at 4.5:1; the other page heads' bands are their palette colour.

const SITE = 'bodemdaling';
const { sites } = validateSiteFiles(listSiteFiles(`${ROOT_DIR}/sites`));
const palette = sites.find((s) => s.id === SITE)!.styles.color;

let server: RunningServer;
let browser: Browser;
let templates: Map<string, string>;
before(async () => {
  server = await startBrowserTestApp();
  browser = await launchBrowser();
  templates = await discoverTemplates(server.url, SITE, 'nl');
});
after(async () => {
  await browser?.close();
  await server?.close();
});

const url = (path: string) => `http://${hostOf(SITE)}:${server.port}${path}`;
const hex = (rgb: string) => {
  const [r, g, b] = rgb.match(/\d+(\.\d+)?/g)!.map(Number);
  return `#${[r, g, b].map((c) => Math.round(c!).toString(16).padStart(2, '0')).join('')}`;
};

interface TextCheck {
  text: string;
  colour: string;
  /** What is painted first under the middle and the corners of the text: a surface, an image or a see-through fill. */
  under: string[];
}

// In the page as plain script (the test runner's transform would add helpers the page lacks).
const TEXTS_ON = `(name) => {
  const panel = document.querySelector('[data-hero-surface="' + name + '"]');
  const filled = (el) => {
    const s = getComputedStyle(el);
    return /^rgb\\(/.test(s.backgroundColor) || s.backgroundImage !== 'none';
  };
  const what = (el) => {
    if (el.closest('img, video, picture, svg')) return 'image <' + el.tagName.toLowerCase() + '>';
    if (getComputedStyle(el).backgroundImage !== 'none') return 'see-through fill on <' + el.tagName.toLowerCase() + '>';
    return el.getAttribute('data-hero-surface') || '<' + el.tagName.toLowerCase() + '>';
  };
  const under = (text) => {
    const r = text.getBoundingClientRect();
    const points = [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + 1, r.top + 1],
      [r.right - 1, r.top + 1],
      [r.left + 1, r.bottom - 1],
      [r.right - 1, r.bottom - 1],
    ];
    return points.map(([x, y]) => {
      const first = document.elementsFromPoint(x, y).find((el) => el.closest('img, video, picture') || filled(el));
      return first ? what(first) : 'nothing';
    });
  };
  const texts = [...panel.querySelectorAll('h1, p, a, time, li > span')]
    .filter((el) => el.textContent.trim() !== '' && el.getBoundingClientRect().width > 0)
    .map((el) => ({ text: el.textContent.trim().slice(0, 40), colour: getComputedStyle(el).color, under: under(el) }));
  return { background: getComputedStyle(panel).backgroundColor, texts };
}`;

/** For each text element in the surface: its colour and what lies right under it (scrolled into view first). */
async function textsOn(page: Page, surface: HeroSurfaceName): Promise<{ background: string; texts: TextCheck[] }> {
  await page.locator(`[data-hero-surface="${surface}"]`).scrollIntoViewIfNeeded();
  return page.evaluate(`(${TEXTS_ON})(${JSON.stringify(surface)})`);
}

describe(`${SITE}: text at the head of a page sits on its palette colour, never on the image`, () => {
  for (const width of [1280, 375]) {
    test(`the magazine article's hero (template D) at ${width}px`, async () => {
      const path = templates.get('D');
      assert.ok(path, 'the site has a template-D article');
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      try {
        await page.goto(url(path));
        await waitForHydration(page);
        const hero = page.locator('[data-template="D"] header');
        assert.equal(await hero.locator('[data-header="image"] img').count(), 1, 'the hero has its header image');
        const { background, texts } = await textsOn(page, 'overImage');
        const banner = palette[HERO_SURFACES.overImage.background];
        const names = texts.map((t) => t.text);
        assert.ok(
          names.some((n) => n === 'Home'),
          `the way back is checked: ${names.join(' | ')}`,
        );
        assert.ok(texts.length >= 3, `the way back, the title and the lead: ${names.join(' | ')}`);
        for (const t of texts) assert.deepEqual(t.under, Array(5).fill('overImage'), `under "${t.text}"`);
        assert.match(background, /^rgb\(/, 'the panel is solid');
        assert.equal(hex(background), banner, 'the panel is the banner colour');
        for (const t of texts) {
          const ratio = contrastRatio(hex(t.colour), banner);
          assert.ok(ratio >= 4.5, `"${t.text}" ${hex(t.colour)} on ${banner}: ${ratio.toFixed(2)}:1`);
        }
        const violations = await axeViolations(page);
        assert.equal(violations.length, 0, formatViolations(violations));
      } finally {
        await page.close();
      }
    });
  }

  const bands: [string, HeroSurfaceName][] = [
    ['A', 'landingBand'],
    ['C', 'contactBand'],
    ['dossier-A', 'dossierBand'],
  ];
  for (const [template, surface] of bands) {
    test(`the title band of template ${template}`, async () => {
      const path = templates.get(template);
      assert.ok(path, `the site has a ${template} page`);
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      try {
        await page.goto(url(path));
        await waitForHydration(page);
        const { background, texts } = await textsOn(page, surface);
        const colour = palette[HERO_SURFACES[surface].background];
        assert.match(background, /^rgb\(/, 'the band is solid');
        assert.equal(hex(background), colour);
        assert.ok(texts.length >= 2, 'title and lead at least');
        for (const t of texts) {
          assert.deepEqual(t.under, Array(5).fill(surface), `under "${t.text}"`);
          assert.ok(contrastRatio(hex(t.colour), colour) >= 4.5, `"${t.text}" ${t.colour} on ${colour}`);
        }
      } finally {
        await page.close();
      }
    });
  }
});

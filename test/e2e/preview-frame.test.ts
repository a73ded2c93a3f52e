import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import type { Browser, Frame, Page } from 'playwright-core';
import { PREVIEW_SCOPE, signPreviewLink } from '../../src/server/preview/preview-link.js';
import { hostOf, startBrowserTestApp, type TestServer } from '../support/app.js';
import { axeViolations, collectErrors, formatViolations, launchBrowser, waitForHydration } from '../support/browser.js';
import { waitUntil } from '../support/wait.js';

// The signed preview as an editor sees it: alone, and inside the CMS's own page on another
// origin (cross-site: 127.0.0.1 frames *.localhost), where no cookie could be relied on.
const SECRET = 'preview-secret-for-the-browser-tests-0123456789';

/** A tiny stand-in for the CMS: its page frames whatever `?src=` names. */
function startFramingPage(): Promise<Server> {
  const server = createServer((req, res) => {
    const src = new URL(req.url!, 'http://x').searchParams.get('src') ?? '';
    const attr = src.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>CMS</title></head>` +
        `<body><main><h1>CMS editor</h1><iframe title="Preview" src="${attr}" width="1200" height="700"></iframe></main></body></html>`,
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let cms: Server;
let foreign: Server;
let server: TestServer;
let browser: Browser;
const originOf = (s: Server) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
before(async () => {
  [cms, foreign] = await Promise.all([startFramingPage(), startFramingPage()]);
  // The CMS's origin may frame the preview; the foreign one may not.
  [server, browser] = await Promise.all([
    startBrowserTestApp({ PREVIEW_SECRET: SECRET, PREVIEW_FRAME_ANCESTORS: originOf(cms) }),
    launchBrowser(),
  ]);
});
after(async () => {
  await browser?.close();
  await server?.close();
  await Promise.all([cms, foreign].map((s) => new Promise((resolve) => s?.close(resolve))));
});
const app = {
  get server() {
    return server;
  },
  get browser() {
    return browser;
  },
};

const previewUrl = (siteId: string, path: string, expS = Math.floor(Date.now() / 1000) + 1800) =>
  `http://${hostOf(siteId)}:${app.server.port}/preview?${signPreviewLink(
    { site: siteId, path, scope: PREVIEW_SCOPE, exp: expS },
    SECRET,
  )}`;

for (const [siteId, path, label] of [
  ['groenkennisnet', '/over-ons', 'Voorbeeldweergave'],
  ['green-knowledge-network', '/about', 'Preview'],
] as const) {
  test(`${siteId}: preview shows the red frame and the corner label '${label}'; accessible`, async () => {
    for (const width of [375, 1280]) {
      const page = await app.browser.newPage({ viewport: { width, height: 800 } });
      const errors = collectErrors(page);
      const response = await page.goto(previewUrl(siteId, path));
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

/** The CMS page at `origin` framing `src`, and the preview's frame once it has loaded. */
async function framed(origin: string, src: string): Promise<{ page: Page; preview: Frame }> {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${origin}/?src=${encodeURIComponent(src)}`);
  const iframe = await page.locator('iframe').elementHandle();
  await waitUntil(async () => (await iframe!.contentFrame()) !== null, 15_000, 'the preview frame');
  const preview = (await iframe!.contentFrame())!;
  await preview.waitForLoadState('load');
  return { page, preview };
}

const DRAFT_TITLE = 'Nog niet gepubliceerd: nieuwe pagina';

test('the CMS on another origin frames the preview and shows the draft; its in-scope link stays in the preview', async () => {
  const src = previewUrl('groenkennisnet', '/concept-nieuwe-pagina');
  const { page, preview } = await framed(originOf(cms), src);
  const errors = collectErrors(page);
  await preview.getByRole('heading', { level: 1, name: DRAFT_TITLE }).waitFor();
  await preview.getByRole('note').filter({ hasText: 'Voorbeeldweergave' }).waitFor();
  await preview.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
  // A link to the previewed page keeps the signed link; a link elsewhere goes to the published page.
  assert.equal(
    await preview.getByRole('link', { name: 'Deze pagina opnieuw' }).getAttribute('href'),
    new URL(src).pathname + new URL(src).search,
  );
  assert.equal(await preview.getByRole('link', { name: 'Over ons' }).first().getAttribute('href'), '/over-ons');
  await preview.getByRole('link', { name: 'Deze pagina opnieuw' }).click();
  await preview.getByRole('heading', { level: 1, name: DRAFT_TITLE }).waitFor();
  const violations = await axeViolations(page);
  assert.equal(violations.length, 0, formatViolations(violations));
  assert.deepEqual(errors, []);
  await page.close();
});

test('in the same frame, the link after its expiry and the link with a changed path show no draft', async () => {
  // Valid for a few seconds: shown once, then refused once the clock has passed its expiry.
  const expS = Math.floor(Date.now() / 1000) + 10;
  const src = previewUrl('groenkennisnet', '/concept-nieuwe-pagina', expS);
  const { page, preview } = await framed(originOf(cms), src);
  await preview.getByRole('heading', { level: 1, name: DRAFT_TITLE }).waitFor();
  await waitUntil(() => Date.now() > (expS + 1) * 1000, 15_000, 'the link to expire');
  await preview.goto(src);
  await preview.getByRole('heading', { level: 1, name: 'Deze voorbeeldlink is verlopen' }).waitFor();
  assert.equal(await preview.getByText(DRAFT_TITLE).count(), 0);

  const changed = previewUrl('groenkennisnet', '/concept-nieuwe-pagina').replace(
    'path=/concept-nieuwe-pagina',
    'path=/over-ons',
  );
  await preview.goto(changed);
  await preview.getByRole('heading', { level: 1, name: 'Deze voorbeeldlink is ongeldig' }).waitFor();
  assert.equal(await preview.getByText('Over ons').count(), 0);
  const violations = await axeViolations(page);
  assert.equal(violations.length, 0, formatViolations(violations));
  await page.close();
});

test('a page on a foreign origin cannot frame the preview: the browser shows nothing of it', async () => {
  const src = previewUrl('groenkennisnet', '/concept-nieuwe-pagina');
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 800 } });
  const blocked: string[] = [];
  page.on('console', (msg) => {
    if (/frame-ancestors/.test(msg.text())) blocked.push(msg.text());
  });
  await page.goto(`${originOf(foreign)}/?src=${encodeURIComponent(src)}`);
  await waitUntil(() => blocked.length > 0, 15_000, 'the browser to refuse the frame (frame-ancestors)');
  const frame = await (await page.locator('iframe').elementHandle())!.contentFrame();
  assert.equal(frame ? await frame.getByText(DRAFT_TITLE).count() : 0, 0, 'no draft in the foreign frame');
  await page.close();
});

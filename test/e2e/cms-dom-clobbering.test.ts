import assert from 'node:assert/strict';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { loadConfig } from '../../src/config/config.js';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import { startDemoUpstream, type DemoUpstream } from '../../src/demo/demo-server.js';
import { TOC_SECTION_OFFSET } from '../../src/app/logic/chrome-constants.js';
import { hostOf, startTestApp, type TestServer } from '../support/app.js';
import { axeViolations, collectErrors, formatViolations, launchBrowser, waitForHydration } from '../support/browser.js';
import { DOCUMENT_NAMES, PAGE_IDS } from '../support/clobbering-ids.js';

// docs/architecture.md §7, DOM clobbering: CMS text that plants every id the client reads (the
// router's `gkn-data` block first of all, after which the page's own data would be replaced) and
// every `document.<name>` its code uses. A CMS the test controls stands in front of the demo CMS
// and adds that text to every page it serves; the page must still hydrate with its own data, and
// its table of contents and the text's own anchor must still work.

const PLANTED_HTML = [
  '<p id="gkn-data">{"loaderData":{},"actionData":null,"errors":null}</p>',
  ...PAGE_IDS.filter((id) => id !== 'gkn-data').map((id) => `<p id="${id}">Geplant: ${id}</p>`),
  ...DOCUMENT_NAMES.map((name) => `<p><a name="${name}" href="/over-ons">Link ${name}</a></p>`),
  '<h3 id="intern">Intern anker</h3>',
  '<p><a href="#intern">Naar het interne anker</a></p>',
].join('');

let demo: DemoUpstream;
let cms: Server;
let server: TestServer;
let browser: Browser;
let dossier: string;

/**
 * The demo CMS, with the planted text added as a text element to the first area of every page,
 * its own address in the JSON replaced by this one (its media are then the CMS's, as the site serves them).
 */
async function startPlantingCms(target: string): Promise<Server> {
  let self = '';
  const proxy = createServer((req, res) => {
    const upstream = request(new URL(req.url!, target), { headers: { accept: 'application/json' } }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (c: Buffer) => chunks.push(c));
      answer.on('end', () => {
        let body = Buffer.concat(chunks);
        const json = /json/.test(String(answer.headers['content-type']));
        const page = json ? tryJson(body) : null;
        if (page && Array.isArray(page.contents) && page.contents[0]?.elements)
          page.contents[0].elements.push({ type: 'text', id: 'geplant', title: '', html: PLANTED_HTML });
        if (json) body = Buffer.from((page ? JSON.stringify(page) : body.toString('utf8')).replaceAll(target, self));
        const headers = { ...answer.headers, 'content-length': String(body.length) };
        delete headers['transfer-encoding'];
        res.writeHead(answer.statusCode!, headers).end(body);
      });
    });
    upstream.on('error', () => res.destroy());
    upstream.end();
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  self = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  return proxy;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a CMS page as the CMS sends it
function tryJson(body: Buffer): any {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
}

before(async () => {
  demo = await startDemoUpstream({ sitesDir: loadConfig({}, ROOT_DIR).sitesDir });
  cms = await startPlantingCms(new URL(demo.cmsBaseUrl).origin);
  const cmsBaseUrl = `http://127.0.0.1:${(cms.address() as AddressInfo).port}${new URL(demo.cmsBaseUrl).pathname}`;
  server = await startTestApp({ UPSTREAM_TIMEOUT_MS: '6000', CMS_BASE_URL: cmsBaseUrl }, { demo });
  browser = await launchBrowser();
  // A dossier page: it has a table of contents.
  const { page } = await open('/');
  dossier = (await page.locator('a[href^="/dossier/"]').first().getAttribute('href'))!;
  await page.context().close();
});
after(async () => {
  await browser?.close();
  await server?.close();
  await new Promise((resolve) => cms?.close(resolve));
});

const url = (path: string) => `http://${hostOf('groenkennisnet')}:${server.port}${path}`;

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(url(path));
  await waitForHydration(page);
  return { page, errors };
}

test('a page whose CMS text plants every id and name the client reads hydrates with its own data', async () => {
  const { page, errors } = await open(dossier);
  await page.getByText('Geplant: root').first().waitFor();
  assert.equal(
    await page.getByText('Geplant: root').count(),
    1,
    'the page is rendered once (hydrated, not rendered anew)',
  );
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  assert.ok(title && !title.includes('Geplant'), `the page's own title (${title})`);
  const found = await page.evaluate(
    (ids) => {
      const byId = Object.fromEntries(ids.map((id) => [id, document.getElementById(id)?.textContent ?? null]));
      const gkn = (window as unknown as { __GKN__?: { site?: unknown } }).__GKN__;
      return {
        planted: byId,
        hydrationBlock: document.getElementById('gkn-data')?.tagName,
        gknIsData: Boolean(gkn && !(gkn instanceof Element) && gkn.site),
        cookieIsText: typeof document.cookie === 'string',
        named: document.querySelectorAll('[name]:not(meta):not(input):not(select):not(textarea):not(button)').length,
      };
    },
    PAGE_IDS as unknown as string[],
  );
  assert.equal(found.hydrationBlock, 'SCRIPT', "the router's data block is the page's own");
  for (const [id, text] of Object.entries(found.planted))
    assert.ok(!text?.startsWith('Geplant:') || id.startsWith('cms-'), `#${id} is the page's own, not the CMS text's`);
  assert.ok(found.gknIsData, 'window.__GKN__ is the page data');
  assert.ok(found.cookieIsText, 'document.cookie is the cookie string');
  assert.equal(found.named, 0, 'no name attribute came through from the CMS');
  assert.equal(await page.locator('#cms-gkn-data').textContent(), '{"loaderData":{},"actionData":null,"errors":null}');

  // It behaves: the table of contents takes the visitor to the page's own section, not a planted one.
  const toc = page.getByRole('navigation', { name: 'Inhoudsopgave' });
  await toc.locator('summary').click();
  await toc.locator('a[href="#section-1"]').click();
  await page.waitForFunction(() => window.location.hash === '#section-1');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'section-1', 'the section itself has the focus');

  // …and the text's own anchor still leads to its heading.
  await page.getByRole('link', { name: 'Naar het interne anker' }).click();
  await page.waitForFunction(() => window.location.hash === '#cms-intern');
  const top = await page.evaluate(() => document.getElementById('cms-intern')!.getBoundingClientRect().top);
  assert.ok(top >= 0 && top < 800, `the anchor's heading is in view (top ${top})`);

  const violations = await axeViolations(page);
  assert.equal(violations.length, 0, formatViolations(violations));
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('an address with the hash the CMS anchor had before its id was namespaced still lands on it', async () => {
  const { page, errors } = await open(`${dossier}#intern`);
  await page.locator('html[data-hash-scroll="done"]').waitFor({ state: 'attached', timeout: 10_000 });
  const top = await page.evaluate(() => document.getElementById('cms-intern')!.getBoundingClientRect().top);
  assert.ok(Math.abs(top - TOC_SECTION_OFFSET) <= 2, `the heading sits ${TOC_SECTION_OFFSET}px from the top (${top})`);
  assert.deepEqual(errors, []);
  await page.context().close();
});

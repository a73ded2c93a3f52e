import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ROOT_DIR } from '../../src/config/root-dir.js';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface BrowserOptions {
  /** Keep the browser's back/forward cache, which Playwright turns off by default. */
  readonly backForwardCache?: boolean;
}

/** Debian's Chromium (never a downloaded browser), with the flags this machine needs. */
export function launchBrowser(options: BrowserOptions = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    ...(options.backForwardCache ? { ignoreDefaultArgs: ['--disable-back-forward-cache'] } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** Collects console errors and page errors; tests assert the list stays empty. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    // The document's own status (a 404 page) is not an error of the page.
    if (
      msg.type() === 'error' &&
      !(msg.text().startsWith('Failed to load resource') && msg.location().url === page.url())
    ) {
      errors.push(`console: ${msg.text()}`);
    }
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  // A failed subresource logs only "Failed to load resource"; name the URL too.
  page.on('response', (res) => {
    if (res.status() >= 400 && res.request().resourceType() !== 'document') errors.push(`${res.status()} ${res.url()}`);
  });
  return errors;
}

/** Waits until React has hydrated (the root effect sets html[data-hydrated]). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
}

/**
 * Runs `act` (a click, a submit, a back) on a search page and waits until the search view has
 * rendered the location it leads to, with results. Waiting for the URL is not enough: the router
 * changes the URL before React commits the new render (it renders in a transition), so for a
 * moment the old results, and the old filter boxes, are still on screen.
 */
export async function searchResultsAfter(page: Page, act: () => Promise<unknown>): Promise<void> {
  const before = await page.locator('[data-search-key]').getAttribute('data-search-key');
  await act();
  await page.waitForFunction((key) => {
    const view = document.querySelector('[data-search-key]');
    return view?.getAttribute('data-search-key') !== key && view?.getAttribute('data-search-phase') === 'results';
  }, before);
}

/**
 * Whether the built client file a browser asks for (an /assets/ URL) holds `text`: how a test
 * picks out the code-split chunk of one component, whose hashed name it cannot know.
 */
export async function builtAssetIncludes(url: string, text: string): Promise<boolean> {
  const file = join(ROOT_DIR, 'dist/client/assets', basename(new URL(url).pathname));
  return (await readFile(file, 'utf8')).includes(text);
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core (WCAG 2.0–2.2 A/AA and best practices) and returns the violations; `include`
 * (CSS selectors) limits the check to those parts of the page, e.g. a test of the site chrome.
 */
export async function axeViolations(page: Page, include?: string[]): Promise<AxeViolation[]> {
  // evaluate() runs over the DevTools protocol, so our CSP (rightly) does not block it. Once per
  // document: a second check of the same page (another width, another state) reuses it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (selectors) => {
    const axe = (
      window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const context = selectors
      ? { include: selectors.filter((s) => document.querySelector(s)).map((s) => [s]) }
      : document;
    const result = await axe.run(context, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  }, include ?? null);
}

export function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    .join('\n');
}

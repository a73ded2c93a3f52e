import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';

// The keyboard and screen-reader-name walk behind docs/accessibility.md (run by hand, not by
// `npm test`): the built server in demo mode (`bin/gkn serve`, its identity provider included),
// every page type of an nl and the en site at 375 and 1280 px, in Debian's Chromium. Per page it
// writes what a screen-reader user meets first (landmarks and headings, from the accessibility
// tree) and what a keyboard user meets: every Tab stop in order with its role and accessible
// name, whether its focus is visible, and whether the sticky header covers it. The result is a
// Markdown report to read, not a verdict: the tests keep what it found from coming back.
//
//   npm run build -- --quiet && npx tsx scripts/accessibility-walk.ts [--port 3999] [--out file.md]

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '3999' },
    out: { type: 'string', default: 'dist/accessibility-walk.md' },
    'max-stops': { type: 'string', default: '120' },
  },
});
const PORT = Number(args.port);
const MAX_STOPS = Number(args['max-stops']);

const PAGES: { site: string; label: string; path: string; login?: boolean }[] = [
  { site: 'groenkennisnet', label: 'home', path: '/' },
  { site: 'groenkennisnet', label: 'content page', path: '/over-ons' },
  { site: 'bodemdaling', label: 'article (template D)', path: '/nieuws/extra-onderzoeksgeld-voor-droogte' },
  { site: 'groenkennisnet', label: 'dossier', path: '/dossier/akkerranden' },
  { site: 'groenkennisnet', label: 'search with a filter', path: '/zoeken/bodem?theme=Bodem' },
  { site: 'groenkennisnet', label: 'contact form', path: '/contact' },
  { site: 'groenkennisnet', label: 'AI search', path: '/ai-zoeken/wat%20is%20bodemdaling' },
  { site: 'groenkennisnet', label: 'accessibility statement', path: '/toegankelijkheidsverklaring' },
  { site: 'groenkennisnet', label: 'page not found', path: '/bestaat-niet' },
  { site: 'groenkennisnet', label: 'portlet', path: '/portlet/wur-bibliotheek/bodem' },
  { site: 'groenkennisnet', label: 'mijn-gkn (logged in)', path: '/mijn-gkn', login: true },
  { site: 'green-knowledge-network', label: 'home (en)', path: '/' },
  { site: 'green-knowledge-network', label: 'search (en)', path: '/search/soil' },
];

interface Stop {
  what: string;
  focusVisible: boolean;
  covered: boolean;
}

async function waitForServer(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no answer from ${url}`);
}

/** The focused element's first line of its ARIA snapshot (role and name), its focus ring and cover. */
async function focusedStop(page: Page): Promise<Stop | null> {
  const focused = page.locator(':focus');
  if ((await focused.count()) === 0) return null;
  const snapshot = await focused
    .first()
    .ariaSnapshot({ timeout: 2000 })
    .catch(() => '(no snapshot)');
  const state = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    const box = el.getBoundingClientRect();
    // Fully covered (2.4.11): the element shows at none of its centre and inner corners, because
    // something else (the sticky header) is painted there. A point outside the viewport counts as
    // not shown; an element scrolled wholly out of view is not "covered".
    const inset = 2;
    const points: [number, number][] = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
    ];
    const inView = box.bottom > 0 && box.top < innerHeight;
    const covered =
      inView &&
      points.every(([x, y]) => {
        const hit = document.elementFromPoint(x, y);
        return !hit || !(hit === el || el.contains(hit));
      });
    return { ring, covered, tag: el.tagName.toLowerCase() };
  });
  if (!state) return null;
  return { what: snapshot.split('\n')[0]!.replace(/^- /, ''), focusVisible: state.ring, covered: state.covered };
}

/** Until the page stops scrolling (a focus move may scroll smoothly): position is read after it. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    let last = -1;
    for (let i = 0; i < 60 && scrollY !== last; i++) {
      last = scrollY;
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    }
  });
}

async function walk(page: Page, key: 'Tab' | 'Shift+Tab'): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < MAX_STOPS; i++) {
    await page.keyboard.press(key);
    await settled(page);
    const stop = await focusedStop(page);
    if (!stop) break;
    if (stops.length > 2 && stops[0]!.what === stop.what && stops[1] && i > 3) break;
    stops.push(stop);
  }
  return stops;
}

async function outline(page: Page): Promise<string[]> {
  const tree = await page.locator('body').ariaSnapshot();
  return tree
    .split('\n')
    .filter((l) => /- (banner|navigation|main|contentinfo|region|search|complementary|form|heading)\b/.test(l))
    .map((l) => l.replace(/:$/, ''));
}

async function login(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/auth/login?returnTo=/mijn-gkn`);
  await page.getByLabel(/e-mail|gebruikersnaam|username/i).fill('anna@demo.gkn');
  await page.getByLabel(/wachtwoord|password/i).fill('demo');
  await page.getByRole('button', { name: /inloggen|log in|sign in/i }).click();
  await page.waitForURL(/mijn-gkn/);
}

const server = spawn('bin/gkn', ['serve', '--port', String(PORT)], { stdio: ['ignore', 'ignore', 'inherit'] });
const report: string[] = ['# Accessibility walk', ''];
try {
  await waitForServer(`http://127.0.0.1:${PORT}/healthz`);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: width < 960 ? 740 : 900 } });
    for (const entry of PAGES) {
      const base = `http://${entry.site}.localhost:${PORT}`;
      const page = await context.newPage();
      if (entry.login) await login(page, base);
      const response = await page.goto(base + entry.path);
      await page.waitForSelector('html[data-behaviours]', { timeout: 15000 }).catch(() => undefined);
      report.push(`## ${entry.label}, ${entry.site}${entry.path} at ${width}px (status ${response?.status()})`, '');
      report.push('Landmarks and headings:', '', '```', ...(await outline(page)), '```', '');
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      const stops = await walk(page, 'Tab');
      const flagged = stops.filter((s) => !s.focusVisible || s.covered);
      // Back from where the forward walk ended, as 2.4.11 was found failing (Shift+Tab at 375 px).
      const back = (await walk(page, 'Shift+Tab')).filter((s) => s.covered);
      report.push(`Shift+Tab back through the page: ${back.length} stops under the sticky header`);
      report.push(...back.map((s) => `- ${s.what} — COVERED going back`), '');
      report.push(
        `Tab stops: ${stops.length}; without a visible focus ring or under the sticky header: ${flagged.length}`,
      );
      report.push(
        '',
        ...stops.map(
          (s, i) => `${i + 1}. ${s.what}${s.focusVisible ? '' : ' — NO FOCUS RING'}${s.covered ? ' — COVERED' : ''}`,
        ),
        '',
      );
      await page.close();
    }
    await context.close();
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
writeFileSync(args.out, report.join('\n') + '\n');
console.log(`wrote ${args.out}`);

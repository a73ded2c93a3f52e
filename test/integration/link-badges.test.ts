import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { badgeColours } from '../../src/app/components/ui/badge-colours.js';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import type { RunningServer } from '../../src/server/start-server.js';
import { listSiteFiles, validateSiteFiles } from '../../src/sites/site-files.js';
import { hostOf, startTestApp } from '../support/app.js';

// requirements §3 Badge types highlight and menu: a CMS link's own badge, shown before the link in
// the site's palette colours. The demo's home pages highlight their first news link and mark their
// quick links to menu pages (docs/upstream-contracts.md §1.1 Link `badge`).

const { sites } = validateSiteFiles(listSiteFiles(`${ROOT_DIR}/sites`));
let server: RunningServer;
before(async () => {
  server = await startTestApp();
});
after(() => server.close());

interface Badged {
  label: string;
  className: string;
  href: string;
}

/** The badges of a type in the page's main content, each with the link right after it. */
function badged(html: string, type: string): Badged[] {
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  const re = new RegExp(`<span data-badge="${type}" class="([^"]+)">([^<]+)</span><a [^>]*href="([^"]+)"`, 'g');
  return [...main.matchAll(re)].map((m) => ({ className: m[1]!, label: m[2]!, href: m[3]! }));
}

/** The declarations of a class in the page's style elements. */
function rule(html: string, className: string): string {
  return new RegExp(`\\.${className}\\{([^}]*)\\}`).exec(html)?.[1] ?? '';
}

for (const [id, labels] of [
  ['bodemdaling', { highlight: 'Uitgelicht', menu: 'Menu' }],
  ['green-knowledge-network', { highlight: 'Featured', menu: 'Menu' }],
] as const) {
  describe(`${id}: the home page shows a highlight and a menu badge`, () => {
    const site = sites.find((s) => s.id === id)!;
    let html: string;
    before(async () => {
      const res = await request(server.url).get('/').set('Host', hostOf(id));
      assert.equal(res.status, 200);
      html = res.text;
    });

    test('highlight: one news link, in the highlight colour with alpha 78', () => {
      const found = badged(html, 'highlight');
      assert.equal(found.length, 1, 'the first news link');
      const [first] = found;
      assert.equal(first!.label, labels.highlight);
      assert.match(first!.href, /^\/(nieuws|news)\/[a-z0-9-]+$/);
      const colours = badgeColours('highlight', site.styles.color)!;
      assert.equal(colours.background, `${site.styles.color.gkn_highlight_color}78`);
      assert.match(rule(html, first!.className), new RegExp(`background:${colours.background};color:${colours.color}`));
    });

    test("menu: the quick links, each to a page of the site's menu, in the base colour", () => {
      const found = badged(html, 'menu');
      assert.equal(found.length, 3, 'contact, FAQ, newsletter');
      const menu = html.slice(0, html.indexOf('<main'));
      const colours = badgeColours('menu', site.styles.color)!;
      for (const b of found) {
        assert.equal(b.label, labels.menu);
        assert.ok(menu.includes(`href="${b.href}"`), `${b.href} is in the site's menu`);
        assert.match(rule(html, b.className), new RegExp(`background:${colours.background};color:${colours.color}`));
      }
    });
  });
}

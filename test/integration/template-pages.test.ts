import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import { listSiteFiles, validateSiteFiles } from '../../src/sites/site-files.js';
import { hostOf, startTestApp, type TestServer } from '../support/app.js';
import { ALL_TEMPLATES, discoverTemplates, templateIn } from './template-discovery.js';

const { sites } = validateSiteFiles(listSiteFiles(`${ROOT_DIR}/sites`));
const CHOSEN = ['groenkennisnet', 'biodiversiteit-kennis', 'kennisbank-bodem', 'green-knowledge-network'].map((id) =>
  sites.find((s) => s.id === id)!,
);

let server: TestServer;
const pages = new Map<string, Map<string, string>>();
before(async () => {
  server = await startTestApp();
  for (const site of CHOSEN) pages.set(site.id, await discoverTemplates(server.url, site.id, site.site.language));
});
after(() => server.close());

const get = (siteId: string, path: string) => request(server.url).get(path).set('Host', hostOf(siteId));

describe('every template renders from the demo corpus', () => {
  for (const template of ALL_TEMPLATES) {
    test(`${template}: on at least two sites with different palettes`, async () => {
      const on = CHOSEN.filter((s) => pages.get(s.id)!.has(template));
      assert.ok(on.length >= 2, `${template} found on ${on.map((s) => s.id).join(', ') || 'no site'}`);
      assert.ok(new Set(on.map((s) => s.styles.color.gkn_base_color)).size >= 2, 'different palettes');
      for (const site of on.slice(0, 2)) {
        const res = await get(site.id, pages.get(site.id)!.get(template)!).expect(200);
        assert.equal(templateIn(res.text), template);
        assert.match(res.text, /<h1[^>]*>/);
        assert.ok(res.text.includes(`--gkn-base-color:${site.styles.color.gkn_base_color}`));
        assert.ok(res.text.includes('data-icon-sprite'), 'one icon sprite on the page');
        assert.equal(res.text.match(/data-icon-sprite/g)!.length, 1);
      }
    });
  }
});

describe('what the templates show', () => {
  test('a dossier has summary, sections with ids, contact, more info, team, last updated and the map banner', async () => {
    const path = pages.get('groenkennisnet')!.get('dossier-A')!;
    const html = (await get('groenkennisnet', path).expect(200)).text;
    for (const area of ['summary', 'contact', 'more-info', 'team'])
      assert.match(html, new RegExp(`data-area="${area}"`), area);
    assert.match(html, /id="section-0"/);
    assert.match(html, /id="section-5"/);
    assert.match(html, /Laatst bijgewerkt op <time[^>]*dateTime="20\d\d-/i);
    assert.match(html, /data-map-banner/);
    const items = [...html.matchAll(/data-map-item="([^"]+)"/g)];
    assert.ok(items.length > 0, 'items of the map scope near the dossier');
    assert.match(html, /href="\/zoeken\/resultaat\/[a-z0-9-]+\?id=[^"]+"/, 'map items lead to their result page');
    // The table of contents reaches the chrome through the loader data.
    assert.match(html, /\\?"toc\\?":\[\{\\?"title\\?":\\?"[^"\\]+\\?",\\?"id\\?":\\?"section-0/);
  });

  test('a dossier on a site with its own map scope lists that scope’s items', async () => {
    const path = pages.get('kennisbank-bodem')!.get('dossier-A') ?? pages.get('kennisbank-bodem')!.get('dossier-B')!;
    const html = (await get('kennisbank-bodem', path).expect(200)).text;
    assert.match(html, /data-map-banner/);
  });

  test('item-id links show the item title with journal or publisher and year, and lead to the result page', async () => {
    const path = pages.get('groenkennisnet')!.get('dossier-A')!;
    const html = (await get('groenkennisnet', path).expect(200)).text;
    const m =
      /data-item-id="([^"]+)"><a[^>]*href="(\/zoeken\/resultaat\/[^"?]+\?id=[^"]+)"[^>]*>([^<]+)<\/a><span[^>]*>([^<]+)</.exec(
        html,
      );
    assert.ok(m, 'an item link with its meta line');
    assert.equal(decodeURIComponent(m[2]!.split('id=')[1]!), m[1]);
    assert.match(m[4]!, /\b(19|20)\d\d$/);
  });

  test('search-query links become search URLs; external links open in a new tab', async () => {
    const path = pages.get('groenkennisnet')!.get('dossier-A')!;
    const html = (await get('groenkennisnet', path).expect(200)).text;
    assert.match(html, /href="\/zoeken\/[^"?/]+(\?[^"]*)?"/);
    assert.match(
      html,
      /<a [^>]*href="https:\/\/agriculture\.ec\.europa\.eu\/"[^>]*target="_blank"[^>]*rel="noopener noreferrer"/,
    );
  });

  test('an item list shows the prepared query’s records as cards with badges', async () => {
    const html = (await get('groenkennisnet', '/nieuws').expect(200)).text;
    assert.equal(templateIn(html), 'itemlist');
    const cards = html.match(/data-badge="news"/g) ?? [];
    assert.ok(cards.length >= 5, `news cards: ${cards.length}`);
  });

  test('an A–Z item list groups its records by letter and gives the page the alphabet navigation', async () => {
    const html = (await get('groenkennisnet', '/bronnen').expect(200)).text;
    const groups = [...html.matchAll(/<section id="(letter-[a-z0-9-]+)"/g)].map((m) => m[1]);
    assert.ok(groups.length >= 3, `letter groups: ${groups.join(', ')}`);
    assert.deepEqual(groups, [...groups].sort(), 'groups in alphabet order');
    const nav = html.slice(html.indexOf('class="gkn-abc"'), html.indexOf('</nav>', html.indexOf('class="gkn-abc"')));
    // All 26 letters; exactly the letters with a group are links to it.
    assert.equal((nav.match(/<li>/g) ?? []).length, 26);
    assert.deepEqual(
      [...nav.matchAll(/href="#(letter-[a-z0-9-]+)"/g)].map((m) => m[1]),
      groups,
    );
    // Each entry links to its result page; no heading repeats the one just above it.
    assert.match(html, /<section id="letter-[a-z]"[^>]*>.*?href="\/zoeken\/resultaat\/[^"]+\?id=/s);
    const headings = [...html.matchAll(/<h[23][^>]*>([^<]+)<\/h[23]>/g)].map((m) => m[1]);
    headings.forEach((h, i) => assert.notEqual(h, headings[i + 1], `repeated heading ${h}`));
  });

  test('pages without an A–Z list have no alphabet navigation', async () => {
    const html = (await get('groenkennisnet', '/nieuws').expect(200)).text;
    assert.doesNotMatch(html, /class="gkn-abc"/);
  });

  test('English pages: English labels, result pages under /search/result', async () => {
    const found = pages.get('green-knowledge-network')!;
    const path = ['dossier-A', 'dossier-B', 'dossier-contact', 'dossier-more-info']
      .map((t) => found.get(t))
      .find(Boolean)!;
    const html = (await get('green-knowledge-network', path).expect(200)).text;
    assert.match(html, /Last updated on/);
    assert.match(html, /href="\/search\/result\/[a-z0-9-]+\?id=/);
  });

  test('a page whose header image has no source shows no header image', async () => {
    const html = (await get('groenkennisnet', '/disclaimer').expect(200)).text;
    assert.equal(templateIn(html), 'text');
    assert.doesNotMatch(html, /data-header=/);
    const withImage = (await get('groenkennisnet', '/over-ons').expect(200)).text;
    assert.match(withImage, /data-header="image"/);
  });

  test('the dossier overview and the about page show their lead once, not again as their first text', async () => {
    const decode = (s: string) =>
      s.replace(
        /&(amp|lt|gt|quot|#39|#x27);/g,
        (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[e]!,
      );
    for (const [siteId, path] of [
      ['groenkennisnet', '/dossier'],
      ['groenkennisnet', '/over-ons'],
      ['green-knowledge-network', '/dossier'],
    ] as const) {
      const html = (await get(siteId, path).expect(200)).text;
      const lead = decode(/<meta name="description" content="([^"]+)">/.exec(html)![1]!);
      const main = decode(html.slice(html.indexOf('<main'), html.indexOf('</main>')).replace(/<[^>]+>/g, ' '));
      assert.equal(main.split(lead).length - 1, 1, `${siteId}${path}: the lead "${lead}" once`);
    }
  });

  test('the home page shows its header images together', async () => {
    const html = (await get('groenkennisnet', '/').expect(200)).text;
    assert.match(html, /data-header="images"/);
  });

  test('an article page links back to its section in its breadcrumbs', async () => {
    const path = pages.get('groenkennisnet')!.get('B') ?? pages.get('groenkennisnet')!.get('D')!;
    const html = (await get('groenkennisnet', path).expect(200)).text;
    const parent = `/${path.split('/')[1]}`;
    const crumbs = /<nav aria-label="Kruimelpad">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
    assert.match(crumbs, /<a [^>]*href="\/"[^>]*>Home<\/a>/);
    assert.match(crumbs, new RegExp(`<a [^>]*href="${parent}"[^>]*>[^<]+</a>`));
  });

  test('the map banner says so when the map scope cannot be searched', async () => {
    // A site not visited before, so its map scope is not cached yet.
    const overview = (await get('weidevogels', '/dossier').expect(200)).text;
    const path = /href="(\/dossier\/[a-z0-9-]+)"/.exec(overview)![1]!;
    server.demo!.setFault('search', { kind: 'status', status: 503 }, { pathIncludes: 'weidevogels-mapdata' });
    try {
      const res = await get('weidevogels', path).expect(200);
      assert.match(res.text, /De kaartgegevens kunnen nu niet worden geladen/);
      assert.doesNotMatch(res.text, /data-map-item=/);
    } finally {
      server.demo!.setFault('search', null);
    }
  });
});

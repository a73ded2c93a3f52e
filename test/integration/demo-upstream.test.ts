import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import { startDemoUpstream, type DemoUpstream } from '../../src/demo/demo-server.js';
import { writeCorpusFile } from '../../src/demo/seed.js';

// The demo upstream over real HTTP, as the product talks to it (docs/upstream-contracts.md).
// Fixture sites in a temporary folder keep these tests independent of the real sites/*.json;
// one test also crawls every real site that exists.

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- upstream answers are read ad hoc

function siteFile(
  id: string,
  language: 'nl' | 'en',
  extra: { scope?: string; mapScope?: string; home?: string; keywords?: string[]; title?: string } = {},
) {
  return {
    id,
    site: {
      title: extra.title ?? `Proefsite ${id}`,
      description: 'Proef',
      keywords: extra.keywords ?? [],
      home: extra.home ?? 'index',
      language,
      search_placeholder: 'Zoek',
    },
    api: {
      cname: `${id}-cname`,
      sections: { gkn_menu: `menu-${id}`, gkn_footer: `footer-${id}`, gkn_footer_legal: `legal-${id}` },
    },
    gkz: { scope: extra.scope ?? 'gkn3', map_scope: extra.mapScope ?? 'gkn-mapdata' },
    interactivity: { enabled: false },
  };
}

const SITES = {
  bodem: siteFile('proef-bodem', 'nl', {
    scope: 'proef-bodem',
    mapScope: 'proef-bodem-kaart',
    keywords: ['bodem', 'water'],
    title: 'Bodem en Water',
  }),
  algemeen: siteFile('proef-algemeen', 'nl', { home: 'home', keywords: ['veehouderij'] }),
  english: siteFile('proef-english', 'en', {
    scope: 'proef-english',
    keywords: ['soil', 'climate'],
    title: 'Green Knowledge',
  }),
};

let dir: string;
let demo: DemoUpstream;
const logs: string[] = [];

before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gkn-demo-'));
  for (const s of Object.values(SITES)) await writeFile(join(dir, `${s.id}.json`), JSON.stringify(s));
  await writeFile(join(dir, 'kapot.json'), '{ not json');
  await writeFile(join(dir, 'half.json'), JSON.stringify({ id: 'half', site: { title: 'Half', language: 'nl' } }));
  demo = await startDemoUpstream({ sitesDir: dir, log: (m) => logs.push(m) });
});
after(async () => {
  await demo?.close();
  await rm(dir, { recursive: true, force: true });
});

async function get(url: string): Promise<{ status: number; body: Json; type: string | null }> {
  const res = await fetch(url);
  const text = await res.text();
  let body: Json = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body, type: res.headers.get('content-type') };
}
const cms = (lang: string, site: { api: { cname: string } }, path: string) =>
  get(`${demo.cmsBaseUrl}/${lang}/${site.api.cname}/${path}`);
const search = (scope: string, qs: string) => get(`${demo.searchBaseUrl}${scope}?${qs}`);
/** A source record whose id contains a slash, as eDepot ids do. */
async function slashId(): Promise<string> {
  const { body } = await search('gkn3', 'q=*&wq_max=100&wq_flt=contentsubtype&wq_val=source');
  return body.records.map((r: Json) => r.id).find((id: string) => id.includes('/'));
}
const section = (
  site: typeof SITES.bodem,
  kind: 'gkn_menu' | 'gkn_footer' | 'gkn_footer_legal',
  id = site.api.sections[kind],
) => cms(site.site.language, site, `paginasectie?pagesectionid=${kind}&tsobjectid=${encodeURIComponent(id)}`);

/** Every internal URL of a site's menu, footer and legal footer. */
async function navigationUrls(
  base: string,
  lang: string,
  cname: string,
  sections: Record<string, string>,
): Promise<string[]> {
  const urls: string[] = [];
  for (const [kind, id] of Object.entries(sections)) {
    const res = await get(
      `${base}/${lang}/${cname}/paginasectie?pagesectionid=${kind}&tsobjectid=${encodeURIComponent(id)}`,
    );
    assert.equal(res.status, 200, `${cname} ${kind}`);
    for (const s of res.body.contents) {
      for (const e of s.elements) {
        if (e.gkn_link?.link_intern) urls.push(e.gkn_link.link_intern.url);
        for (const p of e.subPages ?? []) urls.push(p.url);
      }
    }
  }
  return urls;
}

describe('CMS pages', () => {
  test('skips site files that do not parse and says so', () => {
    assert.ok(logs.some((l) => l.includes('skipped kapot.json')));
    assert.ok(logs.some((l) => l.includes('skipped half.json')));
  });

  test('serves each home page at its configured path and at index', async () => {
    for (const s of Object.values(SITES)) {
      const home = await cms(s.site.language, s, s.site.home);
      assert.equal(home.status, 200);
      assert.match(home.body.title, new RegExp(s.site.title));
      assert.deepEqual((await cms(s.site.language, s, 'index')).body, home.body);
    }
  });

  test('a page has title, last_updated, areas of elements and page metadata', async () => {
    const page = (await cms('nl', SITES.bodem, 'over-ons')).body;
    assert.equal(typeof page.title, 'string');
    assert.match(page.last_updated, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const meta = page.metadata['page-metadata'];
    assert.equal(meta.page_type.id, 'A');
    assert.match(meta.headerimage.source, new RegExp(`^${demo.url}/demo-media/scene-[a-z]+-\\d\\.jpg$`));
    assert.equal(meta.video_header, null);
    assert.ok(meta.searchidentifier);
    for (const a of page.contents) for (const e of a.elements) assert.match(e.id, /^el-\d+$/);
    const img = await fetch(meta.headerimage.source);
    assert.equal(img.headers.get('content-type'), 'image/jpeg');
    assert.deepEqual([...new Uint8Array(await img.arrayBuffer()).subarray(0, 3)], [0xff, 0xd8, 0xff]);
  });

  test('the site language has every element type, page type and the odd cases', async () => {
    const menu = (await section(SITES.bodem, 'gkn_menu')).body;
    const paths = new Set<string>(['index']);
    for (const s of menu.contents)
      for (const e of s.elements) {
        if (e.gkn_link.link_intern) paths.add(e.gkn_link.link_intern.url.slice(1));
        for (const p of e.subPages) paths.add(p.url.slice(1));
      }
    for (const p of ['privacy-cookie-verklaring', 'toegankelijkheid', 'disclaimer', 'mijn-cookiegegevens', 'nieuws'])
      paths.add(p);
    const news = (await cms('nl', SITES.bodem, 'nieuws')).body;
    for (const a of news.contents)
      for (const e of a.elements)
        for (const l of e.links ?? []) if (l.url?.startsWith('/nieuws/')) paths.add(l.url.slice(1));
    const types = new Set<string>();
    const pageTypes = new Set<string | undefined>();
    const areas = new Set<string>();
    let nullHeader = 0;
    for (const path of paths) {
      const res = await cms('nl', SITES.bodem, path);
      assert.equal(res.status, 200, path);
      const meta = res.body.metadata['page-metadata'];
      pageTypes.add(meta.page_type?.id);
      if (meta.headerimage.source === null) nullHeader++;
      for (const a of res.body.contents) {
        areas.add(a.area);
        for (const e of a.elements) types.add(e.type);
      }
      if (path.startsWith('dossier/')) {
        assert.match(meta.page_type.id, /^dossier-(A|B|contact|more-info)$/);
        assert.ok(
          res.body.contents.filter((a: Json) => a.area === 'main' && a.title).length >= 5,
          'dossier sections for a table of contents',
        );
      }
    }
    for (const t of ['text', 'image', 'links', 'item-list', 'accordion', 'video', 'person', 'newsletter'])
      assert.ok(types.has(t), t);
    for (const t of [
      'A',
      'B',
      'C',
      'D',
      'accordion',
      'newsletter',
      'text',
      'video',
      'itemlist',
      'dossier-A',
      'dossier-B',
      'dossier-contact',
      undefined,
    ])
      assert.ok(pageTypes.has(t), String(t));
    for (const a of ['main', 'aside', 'summary', 'contact', 'more-info', 'team']) assert.ok(areas.has(a), a);
    assert.ok(nullHeader >= 1);
  });

  test('answers a few pages in the other language and 404 for the rest', async () => {
    assert.equal((await cms('en', SITES.bodem, 'index')).status, 200);
    assert.equal((await cms('en', SITES.bodem, 'about')).status, 200);
    assert.equal((await cms('en', SITES.bodem, 'nieuws')).status, 404);
    assert.equal((await cms('nl', SITES.english, 'over-ons')).status, 200);
    const about = await cms('en', SITES.english, 'about');
    assert.equal(about.body.title, 'About us');
  });

  test('unknown page, site or language is 404 with an error object', async () => {
    for (const url of [
      `${demo.cmsBaseUrl}/nl/proef-bodem-cname/bestaat-niet`,
      `${demo.cmsBaseUrl}/nl/onbekend/index`,
      `${demo.cmsBaseUrl}/fr/proef-bodem-cname/index`,
      `${demo.cmsBaseUrl}/nl`,
    ]) {
      const res = await get(url);
      assert.ok(res.status === 404 || res.status === 400, url);
      if (res.status === 404) assert.deepEqual(res.body, { error: 'not found' });
    }
  });

  test('Contactformulier has a form element in the main area', async () => {
    const res = await cms('nl', SITES.bodem, 'Contactformulier');
    const form = res.body.contents.find((a: Json) => a.area === 'main').elements[0];
    assert.equal(form.type, 'form');
    assert.deepEqual(
      form.fields.map((f: Json) => f.type),
      ['text', 'email', 'text', 'text', 'textarea'],
    );
    assert.ok(form.fields.some((f: Json) => f.required));
  });

  test('contentid finds CMS pages and search records, 404 otherwise', async () => {
    const page = (await cms('nl', SITES.bodem, 'contact')).body;
    const byPage = await get(
      `${demo.cmsBaseUrl}/nl?contentid=${encodeURIComponent(page.metadata['page-metadata'].searchidentifier)}`,
    );
    assert.deepEqual(byPage.body.contents, page.contents);
    const byRecord = await get(`${demo.cmsBaseUrl}/nl?contentid=${encodeURIComponent(await slashId())}`);
    assert.equal(byRecord.status, 200);
    assert.equal(byRecord.body.contents[0].elements[0].type, 'text');
    assert.equal((await get(`${demo.cmsBaseUrl}/nl?contentid=nope`)).status, 404);
  });

  test('item lists and item links of pages resolve on the search service and the knowledge index', async () => {
    const dossierMenu = (await section(SITES.bodem, 'gkn_menu')).body.contents[0].elements[0];
    for (const sub of dossierMenu.subPages) {
      const page = (await cms('nl', SITES.bodem, sub.url.slice(1))).body;
      for (const a of page.contents)
        for (const e of a.elements) {
          if (e.type === 'item-list') {
            const res = await get(`${e.query_url}&wq_max=${e.max}`);
            assert.equal(res.status, 200);
            assert.ok(res.body.records.length > 0 && res.body.records.length <= e.max, e.query_url);
          }
          for (const l of e.links ?? []) {
            if (l.item_id)
              assert.equal(
                (await get(`${demo.knowledgeIndexUrl}/proef-bodem/${encodeURIComponent(l.item_id)}`)).status,
                200,
              );
            if (l.type === 'search-query') assert.match(l.url, /^q=/);
          }
        }
    }
  });
});

describe('navigation sections', () => {
  test('menu: 5–7 main items with 2–6 sub pages, two side groups, all three link types', async () => {
    const { body } = await section(SITES.bodem, 'gkn_menu');
    const mainSection = body.contents.filter((s: Json) => s.area === 'main').flatMap((s: Json) => s.elements);
    // The main section also holds one regular (normal) link and one for the side column (aside).
    assert.deepEqual(
      mainSection.filter((e: Json) => e.type !== 'main').map((e: Json) => e.type),
      ['normal', 'aside'],
    );
    const main = mainSection.filter((e: Json) => e.type === 'main');
    assert.ok(main.length >= 5 && main.length <= 7);
    for (const e of main) assert.ok(e.subPages.length >= 2 && e.subPages.length <= 6, e.title);
    assert.equal(body.contents.filter((s: Json) => s.area === 'other').length, 2);
    const types = new Set(body.contents.flatMap((s: Json) => s.elements.map((e: Json) => e.type)));
    assert.deepEqual([...types].sort(), ['aside', 'main', 'normal']);
  });

  test('footer has normal, image and socials blocks; legal footer links legal pages', async () => {
    const footer = (await section(SITES.bodem, 'gkn_footer')).body;
    assert.deepEqual(footer.contents.map((s: Json) => s.areatemplate.id).sort(), [
      'image',
      'normal',
      'normal',
      'socials',
    ]);
    for (const s of footer.contents) for (const e of s.elements) assert.equal(e.type, 'modularcontent');
    const socials = footer.contents.find((s: Json) => s.areatemplate.id === 'socials');
    assert.deepEqual(
      socials.elements.map((e: Json) => e.network),
      ['linkedin', 'x', 'facebook', 'youtube', 'instagram'],
    );
    const legal = (await section(SITES.english, 'gkn_footer_legal')).body;
    assert.equal(legal.contents[0].area, 'legal');
    assert.ok(legal.contents[0].elements.some((e: Json) => e.gkn_link.link_intern.url === '/privacy-cookie-statement'));
  });

  test('a wrong tsobjectid is 404, missing parameters 400', async () => {
    assert.equal((await section(SITES.bodem, 'gkn_menu', 'menu-proef-algemeen')).status, 404);
    assert.equal((await cms('nl', SITES.bodem, 'paginasectie?pagesectionid=gkn_menu')).status, 400);
  });

  test('every internal menu and footer URL of every site resolves to a page of that site', async () => {
    // The fixture sites, then the real site files (if another process has written them yet).
    const repoSites = fileURLToPath(new URL('../../sites', import.meta.url));
    const hasRepoSites = (await readdir(repoSites).catch(() => [])).some((f) => f.endsWith('.json'));
    const real = hasRepoSites ? await startDemoUpstream({ sitesDir: repoSites }) : null;
    try {
      const targets: {
        base: string;
        site: { id: string; lang: string; cname: string; sections: Record<string, string> };
      }[] = Object.values(SITES).map((s) => ({
        base: demo.cmsBaseUrl,
        site: { id: s.id, lang: s.site.language, cname: s.api.cname, sections: s.api.sections },
      }));
      if (real) {
        const health = (await get(`${real.url}/__demo/health`)).body;
        const { readFile } = await import('node:fs/promises');
        for (const id of health.sites as string[]) {
          const f = JSON.parse(await readFile(join(repoSites, `${id}.json`), 'utf8'));
          targets.push({
            base: real.cmsBaseUrl,
            site: { id, lang: f.site.language, cname: f.api.cname, sections: f.api.sections },
          });
        }
      }
      let checked = 0;
      for (const { base, site } of targets) {
        const urls = [...new Set(await navigationUrls(base, site.lang, site.cname, site.sections))];
        assert.ok(urls.length >= 20, site.id);
        // The contact form page is the product's own route for the CMS Contactformulier (contract §1.2).
        const cmsPath = (u: string) => (u === '/contactformulier' || u === '/contact-form' ? '/Contactformulier' : u);
        const results = await Promise.all(urls.map((u) => get(`${base}/${site.lang}/${site.cname}${cmsPath(u)}`)));
        results.forEach((r, i) => assert.equal(r.status, 200, `${site.id} ${urls[i]}`));
        checked += urls.length;
      }
      assert.ok(checked > 0);
    } finally {
      await real?.close();
    }
  });
});

describe('search', () => {
  test('filters lists the six filter groups with properties', async () => {
    const { body } = await get(`${demo.searchBaseUrl}gkn3/filters`);
    assert.deepEqual(
      body.map((f: Json) => f.name),
      ['contentsubtype', 'year', 'language', 'region', 'theme', 'keyword'],
    );
    for (const f of body) {
      assert.ok(f.alias && f['alias-eng'] && typeof f.id === 'number');
      assert.ok(f.properties.length > 0);
      for (const p of f.properties) assert.deepEqual(Object.keys(p).sort(), ['display', 'id', 'value']);
    }
    const subtypes = body[0].properties.map((p: Json) => p.value).sort();
    assert.deepEqual(
      subtypes,
      ['contact', 'dossier', 'event', 'expert', 'gkz', 'news', 'other', 'source', 'project'].sort(),
    );
    assert.equal((await get(`${demo.searchBaseUrl}onbekend/filters`)).status, 404);
  });

  test('the default corpus has 600+ records in Dutch and English, 1995 to next year (coming events)', async () => {
    const { body } = await search('gkn3', 'q=*&wq_max=0');
    assert.ok(body.hits >= 600);
    assert.deepEqual(body.records, []);
    const lang = body.facets.find((f: Json) => f.name === 'language').properties;
    assert.ok(lang.find((p: Json) => p.value === 'en').count > 50);
    const years = body.facets.find((f: Json) => f.name === 'year').properties.map((p: Json) => Number(p.value));
    assert.ok(Math.min(...years) >= 1995 && Math.max(...years) <= new Date().getUTCFullYear() + 1);
  });

  test('pages through results with wq_max and wq_ofs; default 20, capped at 100', async () => {
    const all = (await search('gkn3', 'q=bodem&wq_max=30')).body;
    const first = (await search('gkn3', 'q=bodem&wq_max=10')).body;
    const second = (await search('gkn3', 'q=bodem&wq_max=10&wq_ofs=10')).body;
    assert.equal(first.hits, all.hits);
    assert.deepEqual(
      [...first.records, ...second.records].map((r: Json) => r.id),
      all.records.slice(0, 20).map((r: Json) => r.id),
    );
    assert.equal((await search('gkn3', 'q=*')).body.records.length, 20);
    assert.equal((await search('gkn3', 'q=*&wq_max=500')).body.records.length, 100);
    assert.equal((await search('gkn3', 'q=*&wq_ofs=100000')).body.records.length, 0);
  });

  test('full text: AND of terms, prefix and fuzzy, empty or * means all', async () => {
    const both = (await search('gkn3', 'q=bodemleven+kleigrond&wq_max=100')).body;
    assert.ok(both.hits > 0);
    for (const r of both.records) assert.match(JSON.stringify(r).toLowerCase(), /bodemleven/);
    assert.ok((await search('gkn3', 'q=bodeml')).body.hits > 0, 'prefix');
    assert.ok((await search('gkn3', 'q=bodemlevem')).body.hits > 0, 'fuzzy');
    assert.equal((await search('gkn3', 'q=')).body.hits, (await search('gkn3', 'q=*')).body.hits);
  });

  test('sorts by title and year in both directions, within a year by date, then by title', async () => {
    const key = (t: string) =>
      t
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/^[^\p{L}\p{N}]+/u, '')
        .toLowerCase();
    const asc = (await search('gkn3', 'q=*&wq_max=100&wq_srt_asc=title')).body.records.map((r: Json) => key(r.title));
    const desc = (await search('gkn3', 'q=*&wq_max=100&wq_srt_desc=title')).body.records.map((r: Json) => key(r.title));
    for (let i = 1; i < asc.length; i++) assert.ok(asc[i - 1] <= asc[i] && desc[i - 1] >= desc[i]);
    const oldest = (await search('gkn3', 'q=*&wq_max=100&wq_srt_asc=year')).body.records;
    const newest = (await search('gkn3', 'q=*&wq_max=100&wq_srt_desc=year')).body.records;
    for (let i = 1; i < 100; i++) {
      assert.ok(
        oldest[i - 1].year < oldest[i].year ||
          (oldest[i - 1].year === oldest[i].year &&
            ((oldest[i - 1].date ?? '') < (oldest[i].date ?? '') ||
              ((oldest[i - 1].date ?? '') === (oldest[i].date ?? '') &&
                key(oldest[i - 1].title) <= key(oldest[i].title)))),
      );
      assert.ok(
        newest[i - 1].year > newest[i].year ||
          (newest[i - 1].year === newest[i].year && (newest[i - 1].date ?? '') >= (newest[i].date ?? '')),
      );
    }
    const byScore = (await search('gkn3', 'q=bodem&wq_max=5')).body.records.map((r: Json) => r.id);
    assert.deepEqual(
      (await search('gkn3', 'q=bodem&wq_max=5&wq_srt_desc=score')).body.records.map((r: Json) => r.id),
      byScore,
    );
    assert.notDeepEqual(
      (await search('gkn3', 'q=bodem&wq_max=5&wq_srt_asc=score')).body.records.map((r: Json) => r.id),
      byScore,
    );
  });

  test('values joined by || are ORed within a filter; pairs are ANDed', async () => {
    const hits = async (qs: string) => (await search('gkn3', `q=*&wq_max=0&${qs}`)).body.hits;
    const news = await hits('wq_flt=contentsubtype&wq_val=news');
    const event = await hits('wq_flt=contentsubtype&wq_val=event');
    assert.equal(await hits(`wq_flt=contentsubtype&wq_val=${encodeURIComponent('news||event')}`), news + event);
    const newsEn = (await search('gkn3', 'q=*&wq_max=100&wq_flt=contentsubtype&wq_val=news&wq_flt=language&wq_val=en'))
      .body;
    assert.ok(newsEn.hits > 0 && newsEn.hits < news);
    for (const r of newsEn.records) assert.ok(r.contentsubtype === 'news' && r.language === 'en');
  });

  test('repeated keyword pairs require every keyword', async () => {
    const one = (await search('gkn3', 'q=*&wq_max=100&wq_flt=keyword&wq_val=bodemleven')).body;
    const two = (
      await search(
        'gkn3',
        `q=*&wq_max=100&wq_flt=keyword&wq_val=bodemleven&wq_flt=keyword&wq_val=${encodeURIComponent('organische stof')}`,
      )
    ).body;
    assert.ok(two.hits > 0 && two.hits < one.hits);
    for (const r of two.records) assert.ok(r.keywords.includes('bodemleven') && r.keywords.includes('organische stof'));
  });

  test('facet counts apply every other group\u2019s filters but not their own', async () => {
    const facet = (body: Json, name: string) =>
      Object.fromEntries(
        body.facets.find((f: Json) => f.name === name).properties.map((p: Json) => [p.value, p.count]),
      );
    const filtered = (await search('gkn3', 'q=*&wq_max=0&wq_flt=contentsubtype&wq_val=news&wq_flt=language&wq_val=en'))
      .body;
    const enOnly = (await search('gkn3', 'q=*&wq_max=0&wq_flt=language&wq_val=en')).body;
    assert.deepEqual(facet(filtered, 'contentsubtype'), facet(enOnly, 'contentsubtype'));
    const eventEn = (await search('gkn3', 'q=*&wq_max=0&wq_flt=contentsubtype&wq_val=event&wq_flt=language&wq_val=en'))
      .body;
    assert.equal(facet(filtered, 'contentsubtype').event, eventEn.hits);
    const newsOnly = (await search('gkn3', 'q=*&wq_max=0&wq_flt=contentsubtype&wq_val=news')).body;
    assert.deepEqual(facet(filtered, 'language'), facet(newsOnly, 'language'));
    const years = Object.values(facet(filtered, 'year')) as number[];
    assert.equal(
      years.reduce((a, b) => a + b, 0),
      filtered.hits,
    );
    assert.deepEqual(
      filtered.facets.map((f: Json) => f.name),
      ['contentsubtype', 'year', 'language', 'region', 'theme', 'keyword'],
    );
  });

  test('records: current links, legacy single url, or no link at all; subtype extras', async () => {
    const records = (await search('gkn3', 'q=*&wq_max=100&wq_ofs=0')).body.records.concat(
      (await search('gkn3', 'q=*&wq_max=100&wq_ofs=100')).body.records,
    );
    const legacy = records.filter((r: Json) => r.url && !r.links);
    const none = (await search('gkn3', 'q=*&wq_max=100&wq_ofs=200')).body.records
      .concat(records)
      .filter((r: Json) => !r.url && !r.links);
    assert.ok(legacy.length > 10, 'about 20% legacy');
    assert.ok(none.length >= 1);
    for (const r of legacy) assert.ok(['open', 'restricted'].includes(r.access) && typeof r.filetype === 'string');
    for (const r of records.filter((x: Json) => x.links))
      for (const l of r.links) assert.deepEqual(Object.keys(l).sort(), ['access', 'filetype', 'url']);
    const event = (await search('gkn3', 'q=*&wq_max=1&wq_flt=contentsubtype&wq_val=event')).body.records[0];
    for (const f of ['when', 'location', 'organiser', 'price', 'date']) assert.ok(event[f], f);
    const project = (await search('gkn3', 'q=*&wq_max=1&wq_flt=contentsubtype&wq_val=project')).body.records[0];
    for (const f of ['status', 'project_arrangement', 'duration']) assert.ok(project[f], f);
  });

  test('scopes: site scopes hold their own records, map scopes only records in the Netherlands', async () => {
    const all = (await search('gkn3', 'q=*&wq_max=0')).body.hits;
    const bodem = (await search('proef-bodem', 'q=*&wq_max=100')).body;
    assert.ok(bodem.hits > 50 && bodem.hits < all);
    const themes = bodem.facets.find((f: Json) => f.name === 'theme').properties.map((p: Json) => p.value);
    assert.ok(themes.includes('Bodem') && themes.includes('Water'));
    const en = (await search('proef-english', 'q=*&wq_max=0')).body.facets.find(
      (f: Json) => f.name === 'language',
    ).properties;
    assert.equal(en[0].value, 'en');
    for (const scope of ['gkn-mapdata', 'proef-bodem-kaart']) {
      const map = (await search(scope, 'q=*&wq_max=100')).body;
      assert.ok(map.hits > 0);
      for (const r of map.records)
        assert.ok(r.geo.lat > 50.7 && r.geo.lat < 53.6 && r.geo.lon > 3.3 && r.geo.lon < 7.3, JSON.stringify(r.geo));
    }
    assert.ok(
      (await search('proef-bodem-kaart', 'q=*&wq_max=0')).body.hits <
        (await search('gkn-mapdata', 'q=*&wq_max=0')).body.hits,
    );
    assert.equal((await search('onbekend', 'q=*')).status, 404);
  });

  test('bad parameters are a 400 with an error message', async () => {
    for (const qs of [
      'q=*&wq_max=abc',
      'q=*&wq_max=-1',
      'q=*&wq_ofs=1.5',
      'q=*&wq_flt=kleur&wq_val=groen',
      'q=*&wq_flt=year',
      'q=*&wq_flt=year&wq_val=',
      'q=*&wq_srt_asc=date',
      'q=*&wq_srt_asc=title&wq_srt_desc=year',
    ]) {
      const res = await search('gkn3', qs);
      assert.equal(res.status, 400, qs);
      assert.equal(typeof res.body.error, 'string');
    }
  });
});

describe('knowledge index', () => {
  test('finds a record by encoded id in its scope, with the index item shape', async () => {
    const id = await slashId();
    const res = await get(`${demo.knowledgeIndexUrl}/gkn3/${encodeURIComponent(id)}`);
    assert.equal(res.status, 200);
    const item = res.body.records[0];
    assert.equal(item.id, id);
    assert.equal(item.metadata.item_metadata.contentsubtype, 'source');
    for (const f of ['title', 'publisher', 'year', 'description']) assert.ok(item[f] !== undefined, f);
    assert.ok('journal' in item);
    assert.equal((await get(`${demo.knowledgeIndexUrl}/gkn3/${id}`)).status, 200, 'unencoded slash');
  });

  test('an unknown id, a record outside the scope, or an unknown scope is 404 with no records', async () => {
    assert.deepEqual(await get(`${demo.knowledgeIndexUrl}/gkn3/nope`), {
      status: 404,
      body: { records: [] },
      type: 'application/json; charset=utf-8',
    });
    const outside = (await search('gkn3', 'q=*&wq_max=100')).body.records.map((r: Json) => r.id);
    const inside = new Set((await search('proef-english', 'q=*&wq_max=100000')).body.records.map((r: Json) => r.id));
    const id = outside.find((x: string) => !inside.has(x));
    assert.equal((await get(`${demo.knowledgeIndexUrl}/proef-english/${encodeURIComponent(id)}`)).status, 404);
    assert.equal((await get(`${demo.knowledgeIndexUrl}/onbekend/${encodeURIComponent(id)}`)).status, 404);
  });
});

describe('faults', () => {
  const homeUrl = () => `${demo.cmsBaseUrl}/nl/${SITES.bodem.api.cname}/index`;

  test('slow delays the answer', async () => {
    demo.setFault('search', { kind: 'slow', ms: 300 });
    try {
      const t = performance.now();
      assert.equal((await search('gkn3', 'q=*&wq_max=1')).status, 200);
      assert.ok(performance.now() - t >= 290);
    } finally {
      demo.setFault('search', null);
    }
  });

  test('down drops the connection without an answer', async () => {
    demo.setFault('cms', { kind: 'down' });
    try {
      await assert.rejects(fetch(homeUrl()));
    } finally {
      demo.setFault('cms', null);
    }
    assert.equal((await get(homeUrl())).status, 200);
  });

  test('invalid-json answers 200 JSON that does not parse', async () => {
    demo.setFault('kennisindex', { kind: 'invalid-json' });
    try {
      const res = await fetch(`${demo.knowledgeIndexUrl}/gkn3/nope`);
      assert.equal(res.status, 200);
      assert.match(res.headers.get('content-type')!, /application\/json/);
      await assert.rejects(res.json());
    } finally {
      demo.setFault('kennisindex', null);
    }
  });

  test('status answers that status, only where pathIncludes matches', async () => {
    demo.setFault('all', { kind: 'status', status: 503 }, { pathIncludes: '/over-ons' });
    try {
      assert.equal((await cms('nl', SITES.bodem, 'over-ons')).status, 503);
      assert.equal((await cms('nl', SITES.bodem, 'contact')).status, 200);
    } finally {
      demo.setFault('all', null);
    }
    assert.equal((await cms('nl', SITES.bodem, 'over-ons')).status, 200);
  });

  test('faults can be set and cleared over HTTP by another process', async () => {
    const post = (body: unknown) =>
      fetch(`${demo.url}/__demo/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    assert.equal((await post({ target: 'search', fault: { kind: 'status', status: 500 } })).status, 200);
    assert.equal((await search('gkn3', 'q=*')).status, 500);
    assert.equal((await get(homeUrl())).status, 200, 'other targets unaffected');
    assert.equal((await post({ target: 'search', fault: null })).status, 200);
    assert.equal((await search('gkn3', 'q=*')).status, 200);
    assert.equal((await post({ target: 'cms', fault: { kind: 'melt' } })).status, 400);
  });
});

describe('corpus file', () => {
  test('serves a seeded NDJSON corpus instead of the default records', async () => {
    const file = join(dir, 'corpus.ndjson');
    await writeCorpusFile(file, 250);
    await writeFile(file, '{"broken": \n', { flag: 'a' });
    const small = await startDemoUpstream({ sitesDir: dir, corpusFile: file });
    try {
      assert.equal((await get(`${small.searchBaseUrl}gkn3?q=*&wq_max=0`)).body.hits, 250);
      const a = (await get(`${small.searchBaseUrl}gkn3?q=*&wq_max=5`)).body.records.map((r: Json) => r.id);
      const b = (await search('gkn3', 'q=*&wq_max=1000')).body.records.map((r: Json) => r.id);
      for (const id of a) assert.ok(b.includes(id), 'same seed, same records');
    } finally {
      await small.close();
    }
  });
});

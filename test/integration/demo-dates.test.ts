import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { startDemoUpstream, type DemoUpstream } from '../../src/demo/demo-server.js';
import { MONTHS } from '../../src/demo/vocab-common.js';

// The demo reads like a real site (issue 13 item 17): news and agenda lists in date order, the
// home page's coming events and the agenda hold no past event, and every date is a real day.
// Over HTTP against the demo upstream with the real sites/*.json, as the product reads it.

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- upstream answers are read ad hoc

interface SiteFile {
  id: string;
  site: { language: 'nl' | 'en'; home?: string; title: string };
  api: { cname: string };
}

let demo: DemoUpstream;
let sites: SiteFile[];

before(async () => {
  const dir = new URL('../../sites/', import.meta.url);
  const names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  sites = await Promise.all(names.map(async (n) => JSON.parse(await readFile(new URL(n, dir), 'utf8')) as SiteFile));
  demo = await startDemoUpstream();
});
after(async () => {
  await demo?.close();
});

async function get(url: string): Promise<{ status: number; body: Json }> {
  const res = await fetch(url);
  return { status: res.status, body: await res.json() };
}
const cms = async (s: SiteFile, path: string) => {
  const res = await get(`${demo.cmsBaseUrl}/${s.site.language}/${s.api.cname}/${path}`);
  assert.equal(res.status, 200, `${s.id} ${path}`);
  return res.body;
};
const homePath = (s: SiteFile) => (s.site.home ?? 'index').replace(/^\/+|\/+$/g, '') || 'index';
const agendaPath = (s: SiteFile) => (s.site.language === 'nl' ? 'agenda' : 'events');
const newsPath = (s: SiteFile) => (s.site.language === 'nl' ? 'nieuws' : 'news');

function elements(page: Json): Json[] {
  return page.contents.flatMap((a: Json) => a.elements);
}
/** The records of every item list on a page, with the list's title. */
async function itemLists(page: Json): Promise<{ title: string; url: string; records: Json[] }[]> {
  const lists = elements(page).filter((e) => e.type === 'item-list');
  return Promise.all(
    lists.map(async (e) => {
      const res = await get(`${e.query_url}&wq_max=${e.max}`);
      assert.equal(res.status, 200, e.query_url);
      return { title: e.title, url: e.query_url, records: res.body.records };
    }),
  );
}
/** Newest first by year, then by date (a record without a date comes after the dated ones of its year). */
function assertNewestFirst(records: Json[], what: string): void {
  for (let i = 1; i < records.length; i++) {
    const [a, b] = [records[i - 1], records[i]];
    assert.ok(a.year > b.year || (a.year === b.year && (a.date ?? '') >= (b.date ?? '')), `${what}: ${i}`);
  }
}

/** Parses "12 juni 2026" / "June 12, 2026" and says whether that day exists. */
function isRealDay(text: string, lang: 'nl' | 'en'): boolean {
  const m = lang === 'nl' ? /(\d{1,2}) ([a-z]+) (\d{4})/.exec(text) : /([A-Z][a-z]+) (\d{1,2}), (\d{4})/.exec(text);
  if (!m) return false;
  const [day, month, year] = lang === 'nl' ? [m[1], m[2], m[3]] : [m[2], m[1], m[3]];
  const monthIndex = MONTHS[lang].indexOf(month!);
  if (monthIndex < 0) return false;
  const d = new Date(Date.UTC(Number(year), monthIndex, Number(day)));
  return d.getUTCMonth() === monthIndex && d.getUTCDate() === Number(day);
}

describe('demo dates and order', () => {
  test('every home page: latest news newest first, coming events from now on, soonest first', async () => {
    const startedAt = new Date().toISOString().slice(0, 16);
    for (const s of sites) {
      const [news, upcoming] = await itemLists(await cms(s, homePath(s)));
      assert.ok(news && upcoming, `${s.id} has both lists`);
      assert.ok(news.records.length > 0, `${s.id} news`);
      for (const r of news.records) assert.equal(r.contentsubtype, 'news');
      assertNewestFirst(news.records, `${s.id} news`);
      assert.ok(upcoming.records.length > 0, `${s.id}: at least one coming event`);
      for (const r of upcoming.records) {
        assert.equal(r.contentsubtype, 'event');
        assert.ok(r.date >= startedAt, `${s.id}: ${r.date} is not in the past`);
      }
      const dates = upcoming.records.map((r: Json) => r.date);
      assert.deepEqual(dates, [...dates].sort(), `${s.id}: soonest first`);
    }
  });

  test('the agenda page lists coming events soonest first; the news page newest first', async () => {
    const startedAt = new Date().toISOString().slice(0, 16);
    for (const s of sites.filter((x) => x.site.language === 'nl').slice(0, 6)) {
      const [agenda] = await itemLists(await cms(s, agendaPath(s)));
      const dates = agenda!.records.map((r: Json) => r.date);
      assert.ok(dates.length > 0, s.id);
      assert.ok(
        dates.every((d: string) => d >= startedAt),
        `${s.id}: no past event`,
      );
      assert.deepEqual(dates, [...dates].sort(), `${s.id}: soonest first`);
      const [news] = await itemLists(await cms(s, newsPath(s)));
      assertNewestFirst(news!.records, `${s.id} news page`);
    }
  });

  test('agenda articles and event records name real days ("34 juni" was a percentage)', async () => {
    for (const s of sites) {
      const agenda = await cms(s, agendaPath(s));
      const articles = elements(agenda)
        .filter((e) => e.type === 'links')
        .flatMap((e) => e.links)
        .filter((l: Json) => l.url?.startsWith(`/${agendaPath(s)}/`));
      assert.ok(articles.length > 0, `${s.id} links its agenda articles`);
      for (const l of articles) {
        const page = await cms(s, l.url.slice(1));
        const html = elements(page)
          .map((e) => e.html ?? '')
          .join(' ');
        const when = /<strong>(?:Wanneer|When):<\/strong> ([^<]+)/.exec(html)?.[1];
        assert.ok(when && isRealDay(when, s.site.language), `${s.id} ${l.url}: ${when}`);
      }
    }
    const events = await get(
      `${demo.searchBaseUrl}gkn3?q=*&wq_max=100&wq_flt=contentsubtype&wq_val=event&wq_flt=language&wq_val=nl||en`,
    );
    assert.ok(events.body.records.length > 20);
    for (const r of events.body.records) {
      assert.ok(isRealDay(r.when, r.language), `${r.id}: ${r.when}`);
      assert.equal(Number(r.date.slice(0, 4)), r.year, `${r.id}: year is the event's`);
    }
  });

  test('wq_from takes now or an ISO date; anything else is a 400 with a message', async () => {
    const base = `${demo.searchBaseUrl}gkn3?q=*&wq_flt=contentsubtype&wq_val=event&wq_srt_asc=year`;
    const all = await get(base);
    const from = await get(`${base}&wq_from=2026-01-01`);
    assert.equal(from.status, 200);
    assert.ok(from.body.hits < all.body.hits);
    for (const r of from.body.records) assert.ok(r.date >= '2026-01-01');
    for (const bad of ['tomorrow', '2026-13-45', '']) {
      const res = await get(`${base}&wq_from=${bad}`);
      assert.equal(res.status, 400, bad);
      assert.match(res.body.error, /wq_from must be "now" or an ISO date/);
    }
  });
});

describe('demo subjects fit each site', () => {
  test('the bulb-growing site is about bulbs: its dossiers and its records', async () => {
    const s = sites.find((x) => x.id === 'bloembollen-kennis')!;
    const home = await cms(s, homePath(s));
    const pills = elements(home)
      .filter((e) => e.type === 'links')
      .flatMap((e) => e.links)
      .filter((l: Json) => l.type === 'pill')
      .map((l: Json) => l.title.toLowerCase());
    assert.ok(
      pills.some((t: string) => /tulp|lelie|bloembol|hyacint|bollenteelt/.test(t)),
      `a dossier on bulbs: ${pills.join('; ')}`,
    );
    const scope = await get(`${demo.searchBaseUrl}bloembollen-kennis?q=*&wq_max=0`);
    const themes = scope.body.facets.find((f: Json) => f.name === 'theme').properties;
    const bulbs = themes.find((p: Json) => p.value === 'Bollenteelt');
    assert.ok(bulbs && bulbs.count >= 20, `records on bulb growing: ${JSON.stringify(themes)}`);
  });

  test('a theme word inside another word does not count ("mbo" in bloembollen, "kas" in broeikasgassen)', async () => {
    const facetThemes = async (scope: string) =>
      (await get(`${demo.searchBaseUrl}${scope}/filters`)).body
        .find((f: Json) => f.name === 'theme')
        .properties.map((p: Json) => p.value);
    assert.ok(!(await facetThemes('bloembollen-kennis')).includes('Onderwijs'));
    const klimaat = sites.find((x) => x.id === 'klimaat-en-landbouw')!;
    const home = await cms(klimaat, homePath(klimaat));
    const pills = elements(home)
      .filter((e) => e.type === 'links')
      .flatMap((e) => e.links)
      .filter((l: Json) => l.type === 'pill')
      .map((l: Json) => l.title.toLowerCase());
    assert.ok(!pills.some((t: string) => /(^|\s)kas|belichting|tomaten/.test(t)), pills.join('; '));
  });
});

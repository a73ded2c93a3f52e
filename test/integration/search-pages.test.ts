import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import type { SearchPageData } from '../../src/app/logic/search-data.js';
import { hostOf, startTestApp, type TestServer } from '../support/app.js';

let server: TestServer;
before(async () => {
  server = await startTestApp({ PAGE_CACHE_TTL_S: '0' });
});
after(async () => {
  await server?.close();
});

const SITE = 'groenkennisnet';
const get = (path: string, site = SITE) => request(server.url).get(path).set('Host', hostOf(site));
/** The search loader's JSON, as a client navigation gets it. */
async function searchData(path: string, route = 'search-nl'): Promise<SearchPageData> {
  const res = await get(`/_data?route=${route}&path=${encodeURIComponent(path)}`);
  assert.equal(res.status, 200, res.text);
  assert.equal(res.body.type, 'data', JSON.stringify(res.body).slice(0, 200));
  return res.body.data as SearchPageData;
}
/** The search requests the demo upstream received, newest last. */
async function upstreamSearches(): Promise<URLSearchParams[]> {
  const res = await request(server.demo!.url).get('/__demo/requests?pathIncludes=/search/');
  return (res.body.requests as { url: string }[])
    .filter((r) => !r.url.includes('/filters'))
    .map((r) => new URL(r.url, 'http://x').searchParams);
}
const records = (d: SearchPageData) => (d.result.status === 'results' ? d.result.records : []);
const hits = (d: SearchPageData) => (d.result.status === 'results' ? d.result.hits : -1);
/** The pagination as text from the page: [n] current, … separators. */
function paginationOf(html: string): string {
  const nav = /<nav[^>]*aria-label="Paginering"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  const items = [...nav.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) => m[1]!);
  return items
    .map((li) => {
      if (li.includes('…')) return '…';
      const page = /aria-label="Pagina (\d+)"/.exec(li)?.[1];
      if (!page) return null;
      return li.includes('aria-current="page"') ? `[${page}]` : page;
    })
    .filter(Boolean)
    .join(' ');
}

describe('search addresses (requirements §2, §5)', () => {
  test('/zoeken and /search redirect to term *', async () => {
    assert.equal((await get('/zoeken')).headers.location, '/zoeken/*');
    assert.equal((await get('/search')).headers.location, '/search/*');
  });
  test('the header form ?q= goes to the term page, spaces as +, other parameters kept', async () => {
    const res = await get('/zoeken?q=bodem%20leven&theme=Bodem&srt=year&srt_direction=desc');
    assert.equal(res.status, 302);
    assert.equal(res.headers.location, '/zoeken/bodem+leven?theme=Bodem&srt=year&srt_direction=desc');
    assert.equal((await get('/search?q=soil+health')).headers.location, '/search/soil+health');
    assert.equal((await get('/zoeken?q=%20%20')).headers.location, '/zoeken/*');
  });
  test('one address per term: %20 and blank terms are redirected to their + and * form', async () => {
    const res = await get('/zoeken/bodem%20leven?theme=Bodem');
    assert.equal(res.status, 301);
    assert.equal(res.headers.location, '/zoeken/bodem+leven?theme=Bodem');
    assert.equal((await get('/zoeken/%20')).headers.location, '/zoeken/*');
  });
  test('+ in the path is a space in the term sent upstream, accents survive', async () => {
    const res = await get('/zoeken/bodem+leven');
    assert.equal(res.status, 200);
    assert.match(res.text, /<h1[^>]*>Zoeken naar “bodem leven”<\/h1>/);
    assert.match(res.text, /<title>Zoeken naar “bodem leven” \| Groen Kennisnet<\/title>/);
    const data = await searchData('/zoeken/caf%C3%A9+cr%C3%A8me');
    assert.equal(data.term, 'café crème');
    assert.equal((await upstreamSearches()).at(-1)!.get('q'), 'café crème');
  });
  test('a literal + survives as %2B from the header form to the page and upstream (c++)', async () => {
    const form = await get('/zoeken?q=c%2B%2B');
    assert.equal(form.status, 302);
    assert.equal(form.headers.location, '/zoeken/c%2B%2B');
    const page = await get('/zoeken/c%2B%2B');
    assert.equal(page.status, 200, `not redirected to ${page.headers.location}`);
    assert.match(page.text, /<h1[^>]*>Zoeken naar “c\+\+”<\/h1>/);
    assert.equal((await upstreamSearches()).at(-1)!.get('q'), 'c++');
    const data = await searchData('/zoeken/c%2B%2B+bodem');
    assert.equal(data.term, 'c++ bodem');
    // The + of the path is still a space: /zoeken/c++ is the term "c".
    assert.equal((await get('/zoeken/c++')).headers.location, '/zoeken/c');
    assert.equal((await get('/zoeken/c%2b%2b')).status, 200, 'lower-case hex is the same address');
  });
  test('a very long term is cut with a notice, never an error', async () => {
    const res = await get(`/zoeken/${'bodem+'.repeat(60)}end`);
    assert.equal(res.status, 200);
    assert.match(res.text, /Je zoekterm was erg lang/);
  });
  test('the search page is Dutch under /zoeken and English under /search, whatever the site language', async () => {
    const nl = await get('/zoeken/soil', 'green-knowledge-network');
    assert.match(nl.text, /<html lang="nl-NL"/);
    const en = await get('/search/bodem');
    assert.match(en.text, /<html lang="en-US"/);
    assert.match(en.text, /<h1[^>]*>Search for “bodem”<\/h1>/);
    assert.match(en.text, /Content type/);
  });
});

describe('filters and counts (requirements §2, §3, §7)', () => {
  test('filters are named by alias with a count per value, checked from the query', async () => {
    const html = (await get('/zoeken/bodem?contentsubtype=news')).text;
    for (const alias of ['Soort inhoud', 'Jaar', 'Taal', 'Thema'])
      assert.match(html, new RegExp(`<legend[^>]*>${alias}</legend>`));
    const box = (value: string) =>
      new RegExp(`<input type="checkbox"[^>]*name="contentsubtype"[^>]*value="${value}"[^>]*>`).exec(html)?.[0] ?? '';
    assert.ok(box('news').includes('checked'), box('news'));
    assert.ok(box('event') !== '' && !box('event').includes('checked'), box('event'));
    const data = await searchData('/zoeken/bodem?contentsubtype=news');
    const types = data.groups.find((g) => g.name === 'contentsubtype')!;
    // Disjunctive facets: the other types still show how many there would be.
    assert.ok(types.properties.filter((p) => !p.checked).every((p) => p.count > 0));
    assert.equal(types.properties.find((p) => p.value === 'news')!.count, hits(data));
    assert.ok(records(data).every((r) => r.contentsubtype === 'news'));
  });
  test('the result count is announced: aria-live on the count, not on the list', async () => {
    const html = (await get('/zoeken/bodem')).text;
    assert.match(html, /<p[^>]*role="status"[^>]*aria-live="polite"[^>]*>\d+ resultaten voor “bodem”<\/p>/);
    assert.doesNotMatch(html, /<ol[^>]*aria-live/);
  });
  test('values of one group are joined with ||, keyword values repeat the pair (as the upstream sees it)', async () => {
    await searchData(
      '/zoeken/*?contentsubtype=news&contentsubtype=event&keyword=mest&keyword=stikstof&region=Gelderland',
    );
    const sent = (await upstreamSearches()).at(-1)!;
    assert.deepEqual(sent.getAll('wq_flt'), ['contentsubtype', 'keyword', 'keyword', 'region']);
    assert.deepEqual(sent.getAll('wq_val'), ['news||event', 'mest', 'stikstof', 'Gelderland']);
  });
  test('srt…, start and unknown parameters are not filters', async () => {
    await searchData('/zoeken/*?srt=title&srt_direction=desc&start=20&srtx=1&utm_source=mail&theme=Bodem');
    const sent = (await upstreamSearches()).at(-1)!;
    assert.deepEqual(sent.getAll('wq_flt'), ['theme']);
    assert.equal(sent.get('wq_ofs'), '20');
    assert.equal(sent.get('wq_srt_desc'), 'title');
    assert.equal(sent.get('wq_max'), '20');
  });
  test('without a filter list (the filters call fails) no unknown parameter is sent as a filter and results still show', async () => {
    // A site whose filters nobody has asked for yet in this process, so no cached copy hides the failure.
    const site = 'bodemdaling';
    const fault = (body: object) => request(server.demo!.url).post('/__demo/faults').send(body).expect(200);
    await fault({ target: 'search', fault: { kind: 'status', status: 503 }, pathIncludes: '/filters' });
    try {
      const res = await get('/zoeken/bodem?utm_source=nieuwsbrief&utm_medium=email&fbclid=IwAR0abc&theme=Bodem', site);
      assert.equal(res.status, 200, 'not the search error state');
      assert.doesNotMatch(res.text, /Zoeken lukt nu niet/);
      assert.match(res.text, /<p[^>]*role="status"[^>]*>\d+ resultaten voor “bodem”<\/p>/);
      const sent = (await upstreamSearches()).at(-1)!;
      assert.equal(sent.get('q'), 'bodem');
      assert.deepEqual(sent.getAll('wq_flt'), [], 'no filters without a filter list');
      // The visitor asked for a theme and gets unfiltered results: the page says so.
      assert.match(res.text, /data-filters-unavailable=""[^>]*>De filters zijn nu niet beschikbaar/);
      // Tracking parameters alone are no request to filter: no notice.
      const plain = await get('/zoeken/bodem?utm_source=nieuwsbrief', site);
      assert.doesNotMatch(plain.text, /data-filters-unavailable/);
    } finally {
      await fault({ target: 'search', fault: null, pathIncludes: '/filters' });
    }
  });
  test('a checked value whose count drops to 0 stays visible (so it can be unchecked)', async () => {
    const data = await searchData('/zoeken/*?language=en&region=Gelderland&theme=Bodem');
    const region = data.groups.find((g) => g.name === 'region')!;
    assert.ok(region.properties.some((p) => p.value === 'Gelderland' && p.checked));
    const impossible = await searchData('/zoeken/*?contentsubtype=expert&contentsubtype=contact&year=1995&theme=Bodem');
    const year = impossible.groups.find((g) => g.name === 'year');
    assert.ok(year?.properties.some((p) => p.value === '1995' && p.checked));
  });
});

describe('sorting (requirements §3, §5)', () => {
  test('title ascending and descending', async () => {
    const asc = records(await searchData('/zoeken/*?srt=title&srt_direction=asc'));
    const desc = records(await searchData('/zoeken/*?srt=title&srt_direction=desc'));
    const key = (t: string) =>
      t
        .normalize('NFKD')
        .replace(/[^\p{L}\p{N} ]/gu, '')
        .toLowerCase();
    assert.ok(key(asc[0]!.title) <= key(asc.at(-1)!.title), 'ascending');
    assert.ok(key(desc[0]!.title) >= key(desc.at(-1)!.title), 'descending');
    assert.notEqual(asc[0]!.id, desc[0]!.id);
  });
  test('oldest and newest by publication year; an unknown direction means asc', async () => {
    const oldest = records(await searchData('/zoeken/*?srt=year&srt_direction=asc'));
    const newest = records(await searchData('/zoeken/*?srt=year&srt_direction=desc'));
    assert.ok(oldest.every((r, i) => i === 0 || r.year! >= oldest[i - 1]!.year!));
    assert.ok(newest.every((r, i) => i === 0 || r.year! <= newest[i - 1]!.year!));
    assert.ok(oldest[0]!.year! < newest[0]!.year!);
    await searchData('/zoeken/mest?srt=year&srt_direction=upwards');
    assert.equal((await upstreamSearches()).at(-1)!.get('wq_srt_asc'), 'year');
  });
  test('the no-JS sort form (sort=…) redirects to srt and srt_direction, back to the first page', async () => {
    const res = await get('/zoeken/bodem?theme=Bodem&start=40&sort=year-desc');
    assert.equal(res.status, 302);
    assert.equal(res.headers.location, '/zoeken/bodem?theme=Bodem&srt=year&srt_direction=desc');
  });
});

describe('paging (requirements §5, §9)', () => {
  test('20 per page: first, middle and last page; past the end says so', async () => {
    const first = await searchData('/zoeken/*');
    const total = hits(first);
    assert.ok(total > 200, `a big result set (${total})`);
    assert.equal(records(first).length, 20);
    const middle = await searchData('/zoeken/*?start=100');
    assert.equal(records(middle).length, 20);
    assert.equal(middle.start, 100);
    assert.ok(!records(middle).some((r) => records(first).some((f) => f.id === r.id)), 'another page');
    const lastStart = Math.floor((total - 1) / 20) * 20;
    const last = await searchData(`/zoeken/*?start=${lastStart}`);
    assert.equal(records(last).length, total - lastStart);
    const past = await get(`/zoeken/*?start=${lastStart + 20}`);
    assert.match(past.text, /Deze pagina heeft geen resultaten meer/);
    assert.equal((await searchData('/zoeken/*?start=junk')).start, 0);
  });
  test('pagination numbers and separators on pages 1, 4, 5 and the last pages', async () => {
    const total = hits(await searchData('/zoeken/*'));
    const n = Math.ceil(total / 20);
    const at = async (page: number) => paginationOf((await get(`/zoeken/*?start=${(page - 1) * 20}`)).text);
    assert.equal(await at(1), `[1] 2 3 … ${n}`);
    assert.equal(await at(4), `1 2 3 [4] 5 … ${n}`);
    assert.equal(await at(5), `1 … 4 [5] 6 … ${n}`);
    assert.equal(await at(n - 4), `1 … ${n - 5} [${n - 4}] ${n - 3} … ${n}`);
    assert.equal(await at(n - 3), `1 … ${n - 4} [${n - 3}] ${n - 2} ${n - 1} ${n}`);
    assert.equal(await at(n), `1 … ${n - 2} ${n - 1} [${n}]`);
  });
  test('an unaligned start, or one past the deepest page, redirects to the start of its page', async () => {
    const unaligned = await get('/zoeken/*?theme=Bodem&start=19');
    assert.equal(unaligned.status, 301);
    assert.equal(unaligned.headers.location, '/zoeken/*?theme=Bodem');
    assert.equal((await get('/zoeken/bodem?start=45&srt=title')).headers.location, '/zoeken/bodem?start=40&srt=title');
    assert.equal((await get('/zoeken/*?start=20000')).headers.location, '/zoeken/*?start=10000');
    const page3 = await get('/zoeken/*?start=40');
    assert.equal(page3.status, 200);
    assert.match(paginationOf(page3.text), /\[3\]/);
    assert.match(page3.text, /<a rel="next"[^>]*href="\/zoeken\/\*\?start=60"/);
  });
  test('page links keep the term, filters and sort', async () => {
    const html = (await get('/zoeken/bodem?theme=Bodem&srt=year&srt_direction=desc')).text;
    assert.match(html, /href="\/zoeken\/bodem\?theme=Bodem&amp;srt=year&amp;srt_direction=desc&amp;start=20"/);
  });
});

describe('results, empty state and errors (requirements §2, §4, §8)', () => {
  test('a record stored with the legacy single url/access/filetype fields gets a one-item links list', async () => {
    // The demo search service as the product sees it: pick a record it sends in the legacy shape.
    const upstream = await request(server.demo!.url).get('/search/gkn3?q=*&wq_max=100').expect(200);
    type Raw = { id: string; title: string; links?: unknown; url?: string; access?: string; filetype?: string };
    const raw = upstream.body.records as Raw[];
    const index = raw.findIndex((r) => r.links === undefined && typeof r.url === 'string');
    assert.ok(index >= 0, 'the demo has a record with legacy link fields');
    const legacy = raw[index]!;
    const expected = [{ url: legacy.url!, access: legacy.access ?? null, filetype: legacy.filetype ?? null }];
    // The same record on our search page (same query, same order, 20 per page) ...
    const start = Math.floor(index / 20) * 20;
    const data = await searchData(`/zoeken/*${start ? `?start=${start}` : ''}`);
    const record = records(data).find((r) => r.id === legacy.id);
    assert.ok(record, `${legacy.id} on the page starting at ${start}`);
    assert.deepEqual(record.links, expected);
    const html = (await get(`/zoeken/*${start ? `?start=${start}` : ''}`)).text;
    assert.ok(html.includes(`href="${legacy.url}"`), 'its link is shown in the results');
    // ... and on its result page, from the knowledge index (the same legacy fields).
    const item = await request(server.demo!.url)
      .get(`/kennisindex/gkn3/${encodeURIComponent(legacy.id)}`)
      .expect(200);
    assert.equal(item.body.records[0].links, undefined);
    assert.equal(item.body.records[0].url, legacy.url);
    const redirect = await get(`/zoeken/resultaat/x?id=${encodeURIComponent(legacy.id)}`);
    assert.equal(redirect.status, 301);
    const page = await get(redirect.headers.location!);
    assert.equal(page.status, 200);
    assert.ok(page.text.includes(`href="${legacy.url}"`), 'its link is shown on the result page');
  });
  test('each record with badge, date or year, summary items and links', async () => {
    const html = (await get('/zoeken/*')).text;
    assert.match(html, /<time dateTime="\d{4}-\d\d-\d\dT/i);
    assert.match(html, /href="\/zoeken\/resultaat\/[a-z0-9-]+\?id=gkn%3A/);
  });
  test('no results: the empty state with the hint', async () => {
    const res = await get('/zoeken/qqxxzzvvww');
    assert.equal(res.status, 200);
    assert.match(res.text, /Geen resultaten/);
    assert.match(res.text, /Probeer een andere zoekterm of controleer de spelling/);
  });
  test('a failing search service: the error state with a clear message', async () => {
    server.demo!.setFault('search', { kind: 'status', status: 503 }, { pathIncludes: 'foutzoekterm' });
    try {
      const res = await get('/zoeken/foutzoekterm');
      assert.equal(res.status, 503, 'not cached as a good page');
      assert.equal(res.headers['cache-control'], 'no-store');
      assert.match(res.text, /Zoeken lukt nu niet/);
      const json = await searchData('/zoeken/foutzoekterm?theme=Bodem');
      assert.equal(json.result.status, 'error');
      assert.match(res.text, /data-search-phase="error"/);
    } finally {
      server.demo!.setFault('search', null);
    }
  });
});

describe('item lists (requirements §7: a prepared query URL with &wq_max)', () => {
  /** The item-list elements of a page as the demo CMS serves it. */
  async function cmsItemLists(cname: string, path: string): Promise<{ query_url: string; max: number }[]> {
    const res = await request(server.demo!.url).get(`/cms/nl/${cname}${path}`).expect(200);
    const areas = res.body.contents as { elements: { type: string; query_url?: string; max?: number }[] }[];
    return areas.flatMap((a) => a.elements).filter((e) => e.type === 'item-list') as {
      query_url: string;
      max: number;
    }[];
  }
  test("the item list template and a dossier's related items send wq_max, as the upstream sees it", async () => {
    // A site whose pages nothing else here renders, so no prepared query is cached yet.
    const site = 'weidevogels';
    const dossier = /href="(\/dossier\/[a-z0-9-]+)"/.exec((await get('/dossier', site)).text)?.[1];
    assert.ok(dossier, 'a dossier linked from the overview');
    for (const path of ['/kennisbank', dossier]) {
      const lists = await cmsItemLists(site, path);
      assert.ok(lists.length > 0, `${path} has an item list`);
      await request(server.demo!.url).delete('/__demo/requests').expect(200);
      const page = await get(path, site);
      assert.equal(page.status, 200, path);
      const seen = (
        (await request(server.demo!.url).get('/__demo/requests?pathIncludes=/search/')).body.requests as {
          url: string;
        }[]
      ).map((r) => r.url);
      for (const list of lists) {
        const prepared = new URL(list.query_url);
        const asked = seen.filter((u) => u.startsWith(`${prepared.pathname}${prepared.search}&`));
        assert.deepEqual(
          asked,
          [`${prepared.pathname}${prepared.search}&wq_max=${list.max}`],
          `${path}: ${seen.join(' ')}`,
        );
      }
    }
  });
});

describe('result pages (requirements §2)', () => {
  test('the item from the knowledge index; a wrong slug redirects; an unknown id is 404', async () => {
    const record = records(await searchData('/zoeken/bodem'))[0]!;
    const list = (await get('/zoeken/bodem')).text;
    const href = /href="(\/zoeken\/resultaat\/[^"]+)"/.exec(list)![1]!.replace(/&amp;/g, '&');
    const page = await get(href);
    assert.equal(page.status, 200);
    assert.match(page.text, new RegExp(`<h1[^>]*>${record.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    assert.ok(
      page.text.includes(`<title>${record.title.replace(/&/g, '&amp;')} | Groen Kennisnet</title>`),
      'the item title is the document title',
    );
    const wrong = await get(href.replace(/resultaat\/[^?]+/, 'resultaat/iets-anders'));
    assert.equal(wrong.status, 301);
    assert.equal(wrong.headers.location, href);
    assert.equal((await get('/zoeken/resultaat/x?id=gkn%3Anope%3A1')).status, 404);
    assert.equal((await get('/zoeken/resultaat/x')).status, 404);
    const en = await get(href.replace('/zoeken/resultaat/', '/search/result/'));
    assert.equal(en.status, 200);
    // The page's own words are English under /search; the record keeps its language (record-language test).
    assert.match(en.text, /<div class="gkn-page"[^>]* lang="en-US"/);
  });
});

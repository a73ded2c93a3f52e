import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { hostOf, startTestApp, type TestServer } from '../support/app.js';

// issue 13 item 9, requirements §10.7.4: hreflang alternates between the Dutch and the English
// network sites' parallel pages (the CMS's `translations`, docs/upstream-contracts.md §1.1) and
// between /zoeken/* and /search/*. Each alternate is followed: it answers, in its language, and
// names the same set back (alternates that do not point back are ignored by search engines).

let server: TestServer;
before(async () => {
  server = await startTestApp();
});
after(() => server.close());

const get = (host: string, path: string) => request(server.url).get(path).set('Host', host);
type Alternates = Record<string, string>;

function alternatesOf(html: string): Alternates {
  const found: Alternates = {};
  for (const m of html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)) {
    assert.equal(found[m[1]!], undefined, `one ${m[1]} alternate`);
    found[m[1]!] = m[2]!.replace(/&amp;/g, '&');
  }
  return found;
}
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1]?.replace(/&amp;/g, '&');

/** Requests an absolute alternate as a visitor would: on its production host. */
async function follow(url: string) {
  const { host, pathname, search } = new URL(url);
  const res = await get(host, `${pathname}${search}`).expect(200);
  return res.text;
}

/** The page's alternates, after checking each one answers in its language, is canonical and names the same set. */
async function reciprocal(host: string, path: string): Promise<Alternates> {
  const alternates = alternatesOf((await get(host, path).expect(200)).text);
  assert.deepEqual(Object.keys(alternates).sort(), ['en', 'nl', 'x-default'], `${path}: nl, en and x-default`);
  assert.equal(alternates['x-default'], alternates.en, 'x-default: the English page');
  for (const lang of ['nl', 'en'] as const) {
    const html = await follow(alternates[lang]!);
    // The page's own language, that of its interface (a result page's <html lang> is its record's).
    const locale = lang === 'nl' ? 'nl_NL' : 'en_US';
    assert.match(html, new RegExp(`<meta property="og:locale" content="${locale}">`), `${alternates[lang]}: ${lang}`);
    assert.equal(canonicalOf(html), alternates[lang], `${alternates[lang]} is its own canonical`);
    assert.deepEqual(alternatesOf(html), alternates, `${alternates[lang]} names the same alternates`);
  }
  return alternates;
}

describe('parallel pages of the Dutch and the English network site', () => {
  for (const [nl, en] of [
    ['/', '/'],
    ['/over-ons', '/about'],
    ['/contact', '/contact'],
    ['/nieuws', '/news'],
  ] as const) {
    test(`${nl} on groenkennisnet and ${en} on green-knowledge-network`, async () => {
      const alternates = await reciprocal(hostOf('groenkennisnet'), nl);
      assert.equal(alternates.nl, `https://www.groenkennisnet.nl${nl}`);
      assert.equal(alternates.en, `https://www.greenknowledgenetwork.eu${en}`);
      assert.deepEqual(await reciprocal(hostOf('green-knowledge-network'), en), alternates);
    });
  }

  test('the demo CMS gives the pairing as the contract says, in both directions', async () => {
    const meta = async (path: string) =>
      ((await (await fetch(`${server.demo.cmsBaseUrl}${path}`)).json()) as Record<string, Record<string, unknown>>)
        .metadata!['page-metadata'] as { translations?: unknown };
    assert.deepEqual((await meta('/nl/groenkennisnet/over-ons')).translations, [
      { language: 'en', cname: 'gkn-international', path: '/about' },
    ]);
    assert.deepEqual((await meta('/en/gkn-international/about')).translations, [
      { language: 'nl', cname: 'groenkennisnet', path: '/over-ons' },
    ]);
    assert.deepEqual((await meta('/en/gkn-international/index')).translations, [
      { language: 'nl', cname: 'groenkennisnet', path: '/' },
    ]);
    assert.equal((await meta('/nl/groenkennisnet/disclaimer')).translations, undefined, 'absent when none');
  });

  test('a page the CMS pairs with nothing names no alternates', async () => {
    for (const [site, path] of [
      ['groenkennisnet', '/disclaimer'],
      ['green-knowledge-network', '/disclaimer'],
      ['stadsgroen', '/over-ons'],
      ['stadsgroen', '/'],
    ] as const) {
      const html = (await get(hostOf(site), path).expect(200)).text;
      assert.deepEqual(alternatesOf(html), {}, `${site} ${path}`);
    }
  });

  test('addresses come from the configuration, never from the request’s host', async () => {
    const res = await request(server.url).get('/over-ons').set('Host', 'groenkennisnet.localhost:8123').expect(200);
    const alternates = alternatesOf(res.text);
    assert.equal(alternates.nl, 'https://www.groenkennisnet.nl/over-ons');
    assert.equal(alternates.en, 'https://www.greenknowledgenetwork.eu/about');
    assert.doesNotMatch(res.text, /:8123/);
  });

  test('an acceptance host, never indexed, names no alternates', async () => {
    const html = (await get('acc.groenkennisnet.nl', '/over-ons').expect(200)).text;
    assert.deepEqual(alternatesOf(html), {});
  });

  test('error pages name none', async () => {
    const html = (await get(hostOf('groenkennisnet'), '/bestaat-echt-niet').expect(404)).text;
    assert.deepEqual(alternatesOf(html), {});
  });
});

describe('/zoeken/* and /search/*', () => {
  test('a search page in Dutch and in English, on the same site', async () => {
    for (const [site, origin] of [
      ['groenkennisnet', 'https://www.groenkennisnet.nl'],
      ['green-knowledge-network', 'https://www.greenknowledgenetwork.eu'],
    ] as const) {
      const alternates = await reciprocal(hostOf(site), '/zoeken/bodem+leven');
      assert.deepEqual(alternates, {
        nl: `${origin}/zoeken/bodem+leven`,
        en: `${origin}/search/bodem+leven`,
        'x-default': `${origin}/search/bodem+leven`,
      });
    }
  });

  test('the search for everything, and a term with an encoded slash', async () => {
    const all = await reciprocal(hostOf('groenkennisnet'), '/search/*');
    assert.equal(all.nl, 'https://www.groenkennisnet.nl/zoeken/*');
    const slash = await reciprocal(hostOf('groenkennisnet'), '/zoeken/1%2F2');
    assert.equal(slash.en, 'https://www.groenkennisnet.nl/search/1%2F2');
  });

  test('a result page in Dutch and in English: the same item, its id kept, its way back not', async () => {
    const search = (await get(hostOf('groenkennisnet'), '/zoeken/bodem').expect(200)).text;
    const href = /href="(\/zoeken\/resultaat\/[^"?]+\?id=[^"]+)"/.exec(search)![1]!.replace(/&amp;/g, '&');
    const alternates = await reciprocal(hostOf('groenkennisnet'), href);
    const id = new URL(href, 'http://x').searchParams.get('id')!;
    const nl = new URL(alternates.nl!);
    const en = new URL(alternates.en!);
    assert.equal(nl.searchParams.get('id'), id);
    assert.equal(en.searchParams.get('id'), id);
    assert.equal(nl.searchParams.has('from'), false);
    assert.equal(en.pathname, nl.pathname.replace('/zoeken/resultaat/', '/search/result/'));
  });

  test('a portlet, in one language only, names none', async () => {
    const html = (await get(hostOf('groenkennisnet'), '/portlet/wur-bibliotheek/bodem').expect(200)).text;
    assert.deepEqual(alternatesOf(html), {});
  });
});

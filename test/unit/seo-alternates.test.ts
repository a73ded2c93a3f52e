import assert from 'node:assert/strict';
import { test } from 'node:test';
import { toTranslations } from '../../src/upstream/cms/cms-mappers.js';
import { alternateLinkTags, alternatesOf, type PairedSite } from '../../src/server/seo/alternates.js';
import type { PageContent } from '../../src/model/page.js';

// requirements §10.7.4: which language alternates a page names, and what of the CMS's pairing is used.

test('CMS translations: a language, a site name and a plain root-relative path, one per language', () => {
  assert.deepEqual(
    toTranslations([
      { language: 'en', cname: 'gkn-international', path: '/about' },
      { language: 'en', cname: 'other', path: '/second-english' },
      { language: 'de', cname: 'x', path: '/ueber-uns' },
      { language: 'nl', cname: '', path: '/over-ons' },
      { language: 'nl', cname: 'x' },
      { language: 'nl', cname: 'x', path: 'over-ons' },
      { language: 'nl', cname: 'x', path: '//evil.example/over-ons' },
      { language: 'nl', cname: 'x', path: 'https://evil.example/' },
      { language: 'nl', cname: 'x', path: '/a/../b' },
      { language: 'nl', cname: 'x', path: '/a/%2e%2e/b' },
      { language: 'nl', cname: 'x', path: '/a%2Fb' },
      { language: 'nl', cname: 'x', path: '/\\evil.example' },
      { language: 'nl', cname: 'x', path: '/a?b=1' },
      { language: 'nl', cname: 'x', path: '/a b' },
      'nonsense',
      null,
      { language: 'nl', cname: 'groenkennisnet', path: '/' },
    ]),
    [
      { language: 'en', cname: 'gkn-international', path: '/about' },
      { language: 'nl', cname: 'groenkennisnet', path: '/' },
    ],
  );
  assert.deepEqual(toTranslations(undefined), []);
  assert.deepEqual(toTranslations({ language: 'en' }), [], 'not a list');
});

const sites: Record<string, PairedSite> = {
  groenkennisnet: { origin: 'https://www.groenkennisnet.nl', language: 'nl' },
  'gkn-international': { origin: 'https://www.greenknowledgenetwork.eu', language: 'en' },
  stadsgroen: { origin: 'https://www.stadsgroen.nl', language: 'nl' },
};
const siteByCname = (cname: string) => sites[cname] ?? null;
const pageWith = (translations: PageContent['translations']) => ({ translations }) as PageContent;

test('a CMS page: its own address and the pages its translations name on the sites they name', () => {
  const alternates = alternatesOf({
    canonical: 'https://www.groenkennisnet.nl/over-ons',
    locale: 'nl',
    routeId: 'content',
    page: pageWith([{ language: 'en', cname: 'gkn-international', path: '/about' }]),
    siteByCname,
  });
  assert.deepEqual(alternates, {
    nl: 'https://www.groenkennisnet.nl/over-ons',
    en: 'https://www.greenknowledgenetwork.eu/about',
  });
  assert.deepEqual(alternateLinkTags(alternates), [
    '<link rel="alternate" hreflang="nl" href="https://www.groenkennisnet.nl/over-ons">',
    '<link rel="alternate" hreflang="en" href="https://www.greenknowledgenetwork.eu/about">',
    '<link rel="alternate" hreflang="x-default" href="https://www.greenknowledgenetwork.eu/about">',
  ]);
});

test('a pairing with an unknown site, a site of another language or the page’s own language is left out', () => {
  for (const translation of [
    { language: 'en', cname: 'no-such-site', path: '/about' },
    { language: 'en', cname: 'stadsgroen', path: '/about' },
    { language: 'nl', cname: 'stadsgroen', path: '/over-ons' },
  ] as const) {
    const alternates = alternatesOf({
      canonical: 'https://www.groenkennisnet.nl/over-ons',
      locale: 'nl',
      routeId: 'content',
      page: pageWith([translation]),
      siteByCname,
    });
    assert.deepEqual(alternates, {}, JSON.stringify(translation));
    assert.deepEqual(alternateLinkTags(alternates), []);
  }
  assert.deepEqual(
    alternatesOf({ canonical: 'https://x.nl/a', locale: 'nl', routeId: 'content', page: null, siteByCname }),
    {},
  );
});

test('search and result pages: the same address under the other language’s prefix, on the same site', () => {
  assert.deepEqual(
    alternatesOf({
      canonical: 'https://www.groenkennisnet.nl/search/soil+life',
      locale: 'en',
      routeId: 'search-en',
      page: null,
      siteByCname,
    }),
    { nl: 'https://www.groenkennisnet.nl/zoeken/soil+life', en: 'https://www.groenkennisnet.nl/search/soil+life' },
  );
  assert.deepEqual(
    alternatesOf({
      canonical: 'https://www.groenkennisnet.nl/zoeken/resultaat/bodem-en-water?id=a%2Fb',
      locale: 'nl',
      routeId: 'search-result-nl',
      page: null,
      siteByCname,
    }),
    {
      nl: 'https://www.groenkennisnet.nl/zoeken/resultaat/bodem-en-water?id=a%2Fb',
      en: 'https://www.groenkennisnet.nl/search/result/bodem-en-water?id=a%2Fb',
    },
  );
  assert.deepEqual(
    alternatesOf({
      canonical: 'https://www.groenkennisnet.nl/portlet/x/bodem',
      locale: 'nl',
      routeId: 'portlet-search',
      page: null,
      siteByCname,
    }),
    {},
    'portlets have one language',
  );
});

test('hrefs are escaped', () => {
  assert.deepEqual(
    alternateLinkTags({ nl: 'https://x.nl/a?b=1&c="2"', en: 'https://x.nl/e' })[0],
    '<link rel="alternate" hreflang="nl" href="https://x.nl/a?b=1&amp;c=&quot;2&quot;">',
  );
});

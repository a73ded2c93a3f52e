import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chromePaths } from '../../src/server/seo/seo-routes.js';
import { canonicalQueryNames, canonicalUrl, isSearchView } from '../../src/server/seo/head-tags.js';

test('canonical URLs keep only the allowed query parameters: form status, tracking and made-up ones go', () => {
  const url = new URL('http://gkn.internal/zoeken/resultaat/x?id=abc&utm_source=nb&form=x&formstatus=y&gclid=1&from=y');
  const result = canonicalQueryNames({ flags: ['search'], data: { item: { id: 'abc' } } });
  assert.equal(
    canonicalUrl('https://www.groenkennisnet.nl', url, result),
    'https://www.groenkennisnet.nl/zoeken/resultaat/x?id=abc',
  );
  assert.equal(
    canonicalUrl('https://x.nl', new URL('http://gkn.internal/over-ons?utm=1&page=2')),
    'https://x.nl/over-ons',
  );
});

test('which query parameters make a page of its own: id on result pages, none on search, CMS and other pages', () => {
  assert.deepEqual(canonicalQueryNames(null), []);
  assert.deepEqual(canonicalQueryNames({ data: { page: {} } }), []);
  assert.deepEqual(canonicalQueryNames({ flags: ['search'], data: { item: { id: 'x' } } }), ['id']);
  assert.deepEqual(canonicalQueryNames({ flags: ['portlet'], data: { item: { id: 'x' } } }), ['id']);
  assert.deepEqual(
    canonicalQueryNames({ flags: ['portlet'], data: { selection: [{ name: 'year', values: ['2020'] }] } }),
    [],
  );
  assert.deepEqual(canonicalQueryNames({ flags: ['search'], data: { selection: [], start: 20 } }), []);
});

test('a search view (filtered, paged or sorted) is told apart from the search page itself', () => {
  const at = (query: string) => new URL(`http://gkn.internal/zoeken/bodem${query}`);
  const search = (data: Record<string, unknown>) => ({ flags: ['search'], data: { selection: [], start: 0, ...data } });
  assert.equal(isSearchView(search({}), at('')), false, 'the first page, unfiltered, in relevance order');
  assert.equal(isSearchView(search({}), at('?start=0')), false, 'start=0 is the first page');
  assert.equal(isSearchView(search({ selection: [{ name: 'theme', values: ['Bodem'] }] }), at('?theme=Bodem')), true);
  assert.equal(isSearchView(search({ start: 20 }), at('?start=20')), true);
  assert.equal(isSearchView(search({}), at('?srt=year&srt_direction=desc')), true);
  assert.equal(isSearchView(search({}), at('?srt_direction=desc')), true, 'a direction alone is a sorted address');
  assert.equal(
    isSearchView({ flags: ['portlet'], data: { selection: [], start: 40 } }, at('?start=40')),
    true,
    'portlets alike',
  );
  assert.equal(isSearchView({ flags: ['search'], data: { item: { id: 'x' } } }, at('?srt=year')), false, 'a result');
  assert.equal(isSearchView({ data: { page: {} } }, at('?start=20')), false, 'a CMS page');
  assert.equal(isSearchView(null, at('?start=20')), false, 'an error page');
});

test('sitemap paths from menu and footers: internal, without hashes, once each, home first', () => {
  const link = (href: string, external = false) => ({ text: href, href, external });
  const paths = chromePaths(
    [
      {
        area: 'main',
        title: null,
        items: [
          {
            identifier: '1',
            title: 'A',
            type: 'main',
            link: link('/a'),
            subPages: [{ identifier: '2', title: 'B', href: '/a/b#x' }],
          },
          { identifier: '3', title: 'W', type: 'normal', link: link('https://www.wur.nl/', true), subPages: [] },
        ],
      },
    ],
    [
      [
        {
          area: 'legal',
          title: null,
          template: 'normal',
          items: [{ identifier: '4', title: null, link: link('/a'), image: null, network: null }],
        },
      ],
      null,
    ],
  );
  assert.deepEqual(paths, ['/', '/a', '/a/b']);
});

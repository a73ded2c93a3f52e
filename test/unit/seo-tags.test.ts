import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chromePaths } from '../../src/server/seo/seo-routes.js';
import { canonicalQueryNames, canonicalUrl } from '../../src/server/seo/head-tags.js';

test('canonical URLs keep only the allowed query parameters: form status, tracking and made-up ones go', () => {
  const url = new URL(
    'http://gkn.internal/zoeken/bodem?theme=Bodem&utm_source=nb&form=x&formstatus=y&gclid=1&utm=1&start=0',
  );
  const search = canonicalQueryNames({
    flags: ['search'],
    data: { selection: [{ name: 'theme', values: ['Bodem'] }] },
  });
  assert.equal(
    canonicalUrl('https://www.groenkennisnet.nl', url, search),
    'https://www.groenkennisnet.nl/zoeken/bodem?theme=Bodem',
  );
  assert.equal(
    canonicalUrl('https://x.nl', new URL('http://gkn.internal/over-ons?utm=1&page=2')),
    'https://x.nl/over-ons',
  );
});

test('which query parameters make a page of its own: none on CMS pages, id on result pages, page, sort and filters on search pages', () => {
  assert.deepEqual(canonicalQueryNames(null), []);
  assert.deepEqual(canonicalQueryNames({ data: { page: {} } }), []);
  assert.deepEqual(canonicalQueryNames({ flags: ['search'], data: { item: { id: 'x' } } }), ['id']);
  assert.deepEqual(
    canonicalQueryNames({ flags: ['portlet'], data: { selection: [{ name: 'year', values: ['2020'] }] } }),
    ['start', 'srt', 'srt_direction', 'year'],
  );
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

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { createElement as h, type ReactNode } from 'react';
import {
  badgeColours,
  badgeTextColour,
  contrastRatio,
  HIGHLIGHT_ALPHA,
} from '../../src/app/components/ui/badge-colours.js';
import { Icon, ICON_NAMES, isIconName } from '../../src/app/components/ui/icons.js';
import { iconSpriteMarkup } from '../../src/app/components/ui/icon-sprite.js';
import { Title, titleLevel } from '../../src/app/components/ui/Title.js';
import { TEXT_COLOURS, COLOUR_VALUES } from '../../src/app/components/ui/colours.js';
import { LINK_COLOURS } from '../../src/model/content-element.js';
import { formatDate } from '../../src/app/components/ui/DateDisplay.js';
import { summaryItemsOf } from '../../src/model/summary-items.js';
import { resultPagePath, searchQueryPath } from '../../src/app/logic/result-path.js';
import { slugify } from '../../src/app/logic/slug.js';
import { HeaderMedia } from '../../src/app/templates/parts.js';
import { chromeHintsFor, mainSections, templateOf } from '../../src/app/templates/sections.js';
import { i18nFor, loadAllCatalogs } from '../../src/app/i18n/i18n.js';

await loadAllCatalogs();
import { SiteContext } from '../../src/app/site-context.js';
import type { PageContent } from '../../src/model/page.js';
import type { PublicSite } from '../../src/model/site.js';
import { toImage, toLocation, toPageContent, toVideo } from '../../src/upstream/cms/cms-mappers.js';
import { distanceKm, nearby } from '../../src/server/services/map-service.js';
import { loadPage } from '../../src/server/services/page-service.js';

const palette = {
  gkn_base_color: '#1e6b3a',
  gkn_highlight_color: '#8cc63f',
  gkn_banner_color: '#14532d',
  gkn_link_color: '#0b5e7e',
  gkn_video_color: '#7a3e9d',
  gkn_news_color: '#c2410c',
  gkn_activity_color: '#0e7490',
  gkn_dossier_color: '#3f6212',
  gkn_other_color: '#57534e',
  gkn_project_color: '#f5c400',
  gkn_gkz_color: '#1d4ed8',
};
const site = {
  id: 't',
  title: 'T',
  description: '',
  keywords: [],
  language: 'nl',
  searchPlaceholder: '',
  palette,
  fonts: { primary: 'a', secondary: 'b', prefetchCount: 0, unlockDelayMs: 0 },
  logos: { mobile: null, desktop: null },
  interactive: false,
  trackingScript: null,
} as unknown as PublicSite;
const render = (node: ReactNode) =>
  renderToString(
    h(MemoryRouter, null, h(SiteContext.Provider, { value: site }, h(I18nProvider, { i18n: i18nFor('nl') }, node))),
  );
const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

describe('badges (spec §4, §9)', () => {
  test('text is black when the brightness sum exceeds 384, else white', () => {
    assert.equal(badgeTextColour([200, 100, 85]), '#000000'); // 385
    assert.equal(badgeTextColour([200, 100, 84]), '#ffffff'); // 384
  });
  test('each type takes its palette colour; a light one gets black text', () => {
    assert.deepEqual(badgeColours('project', palette), { background: '#f5c400', color: '#000000' });
    assert.equal(badgeColours('news', palette)!.color, '#ffffff');
    assert.equal(badgeColours('gkz', palette)!.background, '#1d4ed8');
  });
  test('the highlight badge uses the light variant with alpha 78', () => {
    assert.equal(HIGHLIGHT_ALPHA, '78');
    assert.equal(badgeColours('highlight', palette)!.background, '#8cc63f78');
  });
  test('a mid-tone is deepened until the spec text colour is readable (4.5:1)', () => {
    const c = badgeColours('event', { ...palette, gkn_activity_color: '#22a05a' })!; // sum 284: white text
    assert.equal(c.color, '#ffffff');
    assert.ok(contrastRatio(rgb(c.background), [255, 255, 255]) >= 4.5);
  });
  test('an unknown type or a colour that is not #rrggbb is not shown (visible once coloured)', () => {
    assert.equal(badgeColours('nonsense', palette), null);
    assert.equal(badgeColours('news', { ...palette, gkn_news_color: 'orange' }), null);
  });
});

describe('icons (spec §2, §5)', () => {
  test('every icon of the spec is in the one sprite', () => {
    for (const name of [
      'arrow',
      'bookmark',
      'calendar',
      'chevron-down',
      'close',
      'comment',
      'darkmode',
      'document',
      'download',
      'filter',
      'info',
      'linkedin',
      'x',
      'facebook',
      'youtube',
      'instagram',
      'location',
      'mail',
      'map-marker',
      'menu',
      'plus',
      'rate',
      'search',
      'send',
      'share',
      'user',
      'video',
    ]) {
      assert.ok(isIconName(name), name);
    }
    const sprite = iconSpriteMarkup();
    assert.equal(sprite.match(/<svg/g)!.length, 1);
    assert.match(sprite, /^<svg [^>]*aria-hidden="true"/);
    assert.match(sprite, /<symbol id="gkn-icon-map-marker"/);
    const drawn = [...sprite.matchAll(/<symbol id="gkn-icon-([^"]+)"/g)].map((m) => m[1]);
    assert.deepEqual(drawn.sort(), [...ICON_NAMES].sort(), 'the sprite draws exactly the known icons');
  });
  test('an unknown icon renders nothing', () => {
    assert.equal(render(h(Icon, { name: 'unicorn' })), '');
    assert.match(
      render(h(Icon, { name: 'search', label: 'Zoeken' })),
      /<svg[^>]*role="img"[^>]*aria-label="Zoeken"[^>]*><use href="#gkn-icon-search"/,
    );
  });
});

describe('titles', () => {
  test('h1 to h6; anything else is an h2', () => {
    assert.equal(titleLevel('h4'), 4);
    assert.equal(titleLevel(6), 6);
    assert.equal(titleLevel('h7'), 2);
    assert.equal(titleLevel('x'), 2);
    assert.match(
      render(h(Title, { level: 3, size: 'smallest', weight: 'normal', children: 'Kop' })),
      /<h3[^>]*>Kop<\/h3>$/,
    );
    assert.match(render(h(Title, { level: 3, weight: 'normal', children: 'Kop' })), /font-weight:400/);
    assert.match(render(h(Title, { level: 2, colour: 'negative', children: 'Kop' })), /color:#b42318/);
  });
});

describe('colours (spec §5)', () => {
  test('exactly the allowed text and link colours', () => {
    assert.deepEqual(
      [...TEXT_COLOURS],
      ['black', 'black-medium', 'white', 'sand', 'blue', 'green', 'yellow', 'olive', 'positive', 'warning', 'negative'],
    );
    assert.deepEqual([...LINK_COLOURS], ['blue', 'green', 'bg-white', 'black', 'bg-black', 'video-color', 'bg-blue']);
    for (const c of TEXT_COLOURS) assert.ok(COLOUR_VALUES[c], c);
  });
});

describe('dates (spec §3 date display)', () => {
  test('localized day, month and year; time; year only', () => {
    assert.equal(formatDate('2025-10-10T12:42:00Z', 'nl'), '10 oktober 2025');
    assert.equal(formatDate('2025-10-10T12:42:00Z', 'en'), 'October 10, 2025');
    assert.match(formatDate('2025-10-10T12:42:00Z', 'nl', 'date-time')!, /14:42/); // Amsterdam time
    assert.equal(formatDate('2025-10-10T12:42:00Z', 'en', 'year'), '2025');
    assert.equal(formatDate('not a date', 'nl'), null);
  });
});

describe('summary items and links', () => {
  test('summary items in spec order, authors joined, empty values left out', () => {
    const items = summaryItemsOf({ source: 'eDepot', year: 2020, status: 'Lopend', authors: ['A', 'B'], region: ' ' });
    assert.deepEqual(
      items.map((i) => i.key),
      ['status', 'year', 'authors', 'source'],
    );
    assert.equal(items.find((i) => i.key === 'authors')!.value, 'A, B');
  });
  test('a search-query link turns its query string into a search URL', () => {
    assert.equal(searchQueryPath('nl', 'q=organische+stof&theme=Bodem'), '/zoeken/organische+stof?theme=Bodem');
    assert.equal(searchQueryPath('en', 'q='), '/search/*');
    assert.equal(searchQueryPath('nl', '?q=c%2B%2B  bodem'), '/zoeken/c%2B%2B+bodem');
  });
  test('item links lead to the result page with the id', () => {
    assert.equal(
      resultPagePath('nl', 'Wat weten we? Stand van de kennis', 'edepot/500002'),
      '/zoeken/resultaat/wat-weten-we-stand-van-de-kennis?id=edepot%2F500002',
    );
    assert.equal(resultPagePath('en', 'Über', 'x'), '/search/result/uber?id=x');
    assert.equal(slugify('!!!'), 'item');
  });
});

describe('header media (spec §5: a header image only with a source)', () => {
  const page = (meta: Record<string, unknown>): PageContent =>
    toPageContent({ title: 'T', contents: [], metadata: { 'page-metadata': meta } } as never);
  test('no source: no image, no media at all', () => {
    const p = page({ headerimage: { source: null, alt: '' }, headerimages: [] });
    assert.equal(p.headerImage, null);
    assert.equal(render(h(HeaderMedia, { page: p })), '');
    assert.equal(toImage({ source: '  ', alt: 'x' }), null);
  });
  test('with a source: the image; several: a mosaic; a video header wins, desktop and mobile', () => {
    assert.match(
      render(h(HeaderMedia, { page: page({ headerimage: { source: 'https://m/a.svg', alt: 'A' } }) })),
      /data-header="image"[\s\S]*src="https:\/\/m\/a.svg"/,
    );
    const images = [
      { source: 'https://m/1', alt: '' },
      { source: 'https://m/2', alt: '' },
    ];
    assert.match(render(h(HeaderMedia, { page: page({ headerimages: images }) })), /data-header="images"/);
    const video = render(
      h(HeaderMedia, {
        page: page({
          headerimage: { source: 'https://m/a.svg' },
          video_header: { source: 'https://m/d.mp4' },
          video_header_mobile: { source: 'https://m/m.mp4' },
        }),
      }),
    );
    assert.match(video, /data-header="video"/);
    assert.match(video, /src="https:\/\/m\/d.mp4"/);
    assert.match(video, /src="https:\/\/m\/m.mp4"/);
    assert.equal(toVideo({ source: null }), null);
  });
});

describe('templates and sections', () => {
  test('no page type or an unknown one: the default template', () => {
    assert.equal(templateOf('default'), 'default');
    assert.equal(templateOf('Z'), 'default');
    assert.equal(templateOf('dossier-contact'), 'dossier-contact');
  });
  test('titled main areas are TOC entries with section ids in order', () => {
    const p = toPageContent({
      title: 'T',
      contents: [
        { area: 'summary', title: 'S', elements: [] },
        { area: 'main', title: 'Een', elements: [] },
        { area: 'main', title: '', elements: [] },
        { area: 'main', title: 'Twee', elements: [] },
      ],
      metadata: {},
    } as never);
    assert.deepEqual(
      mainSections(p).map((s) => s.id),
      ['section-0', null, 'section-1'],
    );
    assert.deepEqual(chromeHintsFor(p, 'dossier-A').toc, [
      { title: 'Een', id: 'section-0' },
      { title: 'Twee', id: 'section-1' },
    ]);
    assert.equal(chromeHintsFor(p, 'A').toc, null, 'a short page gets no table of contents');
  });
  test('page metadata chooses layout, size and map page (spec §2); anything unknown is the default', () => {
    const hints = (meta: Record<string, unknown>) => {
      const p = toPageContent({ title: 'T', contents: [], metadata: { 'page-metadata': meta } } as never);
      return chromeHintsFor(p, templateOf(p.pageType));
    };
    const at = { lat: 52, lon: 5, radius_km: 30 };
    assert.deepEqual(hints({ layout: { id: 'sand' }, size: { id: 'small' } }), {
      toc: null,
      alphabet: null,
      layout: 'sand',
      size: 'small',
      mapPage: false,
    });
    assert.equal(hints({ layout: 'clean' }).layout, 'clean', 'a bare id too');
    assert.equal(hints({ layout: { id: 'portlet' } }).layout, 'default', 'route layouts are not for pages');
    assert.equal(hints({ layout: { id: 'nonsense' } }).layout, 'default');
    assert.equal(hints({ size: { id: 'huge' } }).size, undefined);
    assert.equal(hints({ map_page: true, location: at }).mapPage, true);
    assert.equal(hints({ map_page: true }).mapPage, false, 'no map page without a place to map');
    assert.equal(hints({ map_page: 'yes', location: at }).mapPage, false);
  });
  test('an unknown page type is logged once per load and rendered with the default template', async () => {
    const warnings: unknown[] = [];
    const deps = {
      cms: {
        page: async () => ({ title: 'T', contents: [], metadata: { 'page-metadata': { page_type: { id: 'Z' } } } }),
      },
      cached: (_k: string, _o: unknown, load: () => Promise<unknown>) => load(),
      logger: { warn: (o: unknown, msg: string) => warnings.push([o, msg]), error: () => {} },
      cmsCache: { ttl: 1, staleFor: 1 },
    };
    const scope = { site: { id: 't', api: { cname: 't' }, site: { home: 'index' } }, locale: 'nl' };
    const result = await loadPage(deps as never, scope as never, '/x');
    assert.equal(result.status, 200);
    assert.equal(result.status === 200 && templateOf(result.page.pageType), 'default');
    assert.equal(warnings.length, 1);
    assert.match(String((warnings[0] as unknown[])[1]), /unknown page type/);
  });
});

describe('map banner', () => {
  test('page locations: lat/lon with a radius (default 25 km); anything else none', () => {
    assert.deepEqual(toLocation({ lat: 52, lon: 5, radius_km: 40 }), { lat: 52, lon: 5, radiusKm: 40 });
    assert.equal(toLocation({ lat: 52, lon: 5 })!.radiusKm, 25);
    assert.equal(toLocation({ lat: 'x', lon: 5 }), null);
    assert.equal(toLocation({ lat: 95, lon: 5 }), null);
  });
  test('items within the radius, nearest first', () => {
    const wageningen = { lat: 51.9692, lon: 5.6654 };
    assert.ok(Math.abs(distanceKm(wageningen, { lat: 52.0907, lon: 5.1214 }) - 39.5) < 1.5); // Utrecht
    const points = [
      { id: 'far', title: 'Far', contentsubtype: 'news', lat: 53.2, lon: 5.8 },
      { id: 'near', title: 'Near', contentsubtype: 'event', lat: 51.97, lon: 5.67 },
      { id: 'mid', title: 'Mid', contentsubtype: 'project', lat: 52.09, lon: 5.12 },
    ];
    assert.deepEqual(
      nearby(points, { ...wageningen, radiusKm: 45 }).map((p) => p.id),
      ['near', 'mid'],
    );
  });
});

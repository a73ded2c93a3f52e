import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createElement as h } from 'react';
import { HeaderMedia } from '../../src/app/templates/parts.js';
import type { PageContent } from '../../src/model/page.js';
import { toImage, toPageContent, toVideo } from '../../src/upstream/cms/cms-mappers.js';
import { renderInSite } from '../support/render-component.js';

describe('header media (requirements §5: a header image only with a source)', () => {
  const page = (meta: Record<string, unknown>): PageContent =>
    toPageContent({ title: 'T', contents: [], metadata: { 'page-metadata': meta } } as never);
  test('no source: no image, no media at all', () => {
    const p = page({ headerimage: { source: null, alt: '' }, headerimages: [] });
    assert.equal(p.headerImage, null);
    assert.equal(renderInSite(h(HeaderMedia, { page: p })), '');
    assert.equal(toImage({ source: '  ', alt: 'x' }), null);
  });
  test('with a source: the image; several: a mosaic; a video header wins, desktop and mobile', () => {
    assert.match(
      renderInSite(h(HeaderMedia, { page: page({ headerimage: { source: 'https://m/a.svg', alt: 'A' } }) })),
      /data-header="image"[\s\S]*src="https:\/\/m\/a.svg"/,
    );
    const images = [
      { source: 'https://m/1', alt: '' },
      { source: 'https://m/2', alt: '' },
    ];
    assert.match(renderInSite(h(HeaderMedia, { page: page({ headerimages: images }) })), /data-header="images"/);
    const video = renderInSite(
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
  test("a video header's poster is preloaded at high priority, each copy's for the screens that show it", () => {
    const links = (html: string) => [...html.matchAll(/<link rel="preload"[^>]*>/g)].map((m) => m[0]);
    const two = renderInSite(
      h(HeaderMedia, {
        page: page({
          video_header: { source: 'https://m/d.webm', poster: 'https://m/d.jpg' },
          video_header_mobile: { source: 'https://m/m.webm', poster: 'https://m/m.jpg' },
        }),
      }),
    );
    assert.deepEqual(links(two), [
      '<link rel="preload" href="https://m/d.jpg" as="image" fetchPriority="high" media="(min-width: 750px)"/>',
      '<link rel="preload" href="https://m/m.jpg" as="image" fetchPriority="high" media="not all and (min-width: 750px)"/>',
    ]);
    const one = renderInSite(
      h(HeaderMedia, { page: page({ video_header: { source: 'https://m/d.webm', poster: 'https://m/d.jpg' } }) }),
    );
    assert.deepEqual(links(one), ['<link rel="preload" href="https://m/d.jpg" as="image" fetchPriority="high"/>']);
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import { variantSourcePath, variantSrcSet } from '../../src/model/image-variants.js';
import type { RunningServer } from '../../src/server/start-server.js';
import { hostOf, startTestApp } from '../support/app.js';

// What a phone's first paint needs is fetched first (requirements §10.3.1, docs/benchmark.md
// "Lighthouse"): the header image that is the page's largest paint is preloaded and fetched at
// high priority, never lazily; the images beside it, a header video's film and the client scripts (after the first paint,
// src/server/render/entry-loader.ts) wait.

let server: RunningServer;
before(async () => {
  server = await startTestApp();
});
after(() => server.close());

const page = async (path: string) =>
  (await request(server.url).get(path).set('Host', hostOf('groenkennisnet')).expect(200)).text;

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

const imagePreloadsInHead = (html: string) =>
  [...html.slice(0, html.indexOf('</head>')).matchAll(/<link rel="preload"[^>]*>/g)]
    .map((m) => m[0])
    .filter((l) => attr(l, 'as') === 'image');

/**
 * The head's preload of an image: its one address, or (an image with variants,
 * docs/decisions/025-responsive-images.md) the AVIF srcset of its path, for the width the screen needs.
 */
const preloadsOf = (html: string, src: string) => {
  const path = variantSourcePath(src);
  return imagePreloadsInHead(html).filter((l) =>
    path
      ? attr(l, 'imagesrcset') === variantSrcSet(path, 'avif') && attr(l, 'type') === 'image/avif'
      : attr(l, 'href') === src,
  );
};

/** The <img> tags of the page's header media, in order. */
function headerImages(html: string): string[] {
  const start = html.search(/data-header="images?"/);
  assert.ok(start >= 0, 'the page has a header image');
  const header = html.slice(start, html.indexOf('</div>', start));
  return [...header.matchAll(/<img\s[^>]*>/g)].map((m) => m[0]);
}

describe('first paint priorities', () => {
  test('home: the large header image is eager, high priority and preloaded; the two beside it are low', async () => {
    const html = await page('/');
    const [large, ...beside] = headerImages(html);
    assert.equal(beside.length, 2, 'a mosaic of three');
    assert.equal(attr(large!, 'loading'), 'eager');
    assert.equal(attr(large!, 'fetchpriority'), 'high');
    const src = attr(large!, 'src')!;
    assert.ok(variantSourcePath(src), `${src} comes in variants`);
    assert.equal(attr(large!, 'srcset'), variantSrcSet(variantSourcePath(src)!, 'original'));
    const [preload] = preloadsOf(html, src);
    assert.ok(preload, `the head preloads ${src}`);
    assert.equal(attr(preload, 'fetchpriority'), 'high');
    for (const img of beside) assert.equal(attr(img, 'fetchpriority'), 'low', img);
  });

  test('a content page: its one header image is eager and high priority', async () => {
    const [image] = headerImages(await page('/over-ons'));
    assert.equal(attr(image!, 'loading'), 'eager');
    assert.equal(attr(image!, 'fetchpriority'), 'high');
  });

  test('a film in the content fetches nothing before it nears the viewport: a facade over a lazy still', async () => {
    const dossier = /href="(\/dossier\/[^"#?]+)"/.exec(await page('/dossier'))![1]!;
    const html = await page(dossier);
    const start = html.indexOf('<div data-element="video"');
    assert.ok(start >= 0, `${dossier} has a film`);
    const element = html.slice(start, html.indexOf('</div>', start));
    assert.doesNotMatch(element, /<video/, 'no player (a <video poster> fetches its still at once)');
    const link = /<a\s[^>]*>/.exec(element)![0];
    assert.match(attr(link, 'href')!, /\.webm$/, 'without scripts the facade links to the film');
    assert.equal(attr(link, 'target'), undefined, 'in this tab: a film file is no other site');
    const still = /<img\s[^>]*>/.exec(element)![0];
    assert.equal(attr(still, 'loading'), 'lazy');
    assert.equal(attr(still, 'alt'), '', 'the still is decoration: the link names the film');
    assert.ok(!imagePreloadsInHead(html).some((l) => attr(l, 'href') === attr(still, 'src')), 'never preloaded');
  });

  test('a header video fetches nothing of the film before scripts start it; its poster is preloaded from the head', async () => {
    const html = await page('/dossier/akkerranden');
    const videos = [...html.matchAll(/<video\s[^>]*data-header-video=""[^>]*>/g)].map((m) => m[0]);
    assert.equal(videos.length, 2, 'desktop and mobile copy');
    // The poster is a responsive <picture> under each copy, not the video's poster attribute (one address).
    const posters = [...html.matchAll(/<picture[^>]*>(?:<source[^>]*>)+(<img\s[^>]*>)<\/picture><video\s/g)].map(
      (m) => m[1]!,
    );
    assert.equal(posters.length, 2, 'a poster under each copy');
    for (const video of videos) {
      assert.equal(attr(video, 'preload'), 'none', video);
      assert.equal(attr(video, 'poster'), undefined, video);
    }
    // The demo's two copies share their poster: one preload, for every screen, high priority.
    const poster = attr(posters[1]!, 'src')!;
    assert.equal(attr(posters[0]!, 'src'), poster);
    const preloads = preloadsOf(html, poster);
    assert.equal(preloads.length, 1, `the head preloads ${poster} once`);
    assert.equal(attr(preloads[0]!, 'fetchpriority'), 'high');
    assert.equal(attr(preloads[0]!, 'media'), undefined);
  });

  test('the client scripts are not fetched from the head: the loader at the end of the body names them', async () => {
    const html = await page('/');
    const head = html.slice(0, html.indexOf('</head>'));
    assert.doesNotMatch(head, /modulepreload|\/assets\/(entry|chunk)-/);
    const manifest = JSON.parse(readFileSync(join(ROOT_DIR, 'dist', 'client', 'manifest.json'), 'utf8')) as {
      entry: string;
      preload: string[];
    };
    const loader = [
      ...html.matchAll(/<script nonce="[^"]+">((?:(?!<\/script>)[\s\S])*first-contentful-paint[\s\S]*?)<\/script>/g),
    ];
    assert.equal(loader.length, 1, 'one entry loader');
    for (const url of [manifest.entry, ...manifest.preload]) assert.ok(loader[0]![1]!.includes(`"${url}"`), url);
  });
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { metaDescription } from '../../src/server/seo/description.js';
import { shareImageOf } from '../../src/server/seo/head-tags.js';
import type { PageContent } from '../../src/model/page.js';

// requirements §10.7.5: descriptions of at most 160 characters, and the image a page is shared with.

test('a description up to 160 characters is kept as it is, white space collapsed', () => {
  const exact = 'a'.repeat(150) + ' ' + 'b'.repeat(9);
  assert.equal(exact.length, 160);
  assert.equal(metaDescription(exact), exact);
  assert.equal(metaDescription('  Twee\n\tregels   tekst. '), 'Twee regels tekst.');
  assert.equal(metaDescription(''), '');
});

test('a longer one is cut at the last word that fits, with an ellipsis, at most 160 characters', () => {
  const words = 'Bodemleven is de basis van een gezonde bodem en daarmee van een goede oogst voor elke teler';
  const long = `${words}, ${words}, ${words}.`;
  const cut = metaDescription(long);
  assert.ok([...cut].length <= 160, `${[...cut].length} characters`);
  assert.ok(cut.endsWith('…'));
  const kept = cut.slice(0, -1);
  assert.ok(long.startsWith(kept), 'a prefix of the text');
  assert.match(long.slice(kept.length), /^[\s,.]/, 'cut where a word ends');
  assert.doesNotMatch(kept, /[\s,;:.-]$/, 'no space or punctuation before the ellipsis');
});

test('a word ending exactly at the limit is kept whole; a first word longer than the limit is cut inside', () => {
  const text = `${'x'.repeat(159)} more`;
  assert.equal(metaDescription(text), `${'x'.repeat(159)}…`);
  assert.equal(metaDescription('y'.repeat(400)), `${'y'.repeat(159)}…`);
});

test('characters are counted as the reader sees them (code points), never split in half', () => {
  const text = `${'🌱'.repeat(100)} ${'🌷'.repeat(100)}`;
  const cut = metaDescription(text);
  assert.equal(cut, `${'🌱'.repeat(100)}…`);
  assert.ok([...cut].length <= 160);
  assert.equal(metaDescription('é'.repeat(160)), 'é'.repeat(160));
});

const fallback = { url: '/assets/social/site-ABCDEF12.png', width: 1200, height: 630, type: 'image/png' as const };
const pageWithHeader = (source: string, alt = 'Een weiland') =>
  ({ headerImage: { source, alt }, pageType: 'B' }) as unknown as PageContent;
const imageOf = (page: PageContent | null) =>
  shareImageOf({
    page,
    canonical: 'https://www.groenkennisnet.nl/nieuws/x',
    title: 'Titel | Groen Kennisnet',
    fallback,
    fallbackAlt: 'Logo van Groen Kennisnet',
  });

test('a header image that is a PNG or JPEG is the page’s share image, absolute on the site', () => {
  assert.deepEqual(imageOf(pageWithHeader('/_cms-media/beeld/wei.JPG?v=2')), {
    url: 'https://www.groenkennisnet.nl/_cms-media/beeld/wei.JPG?v=2',
    alt: 'Een weiland',
    type: 'image/jpeg',
  });
  assert.equal(
    imageOf(pageWithHeader('https://cms.example.nl/beeld/wei.png'))?.url,
    'https://cms.example.nl/beeld/wei.png',
  );
  assert.equal(imageOf(pageWithHeader('/beeld/wei.jpeg', ''))?.alt, 'Titel | Groen Kennisnet', 'no alt: the title');
});

test('otherwise (SVG, WebP, no extension, no header image, no page) the site’s default, with its size', () => {
  const byDefault = {
    url: 'https://www.groenkennisnet.nl/assets/social/site-ABCDEF12.png',
    alt: 'Logo van Groen Kennisnet',
    width: 1200,
    height: 630,
    type: 'image/png',
  };
  for (const source of ['/_cms-media/scene.svg', '/beeld.webp', '/beeld', '/png', 'data:image/png;base64,AAAA'])
    assert.deepEqual(imageOf(pageWithHeader(source)), byDefault, source);
  assert.deepEqual(imageOf({ headerImage: null } as unknown as PageContent), byDefault);
  assert.deepEqual(imageOf(null), byDefault);
  assert.equal(
    shareImageOf({ page: null, canonical: 'https://x.nl/', title: 't', fallback: null, fallbackAlt: '' }),
    null,
    'a site without a default image: none',
  );
});

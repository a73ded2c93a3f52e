import assert from 'node:assert/strict';
import { test } from 'node:test';
import { shortPageHtml } from '../../src/model/short-page.js';

// The one maker of the server's stand-alone pages (src/model/short-page.ts): what a visitor or a
// crawler reads of them, and that nothing a caller passes can break out of its place.

test('a short page: language, title and heading, text, the way on, noindex, the nonce on its style', () => {
  const html = shortPageHtml({
    lang: 'nl',
    heading: 'Te veel verzoeken',
    paragraphs: ['Probeer het over een minuut opnieuw.'],
    link: { href: '/contact', text: 'Terug naar het formulier' },
    nonce: 'abc123',
  });
  assert.match(html, /^<!doctype html>\n<html lang="nl">/);
  assert.match(html, /<title>Te veel verzoeken<\/title>/);
  assert.match(html, /<h1>Te veel verzoeken<\/h1>\n<p>Probeer het over een minuut opnieuw\.<\/p>/);
  assert.match(html, /<p><a href="\/contact">Terug naar het formulier<\/a><\/p>/);
  assert.match(html, /<meta name="robots" content="noindex">/);
  assert.match(html, /<style nonce="abc123">/);
  assert.doesNotMatch(html, /<script/);
});

test('every value a caller passes is escaped where it lands', () => {
  const evil = '"><script>alert(1)</script>';
  const html = shortPageHtml({
    lang: evil,
    heading: evil,
    paragraphs: [evil],
    list: [{ href: evil, text: evil }],
    link: { href: 'javascript:"x"', text: evil },
    nonce: evil,
    robots: evil,
    data: { problem: evil },
  });
  assert.doesNotMatch(html, /<script>alert/);
  assert.equal(html.match(/&quot;&gt;&lt;script&gt;/g)?.length, 10);
});

test('optional parts: robots, data attributes, a list of links and a script with the nonce', () => {
  const html = shortPageHtml({
    lang: 'en',
    heading: 'No site is served at x.test',
    list: [
      { href: 'http://a.localhost/', text: 'A' },
      { href: 'http://b.localhost/', text: 'B' },
    ],
    robots: 'noindex, nofollow',
    data: { 'preview-refused': 'expired' },
    nonce: 'n1',
    scriptSource: 'window.close();',
  });
  assert.match(html, /<main data-preview-refused="expired">/);
  assert.match(
    html,
    /<ul>\n<li><a href="http:\/\/a\.localhost\/">A<\/a><\/li>\n<li><a href="http:\/\/b\.localhost\/">B<\/a><\/li>\n<\/ul>/,
  );
  assert.match(html, /<meta name="robots" content="noindex, nofollow">/);
  assert.match(html, /<script nonce="n1">window\.close\(\);<\/script>/);
  // Without a nonce the style has none (the CSP then leaves the page unstyled, still readable).
  assert.match(shortPageHtml({ lang: 'en', heading: 'Not found' }), /<style>/);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CMS_ID_PREFIX } from '../../src/model/cms-ids.js';
import { sanitizeRichText } from '../../src/upstream/cms/sanitize-rich-text.js';
import { DOCUMENT_NAMES, PAGE_IDS } from '../support/clobbering-ids.js';

// docs/architecture.md §7: CMS rich text can never take over an id the page's scripts read, or a
// `document.<name>`; its own anchors keep working.

const idsIn = (html: string) => [...html.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]!);

test('every id the page reads, planted on any allowed tag, comes out in the CMS namespace', () => {
  for (const id of PAGE_IDS) {
    for (const tag of ['p', 'h2', 'a', 'img', 'table', 'li', 'figure', 'span']) {
      const html = sanitizeRichText(`<${tag} id="${id}" src="https://cms.example/a.png">x</${tag}>`);
      for (const found of idsIn(html)) assert.equal(found, `${CMS_ID_PREFIX}${id}`, `${tag}#${id}: ${html}`);
    }
  }
});

test('a link to an anchor in the text follows its id into the namespace; other links are left alone', () => {
  const html = sanitizeRichText(
    '<h2 id="doelen">Doelen</h2><p><a href="#doelen">naar doelen</a> <a href="#">boven</a> ' +
      '<a href="/over-ons#team">team</a> <a href="https://example.nl/x#y">extern</a></p>',
  );
  assert.match(html, /<h2 id="cms-doelen">Doelen<\/h2>/);
  assert.match(html, /<a href="#cms-doelen">naar doelen<\/a>/);
  assert.match(html, /<a href="#">boven<\/a>/);
  assert.match(html, /<a href="\/over-ons#team">team<\/a>/);
  assert.match(html, /<a href="https:\/\/example\.nl\/x#y" target="_blank" rel="noopener noreferrer">extern<\/a>/);
});

test('no tag keeps a name, and the tags that make document.<name> (form, iframe, object, embed) are dropped', () => {
  for (const name of DOCUMENT_NAMES) {
    const html = sanitizeRichText(
      `<a name="${name}" href="/x">a</a><img name="${name}" src="https://cms.example/a.png" alt="">` +
        `<form name="${name}"><input name="${name}"></form><iframe name="${name}"></iframe>` +
        `<object name="${name}"></object><embed name="${name}"><p name="${name}">p</p>`,
    );
    assert.doesNotMatch(html, /\bname=/, html);
    assert.doesNotMatch(html, /<(form|input|iframe|object|embed)\b/, html);
  }
});

test('an empty id is dropped rather than namespaced', () => {
  assert.equal(sanitizeRichText('<p id="">x</p>'), '<p>x</p>');
});

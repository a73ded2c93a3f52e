import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { HtmlDocument, loadDocumentTemplate, scriptJson } from '../../src/server/render/document-template.js';

// A rendered document is encoded once, as it is filled (src/server/render/document-template.ts):
// its bytes must be exactly the UTF-8 of its chunks in order, whatever characters they hold.

const utf8 = (...parts: (string | Buffer)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : p)));

test('a document is the UTF-8 of its text and byte chunks, in order, at its exact length', () => {
  // 1-, 2-, 3- and 4-byte characters (the emoji is a surrogate pair in the string).
  const chunks = ['<p>caf\u00e9 \u2014 ', Buffer.from('<b>\u20ac</b>'), ' \u{1F331}</p>', '', Buffer.alloc(0)];
  const doc = new HtmlDocument(chunks);
  assert.deepEqual(doc.toBuffer(), utf8(...chunks));
  assert.equal(doc.byteLength, utf8(...chunks).length);
  assert.equal(doc.toString(), '<p>caf\u00e9 \u2014 <b>\u20ac</b> \u{1F331}</p>');
});

test('documents larger than any before are encoded whole, and earlier ones keep their bytes', () => {
  const small = new HtmlDocument(['<p>eerst</p>']);
  const large = 'x\u00e9\u{1F331}'.repeat(200_000);
  const big = new HtmlDocument([Buffer.from('<div>'), large, '</div>']);
  assert.deepEqual(big.toBuffer(), utf8('<div>', large, '</div>'));
  const after = new HtmlDocument(['<p>daarna</p>']);
  assert.equal(small.toString(), '<p>eerst</p>');
  assert.equal(after.toString(), '<p>daarna</p>');
  assert.equal(big.byteLength, Buffer.byteLength(large) + '<div></div>'.length);
});

test('the template is filled slot by slot, head chunks in order', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gkn-doc-'));
  const file = join(dir, 'document.html');
  writeFileSync(
    file,
    '<html lang="{{lang}}"><title>{{title}}</title>{{head}}{{sprite}}<div id="root">{{root}}</div>{{scripts}}</html>',
  );
  const fill = loadDocumentTemplate(file);
  const doc = fill({
    lang: 'nl',
    title: 'Over ons',
    head: ['<meta a>', Buffer.from('<style>\u00e9</style>'), 'NONCE'],
    sprite: Buffer.from('<svg></svg>'),
    root: '<main>\u2019</main>',
    scripts: '<script></script>',
  });
  assert.equal(
    doc.toString(),
    '<html lang="nl"><title>Over ons</title><meta a><style>\u00e9</style>NONCE<svg></svg><div id="root"><main>\u2019</main></div><script></script></html>',
  );
  assert.equal(doc.byteLength, Buffer.byteLength(doc.toString()));
});

test('JSON for a script block escapes every <, U+2028 and U+2029, and only those', () => {
  const value = { a: '</script><!-- x < y', b: 'regel\u2028nieuw\u2029alinea', c: ['caf\u00e9 & "quote"', 1, null] };
  const json = scriptJson(value);
  assert.equal(
    json,
    JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029'),
  );
  assert.ok(!/[<\u2028\u2029]/.test(json));
  assert.deepEqual(JSON.parse(json), value);
  assert.equal(scriptJson({ plain: 'tekst' }), '{"plain":"tekst"}');
});

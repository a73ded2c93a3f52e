import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseFeed } from '@rowanmanning/feed-parser';
import { atomXml, escapeXml } from '../../src/server/feeds/atom.js';

test('escapes markup characters and drops characters XML forbids', () => {
  assert.equal(escapeXml(`Kalk <b>&"'`), 'Kalk &lt;b&gt;&amp;&quot;&apos;');
  assert.equal(escapeXml('a\u0001b\u000Bc\uD800d\tz'), 'abcd\tz');
});

test('a CMS title with markup and a control character stays text and the feed stays readable', () => {
  const xml = atomXml({
    id: 'https://x.nl/feeds/zoeken/*',
    title: 'Feed',
    updated: new Date(Date.UTC(2026, 0, 1)),
    language: 'nl',
    self: 'https://x.nl/feeds/zoeken/*?a=1&b=2',
    alternate: 'https://x.nl/zoeken/*',
    author: { name: 'Site & co' },
    entries: [
      {
        id: 'tag:x.nl,2026:s/1',
        title: 'Kalk <script>alert(1)</script> ]]> \u0002',
        link: 'https://x.nl/zoeken/resultaat/kalk?id=1&x=2',
        updated: new Date(Date.UTC(2025, 5, 1)),
        summary: 'a < b',
      },
    ],
  });
  const feed = parseFeed(xml);
  assert.equal(feed.items[0]!.title, 'Kalk <script>alert(1)</script> ]]>');
  assert.equal(feed.items[0]!.url, 'https://x.nl/zoeken/resultaat/kalk?id=1&x=2');
  assert.match(xml, /<title type="text">Kalk &lt;script&gt;/);
  assert.match(xml, /href="https:\/\/x\.nl\/feeds\/zoeken\/\*\?a=1&amp;b=2"/);
});

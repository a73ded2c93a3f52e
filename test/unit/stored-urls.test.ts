import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rewriteHtmlUrls, rewritePageUrls } from '../../src/model/stored-url.js';
import { resolvingPageUrls, resolvingUrls } from '../../src/server/services/resolve-stored-urls.js';
import { toPageContent } from '../../src/upstream/cms/cms-mappers.js';
import { cmsPageSchema } from '../../src/upstream/cms/cms-schemas.js';
import { storingUrls } from '../../src/upstream/stored-url.js';

// Content is stored relative to the upstream it came from and resolved against the upstream a
// process is configured with now: another port after a restart, or another CMS host.

const before = { cmsBaseUrl: 'http://127.0.0.1:4010/cms', searchBaseUrl: 'http://127.0.0.1:4010/search/' };
const now = { cmsBaseUrl: 'https://cms.example.nl/api', searchBaseUrl: 'https://zoek.example.nl/v2/' };

test('a stored address resolves on the upstream of now', () => {
  const store = storingUrls(before);
  const resolve = resolvingUrls(now);
  assert.equal(resolve(store('http://127.0.0.1:4010/demo-media/a.svg#x')), 'https://cms.example.nl/demo-media/a.svg#x');
  assert.equal(resolve(store('http://127.0.0.1:4010/search/gkn3?q=*')), 'https://zoek.example.nl/v2/gkn3?q=*');
  assert.equal(resolve(store('https://www.youtube-nocookie.com/embed/x')), 'https://www.youtube-nocookie.com/embed/x');
  assert.equal(resolve(store('/over-ons')), '/over-ons', 'a path of the site itself');
  assert.equal(resolve(store('mailto:a@b.nl')), 'mailto:a@b.nl');
});

test('the same host on another port, or with credentials, is another upstream: kept absolute', () => {
  const store = storingUrls(before);
  assert.equal(store('http://127.0.0.1:4011/demo-media/a.svg'), 'http://127.0.0.1:4011/demo-media/a.svg');
  assert.equal(store('http://u:p@127.0.0.1:4010/demo-media/a.svg'), 'http://u:p@127.0.0.1:4010/demo-media/a.svg');
});

test('a cms: value that is not a path never names a host', () => {
  const resolve = resolvingUrls(now);
  assert.equal(resolve('cms://evil.example/x'), 'https://cms.example.nl//evil.example/x');
  assert.equal(resolve('cms:evil'), 'cms:evil');
});

test('rich text: only the href of links and the src of images change, escaped as attributes', () => {
  const html =
    '<p title="src=&quot;http://127.0.0.1:4010/x&quot;">src="http://127.0.0.1:4010/t"</p>' +
    '<a href="http://127.0.0.1:4010/doc.pdf?a=1&amp;b=2" title="href=" target="_blank">pdf</a>' +
    '<img alt="src=" src="http://127.0.0.1:4010/demo-media/a.svg" />';
  const stored = rewriteHtmlUrls(html, storingUrls(before));
  assert.equal(
    stored,
    '<p title="src=&quot;http://127.0.0.1:4010/x&quot;">src="http://127.0.0.1:4010/t"</p>' +
      '<a href="cms:/doc.pdf?a=1&amp;b=2" title="href=" target="_blank">pdf</a>' +
      '<img alt="src=" src="cms:/demo-media/a.svg" />',
  );
  assert.equal(
    rewriteHtmlUrls(stored, resolvingUrls(now)),
    html.replace(/http:\/\/127\.0\.0\.1:4010\/(doc|demo)/g, 'https://cms.example.nl/$1'),
  );
});

test("a stored page resolves back to the page as the CMS sent it (a loopback CMS's media on the site)", () => {
  const wire = cmsPageSchema.parse({
    title: 'T',
    contents: [
      {
        area: 'main',
        elements: [
          { type: 'image', source: 'http://127.0.0.1:4010/demo-media/a.svg' },
          { type: 'item-list', id: 'l', query_url: 'http://127.0.0.1:4010/search/gkn3?q=*' },
          { type: 'accordion', items: [{ html: '<p><a href="http://127.0.0.1:4010/x">x</a></p>' }] },
        ],
      },
    ],
    metadata: { 'page-metadata': { headerimages: [{ source: 'http://127.0.0.1:4010/demo-media/h.svg' }] } },
  });
  const stored = toPageContent(wire, () => {}, before);
  assert.doesNotMatch(JSON.stringify(stored), /127\.0\.0\.1/);
  assert.deepEqual(rewritePageUrls(stored, resolvingUrls(before)), JSON.parse(onSite(toPageContent(wire))));
});

// A CMS on loopback (the demo) is the visitor's own machine in a visitor's browser: its media go
// through the site's own origin, and a page's item-list query stays stored (only the server calls it).
const onSite = (v: unknown) => JSON.stringify(v).replace(/http:\/\/127\.0\.0\.1:4010\/(?!search)/g, '/_cms-media/');

test('a loopback CMS resolves to the site-relative media route; a page keeps its search: queries', () => {
  const resolve = resolvingUrls(before);
  assert.equal(resolve('cms:/demo-media/a.svg?x=1'), '/_cms-media/demo-media/a.svg?x=1');
  assert.equal(resolve('search:gkn3?q=*'), 'http://127.0.0.1:4010/search/gkn3?q=*', 'the server calls it');
  assert.equal(resolvingPageUrls(before)('search:gkn3?q=*'), 'search:gkn3?q=*');
  assert.equal(resolvingPageUrls(before)('cms:/demo-media/a.svg'), '/_cms-media/demo-media/a.svg');
  for (const cmsBaseUrl of ['http://localhost:3000/cms', 'http://gkn.localhost/cms', 'http://[::1]:8080/cms'])
    assert.equal(resolvingUrls({ ...before, cmsBaseUrl })('cms:/m.png'), '/_cms-media/m.png', cmsBaseUrl);
  assert.equal(resolvingUrls({ ...before, cmsBaseUrl: 'http://10.0.0.5/cms' })('cms:/m.png'), 'http://10.0.0.5/m.png');
});

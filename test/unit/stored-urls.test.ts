import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rewriteHtmlUrls, rewritePageUrls } from '../../src/model/stored-url.js';
import { resolvingUrls } from '../../src/server/services/resolve-stored-urls.js';
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

test('a stored page resolves back to the page as the CMS sent it', () => {
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
  assert.deepEqual(rewritePageUrls(stored, resolvingUrls(before)), toPageContent(wire));
});

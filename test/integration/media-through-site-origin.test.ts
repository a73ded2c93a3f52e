import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startTestApp, type TestServer } from '../support/app.js';
import { discoverTemplates } from './template-discovery.js';

// Issue 13 item 18: the demo CMS listens on loopback, so its addresses (http://127.0.0.1:<port>/…)
// mean the visitor's own machine in a visitor's browser. Every page type, its /_data JSON, the
// sitemap and og:image, asked for as a visitor on another machine would (the site's public host,
// forwarded by a proxy), name no loopback address; the media they name answer through the site.

let server: TestServer;
before(async () => {
  server = await startTestApp({ PAGE_CACHE_TTL_S: '0' });
});
after(() => server?.close());

const SITES = [
  { id: 'groenkennisnet', host: 'www.groenkennisnet.nl', language: 'nl', search: '/zoeken/bodem', portlet: true },
  {
    id: 'green-knowledge-network',
    host: 'www.greenknowledgenetwork.eu',
    language: 'en',
    search: '/search/soil',
    portlet: false,
  },
] as const;

/** A request as it reaches us from the public site through the (trusted, loopback) proxy. */
const get = (host: string, path: string, headers: Record<string, string> = {}) =>
  fetch(server.url + path, { headers: { 'x-forwarded-host': host, ...headers }, redirect: 'manual' });

const LOOPBACK = /127\.0\.0\.1|localhost[:/]|\[::1\]/g;
const loopbackIn = (text: string) => [...text.matchAll(LOOPBACK)].map((m) => text.slice(m.index - 60, m.index + 40));

const firstResult = (html: string) =>
  /href="((?:\/portlet\/[^/]+)?\/(?:zoeken\/resultaat|search\/result|resultaat)\/[^"]+)"/
    .exec(html)?.[1]
    ?.replace(/&amp;/g, '&');

test('no page type, /_data answer, sitemap or og:image names a loopback address; their media answer through the site', async () => {
  const media = new Set<string>();
  for (const site of SITES) {
    const paths = new Set((await discoverTemplates(server.url, site.id, site.language)).values());
    const search = await (await get(site.host, site.search)).text();
    // The portlet belongs to the Dutch site.
    const portlet = site.portlet ? await (await get(site.host, '/portlet/wur-bibliotheek/bodem')).text() : '';
    const result = firstResult(search);
    const portletResult = site.portlet ? firstResult(portlet) : site.search;
    assert.ok(result && portletResult, `${site.id}: the search and the portlet link a result`);
    for (const extra of [
      site.search,
      result,
      site.portlet ? '/portlet/wur-bibliotheek/bodem' : '/portlet/onbekend/x',
      portletResult,
      site.language === 'nl' ? '/ai-zoeken/bodem' : '/ai-search/soil',
      site.language === 'nl' ? '/contactformulier' : '/contact-form',
      site.language === 'nl' ? '/mijn-cookiegegevens' : '/my-cookie-data',
      '/mijn-gkn',
      '/deze-pagina-bestaat-niet',
      '/sitemap.xml',
      '/robots.txt',
      `/_data?route=home&path=${encodeURIComponent('/')}`,
      `/_data?route=content&path=${encodeURIComponent([...paths].find((p) => p !== '/')!)}`,
      `/_data?route=search-${site.language}&path=${encodeURIComponent(site.search)}`,
    ])
      paths.add(extra);
    assert.ok(paths.size > 20, `${site.id}: every page type found`);
    for (const path of paths) {
      const res = await get(site.host, path);
      assert.ok(res.status < 500, `${site.id}${path}: ${res.status}`);
      const body = await res.text();
      assert.deepEqual(loopbackIn(body), [], `${site.id}${path}`);
      for (const m of body.matchAll(/\/_cms-media\/[^"'\\\s<>)]+/g)) media.add(m[0]);
      const ogImage = /<meta property="og:image" content="([^"]+)">/.exec(body)?.[1];
      // A page's own header image through the site, or the site's share image (requirements §10.7.5).
      if (ogImage)
        assert.match(
          ogImage,
          new RegExp(`^https://${site.host.replace(/\./g, '\\.')}/(_cms-media|assets/social)/`),
          `${site.id}${path}: ${ogImage}`,
        );
    }
  }
  assert.ok(media.size > 10, 'the demo pages show CMS media');
  for (const path of media) {
    const res = await get(SITES[0].host, path.replace(/&amp;/g, '&'));
    assert.equal(res.status, 200, path);
    assert.match(res.headers.get('content-type') ?? '', /^(image|video)\//, path);
    await res.arrayBuffer();
  }
});

test('a video seeks through the site (a Range request is answered 206)', async () => {
  const html = await (await get(SITES[0].host, '/videos')).text();
  const video = /\/_cms-media\/[^"]+\.webm/.exec(html)?.[0];
  assert.ok(video, 'the videos page names a video through the site');
  const res = await get(SITES[0].host, video, { range: 'bytes=0-99' });
  assert.equal(res.status, 206);
  assert.match(res.headers.get('content-range') ?? '', /^bytes 0-99\/\d+$/);
  assert.equal((await res.arrayBuffer()).byteLength, 100);
});

test('the media route passes media only: the CMS API, unknown files and bad paths are a short 404', async () => {
  for (const path of [
    '/_cms-media/cms/nl/gkn/over-ons', // the CMS's page JSON: not readable through the site
    '/_cms-media/demo-media/bestaat-niet.svg',
    '/_cms-media/__demo/faults',
  ]) {
    const res = await get(SITES[0].host, path);
    assert.equal(res.status, 404, path);
    assert.match(res.headers.get('content-type') ?? '', /^text\/plain/);
    assert.equal(await res.text(), 'Media not found');
  }
  const home = await (await get(SITES[0].host, '/')).text();
  const svg = await get(SITES[0].host, /\/_cms-media\/[^"]+\.svg/.exec(home)![0]);
  assert.equal(svg.status, 200);
  assert.match(svg.headers.get('content-security-policy') ?? '', /sandbox/, 'an SVG opened alone runs nothing');
});

import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import type { RunningServer } from '../../src/server/start-server.js';
import { hostOf, startTestApp } from '../support/app.js';

// The page cache is ON here: the preview must stay out of it anyway.
let server: RunningServer;
let other: Server;
let otherHits = 0;
let otherUrl = '';
before(async () => {
  server = await startTestApp({ PAGE_CACHE_TTL_S: '60' });
  // A host that is not the CMS: any request reaching it would be SSRF.
  other = createServer((_req, res) => {
    otherHits++;
    res.setHeader('content-type', 'application/json');
    res.end('{"title":"gestolen","contents":[]}');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
});
after(async () => {
  await server.close();
  await new Promise((resolve) => other.close(resolve));
});

const host = hostOf('groenkennisnet');
const preview = (url: string) =>
  request(server.url)
    .get(`/preview?url=${encodeURIComponent(url)}`)
    .set('Host', host);
const cms = () => server.upstreams.cmsBaseUrl;

describe('/preview?url=… shows CMS content in the preview frame', () => {
  test('a page on the configured CMS renders with the frame, the label, noindex and no-store', async () => {
    const res = await preview(`${cms()}/nl/groenkennisnet/over-ons`).expect(200);
    assert.match(res.text, /data-preview="true"/);
    assert.match(res.text, />Voorbeeldweergave</);
    assert.match(res.text, /<h1[^>]*>Over ons/);
    assert.match(res.text, /<meta name="robots" content="noindex, nofollow">/);
    assert.doesNotMatch(res.text, /rel="canonical"/);
    assert.equal(res.headers['cache-control'], 'private, no-store');
    assert.equal(res.headers['x-robots-tag'], 'noindex, nofollow');
    assert.equal(res.headers['x-cache'], undefined, 'not from or through the page cache');
    const again = await preview(`${cms()}/nl/groenkennisnet/over-ons`).expect(200);
    assert.equal(again.headers['x-cache'], undefined, 'still not cached the second time');
  });

  test("a client navigation's data of a preview is never shared either", async () => {
    const path = `/preview?url=${encodeURIComponent(`${cms()}/nl/groenkennisnet/over-ons`)}`;
    const res = await request(server.url)
      .get(`/_data?route=preview&path=${encodeURIComponent(path)}`)
      .set('Host', host)
      .expect(200);
    assert.equal(res.body.type, 'data');
    assert.equal(res.headers['cache-control'], 'private, no-store');
  });

  test('a preview shows the page in its own template, with its item lists, table of contents and map', async () => {
    const home = await preview(`${cms()}/nl/groenkennisnet/index`).expect(200);
    assert.match(home.text, /data-template="A"/);
    assert.match(home.text, /data-element="item-list"/);
    assert.match(home.text, /data-badge="news"/, 'the item list has its records');
    const published = (await request(server.url).get('/').set('Host', host).expect(200)).text;
    const dossierPath = published.match(/href="\/(dossier\/[^"]+)"/)![1];
    const dossier = await preview(`${cms()}/nl/groenkennisnet/${dossierPath}`).expect(200);
    assert.match(dossier.text, /data-template="dossier-/);
    assert.match(dossier.text, /class="gkn-toc/, 'the table of contents');
    assert.match(dossier.text, /data-map-banner/, 'the map banner');
    assert.match(dossier.text, /data-preview="true"/);
  });

  test('the English label on the English site; a CMS-relative url works too', async () => {
    const res = await request(server.url)
      .get('/preview?url=en/gkn-international/about')
      .set('Host', hostOf('green-knowledge-network'))
      .expect(200);
    assert.match(res.text, />Preview</);
  });

  test('a path of the site previews that page of the site (issue 13 item 15); its media come through the site', async () => {
    const res = await preview('/over-ons').expect(200);
    assert.match(res.text, /data-preview="true"/);
    assert.match(res.text, /<h1[^>]*>Over ons/);
    assert.equal(res.headers['cache-control'], 'private, no-store');
    assert.match(res.text, /src="\/_cms-media\/demo-media\//);
    assert.doesNotMatch(res.text, /127\.0\.0\.1|localhost:/, 'no loopback address in the preview');
    const home = await preview('/').expect(200);
    assert.match(home.text, /data-template="A"/, 'the site home');
    const english = await request(server.url)
      .get('/preview?url=/about')
      .set('Host', hostOf('green-knowledge-network'))
      .expect(200);
    assert.match(english.text, />Preview</);
    await preview('/bestaat-niet').expect(404);
  });

  test('content that is not there is the 404 page, still not cached', async () => {
    const res = await preview(`${cms()}/nl/groenkennisnet/bestaat-niet`).expect(404);
    assert.equal(res.headers['cache-control'], 'private, no-store');
  });
});

describe('the preview url may only name content on the configured CMS (no SSRF)', () => {
  const bad = () => [
    ['another host', `${otherUrl}/nl/groenkennisnet/over-ons`],
    ['another host with the CMS path', `${otherUrl}${new URL(cms()).pathname}/nl/groenkennisnet/over-ons`],
    ['the CMS origin outside the CMS base', `${new URL(cms()).origin}/search/gkn3?q=x`],
    ['dot segments climbing out of the CMS base', `${cms()}/nl/groenkennisnet/../../../search/gkn3`],
    ['encoded dot segments', `${cms()}/nl/groenkennisnet/%2e%2e/%2e%2e/%2e%2e/kennisindex/x`],
    ['another site of the CMS', `${cms()}/nl/stadsgroen/over-ons`],
    ['another language segment', `${cms()}/de/groenkennisnet/over-ons`],
    ['credentials in the url', cms().replace('http://', 'http://user:pw@') + '/nl/groenkennisnet/over-ons'],
    ['a protocol-relative url', `//127.0.0.1:1/nl/groenkennisnet/x`],
    ['a file url', 'file:///etc/passwd'],
    ['a javascript url', 'javascript:alert(1)'],
    ['an empty url', ''],
    ['only the site', `${cms()}/nl/groenkennisnet/`],
    ['an over-long url', `${cms()}/nl/groenkennisnet/${'a'.repeat(3000)}`],
  ];
  test('each answers the 400 page, no-store, and no request leaves the server', async () => {
    for (const [name, url] of bad()) {
      const res = await preview(url!);
      assert.equal(res.status, 400, name);
      assert.match(res.text, /Dit adres klopt niet/, name);
      assert.equal(res.headers['cache-control'], 'private, no-store', name);
    }
    await request(server.url).get('/preview').set('Host', host).expect(400);
    assert.equal(otherHits, 0, 'the other host was never asked');
  });

  test('the data endpoint of client navigations applies the same rule', async () => {
    const path = `/preview?url=${encodeURIComponent(`${otherUrl}/nl/groenkennisnet/over-ons`)}`;
    const res = await request(server.url)
      .get(`/_data?route=preview&path=${encodeURIComponent(path)}`)
      .set('Host', host)
      .expect(200);
    assert.equal(res.body.type, 'error');
    assert.equal(res.body.status, 400);
    assert.equal(res.headers['cache-control'], 'private, no-store');
    assert.equal(otherHits, 0);
  });
});

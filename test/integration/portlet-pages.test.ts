import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import type { RunningServer } from '../../src/server/start-server.js';
import { hostOf, startTestApp } from '../support/app.js';

let server: RunningServer;
before(async () => {
  server = await startTestApp({ PAGE_CACHE_TTL_S: '0' });
});
after(async () => {
  await server?.close();
});

const get = (path: string, site = 'groenkennisnet') => request(server.url).get(path).set('Host', hostOf(site));
const frameAncestors = (csp: string | undefined) => /frame-ancestors ([^;]+)/.exec(csp ?? '')?.[1];

describe('portlet routes (requirements §2)', () => {
  test('/portlet goes to the index, /portlet/{domain} to its term *, keeping a q from a form', async () => {
    assert.equal((await get('/portlet')).headers.location, '/');
    assert.equal((await get('/portlet/wur-bibliotheek')).headers.location, '/portlet/wur-bibliotheek/*');
    assert.equal(
      (await get('/portlet/wur-bibliotheek?q=mest%20opslag&theme=Bodem')).headers.location,
      '/portlet/wur-bibliotheek/mest+opslag?theme=Bodem',
    );
  });
  test('the portlet search page: its title, its palette, results linking inside the portlet, the provider footer, no site chrome', async () => {
    const res = await get('/portlet/wur-bibliotheek/bodem');
    assert.equal(res.status, 200);
    assert.match(res.text, /<h1[^>]*id="portlet-title"[^>]*>Zoeken in de WUR-bibliotheek<\/h1>/);
    assert.match(res.text, /--gkn-base-color:#005172/);
    assert.match(res.text, /href="\/portlet\/wur-bibliotheek\/resultaat\/[a-z0-9-]+\?id=/);
    assert.match(
      res.text,
      /Mogelijk gemaakt door\s*(<!-- -->)?\s*<a href="https:\/\/www\.wur\.nl"[^>]*>Wageningen University &amp; Research<\/a>/,
    );
    assert.doesNotMatch(res.text, /<header[^>]*class="gkn-bar/);
    assert.match(res.text, /action="\/portlet\/wur-bibliotheek"/);
  });
  test('the portlet result page stays in the portlet', async () => {
    const list = (await get('/portlet/wur-bibliotheek/bodem')).text;
    const href = /href="(\/portlet\/wur-bibliotheek\/resultaat\/[^"]+)"/.exec(list)![1]!.replace(/&amp;/g, '&');
    const page = await get(href);
    assert.equal(page.status, 200);
    assert.match(page.text, /href="\/portlet\/wur-bibliotheek\/\*"/);
    assert.match(page.text, /Mogelijk gemaakt door/);
  });
  test("an unknown portlet is a 404 saying 'Portlet {domain} can't be found'", async () => {
    const nl = await get('/portlet/onbekend/*');
    assert.equal(nl.status, 404);
    assert.match(nl.text, /Portlet onbekend kan niet worden gevonden/);
    const en = await get('/portlet/unknown/*', 'green-knowledge-network');
    assert.equal(en.status, 404);
    assert.match(en.text, /Portlet unknown can(&#x27;|')t be found/);
    assert.equal((await get('/portlet/onbekend/resultaat/x?id=1')).status, 404);
  });
  test('/portlet/{unknown domain} is that 404 at once, in the language of the site, not a redirect first', async () => {
    const nl = await get('/portlet/onbekend');
    assert.equal(nl.status, 404);
    assert.equal(nl.headers.location, undefined);
    assert.match(nl.text, /<html lang="nl-NL"/);
    assert.match(nl.text, /Portlet onbekend kan niet worden gevonden/);
    const en = await get('/portlet/unknown?q=soil', 'green-knowledge-network');
    assert.equal(en.status, 404);
    assert.match(en.text, /<html lang="en-US"/);
    assert.match(en.text, /Portlet unknown can(&#x27;|')t be found/);
    // A client navigation gets the same answer from the data endpoint.
    const data = await get(`/_data?route=portlet-domain-redirect&path=${encodeURIComponent('/portlet/onbekend')}`);
    assert.equal(data.body.type, 'error');
    assert.equal(data.body.status, 404);
    assert.equal(data.body.data.portlet, 'onbekend');
  });
});

describe('framing (requirements §10.5)', () => {
  test("portlet pages may be framed by exactly that portlet's embed origins", async () => {
    const search = await get('/portlet/wur-bibliotheek/*');
    assert.equal(frameAncestors(search.headers['content-security-policy']), 'https://www.wur.nl');
    assert.equal(search.headers['x-frame-options'], undefined);
    const other = await get('/portlet/kennis-voor-ondernemers/*');
    assert.equal(frameAncestors(other.headers['content-security-policy']), 'https://www.rvo.nl');
  });
  test('every other route refuses framing', async () => {
    for (const path of ['/', '/zoeken/*', '/portlet/onbekend/*', '/over-ons']) {
      const res = await get(path);
      assert.equal(frameAncestors(res.headers['content-security-policy']), "'none'", path);
      assert.equal(res.headers['x-frame-options'], 'DENY', path);
    }
  });
});

describe('embed snippet', () => {
  test('GET /embed/{domain} gives the iframe and script for that portlet; unknown portlets are 404', async () => {
    const res = await get('/embed/wur-bibliotheek');
    assert.equal(res.status, 200);
    assert.match(res.headers['content-type']!, /^text\/plain/);
    // The site's production origin, whichever host the request named: the snippet goes into partners' pages.
    assert.match(
      res.text,
      /<iframe src="https:\/\/www\.groenkennisnet\.nl\/portlet\/wur-bibliotheek\/\*" title="Zoeken in de WUR-bibliotheek" data-gkn-portlet="wur-bibliotheek"/,
    );
    assert.match(res.text, /<script src="https:\/\/www\.groenkennisnet\.nl\/embed\/portlet\.js" async><\/script>/);
    assert.equal((await get('/embed/onbekend')).status, 404);
  });
  test('the snippet never carries a host or port the request named', async () => {
    const snippet = (await get('/embed/wur-bibliotheek')).text;
    // This client is on loopback, a trusted proxy by default: its X-Forwarded-Host picks the site.
    for (const [host, forwardedHost] of [
      [`${hostOf('groenkennisnet')}:9999`, undefined],
      ['elsewhere.example', `${hostOf('groenkennisnet')}:8080`],
    ]) {
      let req = request(server.url).get('/embed/wur-bibliotheek').set('Host', host!).set('X-Forwarded-Proto', 'http');
      if (forwardedHost) req = req.set('X-Forwarded-Host', forwardedHost);
      const res = await req;
      assert.equal(res.text, snippet, `${host} ${forwardedHost}`);
      assert.doesNotMatch(res.text, /9999|8080|localhost|http:/);
    }
  });
  test('the resize script is served', async () => {
    const res = await get('/embed/portlet.js');
    assert.equal(res.status, 200);
    assert.match(res.headers['content-type']!, /javascript/);
    assert.match(res.text, /gkn-portlet:height/);
    // Other sites' pages load it: helmet's same-origin resource policy would make browsers refuse it.
    assert.equal(res.headers['cross-origin-resource-policy'], 'cross-origin');
    assert.equal(
      (await get('/zoeken/*')).headers['cross-origin-resource-policy'],
      'same-origin',
      'only the embed script',
    );
  });
});

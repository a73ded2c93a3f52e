import { createHash } from 'node:crypto';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { listSiteFiles, validateSiteFiles } from '../../src/sites/site-files.js';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import { hostOf, startTestApp, type TestServer } from '../support/app.js';

const { sites } = validateSiteFiles(listSiteFiles(`${ROOT_DIR}/sites`));
let server: TestServer;

before(async () => {
  server = await startTestApp();
});
after(() => server.close());

const get = (siteId: string, path: string) => request(server.url).get(path).set('Host', hostOf(siteId));

describe('every site answers at <id>.localhost', () => {
  for (const site of sites) {
    test(`${site.id} shows its own title, palette and language`, async () => {
      const res = await get(site.id, '/')
        .expect(200)
        .expect('Content-Type', /text\/html/);
      assert.match(res.text, new RegExp(`<title>[^<]*${escapeRe(escapeHtml(site.site.title))}</title>`));
      assert.ok(res.text.includes(`--gkn-base-color:${site.styles.color.gkn_base_color}`), 'palette as CSS variables');
      assert.ok(res.text.includes(`<html lang="${site.site.language === 'en' ? 'en-US' : 'nl-NL'}"`));
    });
  }
});

describe('routes and redirects', () => {
  test('/zoeken redirects to the Dutch search page with term *', async () => {
    const res = await get('groenkennisnet', '/zoeken').expect(302);
    assert.equal(res.headers.location, '/zoeken/*');
  });
  test('/search redirects to the English search page with term *', async () => {
    const res = await get('groenkennisnet', '/search').expect(302);
    assert.equal(res.headers.location, '/search/*');
  });
  test('/portlet redirects to the index and /portlet/{domain} to its term *; an unknown domain is a 404', async () => {
    assert.equal((await get('groenkennisnet', '/portlet').expect(302)).headers.location, '/');
    assert.equal(
      (await get('groenkennisnet', '/portlet/wur-bibliotheek').expect(302)).headers.location,
      '/portlet/wur-bibliotheek/*',
    );
    assert.match(
      (await get('groenkennisnet', '/portlet/bodem').expect(404)).text,
      /Portlet bodem kan niet worden gevonden/,
    );
  });
  test('an unknown page is a 404 page in the site language that links home', async () => {
    const res = await get('groenkennisnet', '/deze-pagina-bestaat-niet').expect(404);
    assert.match(res.text, /Deze pagina bestaat niet \(meer\)/);
    assert.match(res.text, /<a [^>]*href="\/"[^>]*>Naar de homepage<\/a>/);
    assert.match(res.text, /<footer/, 'the 404 page keeps its footer');
  });
  test('below our own prefixes a path no route serves is the router-level 404, without asking the CMS', async () => {
    const cmsAsked = async (fragment: string) => {
      const res = await fetch(`${server.demo!.url}/__demo/requests?pathIncludes=${encodeURIComponent(fragment)}`);
      return ((await res.json()) as { requests: unknown[] }).requests.length;
    };
    for (const [path, title] of [
      ['/zoeken/bodem/en-meer', 'Deze pagina kon niet gevonden worden'],
      ['/portlet/wur-bibliotheek/a/b', 'Deze pagina kon niet gevonden worden'],
      ['/mijn-gkn/instellingen', 'Deze pagina kon niet gevonden worden'],
      ['/search/soil/more', 'This page could not be found'],
    ] as const) {
      const res = await get('groenkennisnet', path).expect(404);
      assert.match(res.text, new RegExp(`<title>${title} \\| Groen Kennisnet</title>`), path);
      assert.match(res.text, new RegExp(`<h1[^>]*>${title}</h1>`), path);
      assert.match(res.text, /data-error="router"/);
      assert.match(res.text, /<a [^>]*href="\/"[^>]*>/, 'a way home');
      assert.equal(await cmsAsked(path.slice(1)), 0, `${path}: the CMS was not asked`);
    }
    // …whereas a CMS page that does not exist stays the CMS's 404.
    const cms = await get('groenkennisnet', '/bestaat-ook-niet').expect(404);
    assert.match(cms.text, /data-error="page"/);
    assert.doesNotMatch(cms.text, /Deze pagina kon niet gevonden worden/);
  });
  test('the English site says 404 in English', async () => {
    const english = sites.find((s) => s.site.language === 'en')!;
    const res = await get(english.id, '/no-such-page').expect(404);
    assert.match(res.text, /This page does not exist \(no more\)/);
    assert.match(res.text, /Go to the home page/);
  });
  test('a generic page linked from the menu renders from the CMS', async () => {
    const home = await get('groenkennisnet', '/').expect(200);
    const link = /<nav [^>]*aria-label="Hoofdmenu">[\s\S]*?<a [^>]*href="(\/[^"]+)"/.exec(home.text)?.[1];
    assert.ok(link, 'the home page has a main menu link');
    const page = await get('groenkennisnet', link).expect(200);
    assert.match(page.text, /<h1/);
  });
  test('an unknown host gets a 404 listing the served sites (outside production)', async () => {
    const res = await request(server.url).get('/').set('Host', 'www.unknown.example').expect(404);
    assert.match(res.text, /No site is served at www\.unknown\.example/);
    assert.match(res.text, /groenkennisnet\.localhost/);
  });
});

describe('caching, assets and headers', () => {
  test('a second anonymous request is a page-cache hit with the same ETag, and If-None-Match gives 304', async () => {
    const first = await get('bomenkennis', '/');
    const second = await get('bomenkennis', '/').expect(200);
    assert.equal(second.headers['x-cache'], 'HIT');
    assert.equal(second.headers.etag, first.headers.etag);
    await get('bomenkennis', '/').set('If-None-Match', second.headers.etag!).expect(304);
  });
  test('pages are compressed with brotli when the client accepts it', async () => {
    const res = await get('bomenkennis', '/').set('Accept-Encoding', 'gzip, br');
    assert.equal(res.headers['content-encoding'], 'br');
  });
  test('hashed client assets are served with an immutable year-long cache', async () => {
    const home = await get('groenkennisnet', '/');
    const entry = /"(\/assets\/entry-[A-Z0-9]+\.js)"/.exec(home.text)?.[1];
    assert.ok(entry, 'the page loads the hashed entry');
    const res = await request(server.url).get(entry).set('Host', hostOf('groenkennisnet')).expect(200);
    assert.match(res.headers['cache-control']!, /max-age=31536000/);
    assert.match(res.headers['cache-control']!, /immutable/);
  });
  test('a missing asset is a 404, not a page', async () => {
    await request(server.url).get('/assets/entry-NOPE.js').set('Host', hostOf('groenkennisnet')).expect(404);
  });
  test('the CSP nonce is fresh per render and carried by every inline script and style', async () => {
    // Data blocks (the hydration data, JSON-LD) are never run: they need no nonce.
    const isDataBlock = (tag: string) => /type="application\/(ld\+)?json"/.test(tag);
    // A session's render is never stored: its CSP keeps the render's nonce.
    const res = await get('akkerbouw-nu', '/zoeken/nonce-1').set('Cookie', 'gkn.sid=x');
    const nonce = /'nonce-([^']+)'/.exec(res.headers['content-security-policy']!)?.[1];
    assert.ok(nonce);
    const tags = res.text.match(/<(script|style)\b[^>]*>/g) ?? [];
    assert.ok(tags.some(isDataBlock), 'the hydration data block is there');
    for (const tag of tags.filter((t) => !isDataBlock(t))) assert.ok(tag.includes(`nonce="${nonce}"`), tag);
    assert.match(res.headers['content-security-policy']!, /frame-ancestors 'none'/);
    assert.equal(res.headers['x-frame-options'], 'DENY');
    const other = await get('akkerbouw-nu', '/zoeken/nonce-2').set('Cookie', 'gkn.sid=x');
    assert.notEqual(/'nonce-([^']+)'/.exec(other.headers['content-security-policy']!)?.[1], nonce);
  });
  test('a stored page allows exactly its own inline scripts and styles, by hash (decision 011)', async () => {
    const res = await get('akkerbouw-nu', '/zoeken/hashes');
    const csp = res.headers['content-security-policy']!;
    assert.doesNotMatch(csp, /'nonce-/, 'no nonce shared by every visitor of the cached page');
    const sources = (directive: string) => new RegExp(`${directive} ([^;]+)`).exec(csp)?.[1]?.split(' ') ?? [];
    const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    // Data blocks (the hydration data, JSON-LD) are never run: not in script-src.
    const scripts = [...res.text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter((m) => !/type="application\/(ld\+)?json"/.test(m[1]!))
      .map((m) => hashOf(m[2]!));
    const styles = [...res.text.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => hashOf(m[1]!));
    assert.ok(scripts.length >= 3 && styles.length >= 2);
    assert.deepEqual(sources('script-src'), [...new Set(scripts), "'strict-dynamic'"]);
    // The empty sheet is Emotion's in the browser (rules go in through the CSSOM).
    assert.deepEqual(sources('style-src').sort(), [...new Set([...styles, hashOf('')]), "'self'"].sort());
    const again = await get('akkerbouw-nu', '/zoeken/hashes');
    assert.equal(again.headers['x-cache'], 'HIT');
    assert.equal(again.headers['content-security-policy'], csp);
  });
  test('/healthz and /readyz answer', async () => {
    await request(server.url).get('/healthz').expect(200, { status: 'ok' });
    const ready = await request(server.url).get('/readyz').expect(200);
    assert.equal(ready.body.status, 'ready');
  });
});

describe('the JSON data endpoint for client navigation', () => {
  test('returns the loader data of a content route', async () => {
    const res = await get('groenkennisnet', '/_data?route=home&path=/').expect(200);
    assert.equal(res.body.type, 'data');
    assert.equal(typeof res.body.data.page.title, 'string');
  });
  test('returns the status of a missing page in its envelope', async () => {
    const res = await get('groenkennisnet', '/_data?route=content&path=/bestaat-niet').expect(200);
    assert.deepEqual({ type: res.body.type, status: res.body.status }, { type: 'error', status: 404 });
  });
  test('returns redirects in its envelope', async () => {
    const res = await get('groenkennisnet', '/_data?route=search-redirect-nl&path=/zoeken').expect(200);
    assert.deepEqual(res.body, { type: 'redirect', status: 302, location: '/zoeken/*', locale: 'nl' });
  });
  test('refuses a missing route, a foreign URL and a route that does not match', async () => {
    await get('groenkennisnet', '/_data?path=/').expect(400);
    await get('groenkennisnet', '/_data?route=home&path=//evil.example/').expect(400);
    await get('groenkennisnet', '/_data?route=home&path=/over-ons').expect(404);
  });
});

function escapeRe(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
function escapeHtml(s: string) {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

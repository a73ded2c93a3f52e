import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { hostOf, sitesDirWith, startTestApp, type TestServer } from '../support/app.js';

// requirements §2: search, logout, dashboard, portlet and error paths are never fetched from the CMS. The
// demo upstream logs what it was asked (GET /__demo/requests), so "never" is checked at the upstream.
let server: TestServer;
before(async () => {
  // The AI search switched off on both sites, so its routes are the 404 of the route table here
  // (where it is on, test/integration/ai-search.test.ts).
  const aiOff = (site: Record<string, unknown>) => (site.ai = { enabled: false });
  const SITES_DIR = sitesDirWith({ groenkennisnet: aiOff, 'green-knowledge-network': aiOff });
  server = await startTestApp({ PAGE_CACHE_TTL_S: '0', SITES_DIR });
});
after(() => server.close());

const get = (siteId: string, path: string) => request(server.url).get(path).set('Host', hostOf(siteId));

/** What the demo upstream was asked whose URL contains `fragment`. */
async function upstreamRequests(fragment: string): Promise<string[]> {
  const res = await fetch(`${server.demo!.url}/__demo/requests?pathIncludes=${encodeURIComponent(fragment)}`);
  return ((await res.json()) as { requests: { url: string }[] }).requests.map((r) => r.url);
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('dashboard and AI search: a 404 page in the language of the request, without the CMS', () => {
  const cases = [
    { path: '/mijn-gkn', site: 'groenkennisnet', text: /Deze pagina bestaat niet/, lang: 'nl-NL' },
    { path: '/mijn-gkn', site: 'green-knowledge-network', text: /This page does not exist/, lang: 'en-US' },
    { path: '/ai-zoeken', site: 'groenkennisnet', text: /Deze pagina bestaat niet/, lang: 'nl-NL' },
    {
      path: '/ai-zoeken/bodem+leven',
      site: 'green-knowledge-network',
      text: /Deze pagina bestaat niet/,
      lang: 'nl-NL',
    },
    { path: '/ai-search/soil', site: 'groenkennisnet', text: /This page does not exist/, lang: 'en-US' },
    { path: '/ai-search', site: 'groenkennisnet', text: /This page does not exist/, lang: 'en-US' },
    // The alternate form names neither 'search' nor 'zoeken' in lower case: the site's language.
    { path: '/aiSearch', site: 'groenkennisnet', text: /Deze pagina bestaat niet/, lang: 'nl-NL' },
    {
      path: '/aiSearch/wat-is-bodemleven',
      site: 'green-knowledge-network',
      text: /This page does not exist/,
      lang: 'en-US',
    },
  ];
  for (const { path, site, text, lang } of cases) {
    test(`${path} on ${site} is the 404 page (${lang}) and the CMS is never asked for it`, async () => {
      const res = await get(site, path);
      assert.equal(res.status, 404);
      assert.match(res.text, text);
      assert.match(res.text, new RegExp(`<html lang="${lang}"`));
      assert.match(res.text, /href="\/"/, 'links home');
      const segment = path.split('/')[1]!;
      assert.deepEqual(
        (await upstreamRequests(segment)).filter((url) => url.startsWith('/cms/')),
        [],
        `no CMS call for ${segment}`,
      );
    });
  }

  test('the data endpoint answers the same 404 for client navigations, without the CMS', async () => {
    const res = await get('groenkennisnet', '/_data?route=dashboard&path=%2Fmijn-gkn').expect(200);
    assert.equal(res.body.type, 'error');
    assert.equal(res.body.status, 404);
    assert.deepEqual(await upstreamRequests('mijn-gkn'), []);
  });
});

describe('logout: no session yet, so back to the return path', () => {
  const cases: [string, string][] = [
    ['/logout', '/'],
    ['/logout?returnTo=%2Fover-ons', '/over-ons'],
    ['/logout?returnTo=/zoeken/bodem%3Fsrt%3Dtitle', '/zoeken/bodem?srt=title'],
    ['/logout?returnTo=//evil.example', '/'],
    ['/logout?returnTo=/%5Cevil.example', '/'],
    ['/logout?returnTo=https://evil.example/', '/'],
    ['/logout?returnTo=%2F%09%2Fevil.example', '/'],
    ['/logout?returnTo=over-ons', '/'],
  ];
  for (const [path, location] of cases) {
    test(`${path} redirects (303) to ${location}`, async () => {
      const res = await get('groenkennisnet', path);
      assert.equal(res.status, 303);
      assert.equal(res.headers.location, location);
      assert.equal(res.headers['cache-control'], 'no-store');
    });
  }

  test('the CMS is never asked for /logout', async () => {
    await get('weidevogels', '/logout?returnTo=%2F').expect(303);
    assert.deepEqual(
      (await upstreamRequests('logout')).filter((url) => url.startsWith('/cms/')),
      [],
    );
  });

  test('a client navigation to /logout gets the redirect in the data envelope', async () => {
    const res = await get(
      'groenkennisnet',
      `/_data?route=logout&path=${encodeURIComponent('/logout?returnTo=/over-ons')}`,
    ).expect(200);
    assert.deepEqual(
      { type: res.body.type, status: res.body.status, location: res.body.location },
      { type: 'redirect', status: 303, location: '/over-ons' },
    );
  });
});

describe('pages without a CMS page title get their own translated title', () => {
  const cases: [string, string, string][] = [
    ['groenkennisnet', '/contactformulier', 'Contactformulier | Groen Kennisnet'],
    ['green-knowledge-network', '/contact-form', 'Contact form | Green Knowledge Network'],
    ['green-knowledge-network', '/my-cookie-data', 'My cookie data | Green Knowledge Network'],
    ['groenkennisnet', '/my-cookie-data', 'Mijn cookiegegevens | Groen Kennisnet'],
  ];
  for (const [site, path, title] of cases) {
    test(`${path} on ${site} is titled "${title}"`, async () => {
      const res = await get(site, path).expect(200);
      assert.equal(titleOf(res.text), title);
    });
  }

  test('error pages are titled by their status, in the language of the request', async () => {
    assert.equal(
      titleOf((await get('groenkennisnet', '/bestaat-echt-niet').expect(404)).text),
      'Deze pagina bestaat niet (meer) | Groen Kennisnet',
    );
    assert.equal(
      titleOf((await get('green-knowledge-network', '/does-not-exist').expect(404)).text),
      'This page does not exist (no more) | Green Knowledge Network',
    );
    assert.equal(
      titleOf((await get('groenkennisnet', '/over-ons%').expect(400)).text),
      'Dit adres klopt niet | Groen Kennisnet',
    );
  });
});

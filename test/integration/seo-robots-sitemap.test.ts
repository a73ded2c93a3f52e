import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { hostOf, startTestApp, type TestServer } from '../support/app.js';

let server: TestServer;
before(async () => {
  server = await startTestApp();
});
after(() => server.close());

const get = (host: string, path: string) => request(server.url).get(path).set('Host', host);

describe('robots.txt per host', () => {
  test('a production host allows robots, keeps them out of preview and data, and names its sitemap', async () => {
    const res = await get('www.groenkennisnet.nl', '/robots.txt').expect(200);
    assert.match(res.headers['content-type']!, /^text\/plain/);
    assert.match(res.text, /^User-agent: \*$/m);
    assert.match(res.text, /^Disallow: \/preview$/m);
    assert.match(res.text, /^Disallow: \/_data$/m);
    assert.match(res.text, /^Sitemap: https:\/\/www\.groenkennisnet\.nl\/sitemap\.xml$/m);
  });

  test('an acceptance host disallows everything', async () => {
    const res = await get('acc.groenkennisnet.nl', '/robots.txt').expect(200);
    assert.equal(res.text, 'User-agent: *\nDisallow: /\n');
  });

  test('each site names its own sitemap', async () => {
    const res = await get(hostOf('green-knowledge-network'), '/robots.txt').expect(200);
    const line = /^Sitemap: (.+)$/m.exec(res.text)![1]!;
    assert.match(line, /\/sitemap\.xml$/);
    assert.doesNotMatch(line, /groenkennisnet\.nl/);
  });
});

describe('sitemap.xml per host', () => {
  test('lists the home page, the menu and footer pages and items of the search index, on the production host', async () => {
    const res = await get(hostOf('groenkennisnet'), '/sitemap.xml').expect(200);
    assert.match(res.headers['content-type']!, /^application\/xml/);
    assert.match(
      res.text,
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    assert.ok(locs.includes('https://www.groenkennisnet.nl/'));
    assert.ok(locs.includes('https://www.groenkennisnet.nl/over-ons'), 'a menu page');
    assert.ok(locs.includes('https://www.groenkennisnet.nl/privacy-cookie-verklaring'), 'a legal footer page');
    assert.ok(
      locs.includes('https://www.groenkennisnet.nl/toegankelijkheidsverklaring'),
      'the accessibility statement',
    );
    assert.ok(
      locs.some((l) => /^https:\/\/www\.groenkennisnet\.nl\/zoeken\/resultaat\/[a-z0-9-]+\?id=/.test(l)),
      'a result page from the search index',
    );
    assert.ok(!locs.some((l) => /wur\.nl|rijksoverheid/.test(l)), 'no external links');
    assert.equal(new Set(locs).size, locs.length, 'no duplicates');
    assert.ok(!res.text.includes('&id='), 'ampersands are escaped');
  });

  test('an English site lists English result pages', async () => {
    const res = await get(hostOf('green-knowledge-network'), '/sitemap.xml').expect(200);
    assert.match(res.text, /\/search\/result\/[a-z0-9-]+\?id=/);
  });

  test('when the search index is down the menu pages are still listed', async () => {
    server.demo!.setFault('search', { kind: 'status', status: 500 });
    try {
      const res = await get(hostOf('stadsgroen'), '/sitemap.xml').expect(200);
      assert.match(res.text, /<loc>[^<]+\/<\/loc>/);
      assert.doesNotMatch(res.text, /resultaat/);
    } finally {
      server.demo!.setFault('search', null);
    }
  });
});

describe('head tags of a page', () => {
  test('canonical URL on the production host and Open Graph tags', async () => {
    const res = await get(hostOf('groenkennisnet'), '/over-ons?utm_source=x&form=a&formstatus=b').expect(200);
    assert.match(res.text, /<link rel="canonical" href="https:\/\/www\.groenkennisnet\.nl\/over-ons">/);
    assert.match(res.text, /<meta property="og:title" content="Over ons \| Groen Kennisnet">/);
    assert.match(res.text, /<meta property="og:url" content="https:\/\/www\.groenkennisnet\.nl\/over-ons">/);
    assert.match(res.text, /<meta property="og:site_name" content="Groen Kennisnet">/);
    assert.match(res.text, /<meta property="og:locale" content="nl_NL">/);
    assert.match(res.text, /<meta property="og:description" content="[^"]+">/);
    assert.match(res.text, /<meta name="description" content="[^"]+">/);
    assert.match(res.text, /<meta name="keywords" content="[^"]+">/);
  });

  const canonicalOf = (html: string) => {
    const link = /<link rel="canonical" href="([^"]+)">/.exec(html)![1]!.replace(/&amp;/g, '&');
    assert.equal(
      /<meta property="og:url" content="([^"]+)">/.exec(html)![1]!.replace(/&amp;/g, '&'),
      link,
      'og:url is the canonical URL',
    );
    return link;
  };

  test('a CMS page’s canonical URL has no query, whatever the request carried', async () => {
    const res = await get(hostOf('groenkennisnet'), '/over-ons?utm=1&page=2&q=x').expect(200);
    assert.equal(canonicalOf(res.text), 'https://www.groenkennisnet.nl/over-ons');
  });

  test('a result page’s canonical URL keeps its id only', async () => {
    const search = (await get(hostOf('groenkennisnet'), '/zoeken/bodem').expect(200)).text;
    const href = /href="(\/zoeken\/resultaat\/[^"?]+\?id=[^"]+)"/.exec(search)![1]!.replace(/&amp;/g, '&');
    // The link carries its list's state (from=…, the way back to the search); the canonical URL does not.
    assert.match(href, /&from=/);
    const res = await get(hostOf('groenkennisnet'), `${href}&utm=1&foo=bar`).expect(200);
    assert.equal(canonicalOf(res.text), `https://www.groenkennisnet.nl${href.replace(/&from=[^&]*/, '')}`);
  });

  test('production and acceptance hosts never share a cached page, whichever is asked first', async () => {
    for (const [first, second] of [
      ['www.groenkennisnet.nl', 'acc.groenkennisnet.nl'],
      ['acc.groenkennisnet.nl', 'www.groenkennisnet.nl'],
    ] as const) {
      const path = first.startsWith('www') ? '/disclaimer' : '/contact';
      await get(first, path).expect(200);
      const cachedFirst = await get(first, path).expect(200);
      assert.equal(cachedFirst.headers['x-cache'], 'HIT', 'the page cache is on here');
      const other = await get(second, path).expect(200);
      assert.equal(other.headers['x-cache'], 'MISS', `${second} does not get ${first}'s copy`);
      const noindex = /<meta name="robots" content="noindex, nofollow">/;
      if (second.startsWith('acc')) assert.match(other.text, noindex);
      else assert.doesNotMatch(other.text, noindex);
    }
  });

  test('acceptance hosts carry noindex; error pages carry no canonical', async () => {
    const acc = await get('acc.groenkennisnet.nl', '/over-ons').expect(200);
    assert.match(acc.text, /<meta name="robots" content="noindex, nofollow">/);
    const missing = await get(hostOf('groenkennisnet'), '/bestaat-echt-niet').expect(404);
    assert.doesNotMatch(missing.text, /rel="canonical"/);
  });
});

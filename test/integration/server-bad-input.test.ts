import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { hostOf, startTestApp, type TestServer } from '../support/app.js';

// The page cache is off here so every request reaches the upstream and its faults.
let server: TestServer;
before(async () => {
  server = await startTestApp({ PAGE_CACHE_TTL_S: '0', UPSTREAM_CACHE_TTL_S: '0', UPSTREAM_TIMEOUT_MS: '800' });
});
after(() => server.close());

const get = (siteId: string, path: string) => request(server.url).get(path).set('Host', hostOf(siteId));
const demo = () => server.demo!;

async function stillAlive() {
  await request(server.url).get('/healthz').expect(200);
}

describe('bad upstream answers', () => {
  test('invalid JSON from the CMS is a 500 page without footer', async () => {
    demo().setFault('cms', { kind: 'invalid-json' }, { pathIncludes: '/over-ons' });
    try {
      const res = await get('stadsgroen', '/over-ons').expect(500);
      assert.match(res.text, /Er is iets misgegaan/);
      assert.doesNotMatch(res.text, /<footer/);
      assert.equal(res.headers['cache-control'], 'no-store');
    } finally {
      demo().setFault('cms', null);
    }
    await stillAlive();
  });

  test('the CMS down gives the 500 page without footer, and the menu says something went wrong', async () => {
    demo().setFault('cms', { kind: 'down' });
    try {
      const res = await get('weidevogels', '/').expect(500);
      assert.match(res.text, /Er is een fout met de server/);
      assert.doesNotMatch(res.text, /<footer/);
    } finally {
      demo().setFault('cms', null);
    }
    await stillAlive();
  });

  test('a CMS slower than the timeout gives a 500 page in bounded time', async () => {
    demo().setFault('cms', { kind: 'slow', ms: 3000 });
    try {
      const started = Date.now();
      await get('veenweiden', '/').expect(500);
      assert.ok(Date.now() - started < 2800, 'answered before the slow upstream did');
    } finally {
      demo().setFault('cms', null);
    }
    await stillAlive();
  });

  test('a CMS error status for a page while home answers is a 404', async () => {
    demo().setFault('cms', { kind: 'status', status: 503 }, { pathIncludes: '/kapot' });
    try {
      await get('bodemdaling', '/kapot').expect(404);
    } finally {
      demo().setFault('cms', null);
    }
  });
});

describe('bad requests', () => {
  test('a 10 kB path is a 404 page, not a server error', async () => {
    const res = await get('groenkennisnet', `/${'a'.repeat(10_000)}`);
    assert.equal(res.status, 404);
    assert.match(res.text, /Deze pagina bestaat niet/);
    await stillAlive();
  });

  test('malformed percent-encoding is a 400 page', async () => {
    const res = await get('groenkennisnet', '/%E0%A4%A');
    assert.equal(res.status, 400);
    assert.match(res.text, /Dit adres klopt niet/);
    await stillAlive();
  });

  test('an unknown host is a 404', async () => {
    await request(server.url).get('/').set('Host', 'evil.example.com').expect(404);
  });

  test('a missing Host header is refused with 400 (HTTP/1.1 requires it), not a crash', async () => {
    const { request: raw } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      const req = raw(`${server.url}/`, { setHost: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    assert.equal(status, 400);
    await stillAlive();
  });

  test('POST to a page is refused with 405, not rendered', async () => {
    const res = await request(server.url).post('/').set('Host', hostOf('groenkennisnet')).send('x=1');
    assert.equal(res.status, 405);
    assert.equal(res.headers.allow, 'GET, HEAD');
  });

  test('nothing a visitor sees carries a stack trace', async () => {
    demo().setFault('cms', { kind: 'invalid-json' });
    try {
      const res = await get('natuurinclusief', '/');
      assert.doesNotMatch(res.text, /at \w+ \(|node_modules|\.ts:\d+/);
    } finally {
      demo().setFault('cms', null);
    }
  });
});

describe('malformed percent-encoding is rejected once, before routing', () => {
  const upstreamAsked = async (fragment: string) => {
    const res = await fetch(`${demo().url}/__demo/requests?pathIncludes=${encodeURIComponent(fragment)}`);
    return ((await res.json()) as { requests: unknown[] }).requests.length;
  };

  for (const path of [
    '/dossier/%ff',
    '/zoeken/%zz',
    '/nieuws/%E0%A4%A',
    '/portlet/%ff',
    '/portlet/x/%ff',
    '/over-ons%',
  ]) {
    test(`${path} is the site's 400 page`, async () => {
      const res = await get('groenkennisnet', path);
      assert.equal(res.status, 400);
      assert.match(res.headers['content-type'] ?? '', /text\/html/);
      assert.match(res.text, /Dit adres klopt niet/);
      assert.match(res.text, /<title>Dit adres klopt niet \| Groen Kennisnet<\/title>/);
      assert.equal(res.headers.location, undefined, 'no redirect to a re-encoded address');
    });
  }

  test('a malformed search term never reaches the search service', async () => {
    await get('groenkennisnet', '/zoeken/%zzq').expect(400);
    assert.equal(await upstreamAsked('zzq'), 0);
  });

  test('the error page is in the language of the path (an English search path)', async () => {
    const res = await get('groenkennisnet', '/search/%ff').expect(400);
    assert.match(res.text, /<html lang="en-US"/);
  });

  test('the data endpoint answers a malformed target path with a JSON 400', async () => {
    for (const query of [
      'route=content&path=/%ff',
      'route=content&path=%2F%25ff',
      'route=search-nl&path=%2Fzoeken%2F%25zz',
      'route=content&path=%E0%A4%A',
    ]) {
      const res = await get('groenkennisnet', `/_data?${query}`);
      assert.equal(res.status, 400, query);
      assert.match(res.headers['content-type'] ?? '', /application\/json/);
      assert.match(res.body.error, /malformed/);
    }
  });
});

describe("a path starting with '//' is not another page", () => {
  for (const path of ['//anything/over-ons', '//evil.com', '//evil.com/', '///over-ons']) {
    test(`${path} is a 404 page, not a redirect and not another page`, async () => {
      const res = await get('groenkennisnet', path);
      assert.equal(res.status, 404);
      assert.equal(res.headers.location, undefined);
      assert.match(res.text, /Deze pagina bestaat niet/);
      assert.doesNotMatch(res.text, /<title>Over ons/);
    });
  }

  test('the CMS is not asked for such a path', async () => {
    await get('groenkennisnet', '//somewhere/uniek-pad-42').expect(404);
    const res = await fetch(`${demo().url}/__demo/requests?pathIncludes=uniek-pad-42`);
    assert.deepEqual(((await res.json()) as { requests: unknown[] }).requests, []);
  });
});

describe('an encoded separator or a dot-segment in a path is not found, before any upstream call', () => {
  // supertest would resolve dot-segments itself: these go out exactly as written.
  const rawStatus = async (path: string) => {
    const { request: raw } = await import('node:http');
    const { hostname, port } = new URL(server.url);
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const headers = { host: hostOf('groenkennisnet') };
      const req = raw({ host: hostname, port, path, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
  };

  for (const path of [
    '/nieuws/..%2Funiek-pad-43',
    '/nieuws%2Funiek-pad-43',
    '/nieuws%5Cuniek-pad-43',
    '/nieuws/%2e%2e/uniek-pad-43',
    '/nieuws/.%2E/uniek-pad-43',
    '/nieuws/%252e%252e%252funiek-pad-43',
    '/nieuws/../uniek-pad-43',
    '/nieuws\\uniek-pad-43',
  ]) {
    test(`${path} is the 404 page and the CMS is not asked for it`, async () => {
      const res = await rawStatus(path);
      assert.equal(res.status, 404);
      assert.match(res.body, /Deze pagina bestaat niet/);
      const asked = await fetch(`${demo().url}/__demo/requests?pathIncludes=uniek-pad-43`);
      assert.deepEqual(((await asked.json()) as { requests: unknown[] }).requests, []);
    });
  }

  test('a search term may hold an encoded "/" (a search for "1/2"): it is searched for', async () => {
    const res = await get('groenkennisnet', '/zoeken/1%2F2').expect(200);
    assert.match(res.text, /1\/2/);
  });

  test('the data endpoint answers such a target path with a JSON 404', async () => {
    const res = await get('groenkennisnet', `/_data?route=content&path=${encodeURIComponent('/nieuws/..%2fover-ons')}`);
    assert.equal(res.status, 404);
    assert.match(res.body.error, /dot-segment or an encoded separator/);
    await get('groenkennisnet', `/_data?route=search-nl&path=${encodeURIComponent('/zoeken/1%2F2')}`).expect(200);
  });
});

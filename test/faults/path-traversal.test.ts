import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestServer } from '../support/app.js';
import { rawGet, startForwarder, type Forwarder } from './forwarder.js';

// Percent-encoded separators and dot-segments in a page address must never become path steps in
// an upstream call (requirements §7): the fuzz run that found it sent such paths over real
// sockets and read what the upstream was asked. So does this test: the server talks to the demo
// upstream through a recording forwarder, which sees every request the upstream gets, including
// the demo's own /__demo/ routes that its request log leaves out.

const SITE_HOST = 'groenkennisnet.localhost';
const CNAME = 'groenkennisnet';
/** The search collections groenkennisnet (and its portlets) may ask for. */
const SCOPES = new Set(['gkn3', 'gkn-mapdata']);

let server: TestServer;
let upstream: Forwarder;
before(async () => {
  upstream = await startForwarder();
  // The page cache is on: a traversal that rendered must not be kept as a public page either.
  server = await startTestApp({
    CMS_BASE_URL: `${upstream.url}/cms`,
    SEARCH_BASE_URL: `${upstream.url}/search/`,
    KNOWLEDGE_INDEX_URL: `${upstream.url}/kennisindex`,
    PAGE_CACHE_TTL_S: '60',
  });
  upstream.target = server.demo.url;
});
after(async () => {
  await server?.close();
  await upstream?.close();
});

const get = (path: string, host = SITE_HOST) => rawGet(server.url, path, { host });

/** Runs `paths` with a few requests in flight at a time; the answers in order. */
async function getAll(paths: { path: string; host?: string }[], inFlight = 6) {
  const answers: { path: string; host: string; status: number; body: string }[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < paths.length) {
        const { path, host = SITE_HOST } = paths[next++]!;
        const res = await get(path, host);
        answers.push({ path, host, status: res.status, body: res.body });
      }
    }),
  );
  return answers;
}

/**
 * Why an upstream request is outside what groenkennisnet may ask, or null when it is fine: its
 * own CMS path, its search collections, its knowledge-index scope; every segment a name, never
 * a step ('..' plain or encoded), and the path as sent equal to the path once parsed.
 */
function outsideSite(raw: string): string | null {
  const path = raw.split('?')[0]!;
  if (new URL(path, 'http://upstream').pathname !== path) return 'a URL parser would move this path';
  const segments = path.slice(1).split('/');
  for (const segment of segments) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return `segment ${segment} is malformed`;
    }
    if (decoded === '.' || decoded === '..' || decoded === '') return `segment ${segment} is a step`;
  }
  const [root, a, b, ...rest] = segments;
  if (root === 'cms' && (a === 'nl' || a === 'en') && b === CNAME && rest.length > 0) return null;
  if (root === 'search' && SCOPES.has(a ?? '') && (b === undefined || (b === 'filters' && rest.length === 0)))
    return null;
  if (root === 'kennisindex' && SCOPES.has(a ?? '') && b !== undefined && rest.length === 0) return null;
  return 'not this site’s CMS, search or knowledge-index path';
}

const DOTS = ['..', '.', '%2e%2e', '%2E%2E', '.%2e', '%2e.', '%252e%252e', '%25252e%25252e'];
const SEPARATORS = ['%2f', '%2F', '%5c', '%5C', '\\', '%252f', '%255c'];
const TARGETS = [
  ['etc', 'passwd'],
  ['__demo', 'health'],
  ['nl', 'akkerbouw-nu', 'over-ons'],
  ['kennisindex', 'gkn3', 'x'],
];
const PREFIXES = [
  '/',
  '/nieuws/',
  '/over-ons/',
  '/zoeken/resultaat/',
  '/portlet/wur-bibliotheek/resultaat/',
  '/portlet/',
  '/mijn-cookiegegevens/',
  '/dossier/bodem/',
];

/** `..%2f..%2f…target`: every dot form with every separator, to each target, under a rotating prefix. */
function traversals(): string[] {
  const out: string[] = [];
  let i = 0;
  for (const dot of DOTS)
    for (const sep of SEPARATORS)
      for (const target of TARGETS) {
        const depth = 1 + (i % 4);
        out.push(`${PREFIXES[i++ % PREFIXES.length]}${`${dot}${sep}`.repeat(depth)}${target.join(sep)}`);
      }
  return out;
}

/** The same escapes where a value travels in the query: result ids, data endpoint targets, preview urls. */
function queryTraversals(): string[] {
  const out: string[] = [];
  let i = 0;
  for (const dot of DOTS)
    for (const sep of SEPARATORS) {
      const escape = `${dot}${sep}${dot}${sep}__demo${sep}health`;
      const forms = [
        `/zoeken/resultaat/x?id=${escape}`,
        `/portlet/wur-bibliotheek/resultaat/x?id=${escape}`,
        `/_data?route=content&path=${encodeURIComponent(`/${escape}`)}`,
        `/_data?route=search-result-nl&path=${encodeURIComponent(`/zoeken/resultaat/x?id=${escape}`)}`,
      ];
      out.push(forms[i++ % forms.length]!, forms[i++ % forms.length]!);
    }
  return out;
}

const PLAIN = [
  '/nieuws/../../../../etc/passwd',
  '/../akkerbouw-nu/over-ons',
  '/./over-ons',
  '/over-ons/.',
  '/over-ons/..',
  '/nieuws\\..\\..\\__demo\\health',
  '/zoeken/..',
  '/zoeken/%2e%2e',
  '/portlet/..%2f..%2f__demo%2fhealth/*',
  '/portlet/wur-bibliotheek/..',
  '/preview?site=groenkennisnet&path=..%2f..%2f__demo%2fhealth&scope=draft&exp=9999999999&sig=x',
  '/preview?site=groenkennisnet&path=%2Fx%252F..%252F..%252F__demo%252Fhealth&scope=draft&exp=9999999999&sig=x',
  '/preview?url=%2Fcms%2Fnl%2Fgroenkennisnet%2F..%2F..%2F..%2F__demo%2Fhealth',
  '/embed/..%2f__demo%2fhealth',
  // Overlong: many steps, a long name, many segments.
  `/${'..%2f'.repeat(2000)}etc%2fpasswd`,
  `/${'a'.repeat(9000)}`,
  `/nieuws/${'x/'.repeat(3000)}`,
];

/** A search term may hold '/' (a search for "1/2"): it goes to the search service as ?q=, never as a path. */
const SEARCH_TERMS = ['/zoeken/..%2f..%2f__demo%2fhealth', '/zoeken/1%2F2', '/portlet/wur-bibliotheek/a%5Cb%2F..%2Fc'];

const ODD_HOSTS = [
  'groenkennisnet.localhost:9999',
  'GROENKENNISNET.LOCALHOST',
  'groenkennisnet.localhost.',
  'groenkennisnet.localhost:abc',
  'groenkennisnet.localhost/..%2f__demo',
  '[::1]:3000',
  'evil.example',
  `${'a'.repeat(300)}.localhost`,
  '',
];

describe('path traversal towards the upstreams (over real sockets, through a recording hop)', () => {
  test('the reported paths are 404 pages, and the upstream is asked for nothing outside the site', async () => {
    upstream.seen.length = 0;
    const etc = await get('/nieuws/..%2f..%2f..%2f..%2fetc%2fpasswd');
    const other = await get('/..%2fakkerbouw-nu%2fover-ons');
    const demo = await get('/%2e%2e%2f%2e%2e%2f%2e%2e%2f__demo%2fhealth');
    // …and not from the page cache either, the second time.
    const again = await get('/%2e%2e%2f%2e%2e%2f%2e%2e%2f__demo%2fhealth');
    assert.deepEqual(
      upstream.seen.filter((r) => outsideSite(r.path)).map((r) => r.path),
      [],
      'what the upstream was asked',
    );
    assert.equal(etc.status, 404);
    assert.equal(other.status, 404);
    assert.doesNotMatch(other.body, /Akkerbouw Nu/, 'not another site’s page');
    for (const res of [demo, again]) {
      assert.equal(res.status, 404);
      assert.doesNotMatch(res.body, /textIndexReady|"scopes"/, 'not the demo’s internal JSON');
    }
  });

  test(`a corpus of encoded separators, dot-segments, double encodings, overlong paths and odd hosts: no 5xx, nothing outside the site upstream`, async () => {
    upstream.seen.length = 0;
    const paths = [
      ...traversals().map((path) => ({ path })),
      ...queryTraversals().map((path) => ({ path })),
      ...PLAIN.map((path) => ({ path })),
      ...SEARCH_TERMS.map((path) => ({ path })),
      ...ODD_HOSTS.flatMap((host) =>
        ['/over-ons', '/..%2fakkerbouw-nu%2fover-ons', '/%2e%2e%2f__demo%2fhealth'].map((path) => ({ path, host })),
      ),
    ];
    assert.ok(paths.length > 300, `${paths.length} requests`);
    const answers = await getAll(paths);

    const serverErrors = answers.filter((a) => a.status >= 500).map((a) => `${a.status} ${a.host} ${a.path}`);
    assert.deepEqual(serverErrors, []);
    const leaked = answers.filter((a) => /textIndexReady|root:x:0:0|<title>[^<]*Akkerbouw Nu/.test(a.body));
    assert.deepEqual(
      leaked.map((a) => a.path),
      [],
    );
    // Path escapes are pages nobody links to: not found (a query value that escapes is a 404 or 400 too).
    for (const path of traversals()) {
      const answer = answers.find((a) => a.path === path && a.host === SITE_HOST)!;
      assert.equal(answer.status, 404, path);
    }
    const outside = [...new Set(upstream.seen.map((r) => r.path))]
      .map((path) => ({ path, why: outsideSite(path) }))
      .filter((r) => r.why);
    assert.deepEqual(outside, []);
    assert.ok(
      upstream.seen.some((r) => r.path.startsWith(`/cms/nl/${CNAME}/`)),
      'the hop saw the site’s own calls (menu, footer)',
    );
  });

  test('a search term holding "/" or ".." is still searched for, as a query parameter', async () => {
    upstream.seen.length = 0;
    const res = await get('/zoeken/..%2f..%2f__demo%2fzoekterm');
    assert.equal(res.status, 200);
    const search = upstream.seen.find((r) => r.path.startsWith('/search/gkn3?'));
    assert.ok(search, 'the search service was asked');
    assert.equal(new URLSearchParams(search.path.split('?')[1]).get('q'), '../../__demo/zoekterm');
    assert.equal((await get('/zoeken/1%2F2')).status, 200);
  });
});

import assert from 'node:assert/strict';
import type { IncomingHttpHeaders } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { pino } from 'pino';
import { loadConfig } from '../../src/config/config.js';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import { startDemoUpstream, type DemoUpstream } from '../../src/demo/demo-server.js';
import { APP_ROUTES } from '../../src/server/app-routes.js';
import { startServer, type RunningServer } from '../../src/server/start-server.js';
import { hostOf } from '../support/app.js';
import { collectingLogger } from '../support/log-lines.js';
import { rawRequest } from '../support/raw-request.js';

// docs/architecture.md §5.2, the page lane: an anonymous page request that the page cache does not
// answer goes through only the handlers a page needs, not the app's whole stack. Two servers on one
// demo upstream, page cache off: `lane` as served, `plain` with every request through the whole
// stack. Their answers must be the same, pages and every route of the app alike.

const HOST = hostOf('groenkennisnet');

type LogLine = Record<string, unknown> & { msg?: string; req?: { id?: string }; pageLane?: boolean };

let demo: DemoUpstream;
let lane: RunningServer;
let plain: RunningServer;
const laneLogs: LogLine[] = [];

before(async () => {
  demo = await startDemoUpstream({ sitesDir: loadConfig({}, ROOT_DIR).sitesDir });
  const config = loadConfig(
    {
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      PAGE_CACHE_TTL_S: '0',
      // The same form token on both servers, so their pages are the same bytes but for the nonce.
      FORM_SECRET: 'p'.repeat(40),
      CMS_BASE_URL: demo.cmsBaseUrl,
      SEARCH_BASE_URL: demo.searchBaseUrl,
      KNOWLEDGE_INDEX_URL: demo.knowledgeIndexUrl,
    },
    ROOT_DIR,
  );
  lane = await startServer(config, collectingLogger(laneLogs));
  plain = await startServer(config, pino({ level: 'silent' }), { fastPath: false });
});
after(async () => {
  await lane?.close();
  await plain?.close();
  await demo?.close();
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

async function send(server: RunningServer, path: string, method = 'GET', headers: Record<string, string> = {}) {
  const answer = await rawRequest(server.url, path, { method, headers: { host: HOST, ...headers } });
  return { ...answer, body: answer.body.toString('utf8') };
}

/** Whether the page lane answered: its access-log line says so (health probes have none). */
function fromLane(answer: Answer): boolean {
  const line = laneLogs.find((l) => l.msg === 'request completed' && l.req?.id === answer.headers['x-request-id']);
  return line?.pageLane === true;
}

/** The one value that differs per response on purpose: the CSP nonce (and the request id, date). */
function withoutNonce(answer: Answer) {
  const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
  const unNonce = (text: string) => (nonce ? text.split(nonce).join('NONCE') : text);
  const headers = Object.fromEntries(
    Object.entries(answer.headers)
      .filter(([name]) => name !== 'date' && name !== 'x-request-id')
      .map(([name, value]) => [name, unNonce(String(value))]),
  );
  return { status: answer.status, headers, body: unNonce(answer.body) };
}

describe('pages go down the page lane, with the answer of the whole stack', () => {
  const pages: [string, number][] = [
    ['/over-ons', 200],
    ['/', 200],
    ['/bestaat-niet', 404],
    ['/zoeken/water', 200],
    ['/zoeken/water?utm_source=nieuwsbrief', 200],
    // A portlet page may be framed by its portlet's embed origins: the lane frames it as the app does.
    ['/portlet/wur-bibliotheek/*', 200],
    // Redirects from the route table: a search form's q.
    ['/zoeken?q=bodem', 302],
  ];
  for (const [path, status] of pages) {
    test(`${path}: ${status}`, async () => {
      const viaLane = await send(lane, path);
      const viaStack = await send(plain, path);
      assert.ok(fromLane(viaLane), 'answered by the page lane');
      assert.equal(viaLane.status, status);
      assert.deepEqual(withoutNonce(viaLane), withoutNonce(viaStack));
    });
  }

  test('HEAD: the headers of GET, no body', async () => {
    const head = await send(lane, '/over-ons', 'HEAD');
    assert.ok(fromLane(head));
    assert.equal(head.status, 200);
    assert.equal(head.body, '');
    assert.equal(head.headers['content-type'], 'text/html; charset=utf-8');
  });

  test('a portlet page names its embed origins as frame ancestors; other pages refuse framing', async () => {
    const portlet = await send(lane, '/portlet/wur-bibliotheek/*');
    assert.match(String(portlet.headers['content-security-policy']), /frame-ancestors (?!'none')/);
    assert.equal(portlet.headers['x-frame-options'], undefined);
    const page = await send(lane, '/over-ons');
    assert.match(String(page.headers['content-security-policy']), /frame-ancestors 'none'/);
    assert.equal(page.headers['x-frame-options'], 'DENY');
  });
});

describe('everything else is the app’s, never the page lane’s', () => {
  const routes = [
    '/healthz',
    '/readyz',
    '/robots.txt',
    '/ROBOTS.TXT',
    '/sitemap.xml',
    '/offline.html',
    '/favicon.svg',
    '/sw.js',
    '/logos/agroforestry-nl',
    '/embed/portlet.js',
    '/embed/wur-bibliotheek',
    '/assets/bestaat-niet.js',
    '/ASSETS/bestaat-niet.js',
    '/api/me',
    '/API/me',
    '/api',
    '/auth/login',
    '/logout',
    '/preview',
    '/Preview?token=x',
    '/_data?route=root&path=%2F',
    '/_forms/newsletter',
    '/_cms-media/demo-media/scene-onderwijs-2.jpg',
    '/_ai/answer?q=bodem',
    '/ai-zoeken/bodem',
    '/over-ons/',
    '/%zz',
    '//evil.example/over-ons',
    // Every route of the route table create-app.ts mounts from: its path, and a path below it.
    ...APP_ROUTES.flatMap(({ path, reach }) => [
      ...(reach === 'below' ? [] : [path]),
      ...(reach === 'exactly' ? [] : [`${path}/probe`]),
    ]),
  ];
  for (const path of new Set(routes)) {
    test(path, async () => {
      const viaServer = await send(lane, path);
      const viaStack = await send(plain, path);
      assert.equal(fromLane(viaServer), false, 'not the page lane');
      assert.equal(viaServer.status, viaStack.status);
      assert.equal(viaServer.headers['content-type'], viaStack.headers['content-type']);
      assert.equal(viaServer.headers.location, viaStack.headers.location);
    });
  }

  test('a request with the session cookie, another method, an unknown host', async () => {
    const cases: [string, string, Record<string, string>][] = [
      ['/over-ons', 'GET', { cookie: '__Host-gkn.sid=abc' }],
      ['/over-ons', 'DELETE', {}],
      ['/over-ons', 'GET', { host: 'unknown.example' }],
    ];
    for (const [path, method, headers] of cases) {
      const viaServer = await send(lane, path, method, headers);
      const viaStack = await send(plain, path, method, headers);
      assert.equal(fromLane(viaServer), false, `${method} ${JSON.stringify(headers)}`);
      assert.equal(viaServer.status, viaStack.status);
    }
  });
});

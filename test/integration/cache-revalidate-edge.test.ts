import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { revalidateSignature } from '../../src/server/purge/revalidate-route.js';
import { hostOf, startTestApp, type TestServer } from '../support/app.js';

// docs/architecture.md §5.5: the publish webhook's page sections, and its purge at the edge. The
// edge here is a plain HTTP listener standing in for Varnish's purge listener (the real one is
// proved in test/scale): it records each PURGE and answers what the test tells it to.

const SECRET = 'r'.repeat(40);
const EDGE_SECRET = 'e'.repeat(40);
const SITE = 'groenkennisnet';

let server: TestServer;
let edge: Server;
const purges: IncomingHttpHeaders[] = [];
let edgeStatus = 200;

before(async () => {
  edge = createServer((req, res) => {
    if (req.method === 'PURGE') purges.push(req.headers);
    res.writeHead(edgeStatus).end();
  });
  edge.listen(0, '127.0.0.1');
  await once(edge, 'listening');
  const edgeUrl = `http://127.0.0.1:${(edge.address() as AddressInfo).port}/`;
  server = await startTestApp({
    PAGE_CACHE_TTL_S: '60',
    REVALIDATE_SECRET: SECRET,
    EDGE_PURGE_URLS: edgeUrl,
    EDGE_PURGE_SECRET: EDGE_SECRET,
  });
});
after(async () => {
  await server?.close();
  edge?.close();
});

const page = (path: string) => request(server.url).get(path).set('Host', hostOf(SITE));
const publish = (body: object) => {
  const raw = JSON.stringify(body);
  return request(server.url)
    .post('/api/revalidate')
    .set('Content-Type', 'application/json')
    .set('X-Gkn-Signature', revalidateSignature(SECRET, raw, Math.floor(Date.now() / 1000)))
    .send(raw);
};
const cmsCalls = async (path: string) => {
  const res = await request(server.demo.url).get(`/__demo/requests?pathIncludes=${encodeURIComponent(path)}`);
  return (res.body as { requests: unknown[] }).requests.length;
};
const lastKeys = () => String(purges.at(-1)?.xkey ?? '').split(' ');

describe('the publish webhook and the edge', () => {
  test('a page names what it was built from; a publish of its path purges those keys at the edge, with the token', async () => {
    const res = await page('/over-ons').expect(200);
    const keys = String(res.headers.xkey).split(' ');
    assert.ok(keys.includes(`${SITE}:page:nl:/over-ons`) && keys.includes(`${SITE}:cms:nl:over-ons`), keys.join(' '));
    assert.equal((await publish({ site: SITE, paths: ['/over-ons'] }).expect(200)).body.site, SITE);
    assert.equal(purges.at(-1)?.['x-purge-token'], EDGE_SECRET);
    assert.deepEqual(lastKeys().sort(), [`${SITE}:cms:nl:over-ons`, `${SITE}:page:nl:/over-ons`]);
  });

  test("a menu change drops every page of the site and the menu, not the pages' CMS content", async () => {
    await page('/over-ons').expect(200);
    await page('/contact').expect(200);
    assert.equal((await page('/contact').expect(200)).headers['x-cache'], 'HIT');
    const contentCalls = await cmsCalls(`/${SITE}/over-ons`);
    const res = await publish({ site: SITE, sections: ['menu'] }).expect(200);
    assert.deepEqual(res.body.sections, ['menu']);
    assert.deepEqual(lastKeys().sort(), [`${SITE}:menu:en:gkn_menu`, `${SITE}:menu:nl:gkn_menu`]);
    assert.equal((await page('/contact').expect(200)).headers['x-cache'], 'MISS');
    assert.equal((await page('/over-ons').expect(200)).headers['x-cache'], 'MISS');
    assert.equal(await cmsCalls(`/${SITE}/over-ons`), contentCalls, 'the CMS content stayed cached');
  });

  test('without paths or sections the whole site is purged at the edge', async () => {
    await publish({ site: SITE }).expect(200);
    assert.deepEqual(lastKeys(), [SITE]);
  });

  test('an edge that does not confirm makes the webhook 503, so the CMS sends it again', async () => {
    edgeStatus = 403;
    try {
      const res = await publish({ site: SITE, paths: ['/contact'] }).expect(503);
      assert.match(res.body.error, /edge cache did not confirm/);
      assert.equal(res.headers['cache-control'], 'no-store');
    } finally {
      edgeStatus = 200;
    }
    await publish({ site: SITE, paths: ['/contact'] }).expect(200);
  });

  test('an unknown section is a 400 with the shape the body must have, and purges nothing', async () => {
    const before = purges.length;
    for (const sections of [['nav'], [], 'menu'])
      assert.match((await publish({ site: SITE, sections }).expect(400)).body.error, /"sections"\?/);
    assert.equal(purges.length, before);
  });
});

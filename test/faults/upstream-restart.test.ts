import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import request from 'supertest';
import { loadConfig } from '../../src/config/config.js';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import { startDemoUpstream, type DemoUpstream } from '../../src/demo/demo-server.js';
import { hostOf, startTestApp, type TestServer } from '../support/app.js';
import { startTestRedis, type TestRedis } from '../support/redis.js';

// Found by a fault run: the demo upstream listens on a new port each start, and its CMS content
// names that port in absolute URLs (media, item lists' prepared queries). The mapped content was
// cached in the shared Redis with those URLs in it, so after a restart (server and demo) the
// pages served from the cache had broken images and empty item lists. Stored content now keeps
// upstream URLs relative to the configured upstream; each request resolves them against the
// current one. Instance A on demo D1 fills the cache; instance B on demo D2 (another port) serves
// the same page from it.

const SITE = 'groenkennisnet';
const HOME_CMS_PATH = `/cms/nl/${SITE}/index`;
const env = (redis: TestRedis) => ({ REDIS_URL: redis.url, PAGE_CACHE_TTL_S: '0' });

let redis: TestRedis;
let a: TestServer | undefined;
let b: TestServer | undefined;
let d2: DemoUpstream | undefined;
before(async () => {
  redis = await startTestRedis();
});
after(async () => {
  await a?.close();
  await b?.close();
  await d2?.close();
  await redis?.stop();
});

const home = (app: TestServer) => request(app.url).get('/').set('Host', hostOf(SITE)).expect(200);
const portOf = (demo: DemoUpstream) => new URL(demo.url).port;
/** The page's images, videos and posters: a loopback CMS's media go through the site's own origin. */
const mediaOf = (html: string) =>
  [...html.matchAll(/(?:src|poster)="(\/_cms-media\/demo-media\/[^"]+)"/g)].map((m) => m[1]!);
/** Ids of the records the page's item lists show. */
const itemListIds = (html: string) =>
  html
    .split('data-element="')
    .filter((chunk) => chunk.startsWith('item-list"'))
    .flatMap((chunk) => [...chunk.matchAll(/href="\/zoeken\/resultaat\/[^"?]+\?id=([^"]+)"/g)].map((m) => m[1]));
const requestsTo = async (demo: DemoUpstream, pathIncludes: string) =>
  (
    (await (await fetch(`${demo.url}/__demo/requests?pathIncludes=${encodeURIComponent(pathIncludes)}`)).json()) as {
      requests: { url: string }[];
    }
  ).requests;

test('after a restart on a demo at another port, pages from the shared cache use the new upstream', async () => {
  a = await startTestApp(env(redis));
  const d1 = a.demo;
  const before = await home(a);
  assert.ok(mediaOf(before.text).length > 0, 'the home page shows media from D1');
  const listed = itemListIds(before.text);
  assert.ok(listed.length > 0, 'the home page lists items');

  // D2 starts while D1 still listens, so it cannot get D1's port; then A and D1 stop.
  d2 = await startDemoUpstream({ sitesDir: loadConfig({}, ROOT_DIR).sitesDir });
  assert.notEqual(portOf(d2), portOf(d1));
  await a.close();
  a = undefined;

  // The home page must come from the cache: D2's CMS refuses it.
  d2.setFault('cms', { kind: 'status', status: 503 }, { pathIncludes: HOME_CMS_PATH });
  b = await startTestApp(env(redis), { demo: d2 });
  d2 = undefined; // b.close() stops it
  const after = await home(b);

  assert.deepEqual(await requestsTo(b.demo, HOME_CMS_PATH), [], 'B did not ask D2 for the home page');
  assert.ok(!after.text.includes(`127.0.0.1:${portOf(d1)}`), 'nothing on the page points at D1');
  assert.deepEqual(mediaOf(after.text), mediaOf(before.text), 'the same images');
  for (const path of new Set(mediaOf(after.text)))
    await request(b.url)
      .get(path)
      .set('Host', hostOf(SITE))
      .expect(200)
      .expect('content-type', /^(image|video)\//);
  assert.deepEqual(itemListIds(after.text), listed, 'the item lists show the same records');
});

import assert from 'node:assert/strict';
import { Agent, request } from 'node:http';
import { after, before, test } from 'node:test';
import { Redis } from 'ioredis';
import { startTestRedis, type TestRedis } from '../support/redis.js';
import { hostOf, startTestApp, type TestServer } from '../support/app.js';

// Found by a load run: every unknown query parameter (`?junk=1`, `?utm_source=x`) was a render
// and a ~100 KB page-cache entry of its own, and a few seconds of them against a small Redis
// evicted the cached CMS pages and menus, the stale copies the server falls back on when the CMS
// fails. Reproduced here against small Redis servers with allkeys-lru, as production runs them:
// one for upstream data (REDIS_URL), one for pages (REDIS_PAGES_URL).

let dataRedis: TestRedis;
let pagesRedis: TestRedis;
let data: Redis;
let pages: Redis;
let app: TestServer;
const agent = new Agent({ keepAlive: true, maxSockets: 16 });

/** A Redis of its own, limited to `mb` MB of memory with allkeys-lru, as production runs them. */
async function smallRedis(mb: number): Promise<{ server: TestRedis; client: Redis }> {
  const server = await startTestRedis({ spawn: true });
  const client = new Redis(server.url);
  await client.config('SET', 'maxmemory', `${mb}mb`);
  await client.config('SET', 'maxmemory-policy', 'allkeys-lru');
  return { server, client };
}

before(async () => {
  ({ server: dataRedis, client: data } = await smallRedis(8));
  ({ server: pagesRedis, client: pages } = await smallRedis(4));
  app = await startTestApp({ REDIS_URL: dataRedis.url, REDIS_PAGES_URL: pagesRedis.url, PAGE_CACHE_TTL_S: '60' });
});
after(async () => {
  await app?.close();
  agent.destroy();
  data?.disconnect();
  pages?.disconnect();
  await Promise.all([dataRedis?.stop(), pagesRedis?.stop()]);
});

const host = hostOf('groenkennisnet');

function get(path: string): Promise<{ status: number; cache: string | undefined; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request(`${app.url}${path}`, { agent, headers: { host, 'accept-encoding': 'br' } }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          cache: res.headers['x-cache'] as string | undefined,
          location: res.headers.location,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Requests every path, `concurrency` at a time; the statuses in order. */
async function flood(paths: string[], concurrency = 16): Promise<number[]> {
  const statuses: number[] = new Array(paths.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < paths.length) {
        const i = next++;
        statuses[i] = (await get(paths[i]!)).status;
      }
    }),
  );
  return statuses;
}

async function keys(client: Redis, pattern: string): Promise<string[]> {
  const found: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await client.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
    cursor = next;
    found.push(...batch);
  } while (cursor !== '0');
  return found.sort();
}

const WARM = ['/', '/over-ons', '/disclaimer', '/nieuws', '/dossier', '/bronnen', '/zoeken/mest'];

test('a flood of junk and tracking parameters adds no page entries and evicts no upstream stale copy', async () => {
  for (const path of WARM) assert.equal((await get(path)).status, 200, path);
  const upstream = await keys(data, 'gkn:groenkennisnet:*');
  assert.ok(
    upstream.some((k) => k.includes(':menu:')),
    'menus cached',
  );
  assert.ok(
    upstream.some((k) => k.includes(':cms:')),
    'CMS pages cached',
  );
  const pagesBefore = await pages.dbsize();
  assert.ok(pagesBefore >= WARM.length, `${pagesBefore} pages cached`);

  const junk = Array.from({ length: 2000 }, (_, i) => {
    const path = WARM[i % WARM.length]!;
    const params = [`junk=${i}`, `utm_source=x${i}`, `fbclid=${i}`, `zzz${i}=1`][i % 4]!;
    return `${path}?${params}`;
  });
  const statuses = await flood(junk);
  assert.ok(
    statuses.every((s) => s === 200),
    `all 200: ${statuses.filter((s) => s !== 200).length} were not`,
  );
  assert.ok((await get('/over-ons?junk=last')).cache === 'HIT', 'a junk parameter is answered by the page without it');
  const redirect = await get('/zoeken?q=mest&utm_source=mail');
  assert.equal(redirect.status, 302);
  assert.match(String(redirect.location), /utm_source=mail/, "a redirect keeps the visitor's campaign parameters");
  const pagesAfter = await pages.dbsize();
  assert.ok(pagesAfter <= pagesBefore + 2, `page entries ${pagesBefore} -> ${pagesAfter}: no entry per junk parameter`);
  const missing = upstream.filter((k) => !k.includes(':page:'));
  const still = new Set(await keys(data, 'gkn:groenkennisnet:*'));
  assert.deepEqual(
    missing.filter((k) => !still.has(k)),
    [],
    'every upstream stale copy is still in Redis',
  );
});

test('a flood of distinct pages (many 404 addresses) evicts pages only, never upstream data', async () => {
  for (const path of WARM) await get(path);
  const upstream = (await keys(data, 'gkn:groenkennisnet:*')).filter(
    (k) => k.includes(':menu:') || k.includes(':footer:') || /:cms:[^:]+:(?!home-probe)/.test(k),
  );
  assert.ok(upstream.length >= WARM.length, `${upstream.length} upstream entries to keep`);
  // Each a page of its own (~100 KB with its compressed variants): 30 MB through a 4 MB pages Redis.
  const distinct = Array.from({ length: 300 }, (_, i) => `/bestaat-niet-${i}`);
  const statuses = await flood(distinct, 4);
  assert.ok(statuses.every((s) => s === 404));
  const evicted = Number(/evicted_keys:(\d+)/.exec(await pages.info('stats'))?.[1] ?? 0);
  assert.ok(evicted > 0, 'the pages Redis was full and evicted pages');
  const still = new Set(await keys(data, 'gkn:groenkennisnet:*'));
  assert.deepEqual(
    upstream.filter((k) => !still.has(k)),
    [],
    'every menu, footer and CMS page copy is still in Redis',
  );
});

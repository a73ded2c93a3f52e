import assert from 'node:assert/strict';
import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { after, before, test } from 'node:test';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { pageKey } from '../../src/cache/cache-keys.js';
import { createPageEntry, encodePageEntry } from '../../src/cache/page-cache.js';
import { RedisStore } from '../../src/cache/redis-store.js';
import { loadConfig } from '../../src/config/config.js';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import { startDemoUpstream, type DemoUpstream } from '../../src/demo/demo-server.js';
import { startServer, type RunningServer } from '../../src/server/start-server.js';
import { hostOf } from '../support/app.js';
import { startTestRedis, type TestRedis } from '../support/redis.js';
import { waitUntil } from '../support/wait.js';

// docs/decisions/016-redis-page-reader.md: an instance whose in-process copy of a page is gone
// (here: none is ever kept) answers from Redis through the page reader, whose body memory is used
// again once a response has closed. A body reused too early would send one visitor the bytes of
// another's page: many responses of two pages at once, some cut off by their client, must each
// carry exactly their own page.

const HOST = hostOf('groenkennisnet');
const PAGES = ['/', '/over-ons'];

let redis: TestRedis;
let raw: Redis;
let demo: DemoUpstream;
let server: RunningServer;

before(async () => {
  redis = await startTestRedis();
  raw = new Redis(redis.url);
  demo = await startDemoUpstream({ sitesDir: loadConfig({}, ROOT_DIR).sitesDir });
  const config = loadConfig(
    {
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      PAGE_CACHE_TTL_S: '60',
      REDIS_URL: redis.url,
      METRICS_PORT: '0',
      CMS_BASE_URL: demo.cmsBaseUrl,
      SEARCH_BASE_URL: demo.searchBaseUrl,
      KNOWLEDGE_INDEX_URL: demo.knowledgeIndexUrl,
    },
    ROOT_DIR,
  );
  // A 1-byte budget: the in-process layer keeps nothing, every hit reads Redis.
  server = await startServer({ ...config, memoryCacheBytes: 1 }, pino({ level: 'silent' }));
});
after(async () => {
  await server?.close();
  await demo?.close();
  raw?.disconnect();
  await redis?.stop();
});

/** The page-cache hits the server has counted (gkn_cache_events, page kind). */
async function pageHits(): Promise<number> {
  const text = await (await fetch(`${server.metricsUrl}/metrics`)).text();
  return Number(/gkn_cache_events\{kind="page",counter="hits"\} (\d+)/.exec(text)?.[1] ?? 0);
}

interface Answer {
  status: number;
  cache: string | undefined;
  body: Buffer;
}

function get(path: string, agent: Agent | false, encoding = 'identity'): Promise<Answer> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { hostname, port, path, agent, headers: { host: HOST, 'accept-encoding': encoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            cache: res.headers['x-cache'] as string,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** A request whose client reads the first bytes of the answer and then drops the connection. */
function cutOff(path: string): Promise<void> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${HOST}\r\nAccept-Encoding: identity\r\n\r\n`),
    );
    socket.once('data', () => socket.destroy());
    socket.on('close', () => resolve());
    socket.on('error', () => undefined);
  });
}

/** The page as stored, once the reader is connected: the reference every later answer must equal. */
async function storedPages(): Promise<Map<string, Buffer>> {
  const reference = new Map<string, Buffer>();
  for (const path of PAGES) {
    await get(path, false);
    const hit = await get(path, false);
    assert.equal(hit.status, 200);
    assert.equal(hit.cache, 'HIT', `${path} is stored`);
    reference.set(path, hit.body);
  }
  return reference;
}

test('hits read through the page reader each carry exactly their own page, with cut-off clients among them', async () => {
  const reference = await storedPages();
  // Four connections, each made on its first turn: hits until all four are up.
  await waitUntil(
    async () => {
      await get('/', false);
      return String(await raw.call('CLIENT', 'LIST')).split('name=gkn-page-reader ').length - 1 === 4;
    },
    3000,
    'the page reader’s four connections to Redis',
  );
  const agent = new Agent({ keepAlive: true, maxSockets: 40 });
  try {
    for (let round = 0; round < 4; round++) {
      const answers = await Promise.all(
        Array.from({ length: 120 }, async (_, i) => {
          const path = PAGES[i % PAGES.length]!;
          if (i % 10 === 3) {
            await cutOff(path);
            return null;
          }
          return { path, answer: await get(path, agent) };
        }),
      );
      for (const item of answers) {
        if (!item) continue;
        assert.equal(item.answer.cache, 'HIT');
        assert.ok(item.answer.body.equals(reference.get(item.path)!), `round ${round}: ${item.path} is its own page`);
      }
    }
  } finally {
    agent.destroy();
  }
});

test('a page of 1.5 MB reaches a client that reads late whole, while another is served from the same pool', async () => {
  // Big bodies span many socket chunks on the way in and out. (That a body is not given back to
  // the pool while still being sent is held by stored-page-release.test.ts, with a body bigger
  // than loopback sockets buffer.)
  const writer = new RedisStore({ url: redis.url, logger: pino({ level: 'silent' }), pageParts: true });
  const big = (letter: string) => `<!doctype html><title>${letter}</title>` + letter.repeat(1_500_000);
  try {
    for (const letter of ['a', 'b']) {
      const entry = createPageEntry(200, { 'content-type': 'text/html; charset=utf-8' }, big(letter));
      await writer.set(
        pageKey('groenkennisnet', 'nl', `/groot-${letter}`, new URLSearchParams(), HOST),
        encodePageEntry(entry),
        60,
      );
    }
  } finally {
    await writer.close();
  }
  for (const letter of ['a', 'b']) assert.equal((await get(`/groot-${letter}`, false)).cache, 'HIT');

  const hitsBefore = await pageHits();
  const { hostname, port } = new URL(server.url);
  const slow = connect(Number(port), hostname);
  slow.pause(); // reads nothing until the other answers are done: its window stays small
  slow.write(`GET /groot-a HTTP/1.1\r\nHost: ${HOST}\r\nAccept-Encoding: identity\r\nConnection: close\r\n\r\n`);
  const chunks: Buffer[] = [];
  slow.on('data', (c: Buffer) => chunks.push(c));
  slow.pause();
  // The server counts the hit as it starts writing the body it leased: from then on that memory
  // must stay the slow client's.
  await waitUntil(async () => (await pageHits()) > hitsBefore, 5000, 'the slow answer to begin');
  // Meanwhile other visitors get the other page, through the same pool of body memory.
  for (let i = 0; i < 6; i++) {
    const other = await Promise.all(Array.from({ length: 4 }, () => get('/groot-b', false)));
    for (const answer of other) assert.ok(answer.body.equals(Buffer.from(big('b'))), 'the other page intact');
  }
  slow.resume();
  await new Promise((resolve) => slow.on('end', resolve));
  const response = Buffer.concat(chunks).toString('latin1');
  const body = response.slice(response.indexOf('\r\n\r\n') + 4);
  assert.equal(body.length, big('a').length);
  assert.ok(body === big('a'), 'the slow client got its own page, every byte');
});

test('a compressed hit through the page reader is the stored compressed body', async () => {
  const identity = await get('/over-ons', false);
  const br = await get('/over-ons', false, 'br');
  assert.equal(br.cache, 'HIT');
  const { brotliDecompressSync } = await import('node:zlib');
  assert.ok(brotliDecompressSync(br.body).equals(identity.body));
});

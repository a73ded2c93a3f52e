import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { request } from 'node:http';
import { hostOf, startTestApp, type TestServer } from '../support/app.js';

// requirements §10.1.6, docs/architecture.md §5.2: the in-process page cache is bounded in bytes,
// and the bytes are the whole stored entry: the HTML and its gzip and brotli Buffers. With a
// 1 MB cache (half of it for pages) only as many pages stay as their entries fit, the least
// recently used go first, and the server keeps answering.

const PAGE_BUDGET = (1024 * 1024) / 2;
const PATHS = [
  '/over-ons',
  '/contact',
  '/nieuws',
  '/agenda',
  '/projecten',
  '/kennisbank',
  '/nieuwsbrief',
  '/veelgestelde-vragen',
  '/disclaimer',
  '/toegankelijkheid',
  '/bronnen',
  '/experts',
];

let server: TestServer;
before(async () => {
  server = await startTestApp({ PAGE_CACHE_TTL_S: '600', MEMORY_CACHE_MB: '1' });
});
after(() => server?.close());

/** One GET; the body as sent (still compressed when it was): its length is what the entry holds. */
function get(path: string, encoding = 'identity'): Promise<{ status: number; cache: unknown; bytes: number }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const headers = { host: hostOf('groenkennisnet'), 'accept-encoding': encoding };
    request({ hostname, port, path, headers, agent: false }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, cache: res.headers['x-cache'], bytes }));
    })
      .on('error', reject)
      .end();
  });
}

test('the page cache keeps only as many pages as their bodies in every encoding fit, newest first', async (t) => {
  const entryBytes = new Map<string, number>();
  for (const path of PATHS) {
    const identity = await get(path);
    assert.ok([200, 404].includes(identity.status), `${path}: ${identity.status}`);
    assert.equal(identity.cache, 'MISS');
    const gzip = await get(path, 'gzip');
    const br = await get(path, 'br');
    assert.equal(br.cache, 'HIT', `${path} was stored`);
    entryBytes.set(path, identity.bytes + gzip.bytes + br.bytes);
  }
  const smallest = Math.min(...entryBytes.values());
  const total = [...entryBytes.values()].reduce((a, b) => a + b, 0);
  assert.ok(total > PAGE_BUDGET, `the pages (${total} bytes) are more than the budget`);

  // Newest first: every hit is a page still held; the first miss is where eviction began.
  let held = 0;
  for (const path of [...PATHS].reverse()) {
    if ((await get(path)).cache !== 'HIT') break;
    held++;
  }
  t.diagnostic(`${held} of ${PATHS.length} pages held; entries ${smallest}–${Math.max(...entryBytes.values())} bytes`);
  assert.ok(held >= 1, 'the most recent page is still cached');
  assert.ok(held < PATHS.length, 'the oldest pages were evicted');
  assert.ok(
    held * smallest <= PAGE_BUDGET,
    `${held} entries of at least ${smallest} bytes each fit in ${PAGE_BUDGET}: the compressed Buffers count`,
  );
});

import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, test } from 'node:test';
import { countByKind, findSoakAddresses, siteIds } from '../../scripts/bench-soak-addresses.js';
import { startTestApp, type TestServer } from '../support/app.js';

// The memory soak of `npm run bench` (docs/benchmark.md, "Memory") asks the real server for the
// addresses of its mixed request set: every one it keeps must be one the server answers as the
// soak expects.

let server: TestServer;
before(async () => {
  // Some 300 first renders on a machine shared with other runs: no upstream call may time out.
  server = await startTestApp({ UPSTREAM_TIMEOUT_MS: '30000' });
});
after(async () => {
  await server?.close();
});

function get(base: string, path: string, host: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(new URL(path, base), { headers: { host }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

test('finds pages of every site, result pages, search addresses, filters and /_data URLs that answer', async () => {
  const sites = siteIds();
  assert.ok(sites.includes('groenkennisnet') && sites.includes('green-knowledge-network'));
  const found = await findSoakAddresses({ base: server.url, sites, get, term: 'water', dataProbes: 12 });
  const counts = countByKind(found);
  assert.ok(counts.page > sites.length * 10, `${counts.page} pages`);
  assert.equal(counts.search, sites.length, 'a search address per site');
  assert.ok(counts.result > 0 && counts.filter > 0 && counts.data > 0, JSON.stringify(counts));
  const of = (kind: string) => found.filter((a) => a.kind === kind);
  assert.deepEqual(
    [...new Set(of('search').map((a) => a.path))].sort(),
    ['/search/', '/zoeken/'],
    'the Dutch and the English search',
  );
  // Every /_data URL kept answered 200 when found; a sample of the pages and result pages does too.
  for (const a of [...of('page').slice(0, 8), ...of('result').slice(0, 4)]) {
    const res = await get(server.url, a.path, a.host);
    assert.equal(res.status, 200, `${a.host}${a.path}`);
  }
  const filter = of('filter')[0]!.path;
  assert.match(filter, /^[a-z]+=[^&]+$/);
  const filtered = await get(server.url, `/zoeken/water?${filter}`, 'groenkennisnet.localhost');
  assert.equal(filtered.status, 200, `/zoeken/water?${filter}`);
});

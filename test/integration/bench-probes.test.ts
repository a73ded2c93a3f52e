import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { searchPageToMeasure } from '../../scripts/bench-probes.js';
import { hostOf, startTestApp, type TestServer } from '../support/app.js';

let server: TestServer;
before(async () => {
  server = await startTestApp({ PAGE_CACHE_TTL_S: '0' });
});
after(async () => {
  await server?.close();
});

const HOST = hostOf('groenkennisnet');

describe('the benchmark search row (npm run bench)', () => {
  test('measures the search page of the term, spaces as +', async () => {
    assert.equal(await searchPageToMeasure(server.url, HOST, 'water'), '/zoeken/water');
    assert.equal(await searchPageToMeasure(server.url, HOST, 'bodem leven'), '/zoeken/bodem+leven');
  });
  test('stops the run loudly when the search page does not answer 200 with results', async () => {
    server.demo!.setFault('search', { kind: 'status', status: 503 }, { pathIncludes: 'q=grondwater' });
    try {
      await assert.rejects(
        searchPageToMeasure(server.url, HOST, 'grondwater'),
        /\/zoeken\/grondwater answered 503 \(search phase: error\)/,
      );
    } finally {
      server.demo!.setFault('search', null);
    }
    await assert.rejects(searchPageToMeasure(server.url, 'unknown-site.localhost', 'water'), /answered 404/);
  });
});

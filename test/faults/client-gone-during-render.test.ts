import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, test } from 'node:test';
import { startForwarder, type Forwarder } from './forwarder.js';
import { hostOf, startTestApp, type TestServer } from '../support/app.js';
import { waitUntil } from '../support/wait.js';

// A visitor who closes the connection while the page still waits for the CMS (a closed tab, a load
// generator's timeout) aborts the render's fetches. Nothing failed on our side: the server logs the
// request as abandoned, at info, never as an error an operator would have to chase. The CMS is
// reached through a forwarder, which shows the moment the page's data was asked for.

let app: TestServer;
let hop: Forwarder;
const lines: Record<string, unknown>[] = [];
before(async () => {
  hop = await startForwarder();
  app = await startTestApp(
    {
      LOG_LEVEL: 'debug',
      PAGE_CACHE_TTL_S: '0',
      UPSTREAM_TIMEOUT_MS: '5000',
      CMS_BASE_URL: `${hop.url}/cms`,
      SEARCH_BASE_URL: `${hop.url}/search/`,
      KNOWLEDGE_INDEX_URL: `${hop.url}/kennisindex`,
    },
    { logLines: lines },
  );
  hop.target = app.demo.url;
});
after(async () => {
  app?.demo.setFault('cms', null);
  await app?.close();
  await hop?.close();
});

test('a visitor who leaves while the page loads its data is logged as abandoned, not as a failure', async () => {
  app.demo.setFault('cms', { kind: 'slow', ms: 4000 });
  const asked = hop.seen.length;
  const { hostname, port } = new URL(app.url);
  const socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  socket.write(`GET /over-ons HTTP/1.1\r\nHost: ${hostOf('groenkennisnet')}\r\n\r\n`);
  // The page is waiting for the slow CMS when the visitor goes.
  await waitUntil(() => hop.seen.length > asked, 5000, 'the CMS asked for the page');
  socket.destroy();
  await waitUntil(
    () =>
      lines.some(
        (l) => l.msg === 'request abandoned by the client' && (l.req as { url?: string })?.url === '/over-ons',
      ),
    10_000,
    'the abandoned line',
  );
  // The render stops once its aborted load fails (a debug line says so): only then can an error show.
  await waitUntil(() => lines.some((l) => l.msg === 'render stopped: the visitor left'), 10_000, 'the render stopped');
  assert.deepEqual(
    lines.filter((l) => (l.level as number) >= 50).map((l) => `${String(l.msg)}: ${JSON.stringify(l.err ?? '')}`),
    [],
    'no error line for a request the visitor abandoned',
  );
});

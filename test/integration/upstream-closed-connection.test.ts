import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { z } from 'zod';
import { getJson } from '../../src/upstream/http-json.js';
import { UpstreamError } from '../../src/upstream/upstream-error.js';

// An upstream that closes a connection just as it is reused (its keep-alive timeout meeting our
// next request) made undici fail with "other side closed": under load a page rendered as a 500
// (seen in the SIGTERM fault test and the memory soak). The GET is asked once more on a fresh
// connection; a connection closed every time still fails, after exactly one retry.

let upstream: Server;
let base = '';
const asked = new Map<string, number>();
const schema = z.object({ ok: z.boolean() });

before(async () => {
  upstream = createServer((req, res) => {
    const n = (asked.get(req.url!) ?? 0) + 1;
    asked.set(req.url!, n);
    // '/once': the first request's connection is dropped unanswered; '/always': every one.
    if ((req.url === '/once' && n === 1) || req.url === '/always') return req.socket.destroy();
    res.setHeader('content-type', 'application/json');
    res.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
after(() => {
  upstream.closeAllConnections();
  upstream.close();
});

describe('an upstream connection closed under a GET', () => {
  test('is asked once more and answered', async () => {
    assert.deepEqual(await getJson(`${base}/once`, schema, { timeoutMs: 2000 }), { ok: true });
    assert.equal(asked.get('/once'), 2);
  });

  test('closed every time, it is a network failure after one retry', async () => {
    await assert.rejects(getJson(`${base}/always`, schema, { timeoutMs: 2000 }), (error: unknown) => {
      assert.ok(error instanceof UpstreamError);
      assert.equal(error.failure, 'network');
      return true;
    });
    assert.equal(asked.get('/always'), 2);
  });

  test('a refused connection (upstream down) is not retried', async () => {
    const down = createServer();
    await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve));
    const port = (down.address() as AddressInfo).port;
    await new Promise<void>((resolve) => down.close(() => resolve()));
    await assert.rejects(getJson(`http://127.0.0.1:${port}/x`, schema, { timeoutMs: 2000 }), UpstreamError);
  });
});

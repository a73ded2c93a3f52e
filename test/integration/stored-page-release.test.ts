import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { test } from 'node:test';
import { BodyBufferPool } from '../../src/cache/body-buffer-pool.js';
import { createPageEntry, encodePageEntry, pageVariantOf, splitPageEntry } from '../../src/cache/page-cache.js';
import { writeStoredPage } from '../../src/server/fast-path/stored-page-response.js';
import { waitUntil } from '../support/wait.js';

// docs/decisions/016-redis-page-reader.md: a body read from Redis into leased memory goes back to
// the pool only once the response that sends it has closed. Were it given back earlier, the next
// hit would overwrite bytes a slow client has not been sent yet.

// More than the sockets between a paused client and the server hold (Linux lets a send buffer grow
// to tcp_wmem's maximum, 4 MB by default and 16 MB on some tuned hosts), so the rest waits here.
const BODY_BYTES = 24 * 1024 * 1024;
const CAPACITY = 32 * 1024 * 1024;

test('a leased body comes back to the pool when its response closes, not while it is still being sent', async () => {
  const pool = new BodyBufferPool({ maxFreeBytes: CAPACITY, maxPooledBytes: CAPACITY });
  const html = `<!doctype html><title>x</title>${'x'.repeat(BODY_BYTES)}`;
  const parts = splitPageEntry(encodePageEntry(createPageEntry(200, { 'content-type': 'text/html' }, html)))!;
  let sending: ServerResponse | undefined;
  const server = createServer((req, res) => {
    sending = res;
    const lease = pool.lease(parts.identity.length);
    parts.identity.copy(lease.bytes);
    const variant = pageVariantOf(parts.head, 'identity', lease.bytes)!;
    writeStoredPage(req, res, { ...variant, release: lease.release }, { httpsOnly: false, cacheState: 'HIT' });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  try {
    // A client that asks and then reads nothing for a while.
    const slow = connect(port, '127.0.0.1');
    slow.pause();
    slow.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    // The moment to look: the answer is written and stuck behind the client (the server's socket
    // holds more than it may and waits for a drain), so it is still being sent.
    await waitUntil(() => sending?.socket?.writableNeedDrain === true, 5000, 'the answer stuck behind the slow client');
    assert.equal(sending!.writableFinished, false);
    assert.equal(pool.freeBytes, 0, 'still being sent: not back in the pool');
    let received = 0;
    slow.on('data', (chunk: Buffer) => (received += chunk.length));
    slow.resume();
    await once(slow, 'end');
    assert.ok(received > BODY_BYTES, 'the whole answer arrived');
    await waitUntil(() => pool.freeBytes === CAPACITY, 2000, 'the body back in the pool');

    // A client that goes away mid-answer: the body comes back too, once the connection is closed.
    const quitter = connect(port, '127.0.0.1');
    quitter.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    await once(quitter, 'data');
    assert.equal(pool.freeBytes, 0, 'leased again for this answer');
    quitter.destroy();
    await waitUntil(() => pool.freeBytes === CAPACITY, 2000, 'the cut-off body back in the pool');
  } finally {
    server.close();
  }
});

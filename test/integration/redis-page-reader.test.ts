import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';
import { after, before, test } from 'node:test';
import { Redis } from 'ioredis';
import { BodyBufferPool } from '../../src/cache/body-buffer-pool.js';
import { plainServerOf } from '../../src/cache/redis-client.js';
import { RedisPageReader, RedisReplyError, type PageReaderTarget } from '../../src/cache/redis-page-reader.js';
import { startTestRedis, type TestRedis } from '../support/redis.js';
import { waitUntil } from '../support/wait.js';

// docs/decisions/016-redis-page-reader.md: the Redis-only page hit reads `HMGET key h <body>` over
// a connection of its own, into reused memory. These tests hold it to what Redis stored, byte for
// byte, across every way a reply can fall over the socket's chunks, and to its failures.

let redis: TestRedis;
let raw: Redis;
let target: PageReaderTarget;
const readers: RedisPageReader[] = [];

before(async () => {
  // A server of this file's own: one test closes every other client's connection.
  redis = await startTestRedis({ spawn: true });
  raw = new Redis(redis.url);
  target = plainServerOf(raw)!;
});
after(async () => {
  for (const reader of readers) reader.close();
  raw.disconnect();
  await redis.stop();
});

function newReader(options: { target?: PageReaderTarget; errors?: Error[]; replyTimeoutMs?: number } = {}) {
  const reader = new RedisPageReader({
    target: options.target ?? target,
    pool: new BodyBufferPool({ maxFreeBytes: 4 * 1024 * 1024 }),
    replyTimeoutMs: options.replyTimeoutMs ?? 1000,
    retryAfterMs: 50,
    onError: (err) => options.errors?.push(err),
  });
  readers.push(reader);
  return reader;
}

/** The reader once connected: its first read only starts the connection (and answers null). */
async function connected(reader: RedisPageReader): Promise<RedisPageReader> {
  assert.equal(reader.read('k', 'h', 'identity'), null, 'not connected yet: the caller asks ioredis');
  await waitUntil(() => reader.ready, 3000, 'the page reader connected');
  return reader;
}

let n = 0;
const key = () => `reader:${process.pid}:${++n}`;

test('reads head and body exactly as stored, for bodies that fit a chunk, span several, or exceed the pool', async () => {
  const reader = await connected(newReader());
  // 0 and 1 byte; around the pooled minimum (16 KB); around the 64 KB read chunk; the home
  // page's size; bigger than several chunks; bigger than the pool's largest class (2 MB).
  const sizes = [0, 1, 16383, 16384, 65530, 65536, 65541, 95335, 300_001, 2_200_000];
  const stored = await Promise.all(
    sizes.map(async (size) => {
      const k = key();
      const head = randomBytes(100 + (size % 900));
      const body = randomBytes(size);
      await raw.hset(k, { h: head, identity: body });
      return { k, head, body };
    }),
  );
  // All at once: the replies follow each other on the socket with no gap between them.
  const reads = await Promise.all(stored.map(({ k }) => reader.read(k, 'h', 'identity')!));
  reads.forEach(([head, body], i) => {
    assert.deepEqual(head, stored[i]!.head, `head of body ${sizes[i]}`);
    assert.ok(body, `body ${sizes[i]}`);
    assert.equal(body.bytes.length, sizes[i]);
    assert.ok(body.bytes.equals(stored[i]!.body), `body of ${sizes[i]} bytes`);
    body.release();
  });
});

test('many interleaved reads of different pages each get their own bytes, while leased memory is reused', async () => {
  const reader = await connected(newReader());
  const pages = await Promise.all(
    [40_000, 60_000, 95_335, 130_000].map(async (size) => {
      const k = key();
      const body = randomBytes(size);
      await raw.hset(k, { h: `head of ${k}`, identity: body });
      return { k, body };
    }),
  );
  for (let round = 0; round < 5; round++) {
    const order = Array.from({ length: 80 }, (_, i) => pages[(i * 7 + round) % pages.length]!);
    const reads = await Promise.all(order.map(({ k }) => reader.read(k, 'h', 'identity')!));
    reads.forEach(([head, body], i) => {
      assert.equal(head?.toString(), `head of ${order[i]!.k}`);
      assert.ok(body?.bytes.equals(order[i]!.body), `read ${i} of round ${round}`);
    });
    for (const [, body] of reads) body!.release();
  }
});

test('a missing key or field is null; a key of another type is a Redis error for that read alone', async () => {
  const reader = await connected(newReader());
  const k = key();
  await raw.hset(k, { h: 'head' });
  const wrongType = key();
  await raw.set(wrongType, 'a string');
  const [missing, noBody, wrong, after] = await Promise.allSettled([
    reader.read(key(), 'h', 'br')!,
    reader.read(k, 'h', 'br')!,
    reader.read(wrongType, 'h', 'br')!,
    reader.read(k, 'h', 'br')!,
  ]);
  assert.deepEqual(missing, { status: 'fulfilled', value: [null, null] });
  assert.equal(noBody.status, 'fulfilled');
  assert.deepEqual(noBody.status === 'fulfilled' && noBody.value[0], Buffer.from('head'));
  assert.equal(noBody.status === 'fulfilled' && noBody.value[1], null);
  assert.equal(wrong.status, 'rejected');
  assert.ok(wrong.status === 'rejected' && wrong.reason instanceof RedisReplyError);
  assert.match(String(wrong.status === 'rejected' && (wrong.reason as Error).message), /WRONGTYPE/);
  assert.equal(after.status, 'fulfilled', 'the connection stays in step after an error reply');
  assert.equal(reader.ready, true);
});

test('logs in as an ACL user and selects the database of the URL; a refused login leaves the reads to ioredis', async () => {
  const user = `gkn-reader-${process.pid}`;
  const password = randomBytes(8).toString('hex');
  await raw.call('ACL', 'SETUSER', user, 'on', `>${password}`, '~*', '&*', '+@all');
  try {
    const url = new URL(redis.url);
    url.username = user;
    url.password = password;
    const authed = new Redis(url.toString(), { lazyConnect: true });
    const authedTarget = plainServerOf(authed)!;
    assert.equal(authedTarget.username, user);
    assert.equal(authedTarget.db, target.db);
    const k = key();
    await raw.hset(k, { h: 'h', br: 'b' });
    const reader = await connected(newReader({ target: authedTarget }));
    const [head, body] = await reader.read(k, 'h', 'br')!;
    assert.equal(head?.toString(), 'h', 'read from the database of the URL');
    assert.equal(body?.bytes.toString(), 'b');

    const errors: Error[] = [];
    const refused = newReader({ target: { ...authedTarget, password: 'wrong' }, errors });
    assert.equal(refused.read(k, 'h', 'br'), null);
    await waitUntil(() => errors.some((e) => /handshake/.test(e.message)), 3000, 'the refused login reported');
    assert.equal(refused.ready, false);
    assert.equal(refused.read(k, 'h', 'br'), null, 'still not used');
  } finally {
    await raw.call('ACL', 'DELUSER', user);
  }
});

test('a connection Redis closes fails the reads it carried and is made again', async () => {
  const errors: Error[] = [];
  const reader = await connected(newReader({ errors }));
  const k = key();
  await raw.hset(k, { h: 'h', identity: randomBytes(500_000) });
  // Settle-handlers go on before the kill: the close can fail these reads while the KILL's own
  // reply is still on its way, and a rejection nobody holds yet is an unhandled one.
  const settling = Promise.allSettled(Array.from({ length: 20 }, () => reader.read(k, 'h', 'identity')!));
  await raw.call('CLIENT', 'KILL', 'TYPE', 'normal', 'SKIPME', 'yes');
  const settled = await settling;
  assert.ok(
    settled.some((s) => s.status === 'rejected'),
    'a read in flight when the connection died fails',
  );
  await waitUntil(() => !reader.ready, 3000, 'the reader saw the close');
  // The next read after the retry pause starts the new connection; until it is up, reads answer null.
  await waitUntil(
    () => {
      reader.read(k, 'h', 'identity')?.then(
        ([, body]) => body?.release(),
        () => undefined,
      );
      return reader.ready;
    },
    3000,
    'the reader connected again',
  );
  const [, body] = await reader.read(k, 'h', 'identity')!;
  assert.equal(body?.bytes.length, 500_000);
});

test('a server that stops answering is given up after the reply timeout, failing the reads waiting on it', async () => {
  // A peer that answers the handshake, then nothing: a Redis hung or a link that lost its packets.
  const silent: Server = createServer((socket: Socket) => {
    socket.once('data', () => socket.write('+OK\r\n'));
  });
  silent.listen(0, '127.0.0.1');
  await once(silent, 'listening');
  const port = (silent.address() as { port: number }).port;
  const errors: Error[] = [];
  const reader = await connected(
    newReader({ target: { host: '127.0.0.1', port, db: 0 }, errors, replyTimeoutMs: 200 }),
  );
  const started = Date.now();
  await assert.rejects(reader.read('k', 'h', 'identity')!, /lost its connection/);
  assert.ok(Date.now() - started >= 150, 'not before the timeout');
  assert.ok(errors.some((e) => /answered nothing/.test(e.message)));
  assert.equal(reader.ready, false);
  silent.close();
});

test('plainServerOf reads the connection from ioredis and declines what only ioredis speaks', () => {
  const plain = new Redis('redis://user:secret@10.1.2.3:6380/4', { lazyConnect: true });
  assert.deepEqual(plainServerOf(plain), { host: '10.1.2.3', port: 6380, username: 'user', password: 'secret', db: 4 });
  const tls = new Redis('rediss://10.1.2.3:6380', { lazyConnect: true });
  assert.equal(plainServerOf(tls), null);
  const sentinel = new Redis({ sentinels: [{ host: '10.1.2.3', port: 26379 }], name: 'p', lazyConnect: true });
  assert.equal(plainServerOf(sentinel), null);
  for (const client of [plain, tls, sentinel]) client.disconnect();
});

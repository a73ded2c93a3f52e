import { randomBytes } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { freePort, redisCommand as command, spawnRedisServer } from '../../scripts/support/redis-server.js';

// freePort is the tests' too (a port to start a server of their own on).
export { freePort };

export interface TestRedis {
  /** redis://host:port/db — a database this caller may use and wipe. */
  url: string;
  /** A pub/sub channel of this caller's own (pub/sub is not per database). */
  channel: string;
  /** True when this process started the server (it can be stopped to test outages). */
  ownServer: boolean;
  /** The redis-server process this started; undefined for REDIS_URL. */
  pid?: number;
  stop(): Promise<void>;
}

/**
 * A Redis for one test file.
 *
 * REDIS_URL set: that server is shared, so each caller gets its own database index, 1..15,
 * handed out by an INCR counter in database 0 (`gkn-test:db-counter`) so parallel test
 * processes don't collide (up to 15 at once), flushed at start and at stop, plus its own
 * purge channel. Database 0 is never flushed.
 *
 * Otherwise, or with `{ spawn: true }` (a test that stops its server): spawns `redis-server` on a
 * free loopback port without persistence, waits until it answers PING and kills it on stop.
 */
export async function startTestRedis(options: { spawn?: boolean } = {}): Promise<TestRedis> {
  const shared = process.env.REDIS_URL;
  return shared && !options.spawn ? useSharedRedis(shared) : spawnRedis();
}

async function useSharedRedis(base: string): Promise<TestRedis> {
  const url = new URL(base);
  const counter = await command(url, 0, ['INCR', 'gkn-test:db-counter']);
  const db = 1 + (Number(counter.replace(/^:/, '')) % 15);
  await command(url, db, ['FLUSHDB']);
  url.pathname = `/${db}`;
  return {
    url: url.toString(),
    channel: `gkn:purge:test:${db}:${randomBytes(4).toString('hex')}`,
    ownServer: false,
    async stop() {
      await command(url, db, ['FLUSHDB']);
    },
  };
}

async function spawnRedis(): Promise<TestRedis> {
  const server = await spawnRedisServer();
  return { url: server.url, channel: 'gkn:purge', ownServer: true, pid: server.pid, stop: server.stop };
}

export interface TcpProxy {
  /** The target URL with host and port replaced by the proxy's. */
  url: string;
  /** Closes the listener and every connection: to a client it looks like Redis went away. */
  stop(): Promise<void>;
  /** Keeps connections open but forwards nothing: a zombie network path. */
  blackhole(): void;
  /** Listens again on the same port, forwarding normally (Redis is back). */
  restart(): Promise<void>;
}

/** A TCP proxy in front of a Redis, to simulate outages without stopping a shared server. */
export async function startTcpProxy(targetUrl: string, options: { delayMs?: number } = {}): Promise<TcpProxy> {
  const target = new URL(targetUrl);
  const sockets = new Set<Socket>();
  let forwarding = true;
  const server: Server = createServer((client) => {
    // With delayMs, a new connection only starts talking to Redis after that long (a slow network).
    client.pause();
    const upstream = connect(Number(target.port || 6379), target.hostname);
    upstream.pause();
    setTimeout(() => (client.resume(), upstream.resume()), options.delayMs ?? 0);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    client.on('data', (d) => forwarding && upstream.write(d));
    upstream.on('data', (d) => forwarding && client.write(d));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('proxy: no address');
  const port = address.port;
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    blackhole() {
      forwarding = false;
    },
    stop() {
      for (const s of sockets) s.destroy();
      return new Promise((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
    },
    async restart() {
      forwarding = true;
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => (server.off('error', reject), resolve()));
      });
    },
  };
}

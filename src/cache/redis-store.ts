import { randomUUID } from 'node:crypto';
import type { RedisOptions } from 'ioredis';
import { kindOfKey } from './cache-keys.js';
import { BodyBufferPool } from './body-buffer-pool.js';
import { createRedisClient, keyHolders, plainServerOf, unlinkKeys, type RedisClient } from './redis-client.js';
import { RedisPageReaders, type HeadAndBody } from './redis-page-reader.js';
import type { CacheMetrics } from './cache-metrics.js';
import type { CacheLogger, CacheStore, PurgeAction, PurgeEvent, SharedRedis, TtlAwareStore } from './cache-store.js';
import { parsePurgeMessage, RedisErrorLog } from './redis-support.js';
import { PAGE_PARTS, pageVariantOf, splitPageEntry, type PageEncoding, type PageVariant } from './page-cache.js';
import type { PageVariantStore } from './page-variant-store.js';

const PURGE_CHANNEL = 'gkn:purge';
const SCAN_COUNT = 500;

export interface RedisStoreOptions {
  /** One server, a Sentinel-managed primary or a Cluster (src/config/redis-address.ts). */
  url: string;
  logger: CacheLogger;
  metrics?: CacheMetrics;
  /**
   * How long get/set/delete/ping wait before answering as a miss; default 100 ms (a healthy GET
   * takes well under 1 ms). Every command, the connection handshake included, also has a
   * 1 s ioredis commandTimeout, so a slow link can still connect and purges can finish.
   */
  commandTimeoutMs?: number;
  /** Pub/sub channel for purge events. Default `gkn:purge`; tests sharing one Redis use their own. */
  channel?: string;
  /** Extra ioredis options (TLS, Sentinel, …), applied over ours. */
  redisOptions?: RedisOptions;
  /**
   * Every value is a page entry (src/cache/page-cache.ts), kept as a hash of its parts: the head
   * and each encoding's body. A hit then fetches the head and the one body the client takes
   * (getPageVariant: one HMGET), not all three bodies. For the pages' store only.
   */
  pageParts?: boolean;
}

const ALL_PAGE_PARTS = [PAGE_PARTS.head, PAGE_PARTS.identity, PAGE_PARTS.gzip, PAGE_PARTS.br];
/** Connections of the page reader (decision 016). */
const PAGE_READER_CONNECTIONS = 4;
/** Page bodies kept for reuse by the page reader: the bodies of some 60 concurrent home-page hits. */
const PAGE_BODY_POOL_BYTES = 8 * 1024 * 1024;

/**
 * CacheStore on Redis. Every failure of get/set/delete/ping is logged (rate-limited), counted
 * as `errors` for the key's kind and answered as a miss; it never throws. Purges do reject on
 * a Redis error (after logging and counting): `gkn cache purge` and the revalidate webhook must
 * be able to report that nothing was purged.
 */
export class RedisStore implements CacheStore, TtlAwareStore, SharedRedis, Partial<PageVariantStore> {
  readonly origin = randomUUID();
  readonly #pageParts: boolean;
  readonly #client: RedisClient;
  readonly #sub: RedisClient;
  readonly #channel: string;
  readonly #log: RedisErrorLog;
  readonly #metrics: CacheMetrics | undefined;
  readonly #deadlineMs: number;
  readonly #listeners = new Set<(event: PurgeEvent) => void>();
  /** The hits' own connections (decision 016); null for the other stores and where ioredis must read. */
  readonly #pageReader: RedisPageReaders | null;
  #everReady = false;
  #closed = false;
  #subscribed: Promise<void> = Promise.resolve();

  constructor(options: RedisStoreOptions) {
    this.#channel = options.channel ?? PURGE_CHANNEL;
    this.#metrics = options.metrics;
    this.#deadlineMs = options.commandTimeoutMs ?? 100;
    this.#pageParts = options.pageParts ?? false;
    if (this.#pageParts) this.getPageVariant = (key, encoding) => this.#getPageVariant(key, encoding);
    this.#log = new RedisErrorLog(options.logger);
    const base: RedisOptions = {
      connectTimeout: 2000,
      // Reconnect quickly, capped at 2 s; commands meanwhile fail fast (see #usable).
      retryStrategy: (times) => Math.min(times * 100, 2000),
      // On close, a socket whose peer never answers the FIN is destroyed after this long
      // (default 2 s, which holds up a graceful shutdown when Redis is unreachable).
      disconnectTimeout: 200,
    };
    this.#client = createRedisClient(options.url, {
      ...base,
      commandTimeout: 1000,
      // A command that reached Redis but whose answer never came (a zombie socket) makes the
      // socket dead after 1 s, so the client reconnects instead of timing out every command.
      socketTimeout: 1000,
      maxRetriesPerRequest: 1,
      ...options.redisOptions,
    });
    this.#client.on('ready', () => (this.#everReady = true));
    this.#client.on('error', (err) => this.#log.connection('cache', err));
    // The subscriber waits as long as it takes: its commands are SUBSCRIBE, made on reconnect.
    this.#sub = createRedisClient(options.url, { ...base, maxRetriesPerRequest: null, ...options.redisOptions });
    this.#sub.on('error', (err) => this.#log.connection('cache subscriber', err));
    this.#subscribe();
    const plainServer = this.#pageParts ? plainServerOf(this.#client) : null;
    this.#pageReader = plainServer
      ? new RedisPageReaders(PAGE_READER_CONNECTIONS, {
          target: plainServer,
          pool: new BodyBufferPool({ maxFreeBytes: PAGE_BODY_POOL_BYTES }),
          replyTimeoutMs: 1000,
          retryAfterMs: 1000,
          onError: (err) => this.#log.connection('cache page reader', err),
        })
      : null;
  }

  /** Set when the store keeps page entries in parts (options.pageParts). */
  readonly getPageVariant?: (key: string, encoding: PageEncoding) => Promise<PageVariant | null>;

  async get(key: string): Promise<Buffer | null> {
    if (this.#pageParts)
      return this.#run(key, 'get', null, async () => joinParts(await this.#client.hmgetBuffer(key, ...ALL_PAGE_PARTS)));
    return this.#run(key, 'get', null, () => this.#client.getBuffer(key));
  }

  async getWithTtl(key: string): Promise<{ value: Buffer; ttlMs: number } | null> {
    return this.#run(key, 'get', null, async () => {
      const pipeline = this.#client.pipeline();
      (this.#pageParts ? pipeline.hmgetBuffer(key, ...ALL_PAGE_PARTS) : pipeline.getBuffer(key)).pttl(key);
      const [[getErr, got], [ttlErr, pttl]] = (await pipeline.exec()) as [
        [Error | null, Buffer | Array<Buffer | null> | null],
        [Error | null, number],
      ];
      if (getErr || ttlErr) throw getErr ?? ttlErr;
      const value = Array.isArray(got) ? joinParts(got) : got;
      if (value === null || pttl === -2) return null;
      return { value, ttlMs: pttl < 0 ? Number.POSITIVE_INFINITY : pttl };
    });
  }

  async set(key: string, value: Buffer, ttlSeconds: number): Promise<void> {
    const ttl = Math.ceil(ttlSeconds);
    if (!(ttl > 0)) return;
    await this.#run(key, 'set', undefined, async () => {
      if (!this.#pageParts) {
        await this.#client.set(key, value, 'EX', ttl);
        return;
      }
      const parts = splitPageEntry(value);
      if (!parts) throw new TypeError('a page store holds page entries only');
      // One transaction: no reader sees the parts of two entries, and none a hash without expiry.
      // DEL first: a value of another type under the key (another release's) would refuse HSET.
      const results = await this.#client
        .multi()
        .del(key)
        .hset(key, {
          [PAGE_PARTS.head]: parts.head,
          [PAGE_PARTS.identity]: parts.identity,
          [PAGE_PARTS.gzip]: parts.gzip,
          [PAGE_PARTS.br]: parts.br,
        })
        .expire(key, ttl)
        .exec();
      const failed = results?.find(([err]) => err)?.[0];
      if (!results || failed) throw failed ?? new Error('page transaction discarded');
    });
  }

  /** The head and one body of a page entry: one HMGET, no pipeline (the Redis-only hit). */
  #getPageVariant(key: string, encoding: PageEncoding): Promise<PageVariant | null> {
    return this.#run(key, 'get', null, async () => {
      // The page reader once it is connected (decision 016); ioredis until then and without it.
      const read = this.#pageReader?.read(key, PAGE_PARTS.head, PAGE_PARTS[encoding]);
      if (read) return leasedVariant(await read, encoding);
      const [head, body] = await this.#client.hmgetBuffer(key, PAGE_PARTS.head, PAGE_PARTS[encoding]);
      return head && body ? pageVariantOf(head, encoding, body) : null;
    });
  }

  async delete(key: string): Promise<void> {
    await this.#run(key, 'delete', undefined, async () => {
      await unlinkKeys(this.#client, [key]);
      this.#announce({ type: 'delete', key });
    });
  }

  async purgePrefix(prefix: string): Promise<number> {
    if (prefix === '') throw new TypeError('purgePrefix: refusing an empty prefix');
    return this.#purge('purgePrefix', async () => {
      const match = escapeGlob(prefix) + '*';
      let deleted = 0;
      // A Cluster's keys are spread over its primaries: each is scanned on its own.
      for (const node of keyHolders(this.#client)) {
        let cursor = '0';
        do {
          const [next, keys] = await node.scan(cursor, 'MATCH', match, 'COUNT', SCAN_COUNT);
          cursor = next;
          deleted += await unlinkKeys(this.#client, keys);
        } while (cursor !== '0');
      }
      this.#announce({ type: 'prefix', prefix });
      return deleted;
    });
  }

  /** One raw command (SharedRedis); rejects at once while Redis is known to be unreachable. */
  async redisCommand(name: string, ...args: string[]): Promise<unknown> {
    if (this.#closed) throw new Error('cache store is closed');
    if (!this.#usable()) throw new Error(`Redis not connected (${this.#client.status})`);
    return this.#client.call(name, ...args);
  }

  onPurge(listener: (event: PurgeEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Resolves once this instance listens on the purge channel (it rejects never; it may wait
   * as long as Redis is unreachable). Purges published before that are not heard here.
   */
  subscribed(): Promise<void> {
    return this.#subscribed;
  }

  async ping(): Promise<boolean> {
    return this.#run('', 'ping', false, async () => (await this.#client.ping()) === 'PONG');
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#listeners.clear();
    this.#pageReader?.close();
    await Promise.all([quit(this.#client), quit(this.#sub)]);
  }

  /**
   * Whether to send a command at all. Before the first connection, commands wait in the
   * offline queue (bounded by the command timeout). Once connected, a lost connection makes
   * every command an immediate miss until the client is ready again: no queue building up,
   * no request waiting on a dead Redis.
   */
  #usable(): boolean {
    const status = this.#client.status;
    if (status === 'ready') return true;
    return !this.#everReady && (status === 'wait' || status === 'connecting' || status === 'connect');
  }

  async #run<T>(key: string, op: string, fallback: T, command: () => Promise<T>): Promise<T> {
    if (this.#closed) return fallback;
    try {
      if (!this.#usable()) throw new Error(`Redis not connected (${this.#client.status})`);
      return await withDeadline(command(), this.#deadlineMs);
    } catch (err) {
      this.#metrics?.inc(kindOfKey(key), 'errors');
      this.#log.command(op, key, err);
      return fallback;
    }
  }

  async #purge(op: string, purge: () => Promise<number>): Promise<number> {
    try {
      if (this.#closed) throw new Error('cache store is closed');
      if (!this.#usable()) throw new Error(`Redis not connected (${this.#client.status})`);
      return await purge();
    } catch (err) {
      this.#metrics?.inc('purge', 'errors');
      this.#log.command(op, '', err);
      throw err;
    }
  }

  /** Tell this process's listeners now and every other instance through the channel. */
  #announce(action: PurgeAction): void {
    const event: PurgeEvent = { ...action, origin: this.origin };
    this.#emit(event);
    this.#client.publish(this.#channel, JSON.stringify(event)).catch((err: unknown) => {
      this.#metrics?.inc('purge', 'errors');
      this.#log.command('publish', '', err);
    });
  }

  #emit(event: PurgeEvent): void {
    for (const listener of this.#listeners) {
      try {
        listener(event);
      } catch (err) {
        this.#log.command('purge listener', '', err);
      }
    }
  }

  #subscribe(): void {
    let subscribedBefore = false;
    this.#sub.on('ready', () => {
      // Purges published while we were away were missed: drop whatever is held locally.
      if (subscribedBefore) this.#emit({ type: 'all', origin: this.origin });
      subscribedBefore = true;
    });
    this.#sub.on('message', (channel: string, message: string) => {
      if (channel !== this.#channel) return;
      const event = parsePurgeMessage(message);
      if (event && event.origin !== this.origin) this.#emit(event);
    });
    this.#subscribed = this.#sub.subscribe(this.#channel).then(
      () => undefined,
      (err: unknown) => this.#log.command('subscribe', '', err),
    );
  }
}

/** A page variant whose body is leased: released by whoever writes it, or here when it is not used. */
function leasedVariant([head, body]: HeadAndBody, encoding: PageEncoding): PageVariant | null {
  if (!body) return null;
  const variant = head ? pageVariantOf(head, encoding, body.bytes) : null;
  if (!variant) {
    body.release();
    return null;
  }
  variant.release = body.release;
  return variant;
}

/** Escapes SCAN MATCH glob characters so a prefix matches itself literally. */
function escapeGlob(literal: string): string {
  return literal.replace(/[*?[\]\\]/g, '\\$&');
}

/** A page entry from its parts in PAGE_PARTS order, or null when one is missing (a miss). */
function joinParts(parts: Array<Buffer | null>): Buffer | null {
  return parts.length === ALL_PAGE_PARTS.length && parts.every((p) => p !== null)
    ? Buffer.concat(parts as Buffer[])
    : null;
}

/**
 * The command's answer, or a rejection after ms (the command itself runs on, bounded by ioredis).
 * The timer fires in the event loop's timers phase, which comes before the phase that reads the
 * sockets: after our own process was busy past the deadline (renders, a GC pause, a loaded core),
 * Redis's answer may be waiting unread in the socket. The rejection therefore waits for the next
 * check phase (setImmediate), after that read: the deadline fails a command whose answer has not
 * come, not one our own lag held up, which under load turned hits into renders (docs/benchmark.md).
 */
function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => setImmediate(() => reject(new Error(`Redis answered nothing within ${ms} ms`))), ms);
  });
  work.catch(() => undefined); // a late failure after the deadline is not unhandled
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

async function quit(client: RedisClient): Promise<void> {
  if (client.status === 'ready') {
    const timer = new Promise<void>((resolve) => setTimeout(resolve, 500).unref());
    await Promise.race([
      client.quit().then(
        () => undefined,
        () => undefined,
      ),
      timer,
    ]);
  }
  client.disconnect();
}

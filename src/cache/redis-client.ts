import { Cluster, Redis, type RedisOptions } from 'ioredis';
import { parseRedisAddress } from '../config/redis-address.js';
import type { PageReaderTarget } from './redis-page-reader.js';

/** A connection to one server, a Sentinel-managed primary, or a Cluster: the commands the store uses behave alike. */
export type RedisClient = Redis | Cluster;

/**
 * An ioredis client for a REDIS_URL of any form src/config/redis-address.ts accepts, with `options`
 * applied to every connection it makes (for a Cluster: to each node's). A Sentinel client asks the
 * sentinels for the primary and reconnects to the new one after a failover; a Cluster client
 * routes each key to its node and follows slot moves.
 */
export function createRedisClient(url: string, options: RedisOptions): RedisClient {
  const address = parseRedisAddress(url);
  if ('error' in address) throw new TypeError(`Redis URL ${address.error}`);
  const { username, password } = address.kind === 'server' ? {} : address;
  const credentials = { ...(username ? { username } : {}), ...(password ? { password } : {}) };
  switch (address.kind) {
    case 'server':
      return new Redis(url, options);
    case 'sentinel':
      return new Redis({
        ...options,
        ...credentials,
        sentinels: address.sentinels,
        name: address.name,
        db: address.db,
      });
    case 'cluster':
      return new Cluster(address.nodes, {
        redisOptions: { ...options, ...credentials },
        // Commands wait for the slot map like they wait for a connection (bounded by commandTimeout).
        enableOfflineQueue: options.enableOfflineQueue ?? true,
        clusterRetryStrategy: (times) => Math.min(times * 100, 2000),
      });
  }
}

/** The servers holding keys: the client itself, or each primary of a Cluster (SCAN is per node). */
export function keyHolders(client: RedisClient): Redis[] {
  return client instanceof Cluster ? client.nodes('master') : [client];
}

/**
 * Deletes keys without blocking Redis (UNLINK); in a Cluster one key per command, since one
 * command may only name keys of one slot. Resolves to the number deleted.
 */
export async function unlinkKeys(client: RedisClient, keys: string[]): Promise<number> {
  if (keys.length === 0) return 0;
  if (!(client instanceof Cluster)) return client.unlink(...keys);
  const counts = await Promise.all(keys.map((key) => client.unlink(key)));
  return counts.reduce((a, b) => a + b, 0);
}

/**
 * Where a second, plain connection to the same server goes (src/cache/redis-page-reader.ts), read
 * from the options ioredis resolved from the URL; null for a Sentinel primary (it moves), a
 * Cluster (keys live on several nodes), TLS or a custom connector, which only ioredis speaks.
 */
export function plainServerOf(client: RedisClient): PageReaderTarget | null {
  if (!(client instanceof Redis)) return null;
  const { host, port, path, username, password, db, tls, sentinels, Connector } = client.options;
  if (tls || Connector || (sentinels && sentinels.length > 0)) return null;
  return {
    host: host ?? '127.0.0.1',
    port: port ?? 6379,
    ...(path ? { path } : {}),
    ...(username ? { username } : {}),
    ...(password ? { password } : {}),
    db: db ?? 0,
  };
}

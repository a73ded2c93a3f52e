/**
 * Where the shared Redis is (docs/architecture.md §9, docs/operations.md "Redis sizing"): one server,
 * a Sentinel-managed primary, or a Cluster, each written as one URL so REDIS_URL and
 * REDIS_PAGES_URL keep one variable each:
 *
 * - `redis://[user:password@]host:port[/db]` (or `rediss://` for TLS): one server;
 * - `redis-sentinel://[user:password@]host:port[,host:port…]/<primary name>[/db]`: ask the
 *   sentinels for the current primary, follow a failover;
 * - `redis-cluster://[user:password@]host:port[,host:port…]`: a Redis Cluster (seed nodes; the
 *   rest are discovered).
 */
export type RedisAddress =
  | { kind: 'server'; url: string }
  | { kind: 'sentinel'; sentinels: HostPort[]; name: string; db: number; username?: string; password?: string }
  | { kind: 'cluster'; nodes: HostPort[]; username?: string; password?: string };

export interface HostPort {
  host: string;
  port: number;
}

const MULTI = /^(redis-sentinel|redis-cluster):\/\/(?:([^:@/]*)(?::([^@/]*))?@)?([^/@]+)(?:\/(.*))?$/;
const HOST_PORT = /^([A-Za-z0-9.-]+|\[[0-9a-fA-F:.]+\]):(\d{1,5})$/;
const SENTINEL_PATH = /^([A-Za-z0-9_.-]{1,64})(?:\/(\d{1,2}))?$/;

/** The address a URL names, or a message saying what is wrong with it. */
export function parseRedisAddress(url: string): RedisAddress | { error: string } {
  if (/^rediss?:\/\//.test(url)) {
    try {
      new URL(url);
      return { kind: 'server', url };
    } catch {
      return { error: 'is not a valid redis:// URL' };
    }
  }
  const m = MULTI.exec(url);
  if (!m) {
    return {
      error: 'must be a redis:// or rediss:// URL, or redis-sentinel://host:port,…/name or redis-cluster://host:port,…',
    };
  }
  const [, scheme, user, password, hostList, path = ''] = m;
  const hosts: HostPort[] = [];
  for (const item of hostList!.split(',')) {
    const hp = HOST_PORT.exec(item.trim());
    if (!hp || Number(hp[2]) < 1 || Number(hp[2]) > 65535) return { error: `names a bad host:port "${item}"` };
    hosts.push({ host: hp[1]!.replace(/^\[|\]$/g, ''), port: Number(hp[2]) });
  }
  const credentials = {
    ...(user ? { username: decodeURIComponent(user) } : {}),
    ...(password ? { password: decodeURIComponent(password) } : {}),
  };
  if (scheme === 'redis-cluster') {
    if (path !== '') return { error: 'redis-cluster:// takes no path (a cluster has database 0 only)' };
    return { kind: 'cluster', nodes: hosts, ...credentials };
  }
  const sp = SENTINEL_PATH.exec(path);
  if (!sp) return { error: 'redis-sentinel:// needs the primary name as its path: …/mymaster[/db]' };
  return { kind: 'sentinel', sentinels: hosts, name: sp[1]!, db: Number(sp[2] ?? 0), ...credentials };
}

import { kindOfKey } from './cache-keys.js';
import type { CacheMetrics } from './cache-metrics.js';
import type { CacheLogger, CacheStore } from './cache-store.js';
import { upstreamOfKind, UpstreamBreaker, type BreakerOptions } from './upstream-breaker.js';
import { deepFreeze } from '../model/deep-freeze.js';

/** Seconds. Fresh for `ttl`, then served stale (with one background refresh) for `staleFor`. */
export interface CachedOptions {
  ttl: number;
  staleFor: number;
}

/**
 * TTL for results that say "nothing here" (an upstream 404 mapped to a value): long enough to
 * absorb a burst of requests for a missing URL, short enough that a newly published page
 * shows up within seconds even if the publish webhook is lost. Not served stale.
 */
const NEGATIVE_TTL_SECONDS = 10;

/** What a load may return instead of a bare value to change how it is cached. */
class CacheDirective<T> {
  constructor(
    readonly value: T,
    readonly policy: { ttl: number; staleFor: number },
  ) {}
}

/** A negative result (not found): cached for NEGATIVE_TTL_SECONDS, never served stale. */
export function negativeResult<T>(value: T): CacheDirective<T> {
  return new CacheDirective(value, { ttl: NEGATIVE_TTL_SECONDS, staleFor: 0 });
}

export type Load<T> = () => Promise<T | CacheDirective<T>>;

export interface Cached {
  <T>(key: string, options: CachedOptions, load: Load<T>): Promise<T>;
  /** Resolves when no background refresh is running (tests, graceful shutdown). */
  whenIdle(): Promise<void>;
}

export interface CreateCachedOptions {
  logger: CacheLogger;
  metrics?: CacheMetrics;
  /** Clock in ms. */
  now?: () => number;
  /**
   * How long past its stale window a copy is kept only to be served when the load fails
   * (stale-if-error). Default 3600 s: an upstream outage of up to an hour doesn't blank pages.
   */
  errorGraceSeconds?: number;
  /**
   * Deep-freeze what is handed out, so code that would change a shared value fails loudly (on in
   * development and tests: a hit hands every caller the same decoded value).
   */
  freezeValues?: boolean;
  /** The per-upstream circuit breakers' back-off (src/cache/upstream-breaker.ts). */
  breaker?: BreakerOptions;
}

/** What is stored: the value with its fetch time and freshness limits, as JSON. */
interface Envelope {
  /** fetched at (ms) */ f: number;
  /** fresh until (ms) */ e: number;
  /** stale until (ms) */ s: number;
  /** the value */ d: unknown;
}

/**
 * `cached(key, options, load)`: stale-while-revalidate with single-flight and stale-if-error
 * (docs/architecture.md §5). Concurrent calls for one key in this process share one lookup and at
 * most one load; a stale hit starts at most one background refresh per key. Values are
 * shared between the callers of one flight: treat them as immutable.
 *
 * One circuit breaker per upstream: for a few seconds after a load of that upstream failed, a
 * key with a stale copy is answered with it at once (no foreground load waiting out the timeout,
 * no background refresh), and one load at a time probes for recovery.
 */
export function createCached(store: CacheStore, opts: CreateCachedOptions): Cached {
  const { logger, metrics } = opts;
  const now = opts.now ?? Date.now;
  const graceSeconds = opts.errorGraceSeconds ?? 3600;
  const flights = new Map<string, Promise<unknown>>();
  const refreshes = new Map<string, Promise<void>>();
  // The in-process layer hands out the same Buffer for a key until it changes: parse it once.
  const decoded = new WeakMap<Buffer, Envelope>();
  const breakers = new Map<string, UpstreamBreaker>();
  const breakerOf = (kind: string): UpstreamBreaker => {
    const upstream = upstreamOfKind(kind);
    let breaker = breakers.get(upstream);
    if (!breaker) breakers.set(upstream, (breaker = new UpstreamBreaker(opts.breaker)));
    return breaker;
  };

  async function read(key: string, kind: string): Promise<Envelope | null> {
    let raw: Buffer | null;
    try {
      raw = await store.get(key);
    } catch (err) {
      // Stores promise not to throw; one that does still only costs a miss.
      metrics?.inc(kind, 'errors');
      logger.warn({ err, key }, 'cache read failed');
      return null;
    }
    if (!raw) return null;
    const known = decoded.get(raw);
    if (known) return known;
    try {
      const envelope = JSON.parse(raw.toString('utf8')) as Envelope;
      if (typeof envelope.f === 'number' && typeof envelope.e === 'number' && typeof envelope.s === 'number') {
        if (opts.freezeValues) deepFreeze(envelope.d);
        decoded.set(raw, envelope);
        return envelope;
      }
    } catch {
      // fall through: an unreadable entry is a miss and will be overwritten
    }
    metrics?.inc(kind, 'errors');
    logger.warn({ key }, 'cache entry unreadable, treated as a miss');
    return null;
  }

  async function loadAndStore<T>(key: string, options: CachedOptions, load: Load<T>): Promise<T> {
    const result = await load();
    const { value, policy } = result instanceof CacheDirective ? result : { value: result, policy: options };
    if (opts.freezeValues) deepFreeze(value);
    if (policy.ttl > 0) {
      const fetchedAt = now();
      const freshUntil = fetchedAt + policy.ttl * 1000;
      const envelope: Envelope = { f: fetchedAt, e: freshUntil, s: freshUntil + policy.staleFor * 1000, d: value };
      const storeTtl = policy.ttl + policy.staleFor + graceSeconds;
      try {
        await store.set(key, Buffer.from(JSON.stringify(envelope)), storeTtl);
      } catch (err) {
        metrics?.inc(kindOfKey(key), 'errors');
        logger.warn({ err, key }, 'cache write failed');
      }
    }
    return value as T;
  }

  /** loadAndStore, telling the upstream's breaker how it went. */
  async function loadReporting<T>(
    key: string,
    kind: string,
    options: CachedOptions,
    load: Load<T>,
    wasProbe: boolean,
  ): Promise<T> {
    const breaker = breakerOf(kind);
    try {
      const value = await loadAndStore(key, options, load);
      breaker.succeeded(wasProbe);
      return value;
    } catch (err) {
      breaker.failed(now(), wasProbe);
      throw err;
    }
  }

  function refreshInBackground<T>(key: string, kind: string, options: CachedOptions, load: Load<T>): void {
    if (refreshes.has(key)) return;
    const admission = breakerOf(kind).admit(now());
    if (admission === 'wait') return; // the upstream failed moments ago: keep the stale copy
    metrics?.inc(kind, 'refreshes');
    const refresh = loadReporting(key, kind, options, load, admission === 'probe').then(
      () => undefined,
      (err: unknown) => {
        metrics?.inc(kind, 'loadErrors');
        logger.warn({ err, key }, 'background refresh failed, keeping the stale copy');
      },
    );
    refreshes.set(key, refresh);
    void refresh.finally(() => refreshes.delete(key));
  }

  async function lookup<T>(key: string, options: CachedOptions, load: Load<T>): Promise<T> {
    const kind = kindOfKey(key);
    const entry = await read(key, kind);
    const t = now();
    if (entry && t < entry.e) {
      metrics?.inc(kind, 'hits');
      return entry.d as T;
    }
    if (entry && t < entry.s) {
      metrics?.inc(kind, 'stale');
      refreshInBackground(key, kind, options, load);
      return entry.d as T;
    }
    const admission = entry ? breakerOf(kind).admit(t) : 'call';
    if (entry && admission === 'wait') {
      metrics?.inc(kind, 'shortCircuits');
      return entry.d as T;
    }
    metrics?.inc(kind, 'misses');
    try {
      return await loadReporting(key, kind, options, load, admission === 'probe');
    } catch (err) {
      metrics?.inc(kind, 'loadErrors');
      if (!entry) throw err;
      metrics?.inc(kind, 'staleIfError');
      logger.warn({ err, key, fetchedAt: new Date(entry.f).toISOString() }, 'load failed, serving stale copy');
      return entry.d as T;
    }
  }

  const cached = <T>(key: string, options: CachedOptions, load: Load<T>): Promise<T> => {
    const flying = flights.get(key);
    if (flying) return flying as Promise<T>;
    const flight = lookup(key, options, load).finally(() => flights.delete(key));
    flights.set(key, flight);
    return flight;
  };
  cached.whenIdle = async (): Promise<void> => {
    while (refreshes.size > 0) await Promise.all(refreshes.values());
  };
  return cached;
}

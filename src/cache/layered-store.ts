import { ByteLru, type ValueCost } from './byte-lru.js';
import { kindOfKey } from './cache-keys.js';
import type { CacheMetrics } from './cache-metrics.js';
import { isTtlAware, sharedRedisOf, type CacheStore, type PurgeEvent, type SharedRedis } from './cache-store.js';
import { variantOfStored, type PageEncoding, type PageVariant } from './page-cache.js';
import { hasPageVariants, readPageVariant, type LocalPageStore, type PageVariantStore } from './page-variant-store.js';

export interface LayeredStoreOptions {
  /** Byte budget of the in-process layer. */
  maxBytes: number;
  /**
   * Longest an entry lives in-process, in seconds (default 5). Bounds how stale an instance
   * can be when a purge message is lost (pub/sub is fire-and-forget) or a newer value was set
   * elsewhere (sets are not broadcast).
   */
  localTtlSeconds?: number;
  metrics?: CacheMetrics;
  now?: () => number;
  /** What a local copy costs against maxBytes (default: its Buffer's length). */
  valueCost?: ValueCost;
}

/**
 * A small in-process LRU in front of a shared store (docs/architecture.md §5). Reads try the LRU,
 * then the shared store; a local copy lives min(localTtl, the entry's remaining TTL). Purge
 * events from any instance clear the matching local entries.
 */
export class LayeredStore implements CacheStore, PageVariantStore, LocalPageStore {
  readonly #local: ByteLru;
  readonly #localTtlMs: number;
  readonly #metrics: CacheMetrics | undefined;
  readonly #unsubscribe: () => void;
  /** Bumped on every purge, so a read that raced a purge does not put the old value back. */
  #generation = 0;
  /** The shared store's raw commands, passed through (there is nothing to layer over them). */
  readonly redisCommand?: SharedRedis['redisCommand'];

  constructor(
    readonly inner: CacheStore,
    options: LayeredStoreOptions,
  ) {
    this.#local = new ByteLru(options.maxBytes, options.now, options.valueCost);
    this.#localTtlMs = (options.localTtlSeconds ?? 5) * 1000;
    this.#metrics = options.metrics;
    this.#unsubscribe = inner.onPurge((event) => this.#forget(event));
    const shared = sharedRedisOf(inner);
    if (shared) this.redisCommand = (name, ...args) => shared.redisCommand(name, ...args);
  }

  /** Bytes the in-process layer holds (as valueCost counts them, with keys and per-entry overhead). */
  get bytes(): number {
    return this.#local.bytes;
  }

  async get(key: string): Promise<Buffer | null> {
    const local = this.#local.get(key);
    if (local) {
      this.#metrics?.inc(kindOfKey(key), 'localHits');
      return local.value;
    }
    const generation = this.#generation;
    if (isTtlAware(this.inner)) {
      const found = await this.inner.getWithTtl(key);
      if (!found) return null;
      if (generation === this.#generation) this.#keep(key, found.value, found.ttlMs);
      return found.value;
    }
    const value = await this.inner.get(key);
    if (value && generation === this.#generation) this.#keep(key, value, this.#localTtlMs);
    return value;
  }

  /**
   * A stored page in one encoding (src/cache/page-variant-store.ts). A local copy answers; else,
   * when the shared store reads variants, its head and that body are fetched, and the whole entry
   * only when this layer would keep it (a second read, once per local lifetime): an entry bigger
   * than this layer's budget is then never fetched whole, for nothing.
   */
  async getPageVariant(key: string, encoding: PageEncoding): Promise<PageVariant | null> {
    const local = this.localPageVariant(key, encoding);
    if (local) return local;
    if (!hasPageVariants(this.inner)) return readPageVariant(this, key, encoding);
    const generation = this.#generation;
    const variant = await this.inner.getPageVariant(key, encoding);
    const keepable = variant?.wholeBytes !== undefined && this.#local.wouldKeep(key, variant.wholeBytes);
    if (!variant || !keepable || generation !== this.#generation) return variant;
    const whole = variantOfStored(await this.get(key), encoding);
    if (!whole) return variant;
    variant.release?.();
    return whole;
  }

  /** The local copy of a page, in one encoding (src/cache/page-variant-store.ts). */
  localPageVariant(key: string, encoding: PageEncoding): PageVariant | null {
    const local = variantOfStored(this.#local.get(key)?.value, encoding);
    if (local) this.#metrics?.inc(kindOfKey(key), 'localHits');
    return local;
  }

  async set(key: string, value: Buffer, ttlSeconds: number): Promise<void> {
    this.#keep(key, value, ttlSeconds * 1000);
    await this.inner.set(key, value, ttlSeconds);
  }

  async delete(key: string): Promise<void> {
    this.#forget({ type: 'delete', key, origin: '' });
    await this.inner.delete(key);
  }

  async purgePrefix(prefix: string): Promise<number> {
    // Also cleared locally when the inner purge fails.
    try {
      return await this.inner.purgePrefix(prefix);
    } finally {
      this.#forget({ type: 'prefix', prefix, origin: '' });
    }
  }

  onPurge(listener: (event: PurgeEvent) => void): () => void {
    return this.inner.onPurge(listener);
  }

  ping(): Promise<boolean> {
    return this.inner.ping();
  }

  async close(): Promise<void> {
    this.#unsubscribe();
    this.#local.clear();
    await this.inner.close();
  }

  #keep(key: string, value: Buffer, ttlMs: number): void {
    this.#local.set(key, value, Math.min(this.#localTtlMs, ttlMs));
  }

  #forget(event: PurgeEvent): void {
    this.#generation++;
    switch (event.type) {
      case 'delete':
        this.#local.delete(event.key);
        break;
      case 'prefix':
        this.#local.deletePrefix(event.prefix);
        break;
      case 'all':
        this.#local.clear();
        break;
    }
  }
}

import { randomUUID } from 'node:crypto';
import { ByteLru, type ValueCost } from './byte-lru.js';
import type { CacheStore, PurgeAction, PurgeEvent, TtlAwareStore } from './cache-store.js';
import { variantOfStored, type PageEncoding, type PageVariant } from './page-cache.js';
import type { LocalPageStore } from './page-variant-store.js';

export interface MemoryStoreOptions {
  /** Byte budget; least recently used entries are evicted beyond it. */
  maxBytes: number;
  /** Clock in ms (tests inject one). */
  now?: () => number;
  /** What an entry's value costs against maxBytes (default: its Buffer's length). */
  valueCost?: ValueCost;
}

/**
 * The store for a single instance (REDIS_URL unset). Purges only reach this process, which
 * is all there is. Values are stored as given; don't mutate a Buffer after setting it.
 */
export class MemoryStore implements CacheStore, TtlAwareStore, LocalPageStore {
  readonly #lru: ByteLru;
  readonly #listeners = new Set<(event: PurgeEvent) => void>();
  readonly #origin = randomUUID();
  readonly #now: () => number;

  constructor(options: MemoryStoreOptions) {
    this.#now = options.now ?? Date.now;
    this.#lru = new ByteLru(options.maxBytes, this.#now, options.valueCost);
  }

  /** Bytes currently accounted for (values as valueCost counts them + keys + per-entry overhead). */
  get bytes(): number {
    return this.#lru.bytes;
  }

  async get(key: string): Promise<Buffer | null> {
    return this.#lru.get(key)?.value ?? null;
  }

  /** A page entry held here, in one encoding (src/cache/page-variant-store.ts). */
  localPageVariant(key: string, encoding: PageEncoding): PageVariant | null {
    return variantOfStored(this.#lru.get(key)?.value, encoding);
  }

  async getWithTtl(key: string): Promise<{ value: Buffer; ttlMs: number } | null> {
    const entry = this.#lru.get(key);
    return entry ? { value: entry.value, ttlMs: entry.expiresAt - this.#now() } : null;
  }

  async set(key: string, value: Buffer, ttlSeconds: number): Promise<void> {
    this.#lru.set(key, value, ttlSeconds * 1000);
  }

  async delete(key: string): Promise<void> {
    this.#lru.delete(key);
    this.#emit({ type: 'delete', key });
  }

  async purgePrefix(prefix: string): Promise<number> {
    if (prefix === '') throw new TypeError('purgePrefix: refusing an empty prefix');
    const n = this.#lru.deletePrefix(prefix);
    this.#emit({ type: 'prefix', prefix });
    return n;
  }

  onPurge(listener: (event: PurgeEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  async ping(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {
    this.#lru.clear();
    this.#listeners.clear();
  }

  #emit(action: PurgeAction): void {
    const full: PurgeEvent = { ...action, origin: this.#origin };
    for (const listener of this.#listeners) listener(full);
  }
}

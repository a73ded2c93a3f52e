import { kindOfKey } from './cache-keys.js';
import { sharedRedisOf, type CacheStore, type PurgeEvent, type SharedRedis } from './cache-store.js';
import type { PageEncoding, PageVariant } from './page-cache.js';
import { localPageVariant, readPageVariant, type LocalPageStore, type PageVariantStore } from './page-variant-store.js';

/**
 * Pages and upstream data in stores of their own, each with its own budget: rendered pages are
 * many and big (every search term is one), the upstream data is what the server falls back on
 * when an upstream fails. Kept apart, a flood of pages evicts only pages, never the stale copies
 * of menus and CMS pages. Keys of kind `page` (`gkn:<site>:page:…`) go to `pages`, every other
 * key to `data`; a purge goes to each store its prefix can reach.
 */
export class SplitStore implements CacheStore, PageVariantStore, LocalPageStore {
  /** The data store's raw Redis commands (shared state belongs with the data, not the pages). */
  readonly redisCommand?: SharedRedis['redisCommand'];

  constructor(
    readonly pages: CacheStore,
    readonly data: CacheStore,
  ) {
    const shared = sharedRedisOf(data);
    if (shared) this.redisCommand = (name, ...args) => shared.redisCommand(name, ...args);
  }

  get(key: string): Promise<Buffer | null> {
    return this.#storeOf(key).get(key);
  }

  /** A page from the pages' store in one encoding (src/cache/page-variant-store.ts). */
  getPageVariant(key: string, encoding: PageEncoding): Promise<PageVariant | null> {
    return readPageVariant(this.pages, key, encoding);
  }

  /** A page held in this process by the pages' store (src/cache/page-variant-store.ts). */
  localPageVariant(key: string, encoding: PageEncoding): PageVariant | null {
    return localPageVariant(this.pages, key, encoding);
  }

  set(key: string, value: Buffer, ttlSeconds: number): Promise<void> {
    return this.#storeOf(key).set(key, value, ttlSeconds);
  }

  delete(key: string): Promise<void> {
    return this.#storeOf(key).delete(key);
  }

  async purgePrefix(prefix: string): Promise<number> {
    if (prefix === '') throw new TypeError('purgePrefix: refusing an empty prefix');
    const counts = await Promise.all(this.#storesOfPrefix(prefix).map((store) => store.purgePrefix(prefix)));
    return counts.reduce((a, b) => a + b, 0);
  }

  onPurge(listener: (event: PurgeEvent) => void): () => void {
    const off = [this.pages.onPurge(listener), this.data.onPurge(listener)];
    return () => off.forEach((unsubscribe) => unsubscribe());
  }

  async ping(): Promise<boolean> {
    const [pages, data] = await Promise.all([this.pages.ping(), this.data.ping()]);
    return pages && data;
  }

  async close(): Promise<void> {
    await Promise.all([this.pages.close(), this.data.close()]);
  }

  #storeOf(key: string): CacheStore {
    return kindOfKey(key) === 'page' ? this.pages : this.data;
  }

  /** `gkn:<site>:page:…` reaches the pages, `gkn:<site>:<other kind>:…` the data, a shorter prefix both. */
  #storesOfPrefix(prefix: string): CacheStore[] {
    const kind = kindOfKey(prefix);
    if (kind === 'page') return [this.pages];
    if (kind === 'other') return [this.pages, this.data];
    return [this.data];
  }
}

import type { CacheStore } from './cache-store.js';
import { variantOfStored, type PageEncoding, type PageVariant } from './page-cache.js';

/**
 * Optional capability of a page store: read a stored page's head and the one body the client
 * takes, not the whole entry. Redis keeps the parts apart and answers a hit with one HMGET of two
 * fields (src/cache/redis-store.ts); a store that holds whole entries in process has no need of it.
 */
export interface PageVariantStore {
  /** null on a miss, an expired entry, an entry of another format, or any store error. */
  getPageVariant(key: string, encoding: PageEncoding): Promise<PageVariant | null>;
}

/**
 * Optional capability of a store that holds pages in process: the page as it is held here right
 * now, without waiting, so a hit is answered in the same turn as its request (no promise, no
 * microtask). null when this process holds no copy (a shared store may still have one).
 */
export interface LocalPageStore {
  localPageVariant(key: string, encoding: PageEncoding): PageVariant | null;
}

/** The page held in this process under `key`, or null (then readPageVariant asks the store). */
export function localPageVariant(store: CacheStore, key: string, encoding: PageEncoding): PageVariant | null {
  const local = (store as Partial<LocalPageStore>).localPageVariant;
  return local ? local.call(store, key, encoding) : null;
}

export function hasPageVariants(store: CacheStore): store is CacheStore & PageVariantStore {
  return typeof (store as Partial<PageVariantStore>).getPageVariant === 'function';
}

/**
 * The page stored under `key` in `encoding` (docs/architecture.md §5.2): through the store's own
 * variant read when it has one, else from the whole entry (decoded once per Buffer).
 */
export async function readPageVariant(
  store: CacheStore,
  key: string,
  encoding: PageEncoding,
): Promise<PageVariant | null> {
  if (hasPageVariants(store)) return store.getPageVariant(key, encoding);
  return variantOfStored(await store.get(key), encoding);
}

import type { ComponentType } from 'react';

// requirements §8/§9: after a failed chunk load, reload the page once, at most every 60000 ms (a new
// deploy replaced the hashed chunks; a reload fetches the new entry). Remembered in sessionStorage.

export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
const CHUNK_RELOAD_KEY = 'gkn:chunk-reload-at';

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to fetch/i.test(
    message,
  );
}

/** Decides (and records) whether this failure may reload the page now. */
export function mayReloadForChunk(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  now: number,
  key = CHUNK_RELOAD_KEY,
): boolean {
  const last = Number(storage.getItem(key) ?? 0);
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  storage.setItem(key, String(now));
  return true;
}

/**
 * requirements §8: reloads the page after a failed chunk load when that is allowed now (once a
 * minute), to `target` (where a navigation was going) or the current address. True when it did.
 */
export function reloadAfterChunkError(error: unknown, target?: string): boolean {
  try {
    if (!isChunkLoadError(error) || !mayReloadForChunk(sessionStorage, Date.now())) return false;
  } catch {
    return false; // no sessionStorage (privacy mode): never risk a reload loop
  }
  if (target) window.location.assign(target);
  else window.location.reload();
  return true;
}

/**
 * A code-split component's module (table of contents, alphabet bar) for React.lazy: a chunk that
 * fails to load gets the route chunks' one reload per minute (requirements §8) instead of the
 * error page; when no reload is allowed the component is left out and the page stays usable.
 * Other errors go on to the error boundary.
 */
export function loadComponentOrReload<P>(
  load: () => Promise<{ default: ComponentType<P> }>,
): () => Promise<{ default: ComponentType<P> }> {
  return () =>
    load().catch((error: unknown) => {
      if (!isChunkLoadError(error)) throw error;
      if (reloadAfterChunkError(error)) return new Promise<never>(() => {}); // the reload replaces the page
      return { default: LeftOut };
    });
}

const LeftOut = () => null;

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

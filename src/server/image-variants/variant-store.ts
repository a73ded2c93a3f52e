import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Made image variants on disk under a byte budget (docs/decisions/025-responsive-images.md): the
 * least recently served go first once the files together pass `maxBytes`. Only the index (name,
 * size, order) is in memory, one small entry per file, so memory stays bounded by the budget too.
 * Files found at start (a restart) are indexed, oldest first, and trimmed to the budget.
 */
export interface VariantStore {
  get(key: string): Promise<Buffer | null>;
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes the stored variants take. */
  readonly bytes: number;
}

const fileNameOf = (key: string) => createHash('sha256').update(key).digest('hex');

export async function openVariantStore(dir: string, maxBytes: number): Promise<VariantStore> {
  await mkdir(dir, { recursive: true });
  // A Map iterates in insertion order: re-inserting on use makes its first entry the least recent.
  const sizes = new Map<string, number>();
  let bytes = 0;
  const found = await Promise.all(
    (await readdir(dir))
      .filter((name) => /^[0-9a-f]{64}$/.test(name))
      .map(async (name) => ({ name, info: await stat(join(dir, name)).catch(() => null) })),
  );
  for (const { name, info } of found.sort((a, b) => (a.info?.atimeMs ?? 0) - (b.info?.atimeMs ?? 0))) {
    if (!info) continue;
    sizes.set(name, info.size);
    bytes += info.size;
  }

  const forget = (name: string) => {
    bytes -= sizes.get(name) ?? 0;
    sizes.delete(name);
  };
  const evict = async () => {
    while (bytes > maxBytes && sizes.size > 0) {
      const oldest = sizes.keys().next().value!;
      forget(oldest);
      await unlink(join(dir, oldest)).catch(() => undefined);
    }
  };
  await evict();

  return {
    get bytes() {
      return bytes;
    },
    async get(key) {
      const name = fileNameOf(key);
      const size = sizes.get(name);
      if (size === undefined) return null;
      sizes.delete(name);
      sizes.set(name, size);
      try {
        return await readFile(join(dir, name));
      } catch {
        forget(name); // deleted under us (by hand, or by another process sharing the folder)
        return null;
      }
    },
    async put(key, data) {
      // A variant larger than the whole budget is served but not kept.
      if (data.length > maxBytes) return;
      const name = fileNameOf(key);
      const file = join(dir, name);
      // Written aside, then renamed: a reader never sees half a file.
      const partial = `${file}.${process.pid}.part`;
      await writeFile(partial, data);
      await rename(partial, file);
      forget(name);
      sizes.set(name, data.length);
      bytes += data.length;
      await evict();
    },
  };
}

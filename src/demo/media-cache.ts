import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The demo's rendered media (scene JPEGs, header videos) cost a few hundred milliseconds to seconds
// each to make, and every demo start (each test file starts one) would make them again. So each is
// kept by its recipe: in memory for this process and as a file under the system's temp folder for
// the next. The recipe is everything the bytes are made from (the SVG, the encoder settings), so a
// change to a drawing is a new recipe and never meets an old file.

const DIR = join(tmpdir(), 'gkn-demo-media');
const memory = new Map<string, Promise<Buffer>>();

/** The bytes `make` gives for `recipe`: made once, then from memory or the temp folder. */
export function cachedMedia(recipe: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const key = createHash('sha256').update(recipe).digest('hex').slice(0, 40);
  let bytes = memory.get(key);
  if (!bytes) {
    bytes = fromDiskOrMake(key, make);
    bytes.catch(() => memory.delete(key));
    memory.set(key, bytes);
  }
  return bytes;
}

async function fromDiskOrMake(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const file = join(DIR, key);
  try {
    return await readFile(file);
  } catch {
    // not made yet on this machine
  }
  const bytes = await make();
  try {
    await mkdir(DIR, { recursive: true });
    // Written aside and renamed: another demo process never reads half a file.
    const part = `${file}.${process.pid}.part`;
    await writeFile(part, bytes);
    await rename(part, file);
  } catch {
    // Only a cache: the bytes are served all the same.
  }
  return bytes;
}

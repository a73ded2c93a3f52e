import { readdirSync, readFileSync, statSync, writeFileSync, renameSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

// Precompressed hashed assets (.br and .gz beside each file), served by src/server/files/static-assets.ts
// to clients that accept them. Done once at build time, at the best levels, instead of per request.

/** Text assets worth compressing; fonts and images are compressed already. */
const COMPRESSIBLE = /\.(js|css|json|svg|txt)$/; // not .map: only devtools fetch those
/** Below this, the framing of a compressed response costs more than it saves. */
const MIN_BYTES = 512;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) yield path;
  }
}

/** esbuild's content-hashed names (entry-[hash], chunk-[hash]): same name, same content. */
const HASHED = /-[A-Z0-9]{8}\.[a-z0-9]+$/;
// esbuild rewrites every output on each build, so for hashed files existence is what counts.
const isFresh = (path: string, variant: string, sourceMtimeMs: number) =>
  existsSync(variant) && (HASHED.test(path) || statSync(variant).mtimeMs >= sourceMtimeMs);

/** Writes a file atomically: a server serving during a rebuild never sends half of one. */
function writeAtomic(path: string, body: Buffer): void {
  writeFileSync(`${path}.${process.pid}.tmp`, body);
  renameSync(`${path}.${process.pid}.tmp`, path);
}

/**
 * Writes `<file>.br` and `<file>.gz` for every compressible file under dir that lacks them (or, for a
 * file without a content hash in its name, has older ones): a rebuild compresses only new files. A variant that is
 * not smaller than the file is not written; the server then sends the file itself.
 */
export function precompressAssets(dir: string): { compressed: number } {
  let compressed = 0;
  if (!existsSync(dir)) return { compressed };
  for (const path of files(dir)) {
    const { size, mtimeMs } = statSync(path);
    if (size < MIN_BYTES || (isFresh(path, `${path}.br`, mtimeMs) && isFresh(path, `${path}.gz`, mtimeMs))) continue;
    const raw = readFileSync(path);
    const br = brotliCompressSync(raw, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    const gz = gzipSync(raw, { level: 9 });
    if (br.length < raw.length) writeAtomic(`${path}.br`, br);
    if (gz.length < raw.length) writeAtomic(`${path}.gz`, gz);
    compressed++;
  }
  return { compressed };
}

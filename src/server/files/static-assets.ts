import type { RequestHandler } from 'express';
import { stat } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { pickEncoding } from '../../cache/page-cache.js';
import { IMMUTABLE, NO_STORE } from '../http/cache-control.js';

// The hashed client files under /assets/ (scripts/build-steps.ts): they never change under their name,
// so they are cached for a year. The build writes .br and .gz beside each text file
// (scripts/precompress.ts); a client gets the best one it accepts, else the file itself.

/** A file name under the assets folder: path segments that never start with a dot (no '..'). */
const ASSET_PATH = /^(\/[A-Za-z0-9_][A-Za-z0-9._-]*)+$/;
const VARIANTS = { br: '.br', gzip: '.gz' } as const;

type Encoding = keyof typeof VARIANTS;

/** What is known about one asset: its precompressed variants, and its source map's name when it has one. */
interface AssetFile {
  encodings: Set<Encoding>;
  sourceMap: string | undefined;
}

/** The encodings to try, best first: the client's choice, then the other one it also accepts. */
function encodingsFor(acceptEncoding: string | undefined): Encoding[] {
  const first = pickEncoding(acceptEncoding);
  if (first === 'identity') return [];
  const second = pickEncoding(`${acceptEncoding}, ${first};q=0`);
  return second === 'identity' ? [first] : [first, second];
}

/**
 * requirements §8 keeps the last-resort page for a failed error page; a missing asset is neither a page
 * nor an error in rendering: a small plain 404, no SSR.
 */
export const notFound: RequestHandler = (_req, res) => {
  res.status(404).set({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_STORE }).send('Not found');
};

export function hashedAssets(dir: string): RequestHandler {
  // Which files exist is looked up once per name: hashed files do not change (a rebuild adds new names).
  const known = new Map<string, AssetFile>();
  const isFile = async (path: string) => (await stat(join(dir, path)).catch(() => null))?.isFile() === true;
  const lookup = async (path: string): Promise<AssetFile | null> => {
    const hit = known.get(path);
    if (hit) return hit;
    if (!(await isFile(path))) return null;
    const encodings = new Set<Encoding>();
    for (const encoding of Object.keys(VARIANTS) as Encoding[]) {
      if (await isFile(path + VARIANTS[encoding])) encodings.add(encoding);
    }
    const hasSourceMap = extname(path) === '.js' && (await isFile(`${path}.map`));
    const found = { encodings, sourceMap: hasSourceMap ? `${basename(path)}.map` : undefined };
    known.set(path, found);
    return found;
  };

  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!ASSET_PATH.test(req.path)) return notFound(req, res, next);
    const available = await lookup(req.path);
    if (!available) return notFound(req, res, next);
    const encoding = encodingsFor(req.headers['accept-encoding']).find((e) => available.encodings.has(e));
    // Vary even on the plain file: the next client may take another encoding of the same URL.
    res.set('Vary', 'Accept-Encoding');
    // The type of the file itself, not of its .br/.gz variant.
    res.type(extname(req.path) || 'application/octet-stream');
    if (encoding) res.set('Content-Encoding', encoding);
    // The build writes source maps without a comment in the file (scripts/build-steps.ts): developer
    // tools find them by this header instead.
    if (available.sourceMap) res.set('SourceMap', available.sourceMap);
    // Hashed names: a new build is a new URL.
    res.set('Cache-Control', IMMUTABLE);
    res.sendFile(
      join(dir, encoding ? req.path + VARIANTS[encoding] : req.path),
      { cacheControl: false, dotfiles: 'deny' },
      (err) => {
        if (!err || res.headersSent) return;
        known.delete(req.path);
        res.removeHeader('Content-Encoding');
        notFound(req, res, next);
      },
    );
  };
}

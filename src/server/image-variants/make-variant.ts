import sharp, { type Metadata } from 'sharp';
import type { ImageFormat } from '../../model/image-variants.js';

// Two cores serve the pages too (docs/decisions/025-responsive-images.md): one libvips thread per
// image and at most two images at a time, and no libvips operation cache, since made variants
// are kept on disk (variant-store.ts) and never made twice.
sharp.concurrency(1);
sharp.cache(false);
const AT_ONCE = 2;
/** A larger source (a decompression bomb, a poster scanned at print size) is refused, not decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

/** A source that decodes to no image (or one too large to decode). */
export class NotAnImage extends Error {}

export interface Variant {
  bytes: Buffer;
  contentType: string;
}

let running = 0;
const waiting: (() => void)[] = [];
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** `source` at `width` (never enlarged) in `format`; `original` keeps the source's own format. */
export function makeVariant(source: Buffer, width: number, format: ImageFormat): Promise<Variant> {
  return inTurn(async () => {
    const image = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    let meta: Metadata;
    try {
      meta = await image.metadata();
    } catch (error) {
      throw new NotAnImage((error as Error).message);
    }
    const own = meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp' ? meta.format : 'jpeg';
    const target = format === 'original' ? own : format;
    // rotate(): the EXIF orientation applied, since the metadata is not kept.
    const resized = image.rotate().resize({ width, withoutEnlargement: true });
    const encoded =
      target === 'avif'
        ? resized.avif({ quality: 50, effort: 2 })
        : target === 'webp'
          ? resized.webp({ quality: 72 })
          : target === 'png'
            ? resized.png({ compressionLevel: 9 })
            : resized.jpeg({ quality: 78, mozjpeg: true });
    try {
      return { bytes: await encoded.toBuffer(), contentType: `image/${target}` };
    } catch (error) {
      throw new NotAnImage((error as Error).message);
    }
  });
}

// Responsive CMS images (docs/decisions/025-responsive-images.md): the widths and formats the
// site's image relay makes, and the addresses of its variants. Shared by the server (which makes
// them) and the pages (which list them in srcset): one list, so a page never asks for a width the
// relay refuses.

/** Where the relay answers: `/_cms-image/<width>/<format>/<path on the CMS>`. */
export const IMAGE_VARIANT_PATH = '/_cms-image';
/** Where a page addresses CMS media relayed as stored (src/server/files/cms-media-proxy.ts). */
const RELAYED_MEDIA_PATH = '/_cms-media/';

/** The widths the layouts use, from a phone's card to a wide header at 2× density; no others. */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Modern formats first; `original` is the source's own format (JPEG or PNG), resized. */
export const IMAGE_FORMATS = ['avif', 'webp', 'original'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

// Vector and animated images keep their single address: resizing gains nothing or loses frames.
const RASTER_SOURCE = /\.(jpe?g|png|webp|avif)$/i;

/** The path on the CMS of an image the page shows through the relay, or null when it has no variants. */
export function variantSourcePath(src: string): string | null {
  if (!src.startsWith(RELAYED_MEDIA_PATH)) return null;
  const path = src.slice(RELAYED_MEDIA_PATH.length);
  return RASTER_SOURCE.test(path.split('?')[0]!) ? path : null;
}

export const imageVariantUrl = (path: string, width: ImageWidth, format: ImageFormat) =>
  `${IMAGE_VARIANT_PATH}/${width}/${format}/${path}`;

/** `srcset` of an image in one format, every width the relay makes. */
export const variantSrcSet = (path: string, format: ImageFormat) =>
  IMAGE_WIDTHS.map((w) => `${imageVariantUrl(path, w, format)} ${w}w`).join(', ');

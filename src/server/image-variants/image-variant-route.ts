import { Router, type Response } from 'express';
import type { Logger } from 'pino';
import {
  IMAGE_FORMATS,
  IMAGE_VARIANT_PATH,
  IMAGE_WIDTHS,
  type ImageFormat,
  type ImageWidth,
} from '../../model/image-variants.js';
import { loggedUrl } from '../observability/logged-url.js';
import { makeVariant, NotAnImage, type Variant } from './make-variant.js';
import type { VariantStore } from './variant-store.js';
import { IMMUTABLE, NO_STORE } from '../http/cache-control.js';

// A source larger than this is not read: the layouts' images are a few hundred kilobytes.
const MAX_SOURCE_BYTES = 25 * 1024 * 1024;
// As the media relay (cms-media-proxy.ts): the demo draws an image on its first request.
const SOURCE_WAIT_MS = 30_000;
// A variant never changes under its address (source path, width, format in the URL), so a year;
// the format is in the URL, not negotiated, so no Vary and the edge keeps one object per format.

/** An answer for the visitor, with a status and a short text saying what is wrong. */
class VariantRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * GET /_cms-image/<width>/<format>/<path>: the CMS's image at `<origin>/<path>` resized to one of
 * the layouts' widths, as AVIF, WebP or its own format (docs/decisions/025-responsive-images.md).
 * Made once: kept in `store`, and requests for a variant being made wait for that one making.
 */
export function imageVariantRoute(opts: { cmsBaseUrl: string; store: Promise<VariantStore>; logger: Logger }): Router {
  const origin = new URL(opts.cmsBaseUrl).origin;
  const making = new Map<string, Promise<Variant>>();
  const router = Router();

  const fetchSource = async (path: string): Promise<Buffer> => {
    const target = `${origin}/${path}`;
    let upstream: globalThis.Response;
    try {
      upstream = await fetch(target, { signal: AbortSignal.timeout(SOURCE_WAIT_MS) });
    } catch (error) {
      opts.logger.warn({ err: error, url: loggedUrl(target) }, 'CMS image unreachable');
      throw new VariantRefused(502, 'The image source is not available');
    }
    const type = upstream.headers.get('content-type') ?? '';
    if (upstream.status !== 200) {
      await upstream.body?.cancel();
      throw new VariantRefused(upstream.status === 404 ? 404 : 502, 'The image source is not available');
    }
    if (!/^image\//i.test(type) || /svg/i.test(type)) {
      await upstream.body?.cancel();
      throw new VariantRefused(415, `The source is not a raster image (${type.split(';')[0] || 'no type'})`);
    }
    if (Number(upstream.headers.get('content-length') ?? 0) > MAX_SOURCE_BYTES) {
      await upstream.body?.cancel();
      throw new VariantRefused(413, 'The image source is too large to resize');
    }
    const bytes = Buffer.from(await upstream.arrayBuffer());
    if (bytes.length > MAX_SOURCE_BYTES) throw new VariantRefused(413, 'The image source is too large to resize');
    return bytes;
  };

  const variantOf = async (key: string, path: string, width: number, format: ImageFormat): Promise<Variant> => {
    const store = await opts.store;
    const stored = await store.get(key);
    if (stored)
      return {
        bytes: stored.subarray(stored.indexOf(0) + 1),
        contentType: stored.toString('latin1', 0, stored.indexOf(0)),
      };
    let variant: Variant;
    try {
      variant = await makeVariant(await fetchSource(path), width, format);
    } catch (error) {
      if (error instanceof NotAnImage) throw new VariantRefused(415, 'The source could not be read as an image');
      throw error;
    }
    // The content type travels in the file, before a NUL: the key alone does not say what `original` became.
    await store.put(key, Buffer.concat([Buffer.from(`${variant.contentType}\0`, 'latin1'), variant.bytes]));
    return variant;
  };

  const refuse = (res: Response, status: number, message: string) =>
    res.status(status).set('cache-control', NO_STORE).type('text/plain').send(message);

  router.get(`${IMAGE_VARIANT_PATH}/:width/:format/*path`, async (req, res) => {
    const width = Number(req.params.width);
    const format = req.params.format as ImageFormat;
    if (!IMAGE_WIDTHS.includes(width as ImageWidth) || String(width) !== req.params.width)
      return refuse(res, 400, `Image width must be one of ${IMAGE_WIDTHS.join(', ')}`);
    if (!IMAGE_FORMATS.includes(format))
      return refuse(res, 400, `Image format must be one of ${IMAGE_FORMATS.join(', ')}`);
    const path = req.originalUrl.slice(`${IMAGE_VARIANT_PATH}/${req.params.width}/${req.params.format}/`.length);
    if (path.includes('?')) return refuse(res, 400, 'An image variant takes no query');
    const key = `${width} ${format} ${path}`;
    let pending = making.get(key);
    if (!pending) {
      pending = variantOf(key, path, width, format).finally(() => making.delete(key));
      making.set(key, pending);
    }
    try {
      const variant = await pending;
      res.status(200).set({ 'content-type': variant.contentType, 'cache-control': IMMUTABLE });
      res.set('content-security-policy', "default-src 'none'; sandbox");
      res.send(variant.bytes);
    } catch (error) {
      if (error instanceof VariantRefused) return refuse(res, error.status, error.message);
      opts.logger.error({ err: error, url: loggedUrl(req.originalUrl) }, 'image variant failed');
      refuse(res, 502, 'The image could not be made');
    }
  });
  return router;
}

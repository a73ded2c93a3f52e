import { randomBytes } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import helmet from 'helmet';

export interface SecurityOptions {
  production: boolean;
  /** Origins images may come from besides our own (the CMS media host). */
  imageOrigins: string[];
  /** Origins allowed to frame this response; empty = framing refused. */
  frameAncestors: (req: Request) => string[];
}

/** The CSP of one response: nonce for our inline scripts and Emotion's style tags. */
export function contentSecurityPolicy(nonce: string, opts: { imageOrigins: string[]; frameAncestors: string[]; production: boolean }): string {
  return [
    "default-src 'self'",
    // 'strict-dynamic' lets the nonced entry module load its hashed chunks.
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src 'self' data: ${opts.imageOrigins.join(' ')}`.trim(),
    "font-src 'self'",
    // Header videos (spec §3 video_header) come from the CMS media origin, like its images.
    `media-src 'self' ${opts.imageOrigins.join(' ')}`.trim(),
    // Video elements play in an embedded player, loaded only when the visitor presses play.
    "frame-src https://www.youtube-nocookie.com https://player.vimeo.com",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${opts.frameAncestors.length ? opts.frameAncestors.join(' ') : "'none'"}`,
    ...(opts.production ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/**
 * Helmet's headers (built once) plus a per-request CSP with a fresh nonce (DESIGN: Security
 * baseline). Framing is refused everywhere except where frameAncestors names origins (portlets);
 * X-Frame-Options cannot express an allow-list, so those responses rely on CSP alone.
 */
export function securityHeaders(opts: SecurityOptions): RequestHandler {
  const base = helmet({
    contentSecurityPolicy: false,
    xFrameOptions: false,
    strictTransportSecurity: opts.production,
    crossOriginEmbedderPolicy: false,
  });
  return (req, res, next) => {
    base(req, res, () => {
      const nonce = randomBytes(16).toString('base64');
      res.locals.nonce = nonce;
      const frameAncestors = opts.frameAncestors(req);
      res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, { ...opts, frameAncestors }));
      if (frameAncestors.length === 0) res.setHeader('X-Frame-Options', 'DENY');
      next();
    });
  };
}

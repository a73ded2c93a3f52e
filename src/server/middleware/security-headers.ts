import { randomBytes } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { PERMISSIONS_POLICY, VIDEO_PLAYER_ORIGINS } from './permissions-policy.js';
import type { RequestAddress } from './request-address.js';
import { APP_PATHS } from '../app-routes.js';

export interface SecurityOptions {
  production: boolean;
  /** Origins images may come from besides our own (the CMS media host). */
  imageOrigins: string[];
  /**
   * Origins a form post may be redirected to besides our own: the identity provider, where the
   * logout (a post to /logout) sends the browser to end its session there too (docs/architecture.md §6.3).
   */
  formRedirectOrigins?: string[];
}

/** The login's routes, which the login popup passes through (src/auth). */
const LOGIN_ROUTES_PREFIX = `${APP_PATHS.auth}/`;

/** helmet's default HSTS value (one year, subdomains), sent only on secure requests. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The CSP directive that depends on the request's scheme, like HSTS. */
export const UPGRADE_INSECURE_REQUESTS = 'upgrade-insecure-requests';

/** Bytes of a CSP nonce (128 bits), and how many nonces one call to the system's random source makes. */
const NONCE_BYTES = 16;
const NONCES_PER_BATCH = 256;
let nonceBytes = Buffer.alloc(0);
let nonceOffset = 0;

/**
 * A fresh CSP nonce for one response: 128 random bits, base64. Cut from a batch of
 * cryptographically random bytes rather than one `randomBytes` call per request; each slice is
 * used once, and they are as unpredictable as the batch.
 */
export function nextNonce(): string {
  if (nonceOffset === nonceBytes.length) {
    nonceBytes = randomBytes(NONCE_BYTES * NONCES_PER_BATCH);
    nonceOffset = 0;
  }
  const nonce = nonceBytes.toString('base64', nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

/** The CSP of one response: nonce for our inline scripts and Emotion's style tags. */
function contentSecurityPolicy(
  nonce: string,
  opts: { imageOrigins: string[]; formRedirectOrigins: string[]; frameAncestors: string[]; upgradeInsecure: boolean },
): string {
  return [
    "default-src 'self'",
    // 'strict-dynamic' lets the nonced entry module load its hashed chunks.
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src 'self' data: ${opts.imageOrigins.join(' ')}`.trim(),
    "font-src 'self'",
    // Header videos (requirements §3 video_header) come from the CMS media origin, like its images.
    `media-src 'self' ${opts.imageOrigins.join(' ')}`.trim(),
    // Video elements play in an embedded player, loaded only when the visitor presses play.
    `frame-src ${VIDEO_PLAYER_ORIGINS.join(' ')}`,
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${opts.formRedirectOrigins.join(' ')}`.trim(),
    `frame-ancestors ${opts.frameAncestors.length ? opts.frameAncestors.join(' ') : "'none'"}`,
    ...(opts.upgradeInsecure ? [UPGRADE_INSECURE_REQUESTS] : []),
  ].join('; ');
}

/**
 * HSTS and upgrade-insecure-requests belong to HTTPS only: on plain http://<site>.localhost a
 * browser that honoured them would upgrade the demo's http images (and pin the host to https).
 * The scheme is the request's address (middleware/request-address.ts): a TLS socket or, from a
 * trusted proxy, X-Forwarded-Proto: https.
 */
export const wantsHttpsOnly = (address: RequestAddress, production: boolean) =>
  production && address.scheme === 'https';

/** Stands for the nonce in a policy built once (a nonce is base64: it never holds this). */
const NONCE_SLOT = '\u0000';

/**
 * The CSP for one set of options, split where its nonces go: built once per options (the
 * scheme's upgrade, and the frame ancestors: none, or one portlet's embed origins), then joined
 * around each response's nonce.
 */
function policyParts(opts: SecurityOptions): (frameAncestors: string[], upgradeInsecure: boolean) => string[] {
  const built = new Map<string, string[]>();
  return (frameAncestors, upgradeInsecure) => {
    const key = `${upgradeInsecure} ${frameAncestors.join(' ')}`;
    let parts = built.get(key);
    if (!parts) {
      const policy = contentSecurityPolicy(NONCE_SLOT, {
        imageOrigins: opts.imageOrigins,
        formRedirectOrigins: opts.formRedirectOrigins ?? [],
        frameAncestors,
        upgradeInsecure,
      });
      built.set(key, (parts = policy.split(NONCE_SLOT)));
    }
    return parts;
  };
}

function setPolicy(
  req: Request,
  res: Response,
  opts: SecurityOptions,
  partsOf: ReturnType<typeof policyParts>,
  frameAncestors: string[],
): void {
  const parts = partsOf(frameAncestors, wantsHttpsOnly(req.address, opts.production));
  res.setHeader('Content-Security-Policy', parts.join(res.locals.nonce as string));
  if (frameAncestors.length === 0) res.setHeader('X-Frame-Options', 'DENY');
  else res.removeHeader('X-Frame-Options');
}

/**
 * Helmet's headers (built once) plus a per-request CSP with a fresh nonce (docs/architecture.md,
 * security), for EVERY response: mounted right after readRequestAddress(), before every route, so
 * the unknown-host page, assets, public files and error responses carry them too. Framing is
 * refused here; portletFraming() relaxes it for portlet pages once the site is known.
 */
export function securityHeaders(opts: SecurityOptions): RequestHandler {
  const base = helmetHeaders(
    helmet({
      contentSecurityPolicy: false,
      xFrameOptions: false,
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
      // The login popup (requirements §6) must keep its opener through the identity provider's
      // pages: our pages may open popups that stay in their group, and the popup's own steps
      // (/auth/*) set no policy, or the browser would cut the popup off from the page that opened it.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    }),
  );
  const partsOf = policyParts(opts);
  return (req, res, next) => {
    for (const name of base.removed) res.removeHeader(name);
    for (const [name, value] of base.set) res.setHeader(name, value);
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    res.locals.nonce = nextNonce();
    if (wantsHttpsOnly(req.address, opts.production)) res.setHeader('Strict-Transport-Security', HSTS);
    setPolicy(req, res, opts, partsOf, []);
    if (req.path.startsWith(LOGIN_ROUTES_PREFIX)) res.removeHeader('Cross-Origin-Opener-Policy');
    next();
  };
}

/**
 * What helmet's middleware does to a response, taken once: with the options above its headers
 * are the same on every response, so they are replayed rather than set by its dozen middlewares
 * per request.
 */
function helmetHeaders(middleware: ReturnType<typeof helmet>): { set: [string, string][]; removed: string[] } {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => void set.push([name, String(value)]),
    removeHeader: (name: string) => void removed.push(name),
  };
  let done = false;
  middleware({} as never, recorder as never, () => (done = true));
  if (!done) throw new Error('helmet did not finish synchronously: its headers cannot be taken once');
  return { set, removed };
}

/**
 * Portlet pages may be framed by their portlet's embed_origins (needs the site: mount after
 * resolveSite). X-Frame-Options cannot express an allow-list, so those responses rely on CSP alone.
 */
export function portletFraming(opts: SecurityOptions & { frameAncestors: (req: Request) => string[] }): RequestHandler {
  const partsOf = policyParts(opts);
  return (req, res, next) => {
    const frameAncestors = opts.frameAncestors(req);
    if (frameAncestors.length) setPolicy(req, res, opts, partsOf, frameAncestors);
    next();
  };
}

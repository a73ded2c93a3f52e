import express, { Router } from 'express';
import { createHmac } from 'node:crypto';
import { sameSecret } from '../http/same-secret.js';
import type { Logger } from 'pino';
import { z } from 'zod';
import { localeFor } from '../../app/i18n/locale.js';
import { cacheKey, kindPrefix, pagePathPrefix, sitePrefix } from '../../cache/cache-keys.js';
import type { CacheStore } from '../../cache/cache-store.js';
import { pageSurrogateKey, siteSurrogateKey, surrogateKeyOfCacheKey } from '../../cache/surrogate-keys.js';
import type { Locale } from '../../model/services.js';
import type { EdgePurge } from './edge-purge.js';
import type { SiteRegistry } from '../../sites/site-registry.js';
import { createSeenOnce } from './seen-once.js';
import { cmsPathFor } from '../services/page-service.js';
import { NO_STORE } from '../http/cache-control.js';

/** The path of the CMS publish webhook (docs/architecture.md §5.4; docs/upstream-contracts.md §6). */
const REVALIDATE_PATH = '/api/revalidate';
/** A signature older (or newer) than this is refused: a captured request cannot be replayed later. */
export const SIGNATURE_MAX_AGE_S = 300;
const MAX_PATHS = 100;
const LOCALES: Locale[] = ['nl', 'en'];

/** The page sections a publish may name, and their cache kind and CMS section (src/server/services/chrome-service.ts). */
const SECTIONS = {
  menu: { kind: 'menu', section: 'gkn_menu' },
  footer: { kind: 'footer', section: 'gkn_footer' },
  legal: { kind: 'footer', section: 'gkn_footer_legal' },
} as const;
type SectionName = keyof typeof SECTIONS;

const bodySchema = z.strictObject({
  site: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/),
  /** Site paths whose pages and CMS content changed; absent: everything of the site. */
  paths: z
    .array(z.string().regex(/^\/[^\s?#]{0,1023}$/))
    .min(1)
    .max(MAX_PATHS)
    .optional(),
  /**
   * Page sections that changed (menu, footer, legal footer): every page of the site shows them, so
   * every page is dropped, with the section itself; search results and CMS content stay.
   */
  sections: z
    .array(z.enum(Object.keys(SECTIONS) as [SectionName, ...SectionName[]]))
    .min(1)
    .max(3)
    .optional(),
});

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>` */
export function revalidateSignature(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/** The signature's MAC when the header is well formed, within the time window and right; else null. */
function verifiedMac(header: string | undefined, secret: string, body: Buffer, now: number): string | null {
  const m = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!m) return null;
  const t = Number(m[1]);
  if (Math.abs(now / 1000 - t) > SIGNATURE_MAX_AGE_S) return null;
  const expected = revalidateSignature(secret, body.toString('utf8'), t).slice(-64);
  return sameSecret(m[2]!, expected) ? m[2]! : null;
}

interface Deps {
  secret: string | undefined;
  registry: SiteRegistry;
  store: CacheStore;
  logger: Logger;
  /** The edge caches (Varnish) to purge by surrogate key too; null or absent = none. */
  edgePurge?: EdgePurge | null;
  now?: () => number;
}

/**
 * POST /api/revalidate: the CMS says what it published; we drop the cached pages (every host,
 * query and encoding) and the cached CMS content of those paths, or everything of the site. Purges
 * reach every instance through the store (Redis pub/sub). Signed with REVALIDATE_SECRET; each
 * signature is accepted once (remembered in the shared store for as long as it is valid), so a
 * captured request cannot be replayed, on this instance or another.
 */
export function revalidateRoute({ secret, registry, store, logger, edgePurge, now = Date.now }: Deps): Router {
  const router = Router();
  const seen = createSeenOnce(store, now);
  const json = (status: number, body: object) => (_req: express.Request, res: express.Response) =>
    void res.status(status).set('Cache-Control', NO_STORE).json(body);
  router.all(REVALIDATE_PATH, (req, res, next) =>
    req.method === 'POST' ? next() : json(405, { error: 'POST only' })(req, res),
  );
  router.post(REVALIDATE_PATH, express.raw({ type: () => true, limit: '8kb' }), async (req, res) => {
    const send = (status: number, body: object) => json(status, body)(req, res);
    if (!secret) return send(503, { error: 'revalidation is not configured (REVALIDATE_SECRET)' });
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const mac = verifiedMac(req.get('x-gkn-signature'), secret, raw, now());
    if (!mac) return send(401, { error: 'missing, wrong or expired signature' });
    let parsed: z.infer<typeof bodySchema>;
    try {
      parsed = bodySchema.parse(JSON.parse(raw.toString('utf8')));
    } catch {
      return send(400, {
        error:
          'body must be {"site": "<site id>", "paths"?: ["/path", …], "sections"?: ["menu" | "footer" | "legal", …]}',
      });
    }
    const site = registry.byId(parsed.site);
    if (!site) return send(404, { error: `unknown site ${parsed.site}` });
    const { id, site: meta } = site.config;
    const seenKey = `revalidate:${mac}`;
    let claim: string | null;
    try {
      // As long as the signature can be valid: until t + 300 s, and t may be 300 s ahead of our clock.
      claim = await seen.claim(seenKey, 2 * SIGNATURE_MAX_AGE_S + 1);
    } catch (err) {
      logger.error({ err, site: id }, 'revalidate: the shared store is unreachable');
      return send(503, { error: 'cannot check the signature for reuse now (shared store unreachable); retry later' });
    }
    if (!claim) return send(409, { error: 'signature already used: sign every request anew' });
    let purged = 0;
    // The same things by surrogate key, for the edge (docs/architecture.md §5.5).
    const edgeKeys: string[] = [];
    const dropKey = async (key: string) => {
      await store.delete(key);
      const edgeKey = surrogateKeyOfCacheKey(key);
      if (edgeKey) edgeKeys.push(edgeKey);
    };
    try {
      if (!parsed.paths && !parsed.sections) {
        purged = await store.purgePrefix(sitePrefix(id));
        edgeKeys.push(siteSurrogateKey(id));
      }
      for (const path of parsed.paths ?? []) {
        const locale = localeFor(meta.language, path);
        purged += await store.purgePrefix(pagePathPrefix(id, locale, path));
        edgeKeys.push(pageSurrogateKey(id, locale, path));
        await dropKey(cacheKey(id, 'cms', locale, cmsPathFor(path, meta.home)));
      }
      if (parsed.sections) {
        purged += await store.purgePrefix(kindPrefix(id, 'page'));
        for (const name of parsed.sections)
          for (const locale of LOCALES)
            await dropKey(cacheKey(id, SECTIONS[name].kind, locale, SECTIONS[name].section));
      }
    } catch (err) {
      // Nothing (or not everything) was purged: the CMS may send this very request again.
      await seen.release(seenKey, claim).catch(() => undefined);
      logger.error({ err, site: id }, 'revalidate: purge failed');
      return send(503, { error: 'purge failed (shared store unreachable); retry later' });
    }
    if (edgePurge) {
      try {
        await edgePurge(edgeKeys);
      } catch {
        // Our caches are purged; the edge is not. Purging again is harmless: the CMS may resend.
        await seen.release(seenKey, claim).catch(() => undefined);
        return send(503, { error: 'purged here, but an edge cache did not confirm the purge; retry later' });
      }
    }
    logger.info({ site: id, paths: parsed.paths ?? 'all', sections: parsed.sections, purged }, 'revalidated');
    send(200, { site: id, paths: parsed.paths ?? null, sections: parsed.sections ?? null, purged });
  });
  // A body over the limit (or unreadable) is answered here, as JSON, not by the page error handler.
  router.use(REVALIDATE_PATH, ((err, req, res, next) => {
    if (res.headersSent) return next(err);
    const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 400;
    json(status, { error: status === 413 ? 'body too large' : 'unreadable body' })(req, res);
  }) as express.ErrorRequestHandler);
  return router;
}

import { Router, type Request } from 'express';
import { readFileSync } from 'node:fs';
import type { Logger } from 'pino';
import type { LoaderContext } from '../../model/services.js';
import type { MenuGroup, FooterBlock } from '../../model/page.js';
import { ROUTE_SEGMENTS } from '../../app/logic/route-segments.js';
import { resultUrlOf } from '../../app/logic/search-url.js';
import type { SiteRegistry } from '../../sites/site-registry.js';
import { siteOrigin } from '../../sites/site-origin.js';
import { escapeHtml } from '../../model/html-escape.js';
import { sendCompressed } from '../http/compressed-body.js';
import { PUBLIC_ONE_HOUR, REVALIDATE_EACH_USE } from '../http/cache-control.js';
import { APP_PATHS } from '../app-routes.js';

export interface SeoOptions {
  registry: SiteRegistry;
  contextFor: (req: Request) => LoaderContext;
  logger: Logger;
  /** views/offline.html: the page the service worker shows when the network is gone. */
  offlinePage: string;
}

/** How many search-index items the sitemap lists (newest first); the menu pages always come first. */
const SITEMAP_INDEX_ITEMS = 500;

/** Internal page paths of the menu and footer (no external links, no hashes, no duplicates). */
export function chromePaths(menu: MenuGroup[] | null, footers: (FooterBlock[] | null)[]): string[] {
  const hrefs: string[] = ['/'];
  for (const group of menu ?? []) {
    for (const item of group.items) {
      if (item.link && !item.link.external) hrefs.push(item.link.href);
      for (const sub of item.subPages) hrefs.push(sub.href);
    }
  }
  for (const blocks of footers)
    for (const block of blocks ?? [])
      for (const item of block.items) if (item.link && !item.link.external) hrefs.push(item.link.href);
  return [...new Set(hrefs.filter((h) => h.startsWith('/') && !h.startsWith('//')).map((h) => h.split('#')[0]!))];
}

/**
 * robots.txt and sitemap.xml per site at request time, and the offline page. Their URLs use the
 * site's configured origin (sites/site-origin.ts), never the request's host. Acceptance hosts are
 * closed to robots entirely (their pages also carry noindex).
 */
export function seoRoutes(opts: SeoOptions): Router {
  const router = Router();
  const offline = readFileSync(opts.offlinePage);

  router.get(APP_PATHS.robots, (req, res) => {
    res.type('text/plain; charset=utf-8').set('Cache-Control', PUBLIC_ONE_HOUR);
    if (opts.registry.isAcceptanceHost(req.address.host)) return void res.send('User-agent: *\nDisallow: /\n');
    const origin = siteOrigin(req.site.config);
    res.send(
      [
        'User-agent: *',
        'Disallow: /preview',
        'Disallow: /_data',
        'Disallow: /_forms',
        'Allow: /',
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  router.get(APP_PATHS.sitemap, async (req, res) => {
    const { services, locale } = opts.contextFor(req);
    const origin = siteOrigin(req.site.config);
    const [chrome, index, contactForm] = await Promise.all([
      services.chrome(),
      services.search({
        term: '*',
        start: 0,
        max: SITEMAP_INDEX_ITEMS,
        filters: [],
        sort: { field: 'year', direction: 'desc' },
      }),
      services.contactForm(),
    ]);
    const paths = chromePaths(chrome.menu, [chrome.footer, chrome.legal]);
    // Our own page for the CMS Contactformulier (requirements §7), whether or not the menu links it.
    if (contactForm) paths.push(`/${ROUTE_SEGMENTS.contactForm[locale]}`);
    // Our accessibility statement, linked from every footer.
    paths.push(`/${ROUTE_SEGMENTS.accessibilityStatement[locale]}`);
    if (index.status === 'results')
      for (const r of index.records.slice(0, SITEMAP_INDEX_ITEMS))
        paths.push(resultUrlOf({ kind: 'site', locale }, r.title, r.id));
    else opts.logger.warn({ site: req.site.config.id }, 'sitemap: search index unavailable, menu pages only');
    const urls = [...new Set(paths)].map((p) => `  <url><loc>${escapeHtml(`${origin}${p}`)}</loc></url>`);
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    // Acceptance hosts answer the sitemap too (robots.txt already closes them), but never cached long.
    res.set('Cache-Control', PUBLIC_ONE_HOUR);
    // Compressed when the client asks for it (requirements §10.7.6): 500 addresses are some 60 KB of XML.
    sendCompressed(req, res, 200, 'application/xml; charset=utf-8', Buffer.from(xml));
  });

  router.get(APP_PATHS.offline, (_req, res) => {
    res
      .type('html')
      .set({
        'Cache-Control': REVALIDATE_EACH_USE,
        'Content-Security-Policy':
          "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; frame-ancestors 'none'",
      })
      .send(offline);
  });
  return router;
}

/** siteId -> the origin of its canonical URLs (sites/site-origin.ts), for the page renderer. */
export function createCanonicalOrigin(registry: SiteRegistry): (siteId: string) => string {
  const origins = new Map(registry.all().map((s) => [s.config.id, siteOrigin(s.config)]));
  return (siteId) => origins.get(siteId) ?? 'http://localhost';
}

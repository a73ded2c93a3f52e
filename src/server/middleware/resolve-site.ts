import type { RequestHandler } from 'express';
import { localeFor } from '../../app/i18n/locale.js';
import type { Site, SiteRegistry } from '../../sites/site-registry.js';
import { shortPageHtml } from '../../model/short-page.js';
import { NO_STORE } from '../http/cache-control.js';

/** The site a host names: `devSite` (gkn dev) for any host, else the registry's; undefined: unknown host. */
export function siteResolver(registry: SiteRegistry, devSite?: string): (host: string) => Site | undefined {
  const dev = devSite ? registry.byId(devSite) : undefined;
  return dev ? () => dev : (host) => registry.byHost(host);
}

/**
 * Host -> site, then the locale (docs/architecture.md, request flow), from the address
 * readRequestAddress() read once (mount that first). An unknown host gets a 404 that, in
 * development, lists the hosts we serve; in production a bare 404. `devSite` answers any host.
 */
export function resolveSite(registry: SiteRegistry, opts: { production: boolean; devSite?: string }): RequestHandler {
  const siteOf = siteResolver(registry, opts.devSite);
  return (req, res, next) => {
    const site = siteOf(req.address.host);
    if (!site) {
      res.status(404).type('html').set('Cache-Control', NO_STORE);
      const nonce = res.locals.nonce as string | undefined;
      if (opts.production) return void res.send(shortPageHtml({ lang: 'en', heading: 'Not found', nonce }));
      const { port } = req.address;
      const list = registry.all().map((s) => ({
        href: `http://${s.config.id}.localhost${port ? `:${port}` : ''}/`,
        text: s.config.site.title,
      }));
      return void res.send(
        shortPageHtml({
          lang: 'en',
          heading: `No site is served at ${req.address.host}`,
          paragraphs: ['These are:'],
          list,
          nonce,
        }),
      );
    }
    req.site = site;
    req.locale = localeFor(site.config.site.language, req.path);
    next();
  };
}

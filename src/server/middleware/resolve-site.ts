import type { RequestHandler } from 'express';
import { localeFor } from '../../app/i18n/locale.js';
import type { Site, SiteRegistry } from '../../sites/site-registry.js';
import { escapeHtml } from '../../model/html-escape.js';
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
      if (opts.production) return void res.send('<!doctype html><title>Not found</title><h1>Not found</h1>');
      const { port } = req.address;
      const links = registry
        .all()
        .map(
          (s) =>
            `<li><a href="http://${s.config.id}.localhost${port ? `:${port}` : ''}/">${escapeHtml(s.config.site.title)}</a></li>`,
        )
        .join('');
      return void res.send(
        `<!doctype html><html lang="en"><title>Unknown site</title><h1>No site is served at ${escapeHtml(req.address.host)}</h1><p>These are:</p><ul>${links}</ul></html>`,
      );
    }
    req.site = site;
    req.locale = localeFor(site.config.site.language, req.path);
    next();
  };
}

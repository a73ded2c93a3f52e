import type { SiteConfig } from './site-schema.js';

/**
 * The origin of a site's absolute URLs: canonical links, og:url, the sitemap, robots.txt and
 * portlet embed snippets. It comes from the site file alone, never from a request header, so no
 * Host or X-Forwarded-Host a client sends can end up in a page (or in the page cache, which
 * would hand it to every later visitor).
 *
 * - With a production host: `https://<production host>`.
 * - Without one (a site not yet public): `http://<id>.localhost`, the address every site answers
 *   at on a development machine, without a port: which port a server happens to listen on is not
 *   part of the site's identity.
 */
export function siteOrigin(site: Pick<SiteConfig, 'id' | 'hosts'>): string {
  const production = site.hosts.find((h) => h.environment === 'production');
  return production ? `https://${production.name}` : `http://${site.id}.localhost`;
}

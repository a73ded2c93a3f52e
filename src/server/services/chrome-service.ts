import type { FooterBlock, MenuGroup, SiteChrome } from '../../model/page.js';
import { rewriteFooterUrls, rewriteMenuUrls, type UpstreamBases, type UrlRewrite } from '../../model/stored-url.js';
import { cacheKey, type CacheKind } from '../../cache/cache-keys.js';
import { toFooter, toMenu } from '../../upstream/cms/cms-mappers.js';
import type { SectionKind } from '../../upstream/cms/cms-client.js';
import { resolvedOnce, resolvingUrls, rewriteKey, upstreamBasesOf } from './resolve-stored-urls.js';
import type { ServiceDeps, ServiceScope } from './service-deps.js';

/**
 * Menu, footer and legal footer from the CMS page sections (requirements §7). Each fails on its own:
 * a failed section is null, which the views show as the menu's error state (requirements §4, §8).
 * Each is cached with its upstream addresses relative to the upstream, resolved once per cached value.
 */
export async function loadChrome(deps: ServiceDeps, scope: ServiceScope): Promise<SiteChrome> {
  const { site, locale } = scope;
  const section = async <T extends object>(
    kind: SectionKind,
    cacheKind: CacheKind,
    map: (areas: Parameters<typeof toMenu>[0], storeFor: UpstreamBases) => T,
    resolve: (stored: T, rewrite: UrlRewrite) => T,
  ): Promise<T | null> => {
    const objectId = site.api.sections[kind];
    try {
      const stored = await deps.cached(cacheKey(site.id, cacheKind, locale, kind), deps.cmsCache, async () =>
        map(await deps.cms.section(locale, site.api.cname, kind, objectId), upstreamBasesOf(deps)),
      );
      const bases = upstreamBasesOf(deps);
      return resolvedOnce(stored, rewriteKey(cacheKind, bases), () => resolve(stored, resolvingUrls(bases)));
    } catch (error) {
      deps.logger.warn({ err: error, site: site.id, section: kind }, 'page section call failed');
      return null;
    }
  };
  const [menu, footer, legal] = await Promise.all([
    section<MenuGroup[]>('gkn_menu', 'menu', toMenu, rewriteMenuUrls),
    section<FooterBlock[]>('gkn_footer', 'footer', toFooter, rewriteFooterUrls),
    section<FooterBlock[]>('gkn_footer_legal', 'footer', toFooter, rewriteFooterUrls),
  ]);
  return { menu, footer, legal };
}

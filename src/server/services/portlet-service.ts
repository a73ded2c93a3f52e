import type { PortletView } from '../../model/portlet.js';
import type { ServiceScope } from './service-deps.js';

/** The site's portlet of that domain, or null (requirements §8: Portlet {domain} can't be found). */
export function findPortlet(scope: ServiceScope, domain: string): PortletView | null {
  const p = scope.site.portlets.find((x) => x.domain === domain);
  if (!p) return null;
  return { domain: p.domain, title: p.title, provider: p.provider, palette: p.palette, embedOrigins: p.embed_origins };
}

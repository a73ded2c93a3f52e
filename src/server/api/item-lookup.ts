import type { Request } from 'express';
import type { KnowledgeItem } from '../../model/search.js';
import { DEFAULT_SCOPE } from '../../sites/site-schema.js';
import { createServices } from '../services/create-services.js';
import type { ServiceDeps } from '../services/service-deps.js';

/** What the knowledge index says of an item: there, gone, or unknown because the lookup failed. */
export type ItemLookup = { status: 'found'; item: KnowledgeItem } | { status: 'gone' } | { status: 'failed' };

/**
 * Looks an item up through the services (cached like the result pages): in the site's scope,
 * and when that does not have it, in the index's default scope, which holds every record. A user's
 * comments and bookmarks come from every site, so an item outside this site's scope is not gone.
 */
export function itemLookup(deps: ServiceDeps) {
  return async (req: Request, id: string): Promise<ItemLookup> => {
    const site = req.site.config;
    const scopes = [site];
    if ((site.gkz.scope || DEFAULT_SCOPE) !== DEFAULT_SCOPE)
      scopes.push({ ...site, gkz: { ...site.gkz, scope: DEFAULT_SCOPE } });
    for (const config of scopes) {
      const result = await createServices(deps, { site: config, locale: req.locale }).knowledgeItemResult(id);
      if (result.status === 200) return { status: 'found', item: result.item };
      if (result.status === 500) return { status: 'failed' };
    }
    return { status: 'gone' };
  };
}

export type ItemLookupFn = ReturnType<typeof itemLookup>;

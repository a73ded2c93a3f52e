import type { Request } from 'express';
import { CMS_PAGE_SUBTYPE, cmsPageRefOf } from '../../model/content-ref.js';
import { DEFAULT_SCOPE } from '../../sites/site-schema.js';
import { loadContentItem } from '../services/content-item-service.js';
import { createServices } from '../services/create-services.js';
import type { ServiceDeps } from '../services/service-deps.js';

/** What a comment or bookmark is about, as far as the personal side needs it. */
export interface LookedUpItem {
  title: string;
  contentsubtype: string | null;
}

/** What the knowledge index (or the CMS) says of an item: there, gone, or unknown because the lookup failed. */
export type ItemLookup = { status: 'found'; item: LookedUpItem } | { status: 'gone' } | { status: 'failed' };

/**
 * Looks an item up through the services (cached like the pages that show it). A record: in the
 * site's scope, and when that does not have it, in the index's default scope, which holds every
 * record (a user's comments and bookmarks come from every site, so an item outside this site's
 * scope is not gone). A CMS page (a dossier, named by its content id, src/model/content-ref.ts):
 * in the CMS, which answers 404 once the page has left it (docs/upstream-contracts.md §1.4).
 */
export function itemLookup(deps: ServiceDeps) {
  return async (req: Request, id: string): Promise<ItemLookup> => {
    const site = req.site.config;
    const page = cmsPageRefOf(id);
    if (page) {
      const result = await loadContentItem(deps, { site, locale: req.locale }, id, page);
      if (result.status === 200)
        return { status: 'found', item: { title: result.title, contentsubtype: CMS_PAGE_SUBTYPE } };
      return { status: result.status === 404 ? 'gone' : 'failed' };
    }
    const scopes = [site];
    if ((site.gkz.scope || DEFAULT_SCOPE) !== DEFAULT_SCOPE)
      scopes.push({ ...site, gkz: { ...site.gkz, scope: DEFAULT_SCOPE } });
    for (const config of scopes) {
      const result = await createServices(deps, { site: config, locale: req.locale }).knowledgeItemResult(id);
      if (result.status === 200)
        return { status: 'found', item: { title: result.item.title, contentsubtype: result.item.contentsubtype } };
      if (result.status === 500) return { status: 'failed' };
    }
    return { status: 'gone' };
  };
}

export type ItemLookupFn = ReturnType<typeof itemLookup>;

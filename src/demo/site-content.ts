import type { CmsPage } from './cms-types.js';
import type { SiteCatalog } from './site-catalog.js';
import type { DemoSite } from './site-files.js';
import type { Lang } from './vocab-common.js';

// One site's CMS content as the demo CMS holds it (cms-content.ts builds it at start).

export const PAGE_SECTIONS = ['gkn_menu', 'gkn_footer', 'gkn_footer_legal'] as const;
export type PageSectionId = (typeof PAGE_SECTIONS)[number];

export interface SiteContent {
  site: DemoSite;
  pages: Record<Lang, Map<string, CmsPage>>;
  /** Unpublished pages: only the preview's call (`draft=1`) answers them. */
  drafts: Record<Lang, Map<string, CmsPage>>;
  /** The site-language pages by kind, as the menu links them. */
  catalog: SiteCatalog;
  sections: Record<PageSectionId, unknown>;
}

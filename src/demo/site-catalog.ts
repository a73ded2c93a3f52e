import type { PageRef } from './cms-articles.js';
import type { PageKey } from './cms-texts.js';

/** The site-language pages of one site by kind, as its menu and home page link them. */
export interface SiteCatalog {
  home: PageRef;
  generic: Record<PageKey, PageRef>;
  news: PageRef[];
  events: PageRef[];
  projects: PageRef[];
  knowledge: PageRef[];
  experts: PageRef[];
  dossiers: PageRef[];
}

// What a comment or a bookmark refers to (docs/architecture.md §6.4): a knowledge-index record by
// its record id, or a CMS page (a dossier) by its content id. The CMS's content id of a page is
// `{site id}:{language}:{path}` (docs/upstream-contracts.md §1.1 `searchidentifier`); a record id
// (`gkn:source:101173`) never has a language as its second part, so the two cannot be confused.

/** A CMS page named by its content id. */
export interface CmsPageRef {
  site: string;
  language: 'nl' | 'en';
  path: string;
}

const PAGE_ID = /^([a-z0-9][a-z0-9-]{0,62}):(nl|en):([^:]+)$/;

/** The page a content id names, or null for a record id (or anything else). */
export function cmsPageRefOf(id: string): CmsPageRef | null {
  const match = PAGE_ID.exec(id);
  if (!match) return null;
  const path = match[3]!.replace(/^\/+/, '');
  if (path === '' || path.split('/').some((s) => s === '' || s === '.' || s === '..')) return null;
  return { site: match[1]!, language: match[2] as 'nl' | 'en', path };
}

/** The content subtype a commented or bookmarked CMS page is listed under (only dossiers have either). */
export const CMS_PAGE_SUBTYPE = 'dossier';

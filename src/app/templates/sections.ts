import type { ContentArea, PageContent } from '../../model/page.js';
import { tocSectionId, type PageChromeHints, type TocEntry } from '../../model/page-chrome.js';

// Pure helpers shared by the loader (chrome hints) and the templates (section ids), so the table
// of contents and the sections it points at always agree. No React here: the loader imports it.

const PAGE_TYPES = ['default', 'A', 'B', 'C', 'D', 'accordion', 'newsletter', 'text', 'video', 'itemlist'] as const;
const DOSSIER_TYPES = ['dossier-A', 'dossier-B', 'dossier-contact', 'dossier-more-info'] as const;
export type TemplateName = (typeof PAGE_TYPES)[number] | (typeof DOSSIER_TYPES)[number];

const KNOWN = new Set<string>([...PAGE_TYPES, ...DOSSIER_TYPES]);
export const isKnownTemplate = (pageType: string): pageType is TemplateName => KNOWN.has(pageType);
export const isDossierTemplate = (t: string) => t.startsWith('dossier-');

/** requirements §2: the template of a page; 'default' when none is given or it is unknown. */
export function templateOf(pageType: string): TemplateName {
  return isKnownTemplate(pageType) ? pageType : 'default';
}

export interface MainSection {
  area: ContentArea;
  /** `section-<n>` for a titled main area (a table-of-contents entry), else null. */
  id: string | null;
}

/** The main areas in order; each titled one is a TOC entry (docs/upstream-contracts.md §1.1). */
export function mainSections(page: PageContent): MainSection[] {
  let n = 0;
  return page.areas
    .filter((a) => a.area === 'main')
    .map((area) => ({ area, id: area.title ? tocSectionId(n++) : null }));
}

export const areaOf = (page: PageContent, name: string) => page.areas.filter((a) => a.area === name);

/**
 * The chrome a CMS page asks for: its layout, container size and map-page flag (page metadata),
 * and a table of contents for dossiers and for pages with at least three titled sections.
 */
export function chromeHintsFor(page: PageContent, template: TemplateName): PageChromeHints {
  const toc: TocEntry[] = mainSections(page).flatMap((s) => (s.id ? [{ title: s.area.title!, id: s.id }] : []));
  const wantsToc = isDossierTemplate(template) ? toc.length >= 2 : toc.length >= 3;
  return {
    toc: wantsToc ? toc : null,
    alphabet: null,
    layout: page.layout ?? 'default',
    ...(page.size ? { size: page.size } : {}),
    mapPage: page.mapPage === true,
  };
}

import { useLoaderData, useLocation } from 'react-router-dom';
import { ContentDataContext, type ContentData } from '../components/content/content-data.js';
import { localeFor } from '../i18n/locale.js';
import type { PageChromeHints } from '../../model/page-chrome.js';
import type { Crumb, PageContent } from '../../model/page.js';
import type { PagePersonal } from '../../model/personal-api.js';
import { useSite } from '../site-context.js';
import { DossierA, DossierB, DossierContact, DossierMoreInfo } from '../templates/dossier-templates.js';
import {
  AccordionTemplate,
  DefaultTemplate,
  ItemListTemplate,
  NewsletterTemplate,
  TemplateA,
  TemplateB,
  TemplateC,
  TemplateD,
  TextTemplate,
  VideoTemplate,
} from '../templates/page-templates.js';
import { MapTemplate } from '../templates/map-template.js';
import type { TemplateProps } from '../templates/parts.js';
import { templateOf, type TemplateName } from '../templates/sections.js';

export interface ContentPageData {
  page: PageContent;
  template: TemplateName;
  content: ContentData;
  chrome: PageChromeHints;
  /** A logged-in user's bookmarks, on a page with item cards (docs/architecture.md §6.5). */
  personal?: PagePersonal;
  /** The sections above an article page, for its breadcrumbs (home not included); absent on top-level pages. */
  trail?: Crumb[] | null;
}

const TEMPLATES: Record<TemplateName, (props: TemplateProps) => React.ReactNode> = {
  default: DefaultTemplate,
  A: TemplateA,
  B: TemplateB,
  C: TemplateC,
  D: TemplateD,
  accordion: AccordionTemplate,
  newsletter: NewsletterTemplate,
  text: TextTemplate,
  video: VideoTemplate,
  itemlist: ItemListTemplate,
  'dossier-A': DossierA,
  'dossier-B': DossierB,
  'dossier-contact': DossierContact,
  'dossier-more-info': DossierMoreInfo,
};

/** The section an article page belongs to: /nieuws for /nieuws/x, /dossier for /dossier/x. */
export function parentPath(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  return segments.length >= 2 ? `/${segments.slice(0, -1).join('/')}` : null;
}

/** Home, generic and article pages from the CMS, each in the template its page type names. */
export function ContentPage() {
  const { page, template, content, chrome } = useLoaderData() as ContentPageData;
  const site = useSite();
  const { pathname } = useLocation();
  // A map page's main content is its map, whatever its page type (page metadata map_page).
  const Template = chrome.mapPage ? MapTemplate : TEMPLATES[templateOf(template)];
  return (
    <ContentDataContext.Provider value={content}>
      <Template page={page} locale={localeFor(site.language, pathname)} parent={parentPath(pathname)} />
    </ContentDataContext.Provider>
  );
}

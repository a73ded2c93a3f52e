import { buildLanguagePages } from './cms-pages.js';
import { contactFormPage, footerSections, legalSections, menuSections } from './cms-navigation.js';
import { linkTranslations } from './cms-translations.js';
import type { PageSectionId, SiteContent } from './site-content.js';
import type { CmsPage } from './cms-types.js';
import { draftPages } from './cms-drafts.js';
import type { SearchIndex } from './search-index.js';
import type { DemoSite } from './site-files.js';
import { themeBySlug } from './vocab-themes.js';

// Every site's CMS content, built once at start and looked up per request.

export class CmsContent {
  private readonly byCname = new Map<string, SiteContent[]>();
  private readonly byContentId = new Map<string, CmsPage>();

  constructor(
    sites: readonly DemoSite[],
    base: string,
    private readonly index: SearchIndex,
  ) {
    for (const site of sites) {
      const themes = site.themes.map((slug) => themeBySlug(slug)!);
      const nl = buildLanguagePages(site, 'nl', base, themes, index);
      const en = buildLanguagePages(site, 'en', base, themes, index);
      const catalog = (site.language === 'nl' ? nl : en).catalog;
      const content: SiteContent = {
        site,
        pages: { nl: nl.pages, en: en.pages },
        drafts: draftPages(site),
        catalog,
        sections: {
          gkn_menu: menuSections(site, catalog),
          gkn_footer: footerSections(site, catalog, base),
          gkn_footer_legal: legalSections(site, catalog),
        },
      };
      this.byCname.set(site.cname, [...(this.byCname.get(site.cname) ?? []), content]);
      for (const pages of [nl.pages, en.pages]) {
        for (const page of pages.values()) this.byContentId.set(page.metadata['page-metadata'].searchidentifier, page);
      }
    }
    linkTranslations(this.sites());
  }

  get siteCount(): number {
    return [...this.byCname.values()].reduce((n, list) => n + list.length, 0);
  }

  get pageCount(): number {
    return this.byContentId.size;
  }

  /** Site contents in cname order; for tests and the demo's own health output. */
  sites(): SiteContent[] {
    return [...this.byCname.values()].flat();
  }

  /** The published page at path; with `draft`, the page's draft when it has one (the preview's call). */
  page(lang: string, cname: string, path: string, draft = false): CmsPage | undefined {
    const content = this.byCname.get(cname)?.[0];
    if (!content || (lang !== 'nl' && lang !== 'en')) return undefined;
    const unpublished = draft ? content.drafts[lang].get(path) : undefined;
    if (unpublished) return unpublished;
    const pages = content.pages[lang];
    // The home page answers at its configured path and at 'index'.
    return pages.get(path) ?? (path === 'index' ? pages.get(content.site.home) : undefined);
  }

  contactForm(lang: string, cname: string): unknown {
    const content = this.byCname.get(cname)?.[0];
    if (!content || (lang !== 'nl' && lang !== 'en')) return undefined;
    return contactFormPage(content.site, lang);
  }

  /** Menu, footer or legal footer of the site with this cname whose section id is tsobjectid. */
  section(lang: string, cname: string, pagesectionid: PageSectionId, tsobjectid: string): unknown {
    if (lang !== 'nl' && lang !== 'en') return undefined;
    const content = this.byCname.get(cname)?.find((c) => c.site.sections[pagesectionid] === tsobjectid);
    return content?.sections[pagesectionid];
  }

  /** GET {cms}/nl?contentid=: a CMS page by its searchidentifier, or a search record by id. */
  contentById(id: string): { id: string; title: string; contents: unknown[] } | undefined {
    const page = this.byContentId.get(id);
    if (page) return { id, title: page.title, contents: page.contents };
    const record = this.index.byRecordId(id);
    if (!record) return undefined;
    const html = `<p>${record.description.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!)}</p>`;
    return {
      id,
      title: record.title,
      contents: [{ area: 'main', title: record.title, elements: [{ type: 'text', id: 'el-1', title: '', html }] }],
    };
  }
}

import type { SiteContent } from './site-content.js';

// docs/upstream-contracts.md §1.1 `translations`: the demo pairs a few parallel pages of the Dutch
// network site and the English one, in both directions, as a CMS editor links a page to its
// translation. Other sites' pages have none.

/** Site ids of a Dutch and an English site, and their parallel pages' CMS paths ('' = home). */
const PAIRED_SITES = [
  {
    nl: 'groenkennisnet',
    en: 'green-knowledge-network',
    pages: [
      ['', ''],
      ['over-ons', 'about'],
      ['contact', 'contact'],
      ['nieuws', 'news'],
      ['kennisbank', 'knowledge-base'],
      ['privacy-cookie-verklaring', 'privacy-cookie-statement'],
    ],
  },
] as const;

/** Adds each pair's `translations` to both pages (run once, after every site's pages are built). */
export function linkTranslations(contents: readonly SiteContent[]): void {
  for (const pair of PAIRED_SITES) {
    const nl = contents.find((c) => c.site.id === pair.nl && c.site.language === 'nl');
    const en = contents.find((c) => c.site.id === pair.en && c.site.language === 'en');
    if (!nl || !en) continue; // a demo started with fewer sites
    for (const [nlPath, enPath] of pair.pages) {
      const nlPage = nl.pages.nl.get(nlPath || nl.site.home);
      const enPage = en.pages.en.get(enPath || en.site.home);
      if (!nlPage || !enPage) continue;
      nlPage.metadata['page-metadata'].translations = [{ language: 'en', cname: en.site.cname, path: `/${enPath}` }];
      enPage.metadata['page-metadata'].translations = [{ language: 'nl', cname: nl.site.cname, path: `/${nlPath}` }];
    }
  }
}

import { area, page } from './cms-elements.js';
import type { CmsPage } from './cms-types.js';
import type { DemoSite } from './site-files.js';
import type { Lang } from './vocab-common.js';

// Drafts (docs/upstream-contracts.md §1, `draft=1`): content an editor has not published. The
// published page call never answers them; the preview's call does. One page per site and
// language, linking to itself (a link that stays in the preview) and to the about page (one
// that leaves it for the published page).

/** The draft page's path per language. */
export const DRAFT_PATHS: Record<Lang, string> = { nl: 'concept-nieuwe-pagina', en: 'draft-new-page' };

const TEXTS: Record<
  Lang,
  { title: string; lead: string; body: string; self: string; about: string; aboutPath: string }
> = {
  nl: {
    title: 'Nog niet gepubliceerd: nieuwe pagina',
    lead: 'Een concept dat alleen in de voorbeeldweergave te zien is.',
    body: 'Deze tekst staat nog niet op de site. Een redacteur bekijkt hem via een ondertekende voorbeeldlink.',
    self: 'Deze pagina opnieuw',
    about: 'Over ons',
    aboutPath: '/over-ons',
  },
  en: {
    title: 'Not yet published: new page',
    lead: 'A draft that only the preview shows.',
    body: 'This text is not on the site yet. An editor looks at it through a signed preview link.',
    self: 'This page again',
    about: 'About us',
    aboutPath: '/about',
  },
};

/** The site's draft pages by language and path. */
export function draftPages(site: DemoSite): Record<Lang, Map<string, CmsPage>> {
  const build = (lang: Lang) => {
    const t = TEXTS[lang];
    const path = DRAFT_PATHS[lang];
    const draft = page(
      t.title,
      t.lead,
      [
        area('main', '', [
          { type: 'text', id: 'draft-1', title: '', html: `<p>${t.body}</p>` },
          {
            type: 'links',
            id: 'draft-2',
            title: '',
            links: [
              { title: t.self, url: `/${path}`, type: 'normal' },
              { title: t.about, url: t.aboutPath, type: 'normal' },
            ],
          },
        ]),
      ],
      {
        header: { source: null, alt: '' },
        searchidentifier: `draft-${site.cname}-${lang}`,
        lastUpdated: '2026-01-15T09:00:00Z',
      },
    );
    return new Map([[path, draft]]);
  };
  return { nl: build('nl'), en: build('en') };
}

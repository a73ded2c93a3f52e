import { logoUrl } from './cms-elements.js';
import { createRng, fill, slugify } from './prng.js';
import type { FooterElement, GknLink, MenuElement, NavigationSection, FormField, CmsPage } from './cms-types.js';
import type { PageRef } from './cms-articles.js';
import { layoutPageRefs } from './cms-layout-pages.js';
import type { SiteCatalog } from './site-catalog.js';
import { TEXTS } from './cms-texts.js';
import type { DemoSite } from './site-files.js';
import { ORGANISATIONS, type Lang } from './vocab-common.js';

// paginasectie responses (menu, footer, legal footer) and the Contactformulier page. Every
// internal URL here is a page of the site's catalog, so crawling the menu never hits a 404.

/**
 * The organisations that make a site possible (the menu's Partners, the footer's logos): three of
 * the demo's made-up organisations in the site's language, on reserved .example addresses.
 */
function sitePartners(site: DemoSite): { title: string; url: string }[] {
  return createRng(`partners:${site.id}`)
    .sample(ORGANISATIONS[site.language], 3)
    .map((title) => ({ title, url: `https://www.${slugify(title)}.example/` }));
}

const intern = (ref: PageRef, linktext = ref.title): GknLink => ({
  linktext,
  link_intern: { url: `/${ref.path}` },
  link_url: null,
});
const extern = (url: string, linktext: string): GknLink => ({ linktext, link_intern: null, link_url: url });

export function menuSections(site: DemoSite, c: SiteCatalog): { contents: NavigationSection<MenuElement>[] } {
  const t = TEXTS[site.language];
  const g = c.generic;
  let n = 0;
  const id = () => `${site.id}-menu-${++n}`;
  const main = (ref: PageRef, subPages: PageRef[]): MenuElement => ({
    identifier: id(),
    title: ref.title,
    type: 'main',
    gkn_link: intern(ref),
    subPages: subPages.slice(0, 6).map((p) => ({ identifier: id(), title: p.title, url: `/${p.path}` })),
  });
  const aside = (ref: PageRef): MenuElement => ({
    identifier: id(),
    title: ref.title,
    type: 'aside',
    gkn_link: intern(ref),
    subPages: [],
  });
  // requirements §2 link types: main items, a regular one (normal) and one for the side column (aside).
  const mainItems: MenuElement[] = [
    main(g.dossiers, c.dossiers),
    main(g.news, c.news.slice(0, 4)),
    main(g.events, c.events.slice(0, 3)),
    main(g.projects, c.projects.slice(0, 3)),
    main(g.knowledge, [...c.knowledge, g.sources, g.experts, g.videos]),
    main(g.about, [g.contact, g.newsletter, g.faq]),
    { identifier: id(), title: g.newsletter.title, type: 'normal', gkn_link: intern(g.newsletter), subPages: [] },
    aside(g.faq),
  ];
  const partner = (p: { title: string; url: string }): MenuElement => ({
    identifier: id(),
    title: p.title,
    type: 'normal',
    gkn_link: extern(p.url, p.title),
    subPages: [],
  });
  return {
    contents: [
      { area: 'main', title: t.labels.menu, areatemplate: { id: 'normal' }, elements: mainItems },
      {
        area: 'other',
        title: t.labels.quickLinks,
        areatemplate: { id: 'normal' },
        elements: [g.contact, c.experts[0]!, ...Object.values(layoutPageRefs(site.language, site.title))].map(aside),
      },
      {
        area: 'other',
        title: t.labels.partners,
        areatemplate: { id: 'normal' },
        elements: sitePartners(site).map(partner),
      },
    ],
  };
}

const NETWORKS = ['linkedin', 'x', 'facebook', 'youtube', 'instagram'] as const;
const NETWORK_URLS: Record<(typeof NETWORKS)[number], string> = {
  linkedin: 'https://www.linkedin.com/company/',
  x: 'https://x.com/',
  facebook: 'https://www.facebook.com/',
  youtube: 'https://www.youtube.com/@',
  instagram: 'https://www.instagram.com/',
};

const NETWORK_NAMES: Record<(typeof NETWORKS)[number], string> = {
  linkedin: 'LinkedIn',
  x: 'X',
  facebook: 'Facebook',
  youtube: 'YouTube',
  instagram: 'Instagram',
};

export function footerSections(
  site: DemoSite,
  c: SiteCatalog,
  base: string,
): { contents: NavigationSection<FooterElement>[] } {
  const t = TEXTS[site.language];
  const g = c.generic;
  let n = 0;
  const id = () => `${site.id}-footer-${++n}`;
  const item = (ref: PageRef): FooterElement => ({
    identifier: id(),
    type: 'modularcontent',
    title: ref.title,
    gkn_link: intern(ref),
  });
  const handle = slugify(site.id).replace(/-/g, '');
  return {
    contents: [
      {
        area: 'main',
        title: fill(t.labels.aboutSite, { site: site.title }),
        areatemplate: { id: 'normal' },
        elements: [g.about, g.contact, { path: t.form.path, title: t.form.areaTitle }, g.newsletter, g.faq].map(item),
      },
      { area: 'main', title: g.dossiers.title, areatemplate: { id: 'normal' }, elements: c.dossiers.map(item) },
      {
        area: 'main',
        title: t.labels.madePossibleBy,
        areatemplate: { id: 'image' },
        elements: sitePartners(site).map((p) => ({
          identifier: id(),
          type: 'modularcontent',
          title: p.title,
          gkn_link: extern(p.url, p.title),
          image: { source: logoUrl(base, p.title), alt: p.title },
        })),
      },
      {
        area: 'main',
        title: t.labels.followUs,
        areatemplate: { id: 'socials' },
        elements: NETWORKS.map((network) => ({
          identifier: id(),
          type: 'modularcontent',
          title: NETWORK_NAMES[network],
          gkn_link: extern(`${NETWORK_URLS[network]}${handle}`, network),
          network,
        })),
      },
    ],
  };
}

export function legalSections(site: DemoSite, c: SiteCatalog): { contents: NavigationSection<FooterElement>[] } {
  const t = TEXTS[site.language];
  const g = c.generic;
  let n = 0;
  const elements = [g.privacy, g.cookies, g.accessibility, g.disclaimer].map((ref): FooterElement => ({
    identifier: `${site.id}-legal-${++n}`,
    type: 'modularcontent',
    title: ref.title,
    gkn_link: intern(ref),
  }));
  return { contents: [{ area: 'legal', title: t.labels.legal, areatemplate: { id: 'normal' }, elements }] };
}

export function contactFormPage(site: DemoSite, lang: Lang): Pick<CmsPage, 'title' | 'contents'> {
  const f = TEXTS[lang].form;
  const [name, email, organisation, subject, message] = f.fields;
  const fields: FormField[] = [
    { name: 'name', label: name, type: 'text', required: true },
    { name: 'email', label: email, type: 'email', required: true },
    { name: 'organisation', label: organisation, type: 'text', required: false },
    { name: 'subject', label: subject, type: 'text', required: false },
    { name: 'message', label: message, type: 'textarea', required: true },
  ];
  return {
    title: f.areaTitle,
    contents: [
      {
        area: 'main',
        title: f.title,
        elements: [{ type: 'form', id: `${site.id}-contactformulier`, title: f.title, fields, submit_label: f.submit }],
      },
    ],
  };
}

import { fill } from './prng.js';
import type { CmsLink, CmsPage } from './cms-types.js';
import type { PageRef } from './cms-articles.js';
import type { SiteCatalog } from './site-catalog.js';
import { area, esc, lastUpdated, page, PageWriter, sceneImage, type SiteContext } from './cms-elements.js';
import type { Lang } from './vocab-common.js';

// Demo pages that choose their layout in the page metadata (docs/upstream-contracts.md §1.1),
// in the site's own language: a campaign page on sand with a full-width header image, a
// print-friendly fact sheet in the clean layout, and a map page without footer. (The home page is
// a landing page, the news overview exploded and the disclaimer small: cms-pages.ts.)

export type LayoutPageKey = 'campaign' | 'factsheet' | 'map';

const TEXTS: Record<
  Lang,
  Record<LayoutPageKey, { path: string; title: string; lead: string }> & { words: Record<string, string> }
> = {
  nl: {
    campaign: {
      path: 'doe-mee',
      title: 'Doe mee met de Week van de Groene Kennis',
      lead: 'Een week lang open erven, proefvelden en lessen over {themes}. Kom kijken, vraag door en doe mee.',
    },
    factsheet: {
      path: 'factsheet',
      title: '{site} in het kort',
      lead: 'Wie we zijn, waar we aan werken en hoe je ons bereikt, op één pagina om te printen of te delen.',
    },
    map: {
      path: 'kaart',
      title: 'Kennis op de kaart',
      lead: 'Projecten, activiteiten en experts in het midden van het land, op de kaart en als lijst.',
    },
    words: {
      what: 'Wat is er te doen?',
      how: 'Zo doe je mee',
      signUp: 'Meld je aan voor de nieuwsbrief',
      program: 'Bekijk de agenda',
      mission: 'Waar we voor staan',
      themes: 'Onze thema’s',
      reach: 'Zo bereik je ons',
      around: 'Wat je op de kaart vindt',
      nearby: 'Meer in de buurt',
      howText:
        'Kies een activiteit in de agenda, meld je aan bij de organisator en neem gerust collega’s of studenten mee. Deelname is gratis.',
      aroundText:
        'Op de kaart staan de projecten, activiteiten, contactpersonen en experts met een vaste plek, het dichtstbij eerst. Elk punt leidt naar zijn pagina.',
    },
  },
  en: {
    campaign: {
      path: 'join-in',
      title: 'Join the Green Knowledge Week',
      lead: 'A week of open farms, field trials and lessons on {themes}. Come and see, ask questions and take part.',
    },
    factsheet: {
      path: 'fact-sheet',
      title: '{site} at a glance',
      lead: 'Who we are, what we work on and how to reach us, on one page to print or share.',
    },
    map: {
      path: 'map',
      title: 'Knowledge on the map',
      lead: 'Projects, activities and experts in the middle of the country, on the map and as a list.',
    },
    words: {
      what: 'What is on?',
      how: 'How to take part',
      signUp: 'Sign up for the newsletter',
      program: 'See the events',
      mission: 'What we stand for',
      themes: 'Our themes',
      reach: 'How to reach us',
      around: 'What the map shows',
      nearby: 'More nearby',
      howText:
        'Pick an activity in the events calendar, register with the organiser and feel free to bring colleagues or students. Taking part is free.',
      aroundText:
        'The map shows the projects, activities, contacts and experts with a fixed place, nearest first. Each point leads to its page.',
    },
  },
};

/** The middle of the Netherlands: the map page shows what lies within 60 km. */
const MAP_CENTRE = { lat: 52.0907, lon: 5.1214, radius_km: 60 };

/** Paths and titles of these pages for a site in its own language (the menu links them). */
export function layoutPageRefs(lang: Lang, siteTitle: string): Record<LayoutPageKey, PageRef> {
  const t = TEXTS[lang];
  const ref = (key: LayoutPageKey): PageRef => ({ path: t[key].path, title: fill(t[key].title, { site: siteTitle }) });
  return { campaign: ref('campaign'), factsheet: ref('factsheet'), map: ref('map') };
}

const internal = (ref: PageRef, type: CmsLink['type'] = 'normal'): CmsLink => ({
  title: ref.title,
  url: `/${ref.path}`,
  type,
});

export function layoutPages(ctx: SiteContext, c: SiteCatalog): Map<string, CmsPage> {
  const t = TEXTS[ctx.lang];
  const w = t.words;
  const fillSite = (text: string) => fill(text, { site: ctx.site.title, themes: ctx.themeList });
  const refs = layoutPageRefs(ctx.lang, ctx.site.title);
  const pages = new Map<string, CmsPage>();
  const id = (key: LayoutPageKey) => `${ctx.site.id}:${ctx.lang}:${t[key].path}`;

  {
    // Campaign: page type D (title over a full-width header image) on the sand layout.
    const p = new PageWriter(ctx, 'campaign');
    const theme = ctx.themes[0]!;
    const v = p.values(theme);
    pages.set(
      t.campaign.path,
      page(
        t.campaign.title,
        fillSite(t.campaign.lead),
        [
          area('main', w.what!, [
            p.text('', p.richText(v, { list: true })),
            p.image(theme, theme[ctx.lang].label, String(v.place)),
          ]),
          area('main', w.how!, [
            p.text('', `<p>${esc(w.howText!)}</p>`),
            p.links('', [
              internal({ path: c.generic.events.path, title: w.program! }, 'pill'),
              internal({ path: c.generic.newsletter.path, title: w.signUp! }, 'pill'),
            ]),
          ]),
          area('aside', ctx.t.areas.aside, [
            p.links('', [internal(c.generic.events), internal(c.generic.contact), internal(refs.map)]),
          ]),
        ],
        {
          pageType: 'D',
          layout: 'sand',
          header: sceneImage(ctx, theme, 'campaign', t.campaign.title),
          searchidentifier: id('campaign'),
          lastUpdated: lastUpdated(p.rng),
        },
      ),
    );
  }
  {
    // Fact sheet: plain text in the clean layout, to print.
    const p = new PageWriter(ctx, 'factsheet');
    const v = p.values(ctx.themes[0]!);
    const themes = ctx.themes
      .map((th) => `<li><strong>${esc(th[ctx.lang].label)}</strong> \u2013 ${esc(p.values(th).subject as string)}</li>`)
      .join('');
    pages.set(
      t.factsheet.path,
      page(
        fillSite(t.factsheet.title),
        fillSite(t.factsheet.lead),
        [
          area('main', w.mission!, [p.text('', `<p>${esc(fillSite(ctx.t.home.intro))}</p>${p.paragraphs(v, 1)}`)]),
          area('main', w.themes!, [p.text('', `<ul>${themes}</ul>`)]),
          area('main', w.reach!, [
            p.text(
              '',
              `<p>${esc(ctx.t.labels.address)}<br><a href="mailto:info@groenkennis.example">info@groenkennis.example</a></p>`,
            ),
            p.person('contact'),
          ]),
        ],
        {
          pageType: 'text',
          layout: 'clean',
          header: { source: null, alt: '' },
          searchidentifier: id('factsheet'),
          lastUpdated: lastUpdated(p.rng),
        },
      ),
    );
  }
  {
    // Map page: the map is the main content; no footer under it.
    const p = new PageWriter(ctx, 'map');
    pages.set(
      t.map.path,
      page(
        t.map.title,
        fillSite(t.map.lead),
        [
          area('main', w.around!, [p.text('', `<p>${esc(w.aroundText!)}</p>`)]),
          area('aside', w.nearby!, [
            p.links('', [internal(c.generic.projects), internal(c.generic.events), internal(c.generic.experts)]),
          ]),
        ],
        {
          layout: 'default-no-footer',
          mapPage: true,
          location: MAP_CENTRE,
          header: { source: null, alt: '' },
          searchidentifier: id('map'),
          lastUpdated: lastUpdated(p.rng),
        },
      ),
    );
  }
  return pages;
}

import { fill } from './prng.js';
import type { Lang } from './vocab-common.js';
import type { Theme } from './vocab-themes.js';
import type { CmsArea, CmsLink, CmsPage } from './cms-types.js';
import type { SearchIndex } from './search-index.js';
import type { DemoSite } from './site-files.js';
import type { PageKey } from './cms-texts.js';
import {
  area,
  esc,
  lastUpdated,
  page,
  PageWriter,
  sceneImage,
  sceneVideos,
  siteContext,
  type SiteContext,
} from './cms-elements.js';
import { articlePage, planArticles, type PageRef, type PlannedArticle } from './cms-articles.js';
import { layoutPages } from './cms-layout-pages.js';
import type { SiteCatalog } from './site-catalog.js';

// All CMS pages of one site in one language. The site's own language gets the full set (home,
// 16 generic pages, news, events, projects, knowledge articles, experts and dossiers); the other
// language gets a home, about, contact and privacy page only.

export interface LanguagePages {
  pages: Map<string, CmsPage>;
  catalog: SiteCatalog;
}

const FULL_KEYS: readonly PageKey[] = [
  'about',
  'contact',
  'knowledge',
  'events',
  'news',
  'projects',
  'experts',
  'sources',
  'newsletter',
  'videos',
  'faq',
  'dossiers',
  'privacy',
  'cookies',
  'accessibility',
  'disclaimer',
];
const PARTIAL_KEYS: readonly PageKey[] = ['about', 'contact', 'privacy'];

const PAGE_TYPES: Record<PageKey, string | undefined> = {
  about: 'A',
  contact: 'C',
  knowledge: 'itemlist',
  events: 'itemlist',
  news: 'itemlist',
  projects: 'itemlist',
  experts: 'itemlist',
  sources: 'itemlist',
  newsletter: 'newsletter',
  videos: 'video',
  faq: 'accordion',
  dossiers: 'dossier-A',
  privacy: 'text',
  cookies: 'text',
  accessibility: undefined,
  disclaimer: 'text',
};

const DOSSIER_INTRO = {
  nl: 'Een dossier bundelt de achtergrond, het onderzoek, de praktijkvoorbeelden en de mensen achter één onderwerp.',
  en: 'A dossier brings together the background, research, practical examples and people behind one topic.',
};

const internal = (ref: PageRef, type: CmsLink['type'] = 'normal'): CmsLink => ({
  title: ref.title,
  url: `/${ref.path}`,
  type,
});

export function buildLanguagePages(
  site: DemoSite,
  lang: Lang,
  base: string,
  themes: Theme[],
  index: SearchIndex,
): LanguagePages {
  const ctx = siteContext(site, lang, base, themes);
  const full = lang === site.language;
  const keys = full ? FULL_KEYS : PARTIAL_KEYS;
  const generic = Object.fromEntries(
    keys.map((k) => [k, { path: ctx.t.pages[k].path, title: ctx.t.pages[k].title }]),
  ) as Record<PageKey, PageRef>;
  const taken = new Set<string>(keys.map((k) => ctx.t.pages[k].path));
  const planner = new PageWriter(ctx, 'plan');
  const s = ctx.t.sectionPaths;
  const plan = (kind: PlannedArticle['kind'], section: string, count: number) =>
    full ? planArticles(ctx, planner, kind, section, count, taken) : [];
  const articles = {
    news: plan('news', s.news, 8),
    events: plan('event', s.events, 4),
    projects: plan('project', s.projects, 4),
    knowledge: plan('gkz', s.knowledge, 3),
    experts: plan('expert', s.experts, 3),
    dossiers: plan('dossier', 'dossier', Math.min(4, Math.max(3, themes.length))),
  };
  const refs = (list: PlannedArticle[]) => list.map((a) => a.ref);
  const catalog: SiteCatalog = {
    home: { path: site.home, title: fill(ctx.t.home.title, { site: site.title }) },
    generic,
    news: refs(articles.news),
    events: refs(articles.events),
    projects: refs(articles.projects),
    knowledge: refs(articles.knowledge),
    experts: refs(articles.experts),
    dossiers: refs(articles.dossiers),
  };

  const pages = new Map<string, CmsPage>();
  pages.set(site.home, homePage(ctx, catalog, full));
  for (const key of keys) pages.set(generic[key].path, genericPage(ctx, key, catalog));
  const links = {
    dossiers: catalog.dossiers,
    news: catalog.news,
    contact: generic.contact,
    knowledge: generic.knowledge ?? generic.about,
  };
  for (const list of Object.values(articles))
    for (const a of list) pages.set(a.ref.path, articlePage(ctx, index, a, links));
  if (full) for (const [path, p] of layoutPages(ctx, catalog)) pages.set(path, p);
  return { pages, catalog };
}

function fillSite(ctx: SiteContext, text: string): string {
  return fill(text, { site: ctx.site.title, themes: ctx.themeList });
}

function homePage(ctx: SiteContext, c: SiteCatalog, full: boolean): CmsPage {
  const w = new PageWriter(ctx, 'home');
  const { t } = ctx;
  const theme = ctx.themes[0]!;
  const intro = w.text('', `<p>${esc(fillSite(ctx, t.home.intro))}</p>${w.paragraphs(w.values(theme), 1)}`);
  const contents: CmsArea[] = [];
  if (full) {
    contents.push(
      area('main', '', [
        intro,
        w.links(
          t.home.themes,
          c.dossiers.map((d) => internal(d, 'pill')),
        ),
      ]),
    );
    contents.push(
      area('main', t.home.latestNews, [
        w.itemList(
          t.home.latestNews,
          [
            ['wq_flt', 'contentsubtype'],
            ['wq_val', 'news'],
            ['wq_srt_desc', 'year'],
          ],
          4,
        ),
        w.links('', [
          // The editor highlights the first of these with the highlight badge.
          ...c.news
            .slice(0, 3)
            .map((n, i) => (i === 0 ? { ...internal(n), badge: 'highlight' as const } : internal(n))),
          internal({ path: c.generic.news.path, title: t.labels.allNews }, 'more-info'),
        ]),
      ]),
    );
    contents.push(
      area('main', t.home.upcoming, [
        w.itemList(
          t.home.upcoming,
          // Coming events only, the next one first.
          [['wq_flt', 'contentsubtype'], ['wq_val', 'event'], ...UPCOMING],
          3,
        ),
        w.links('', [internal({ path: c.generic.events.path, title: t.labels.allEvents }, 'more-info')]),
      ]),
    );
    contents.push(
      area('main', t.home.featured, [
        w.links(
          '',
          [...c.knowledge, ...c.projects.slice(0, 2)].map((r) => internal(r)),
        ),
      ]),
    );
    contents.push(
      area('aside', t.areas.aside, [
        w.newsletter(),
        w.links(
          t.labels.quickLinks,
          // Pages of the site's menu: each with the menu badge.
          [c.generic.contact, c.generic.faq, c.generic.newsletter].map((r) => ({
            ...internal(r),
            badge: 'menu' as const,
          })),
        ),
      ]),
    );
  } else {
    contents.push(area('main', '', [intro, w.links('', [internal(c.generic.about), internal(c.generic.contact)])]));
  }
  const images = ctx.themes.slice(0, 3).map((th) => sceneImage(ctx, th, 'home', th[ctx.lang].label));
  return page(c.home.title, fillSite(ctx, t.home.lead), contents, {
    pageType: 'A',
    // requirements §2: the home page is a landing page (full-width bands).
    layout: 'landing',
    header: images[0]!,
    headerimages: images,
    searchidentifier: `${ctx.site.id}:${ctx.lang}:${ctx.site.home}`,
    lastUpdated: lastUpdated(w.rng),
  });
}

/** Dated from now on, soonest first (the demo search's wq_from): an agenda lists no past events. */
const UPCOMING: [string, string][] = [
  ['wq_from', 'now'],
  ['wq_srt_asc', 'year'],
];

/** The overview pages that list their articles, and the content type of those articles. */
const LISTED_SUBTYPE = { events: 'event', news: 'news', projects: 'project', experts: 'expert' } as const;

function genericPage(ctx: SiteContext, key: PageKey, c: SiteCatalog): CmsPage {
  const w = new PageWriter(ctx, key);
  const { t, lang } = ctx;
  const text = t.pages[key];
  const theme = ctx.themes[key.length % ctx.themes.length]!;
  const v = w.values(theme);
  const nl = lang === 'nl';
  const list = (
    title: string,
    subtype: string,
    refs: PageRef[],
    extra: [string, string][] = [],
    order?: [string, string][],
  ): CmsArea[] => [
    area('main', '', [w.text('', w.paragraphs(v, 1))]),
    area('main', title, [
      w.itemList(
        title,
        [['wq_flt', 'contentsubtype'], ['wq_val', subtype], ...extra, ...(order ?? [['wq_srt_desc', 'year']])],
        10,
      ),
      ...(refs.length
        ? [
            w.links(
              '',
              refs.map((r) => internal(r)),
            ),
          ]
        : []),
    ]),
  ];
  let contents: CmsArea[];
  switch (key) {
    case 'about':
      contents = [
        // The lead is the page's own (metadata); the text goes on from it rather than repeating it.
        area('main', nl ? 'Wie zijn wij' : 'Who we are', [
          w.text('', w.paragraphs(v, 1)),
          w.image(theme, theme[lang].label, String(v.place)),
        ]),
        area('main', nl ? 'Wat doen wij' : 'What we do', [w.text('', w.richText(v, { list: true }))]),
        area('team', t.areas.team, [
          w.text('', `<p>${esc(t.labels.teamIntro)}</p>`),
          w.person('expert'),
          w.person('expert'),
          w.person('contact'),
        ]),
      ];
      break;
    case 'contact':
      contents = [
        area('main', '', [
          w.text(
            '',
            `<p>${esc(t.labels.contactIntro)}</p><p>${esc(t.labels.address)}<br><a href="mailto:info@groenkennis.example">info@groenkennis.example</a></p>`,
          ),
          // The way in to the contact form page (the product's route for the CMS Contactformulier).
          w.links('', [{ title: t.form.linkText, url: `/${t.form.path}`, type: 'more-info' }]),
        ]),
        area('contact', t.areas.contact, [w.person('contact'), w.person('contact person')]),
      ];
      break;
    case 'knowledge':
      contents = [
        ...list(text.title, 'gkz||source', c.knowledge),
        area('aside', t.areas.aside, [
          w.links('', [
            internal(c.generic.sources, 'pill'),
            internal(c.generic.experts, 'pill'),
            internal(c.generic.videos, 'pill'),
            {
              title: fill(t.labels.searchAbout, { subject: String(v.subject) }),
              url: new URLSearchParams({ q: String(v.subject) }).toString(),
              type: 'search-query',
            },
          ]),
        ]),
      ];
      break;
    case 'events':
    case 'news':
    case 'projects':
    case 'experts':
      // The agenda lists coming events soonest first; the other overviews newest first.
      contents = list(text.title, LISTED_SUBTYPE[key], c[key], [], key === 'events' ? UPCOMING : undefined);
      break;
    case 'sources':
      {
        // The sources on the site's main theme as an A–Z index, with the alphabet navigation.
        const title = `${text.title}: ${ctx.themes[0]![lang].label}`;
        const filters: [string, string][] = [
          ['wq_flt', 'contentsubtype'],
          ['wq_val', 'source'],
          ['wq_flt', 'theme'],
          ['wq_val', ctx.themes[0]![lang].label],
        ];
        contents = [
          area('main', '', [w.text('', w.paragraphs(v, 1))]),
          area('main', title, [
            w.itemList(
              title,
              [...filters, ['wq_flt', 'language'], ['wq_val', lang], ['wq_srt_asc', 'title']],
              100,
              'alphabet',
            ),
          ]),
        ];
      }
      break;
    case 'newsletter':
      contents = [area('main', '', [w.newsletter(), w.text('', w.paragraphs(v, 1))])];
      break;
    case 'videos':
      // Films the demo serves, and one on a third-party player (as real sites embed YouTube).
      contents = ctx.themes.slice(0, 3).map((th, i) => {
        const tv = w.values(th);
        const title = `${t.labels.watch}: ${tv.subject}`;
        return area('main', th[lang].label, [
          i < 2 ? w.video(title, th) : w.embeddedVideo(title),
          w.text('', w.paragraphs(tv, 1)),
        ]);
      });
      break;
    case 'faq':
      contents = [
        area('main', '', [
          w.accordion(
            text.title,
            t.faq.map((f) => ({ title: fill(f.q, { subject: String(v.subject) }), html: `<p>${f.a}</p>` })),
          ),
        ]),
      ];
      break;
    case 'dossiers':
      // Not the lead again (the template shows it): what a dossier holds, then the dossiers.
      contents = [
        area('main', '', [
          w.text('', `<p>${esc(nl ? DOSSIER_INTRO.nl : DOSSIER_INTRO.en)}</p>`),
          w.links(
            '',
            c.dossiers.map((d) => internal(d, 'pill')),
          ),
        ]),
      ];
      break;
    default: {
      const paragraphs = t.legalParagraphs[key as 'privacy' | 'cookies' | 'accessibility' | 'disclaimer'];
      contents = [area('main', '', [w.text('', paragraphs.map((p) => `<p>${p}</p>`).join(''))])];
    }
  }
  const noImage = key === 'disclaimer' || key === 'cookies';
  return page(text.title, fillSite(ctx, text.lead), contents, {
    pageType: PAGE_TYPES[key],
    // requirements §2 container sizes: the news overview exploded, the disclaimer a small reading column.
    size: key === 'news' ? 'exploded' : key === 'disclaimer' ? 'small' : undefined,
    header: noImage ? { source: null, alt: '' } : sceneImage(ctx, theme, text.path, text.title),
    searchidentifier: `${ctx.site.id}:${lang}:${text.path}`,
    lastUpdated: lastUpdated(w.rng),
    // The videos page opens with a header video (desktop and mobile shapes).
    ...(key === 'videos' && { videos: sceneVideos(ctx, theme, text.path) }),
  });
}

import { capitalise, fill, slugify, type Rng } from './prng.js';
import { demoToday, personName, type TextValues } from './corpus.js';
import { MONTHS, PLACES, TITLE_TEMPLATES, type Lang } from './vocab-common.js';
import type { Theme } from './vocab-themes.js';
import type { CmsLink, CmsPage } from './cms-types.js';
import { area, esc, lastUpdated, page, PageWriter, sceneImage, sceneVideos, type SiteContext } from './cms-elements.js';
import type { SearchIndex } from './search-index.js';
import { recordThemeSlug } from './scopes.js';

// Articles under a section (nieuws/…, agenda/…, projecten/…, kennisbank/…, experts/…) and
// dossiers (dossier/…): planned first (title and path), so pages can link to each other.

export interface PageRef {
  path: string;
  title: string;
}

export type ArticleKind = 'news' | 'event' | 'project' | 'gkz' | 'expert' | 'dossier';

export interface PlannedArticle {
  kind: ArticleKind;
  ref: PageRef;
  theme: Theme;
  values: TextValues;
  n: number;
  /** An agenda article's day (ms, 00:00 UTC). */
  day?: number;
}

export function planArticles(
  ctx: SiteContext,
  w: PageWriter,
  kind: ArticleKind,
  section: string,
  count: number,
  taken: Set<string>,
): PlannedArticle[] {
  const out: PlannedArticle[] = [];
  for (let n = 0; n < count; n++) {
    const theme = ctx.themes[n % ctx.themes.length]!;
    const values = w.values(theme);
    const day = kind === 'event' ? eventDay(n, w.rng) : undefined;
    // A title such as "Kennisdag … {year}" names the year the event is held.
    if (day !== undefined) values.year = new Date(day).getUTCFullYear();
    let title: string;
    if (kind === 'expert') {
      const { first, last } = personName(w.rng, ctx.lang);
      title = `${first} ${last}`;
    } else if (kind === 'dossier') {
      values.subject = theme[ctx.lang].subjects[n % theme[ctx.lang].subjects.length]!;
      title = capitalise(values.subject as string);
    } else {
      title = capitalise(fill(w.rng.pick(TITLE_TEMPLATES[ctx.lang][kind]!), values));
    }
    let path = `${section}/${slugify(title)}`;
    for (let k = 2; taken.has(path); k++) path = `${section}/${slugify(title)}-${k}`;
    taken.add(path);
    out.push({ kind, ref: { path, title }, theme, values, n, ...(day !== undefined && { day }) });
  }
  return out;
}

export interface ArticleLinks {
  dossiers: PageRef[];
  news: PageRef[];
  contact: PageRef;
  knowledge: PageRef;
}

const internal = (ref: PageRef, type: CmsLink['type'] = 'normal'): CmsLink => ({
  title: ref.title,
  url: `/${ref.path}`,
  type,
});

/** Links to search records of the site's scope on this theme (resolved via the knowledge index). */
function itemLinks(ctx: SiteContext, index: SearchIndex, theme: Theme, rng: Rng, count: number): CmsLink[] {
  const pool = index.scopeRecords(
    ctx.site.scope,
    (r) => recordThemeSlug(r) === theme.slug && r.contentsubtype === 'source',
    24,
  );
  const fallback = pool.length > 0 ? pool : index.scopeRecords(ctx.site.scope, () => true, 24);
  return rng
    .sample(fallback, count)
    .map((r) => ({ title: r.title, url: null, type: 'normal' as const, item_id: r.id }));
}

function searchQuery(values: TextValues, label: string): string {
  return new URLSearchParams({ q: String(values.subject), theme: label }).toString();
}

/** The site's n-th agenda article is held in the coming weeks, later for later articles. */
function eventDay(n: number, rng: Rng): number {
  return demoToday() + (7 + n * 21 + rng.int(0, 13)) * 86_400_000;
}

/** A real calendar day as text (it once was a number from the text values, which gave "34 juni"). */
function dayText(lang: Lang, at: number): string {
  const d = new Date(at);
  const day = d.getUTCDate();
  const month = MONTHS[lang][d.getUTCMonth()]!;
  const year = d.getUTCFullYear();
  return lang === 'nl' ? `${day} ${month} ${year}` : `${month} ${day}, ${year}`;
}

const ARTICLE_TYPES: Record<Exclude<ArticleKind, 'dossier'>, readonly (string | undefined)[]> = {
  news: ['B', 'D', 'B', undefined],
  event: ['C'],
  project: ['D', 'B'],
  gkz: ['text', 'B', undefined],
  expert: ['C'],
};

export function articlePage(ctx: SiteContext, index: SearchIndex, a: PlannedArticle, links: ArticleLinks): CmsPage {
  if (a.kind === 'dossier') return dossierPage(ctx, index, a, links);
  const w = new PageWriter(ctx, a.ref.path);
  const { t, lang } = ctx;
  const v = a.values;
  const label = a.theme[lang].label;
  const lead = w.paragraphs(v, 1).replace(/<\/?p>/g, '');
  const main = [];
  const aside = [];
  if (a.kind === 'expert') {
    const person = w.person('expert', String(v.subject));
    if (person.type === 'person') person.name = a.ref.title;
    main.push(area('main', a.ref.title, [person, w.text('', w.paragraphs(v, 2))]));
    main.push(
      area('main', lang === 'nl' ? 'Publicaties' : 'Publications', [
        w.links('', [
          ...itemLinks(ctx, index, a.theme, w.rng, 3),
          {
            title: fill(t.labels.searchAbout, { subject: String(v.subject) }),
            url: searchQuery(v, label),
            type: 'search-query',
          },
        ]),
      ]),
    );
  } else {
    main.push(
      area('main', '', [
        w.text('', w.richText(v, { list: a.kind !== 'news' })),
        w.image(a.theme, capitalise(String(v.subject)), `${capitalise(String(v.context))}, ${v.place}`),
      ]),
    );
    if (a.kind === 'event') {
      const info = lang === 'nl' ? ['Wanneer', 'Waar', 'Kosten', 'Aanmelden'] : ['When', 'Where', 'Costs', 'Register'];
      const html = `<ul><li><strong>${info[0]}:</strong> ${dayText(lang, a.day ?? demoToday())}</li><li><strong>${info[1]}:</strong> ${esc(String(v.place))}</li><li><strong>${info[2]}:</strong> ${lang === 'nl' ? 'gratis' : 'free'}</li></ul>`;
      main.push(
        area('main', lang === 'nl' ? 'Praktische informatie' : 'Practical information', [
          w.text('', html),
          w.person('contact'),
        ]),
      );
      aside.push(
        w.links(info[3]!, [
          {
            title: info[3]!,
            url: `https://aanmelden.groenkennis.example/${a.ref.path.split('/').pop()}`,
            type: 'external',
          },
        ]),
      );
    } else if (a.kind === 'project') {
      const q =
        lang === 'nl'
          ? ['Wat is het doel?', 'Wie doen er mee?', 'Wat levert het op?']
          : ['What is the goal?', 'Who takes part?', 'What are the results?'];
      main.push(
        area('main', lang === 'nl' ? 'Over het project' : 'About the project', [
          w.accordion(
            '',
            q.map((title) => ({ title, html: w.paragraphs(v, 1) })),
          ),
        ]),
      );
      main.push(area('team', t.areas.team, [w.person('contact person'), w.person('expert')]));
    } else {
      main.push(
        area('main', lang === 'nl' ? 'Achtergrond' : 'Background', [
          w.text(
            '',
            w.richText(v, {
              heading: capitalise(String(v.measure)),
              link: { href: `/${links.knowledge.path}`, text: links.knowledge.title },
            }),
          ),
        ]),
      );
    }
    main.push(area('main', t.areas.sources, [w.links('', itemLinks(ctx, index, a.theme, w.rng, 2))]));
  }
  const dossier = links.dossiers[a.n % links.dossiers.length];
  aside.push(
    w.links(t.areas.aside, [
      ...(dossier ? [internal(dossier, 'pill')] : []),
      ...links.news
        .filter((n) => n.path !== a.ref.path)
        .slice(0, 2)
        .map((n) => internal(n)),
      {
        title: fill(t.labels.searchAbout, { subject: String(v.subject) }),
        url: searchQuery(v, label),
        type: 'search-query',
      },
    ]),
  );
  aside.push(
    w.itemList(
      t.areas.related,
      [
        ['wq_flt', 'theme'],
        ['wq_val', label],
      ],
      3,
    ),
  );
  const types = ARTICLE_TYPES[a.kind];
  return page(a.ref.title, lead, [...main, area('aside', t.areas.aside, aside)], {
    pageType: types[a.n % types.length],
    header:
      a.kind === 'news' && a.n % 3 === 2
        ? { source: null, alt: '' }
        : sceneImage(ctx, a.theme, a.ref.path, capitalise(String(v.subject))),
    searchidentifier: `${ctx.site.id}:${lang}:${a.ref.path}`,
    lastUpdated: lastUpdated(w.rng),
  });
}

const DOSSIER_TYPES = ['dossier-A', 'dossier-B', 'dossier-contact', 'dossier-more-info'];
const siteOffset = (id: string) => [...id].reduce((sum, c) => sum + c.charCodeAt(0), 0);

function dossierPage(ctx: SiteContext, index: SearchIndex, a: PlannedArticle, links: ArticleLinks): CmsPage {
  const w = new PageWriter(ctx, a.ref.path);
  const { t, lang } = ctx;
  const v = a.values;
  const label = a.theme[lang].label;
  const summary = area('summary', t.areas.summary, [w.text('', w.paragraphs(v, 1))]);
  const sections = t.dossierSections.map((s) =>
    capitalise(fill(s, { subject: String(v.subject), region: String(v.region) })),
  );
  const main = sections.map((title, i) => {
    const sv = i === 0 ? v : w.valuesAbout(a.theme, String(v.subject));
    const elements = [
      w.text('', w.richText(sv, { heading: i % 2 === 0 ? capitalise(String(sv.measure2)) : undefined, list: i === 2 })),
    ];
    if (i === 0) elements.push(w.image(a.theme, title, `${capitalise(String(v.context))} (${v.place})`));
    if (i === 1) elements.push(w.video(`${t.labels.watch}: ${v.subject}`, a.theme));
    if (i === 2)
      elements.push(
        w.accordion(
          t.pages.faq.title,
          t.faq.slice(0, 3).map((f) => ({ title: fill(f.q, { subject: String(v.subject) }), html: `<p>${f.a}</p>` })),
        ),
      );
    if (i === 3)
      elements.push(
        w.itemList(
          t.areas.related,
          [
            ['wq_flt', 'theme'],
            ['wq_val', label],
            ['wq_srt_desc', 'year'],
          ],
          5,
        ),
      );
    if (i === 4) elements.push(w.links('', itemLinks(ctx, index, a.theme, w.rng, 3)));
    return area('main', title, elements);
  });
  const contents = [
    summary,
    ...main,
    area('contact', t.areas.contact, [w.person('contact person', String(v.subject)), w.person('dossier owner')]),
    area('more-info', t.areas.moreInfo, [
      w.links('', [
        { title: links.knowledge.title, url: `/${links.knowledge.path}`, type: 'more-info' },
        { title: links.contact.title, url: `/${links.contact.path}`, type: 'more-info' },
        {
          title: fill(t.labels.searchAbout, { subject: String(v.subject) }),
          url: searchQuery(v, label),
          type: 'search-query',
        },
        {
          title: lang === 'nl' ? 'Europese Commissie \u2013 Landbouw' : 'European Commission \u2013 Agriculture',
          url: 'https://agriculture.ec.europa.eu/',
          type: 'external',
        },
      ]),
    ]),
    area('team', t.areas.team, [w.person('expert'), w.person('expert'), w.person('contact')]),
  ];
  return page(a.ref.title, w.paragraphs(v, 1).replace(/<\/?p>/g, ''), contents, {
    // Rotated per site, so each dossier template appears on many sites (most have three dossiers).
    pageType: DOSSIER_TYPES[(a.n + siteOffset(ctx.site.id)) % DOSSIER_TYPES.length],
    header: sceneImage(ctx, a.theme, a.ref.path, a.ref.title),
    searchidentifier: `${ctx.site.id}:${lang}:${a.ref.path}`,
    lastUpdated: lastUpdated(w.rng),
    location: dossierLocation(String(v.place), String(v.region)),
    // Each site's first dossier has a header video instead of a still.
    ...(a.n === 0 && { videos: sceneVideos(ctx, a.theme, a.ref.path) }),
  });
}

/** The dossier's place (or the first town of its region): the centre of its map banner. */
function dossierLocation(place: string, region: string): { lat: number; lon: number; radius_km: number } {
  const at = PLACES.find((p) => p.name === place) ?? PLACES.find((p) => p.region === region) ?? PLACES[0]!;
  return { lat: at.lat, lon: at.lon, radius_km: 40 };
}

import { capitalise, createRng, fill, hashString, type Rng } from './prng.js';
import { SCENE_VARIANTS } from './scenes.js';
import { logoName } from './media-logos.js';
import { personName, sentences, themeValues, type TextValues } from './corpus.js';
import { ORGANISATIONS, SENTENCES, type Lang } from './vocab-common.js';
import type { Theme } from './vocab-themes.js';
import type {
  CmsArea,
  CmsElement,
  CmsImage,
  CmsLink,
  CmsPage,
  CmsVideo,
  PageMetadata,
  PersonRole,
} from './cms-types.js';
import type { DemoSite } from './site-files.js';
import { TEXTS, type CmsTexts } from './cms-texts.js';

// Building blocks for demo CMS pages: escaped HTML, element constructors with per-page ids,
// media URLs and page metadata.

export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Everything a page builder needs to know about the site and language it writes for. */
export interface SiteContext {
  site: DemoSite;
  lang: Lang;
  t: CmsTexts;
  /** Demo server base URL, e.g. http://127.0.0.1:4010 (absolute media and query URLs). */
  base: string;
  themes: Theme[];
  /** "bodem, water en biodiversiteit" */
  themeList: string;
}

export function siteContext(site: DemoSite, lang: Lang, base: string, themes: Theme[]): SiteContext {
  const labels = themes.map((t) => t[lang].label.toLowerCase());
  const and = lang === 'nl' ? ' en ' : ' and ';
  const themeList = labels.length > 1 ? `${labels.slice(0, -1).join(', ')}${and}${labels.at(-1)}` : (labels[0] ?? '');
  return { site, lang, t: TEXTS[lang], base, themes, themeList };
}

function mediaUrl(ctx: SiteContext, file: string): string {
  return `${ctx.base}/demo-media/${file}`;
}

/** The scene variant for something of this site and language (a page path): pages differ, reruns do not. */
function sceneVariant(ctx: SiteContext, seed: string): number {
  return hashString(`${ctx.site.id}:${ctx.lang}:${seed}`) % SCENE_VARIANTS;
}

const sceneFile = (theme: Theme, variant: number) => `scene-${theme.slug}-${variant}.jpg`;

/** A theme's scene illustration (src/demo/scenes.ts), its variant chosen by `seed` (e.g. the page's path). */
export function sceneImage(ctx: SiteContext, theme: Theme, seed: string, alt: string): CmsImage {
  return { source: mediaUrl(ctx, sceneFile(theme, sceneVariant(ctx, seed))), alt };
}

/** The desktop (16:9) and mobile (9:16) header videos of a scene (src/demo/media-video.ts), the scene as poster. */
export function sceneVideos(ctx: SiteContext, theme: Theme, seed: string): { desktop: CmsVideo; mobile: CmsVideo } {
  const variant = sceneVariant(ctx, seed);
  const video = (shape: string): CmsVideo => ({
    source: mediaUrl(ctx, `video-${theme.slug}-${variant}-${shape}.webm`),
    poster: mediaUrl(ctx, sceneFile(theme, variant)),
    type: 'video/webm',
  });
  return { desktop: video('desktop'), mobile: video('mobile') };
}

/** A partner's wordmark (src/demo/media-logos.ts). */
export function logoUrl(base: string, organisation: string): string {
  return `${base}/demo-media/${logoName(organisation)}.svg`;
}

/**
 * Absolute URL of a prepared query on the demo search service. Every list is of the page's
 * language: a site's scope also holds records in the other language, which a Dutch page must not
 * show (an English title and an English date on a Dutch page).
 */
function queryUrl(ctx: SiteContext, params: [string, string][]): string {
  const hasLanguage = params.some(([k, v]) => k === 'wq_flt' && v === 'language');
  const language: [string, string][] = hasLanguage
    ? []
    : [
        ['wq_flt', 'language'],
        ['wq_val', ctx.lang],
      ];
  const qs = new URLSearchParams([['q', '*'], ...language, ...params]);
  return `${ctx.base}/search/${ctx.site.scope}?${qs.toString()}`;
}

const ROLE_LABELS: Record<Lang, Record<PersonRole, string>> = {
  nl: { contact: 'Contact', 'contact person': 'Contactpersoon', expert: 'Expert', 'dossier owner': 'Dossiereigenaar' },
  en: { contact: 'Contact', 'contact person': 'Contact person', expert: 'Expert', 'dossier owner': 'Dossier owner' },
};

export class PageWriter {
  private count = 0;
  readonly rng: Rng;

  constructor(
    readonly ctx: SiteContext,
    seed: string,
  ) {
    this.rng = createRng(`${ctx.site.id}:${ctx.lang}:${seed}`);
  }

  private nextId(): string {
    return `el-${++this.count}`;
  }

  values(theme: Theme): TextValues {
    return themeValues(this.rng, theme[this.ctx.lang], this.ctx.lang);
  }

  /** Paragraphs of 2–3 sentences; no sentence template is used twice in one call. */
  paragraphs(values: TextValues, count: number): string {
    const sizes = Array.from({ length: count }, () => this.rng.int(2, 3));
    const deck = this.rng
      .sample(
        SENTENCES[this.ctx.lang],
        sizes.reduce((a, b) => a + b, 0),
      )
      .map((t) => esc(fill(t, values)));
    let at = 0;
    return sizes.map((n) => `<p>${deck.slice(at, (at += n)).join(' ')}</p>`).join('');
  }

  /** Fresh placeholder values for the same subject, so sections of one page differ. */
  valuesAbout(theme: Theme, subject: string): TextValues {
    return { ...this.values(theme), subject };
  }

  /** Rich text: paragraphs, optionally a subheading, a list and an emphasised phrase. */
  richText(
    values: TextValues,
    opts: { heading?: string; list?: boolean; link?: { href: string; text: string } } = {},
  ): string {
    let html = this.paragraphs(values, 2);
    if (opts.heading) html += `<h3>${esc(opts.heading)}</h3>`;
    if (opts.list) {
      const items = [values.measure, values.measure2, values.subject2].map(
        (v) => `<li>${esc(capitalise(String(v)))}</li>`,
      );
      html += `<ul>${items.join('')}</ul>`;
    }
    const extra = sentences(this.rng, this.ctx.lang, values, 1);
    html += `<p><strong>${esc(capitalise(String(values.subject)))}</strong> \u2013 ${esc(extra)}</p>`;
    if (opts.link) {
      const more = this.ctx.lang === 'nl' ? 'Meer weten?' : 'Want to know more?';
      html += `<p><em>${more}</em> <a href="${esc(opts.link.href)}">${esc(opts.link.text)}</a></p>`;
    }
    return html;
  }

  text(title: string, html: string): CmsElement {
    return { type: 'text', id: this.nextId(), title, html };
  }

  image(theme: Theme, alt: string, caption: string): CmsElement {
    const img = sceneImage(this.ctx, theme, `image:${this.rng.int(0, 999)}`, alt);
    return { type: 'image', id: this.nextId(), title: '', source: img.source!, alt, caption };
  }

  links(title: string, links: CmsLink[]): CmsElement {
    return { type: 'links', id: this.nextId(), title, links };
  }

  itemList(title: string, params: [string, string][], max: number, display?: 'alphabet'): CmsElement {
    return {
      type: 'item-list',
      id: this.nextId(),
      title,
      query_url: queryUrl(this.ctx, params),
      max,
      ...(display && { display }),
    };
  }

  accordion(title: string, items: { title: string; html: string }[]): CmsElement {
    return { type: 'accordion', id: this.nextId(), title, items };
  }

  /** A video on a third-party player (YouTube), shown behind a facade until asked. */
  embeddedVideo(title: string): CmsElement {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const videoId = Array.from({ length: 11 }, () => alphabet[this.rng.int(0, alphabet.length - 1)]).join('');
    return { type: 'video', id: this.nextId(), title, url: `https://www.youtube-nocookie.com/embed/${videoId}` };
  }

  /** A short film of the theme's scene (a WebM the demo serves; one per theme and site), its first frame as the still. */
  video(title: string, theme: Theme): CmsElement {
    const { desktop } = sceneVideos(this.ctx, theme, 'film');
    return { type: 'video', id: this.nextId(), title, url: desktop.source, poster: desktop.poster! };
  }

  person(role: PersonRole, subject?: string): CmsElement {
    const { first, last } = personName(this.rng, this.ctx.lang);
    const organisation = this.rng.pick(ORGANISATIONS[this.ctx.lang]);
    const local = `${first}.${last}`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z.]+/g, '');
    const name = `${first} ${last}`;
    const roleLabel = ROLE_LABELS[this.ctx.lang][role];
    const title = subject ? `${roleLabel} ${this.ctx.lang === 'nl' ? '' : 'for '}${subject}` : roleLabel;
    return {
      type: 'person',
      id: this.nextId(),
      title,
      name,
      role,
      organisation,
      email: `${local}@groenkennis.example`,
      image: { source: mediaUrl(this.ctx, `person-${this.rng.int(0, 11)}.svg`), alt: name },
    };
  }

  newsletter(): CmsElement {
    const l = this.ctx.t.labels;
    return {
      type: 'newsletter',
      id: this.nextId(),
      title: l.newsletterTitle,
      html: fill(l.newsletterHtml, { themes: esc(this.ctx.themeList) }),
    };
  }
}

export function area(areaName: CmsArea['area'], title: string, elements: CmsElement[]): CmsArea {
  return { area: areaName, title, elements };
}

export interface PageOptions {
  pageType?: string;
  header: CmsImage;
  headerimages?: CmsImage[];
  searchidentifier: string;
  lastUpdated: string;
  location?: PageMetadata['location'];
  /** Page-metadata layout, size and map-page flag (docs/upstream-contracts.md §1.1). */
  layout?: string;
  size?: 'small' | 'exploded';
  mapPage?: boolean;
  videos?: { desktop: CmsVideo; mobile: CmsVideo };
}

export function page(title: string, lead: string, contents: CmsArea[], opts: PageOptions): CmsPage {
  const metadata: PageMetadata = {
    lead,
    headerimage: opts.header,
    headerimages: opts.headerimages ?? (opts.header.source ? [opts.header] : []),
    video_header: opts.videos?.desktop ?? null,
    video_header_mobile: opts.videos?.mobile ?? null,
    searchidentifier: opts.searchidentifier,
  };
  if (opts.pageType) metadata.page_type = { id: opts.pageType };
  if (opts.location) metadata.location = opts.location;
  if (opts.layout) metadata.layout = { id: opts.layout };
  if (opts.size) metadata.size = { id: opts.size };
  if (opts.mapPage) metadata.map_page = true;
  return { title, last_updated: opts.lastUpdated, contents, metadata: { 'page-metadata': metadata } };
}

/** A deterministic last-updated time in 2025–2026. */
export function lastUpdated(rng: Rng): string {
  const day = new Date(Date.UTC(2025, 0, 1) + rng.int(0, 600) * 86_400_000 + rng.int(7 * 60, 18 * 60) * 60_000);
  return day.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

import {
  CMS_LAYOUTS,
  type CmsLayoutName,
  type ContainerSize,
  type ContentArea,
  type FooterBlock,
  type GeoLocation,
  type ImageRef,
  type MenuGroup,
  type MenuItem,
  type NavLink,
  type PageContent,
  type PageTranslation,
  type VideoRef,
} from '../../model/page.js';
import type { ContentElement } from '../../model/content-element.js';
import type { ContactForm } from '../../model/forms.js';
import { rewriteFooterUrls, rewriteMenuUrls, rewritePageUrls, type UpstreamBases } from '../../model/stored-url.js';
import { storingUrls } from '../stored-url.js';
import { parseCmsElement } from './cms-element-schema.js';
import type { CmsArea, CmsPageResponse, CmsSection } from './cms-schemas.js';

/** An element left out of a page: where it was, its type and what was wrong with it. */
export interface DroppedElement {
  area: string;
  /** Its position among the area's elements. */
  index: number;
  id: string | null;
  type: string | null;
  problem: string;
}
/** Told of every element left out, so the caller can log it with its own context. */
export type DroppedElementReporter = (dropped: DroppedElement) => void;

type Loose = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
const obj = (v: unknown): Loose | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Loose) : null);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

// requirements §5: a header image is used only when it has a source.
export function toImage(v: unknown): ImageRef | null {
  const o = obj(v);
  const source = str(o?.source);
  return source ? { source, alt: str(o?.alt) ?? '' } : null;
}

/** A header video: only with a source, like header images. */
export function toVideo(v: unknown): VideoRef | null {
  const o = obj(v);
  const source = str(o?.source);
  return source ? { source, poster: str(o?.poster), type: str(o?.type) } : null;
}

const DEFAULT_RADIUS_KM = 25;

/** A page location {lat, lon, radius_km?}; anything else (or outside lat/lon ranges) is none. */
export function toLocation(v: unknown): GeoLocation | null {
  const o = obj(v);
  const lat = Number(o?.lat);
  const lon = Number(o?.lon);
  if (!o || !Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  const radius = Number(o.radius_km);
  return { lat, lon, radiusKm: Number.isFinite(radius) && radius > 0 ? Math.min(radius, 500) : DEFAULT_RADIUS_KM };
}

/** gkn_link {linktext, link_intern{url}, link_url} -> one link; null when it leads nowhere. */
function toNavLink(v: unknown, fallbackText: string | null): NavLink | null {
  const o = obj(v);
  if (!o) return null;
  const text = str(o.linktext) ?? fallbackText ?? '';
  const internal = str(obj(o.link_intern)?.url);
  if (internal) return { text, href: internal.startsWith('/') ? internal : `/${internal}`, external: false };
  const url = str(o.link_url);
  if (!url) return null;
  return { text, href: url, external: /^https?:\/\//i.test(url) };
}

/** A choice field: `{id}` like page_type, or the bare id. */
const choice = (v: unknown): string | null => str(obj(v)?.id) ?? str(v);

/** page-metadata `layout`: one of the layouts a CMS page may choose; anything else is the default. */
function toLayout(v: unknown): CmsLayoutName {
  const id = choice(v);
  return id && (CMS_LAYOUTS as readonly string[]).includes(id) ? (id as CmsLayoutName) : 'default';
}

/** page-metadata `size`: small or exploded; anything else is the normal container. */
function toSize(v: unknown): ContainerSize | null {
  const id = choice(v);
  return id === 'small' || id === 'exploded' ? id : null;
}

/** A root-relative page path that stays what it says: no '//', dot-segment, separator in a segment or query. */
function isPagePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || /[?#\\\s]|%(2f|5c|2e)/i.test(path)) return false;
  try {
    return new URL(path, 'http://cms.invalid').pathname === path;
  } catch {
    return false;
  }
}

/**
 * page-metadata `translations`: `{language, cname, path}` per other language. An entry with an
 * unknown language, no site name or a path that is not a plain root-relative path is left out,
 * and so is a second entry for one language.
 */
export function toTranslations(v: unknown): PageTranslation[] {
  const out: PageTranslation[] = [];
  for (const entry of list(v)) {
    const o = obj(entry);
    const language = o?.language;
    const cname = str(o?.cname)?.trim();
    const path = str(o?.path)?.trim();
    if ((language !== 'nl' && language !== 'en') || !cname || !path || !isPagePath(path)) continue;
    if (out.some((t) => t.language === language)) continue;
    out.push({ language, cname, path });
  }
  return out;
}

/**
 * A CMS page as the templates read it; elements that do not parse are left out and reported.
 * With `storeFor`, addresses on those upstreams are in their stored form (relative to them:
 * src/model/stored-url.ts), as content that is cached must be; without, as the CMS sent them.
 */
export function toPageContent(
  page: CmsPageResponse,
  report: DroppedElementReporter = () => {},
  storeFor?: UpstreamBases,
): PageContent {
  const content = pageContentOf(page, report);
  return storeFor ? rewritePageUrls(content, storingUrls(storeFor)) : content;
}

function pageContentOf(page: CmsPageResponse, report: DroppedElementReporter): PageContent {
  const meta = obj(page.metadata?.['page-metadata']) ?? {};
  return {
    title: page.title,
    lead: str(meta.lead),
    pageType: str(obj(meta.page_type)?.id) ?? 'default',
    headerImage: toImage(meta.headerimage),
    headerImages: list(meta.headerimages)
      .map(toImage)
      .filter((i): i is ImageRef => i !== null),
    videoHeader: toVideo(meta.video_header),
    videoHeaderMobile: toVideo(meta.video_header_mobile),
    location: toLocation(meta.location),
    areas: page.contents.map((area) => toContentArea(area, report)),
    lastUpdated: str(page.last_updated),
    searchIdentifier: str(meta.searchidentifier),
    layout: toLayout(meta.layout),
    size: toSize(meta.size),
    // A map page needs a place to map: without a location it is an ordinary page.
    mapPage: meta.map_page === true && toLocation(meta.location) !== null,
    translations: toTranslations(meta.translations),
  };
}

function toContentArea(area: CmsArea, report: DroppedElementReporter): ContentArea {
  return {
    area: area.area,
    title: str(area.title),
    template: str(area.areatemplate?.id),
    elements: area.elements.flatMap((raw, index): ContentElement[] => {
      const parsed = parseCmsElement(raw);
      if (parsed.ok) return [parsed.element];
      report({ area: area.area, index, id: str(obj(raw)?.id), type: parsed.type, problem: parsed.problem });
      return [];
    }),
  };
}

/**
 * The contact form (requirements §7.2): the first form element in the main area of the
 * Contactformulier page; null when it has none that parses.
 */
export function toContactForm(page: CmsPageResponse, report: DroppedElementReporter = () => {}): ContactForm | null {
  for (const area of toPageContent(page, report).areas) {
    if (area.area !== 'main') continue;
    for (const element of area.elements) {
      if (element.type !== 'form') continue;
      return {
        id: element.id ?? 'contactformulier',
        pageTitle: page.title,
        title: element.title,
        submitLabel: element.submitLabel,
        fields: element.fields,
      };
    }
  }
  return null;
}

const MENU_TYPES = new Set(['main', 'normal', 'aside']);

/** The menu; with `storeFor`, its addresses in their stored form (see toPageContent). */
export function toMenu(areas: CmsSection[], storeFor?: UpstreamBases): MenuGroup[] {
  const menu = menuOf(areas);
  return storeFor ? rewriteMenuUrls(menu, storingUrls(storeFor)) : menu;
}

function menuOf(areas: CmsSection[]): MenuGroup[] {
  return areas.map((area) => ({
    area: area.area,
    title: str(area.title),
    items: area.elements.map((e, index): MenuItem => {
      const title = str(e.title) ?? '';
      const type = typeof e.type === 'string' && MENU_TYPES.has(e.type) ? (e.type as MenuItem['type']) : 'normal';
      return {
        identifier: str(e.identifier) ?? `${area.area}-${index}`,
        title,
        type,
        link: toNavLink(e.gkn_link, title),
        subPages: list(e.subPages).flatMap((s, i) => {
          const sub = obj(s);
          const url = str(sub?.url);
          if (!sub || !url) return [];
          return [
            {
              identifier: str(sub.identifier) ?? `${index}-${i}`,
              title: str(sub.title) ?? url,
              href: url.startsWith('/') ? url : `/${url}`,
            },
          ];
        }),
      };
    }),
  }));
}

const FOOTER_TEMPLATES = new Set(['normal', 'image', 'socials']);

/** A footer; with `storeFor`, its addresses in their stored form (see toPageContent). */
export function toFooter(areas: CmsSection[], storeFor?: UpstreamBases): FooterBlock[] {
  const blocks = footerOf(areas);
  return storeFor ? rewriteFooterUrls(blocks, storingUrls(storeFor)) : blocks;
}

function footerOf(areas: CmsSection[]): FooterBlock[] {
  return areas.map((area) => {
    const template = str(area.areatemplate?.id) ?? 'normal';
    return {
      area: area.area,
      title: str(area.title),
      template: (FOOTER_TEMPLATES.has(template) ? template : 'normal') as FooterBlock['template'],
      items: area.elements.map((e, index) => ({
        identifier: str(e.identifier) ?? `${area.area}-${index}`,
        title: str(e.title),
        link: toNavLink(e.gkn_link, str(e.title)),
        image: toImage(e.image),
        network: str(e.network),
      })),
    };
  });
}

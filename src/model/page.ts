import type { ContentElement } from './content-element.js';

// What loaders hand to page components: plain, serialisable, already normalised and sanitised.

export interface ImageRef {
  source: string;
  alt: string;
}

/** A header video (requirements §3 video_header, video_header_mobile): used only with a source. */
export interface VideoRef {
  source: string;
  poster: string | null;
  type: string | null;
}

/** Where a page is about (a dossier's region): the map banner shows items within the radius. */
export interface GeoLocation {
  lat: number;
  lon: number;
  radiusKm: number;
}

export interface ContentArea {
  area: string;
  title: string | null;
  template: string | null;
  /** The elements that parsed; one of an unknown type or with a malformed field was dropped. */
  elements: ContentElement[];
}

/** requirements §2 Layouts a CMS page may choose (page-metadata `layout`); the others belong to routes. */
export const CMS_LAYOUTS = ['default', 'default-no-footer', 'landing', 'sand', 'clean'] as const;
export type CmsLayoutName = (typeof CMS_LAYOUTS)[number];
/** requirements §2: the default layout's container size (page-metadata `size`); none = the normal width. */
export type ContainerSize = 'small' | 'exploded';

/**
 * The same page on a site of another language (docs/upstream-contracts.md §1.1 `translations`):
 * the CMS's name of that site and the page's path there. Shown as hreflang alternates
 * (requirements §10.7.4).
 */
export interface PageTranslation {
  language: 'nl' | 'en';
  cname: string;
  path: string;
}

export interface PageContent {
  title: string;
  lead: string | null;
  /** requirements §2: the template is 'default' when no page type is given. */
  pageType: string;
  /** requirements §5: only an image with a source counts. */
  headerImage: ImageRef | null;
  headerImages: ImageRef[];
  videoHeader: VideoRef | null;
  videoHeaderMobile: VideoRef | null;
  location: GeoLocation | null;
  areas: ContentArea[];
  lastUpdated: string | null;
  searchIdentifier: string | null;
  /** The layout the page asks for (docs/upstream-contracts.md §1.1); absent = default. */
  layout?: CmsLayoutName;
  /** The default layout's container size; absent = normal. */
  size?: ContainerSize | null;
  /** A page whose main content is the map of its location's surroundings. */
  mapPage?: boolean;
  /** The page in other languages, on other sites; absent or empty = none given. */
  translations?: PageTranslation[];
}

export interface NavLink {
  text: string;
  href: string;
  /** http(s) links outside the site: open in a new tab with the external icon (requirements §2 Links). */
  external: boolean;
}

/** One section above a page in its breadcrumbs (/nieuws above /nieuws/x). */
export interface Crumb {
  title: string;
  href: string;
}

export interface MenuItem {
  identifier: string;
  title: string;
  /** requirements §2: menu link type is limited to main, normal or aside. */
  type: 'main' | 'normal' | 'aside';
  link: NavLink | null;
  subPages: { identifier: string; title: string; href: string }[];
}

export interface MenuGroup {
  area: string;
  title: string | null;
  items: MenuItem[];
}

export interface FooterItem {
  identifier: string;
  title: string | null;
  link: NavLink | null;
  image: ImageRef | null;
  network: string | null;
}

export interface FooterBlock {
  area: string;
  title: string | null;
  /** requirements §3: the area template decides socials, image or normal blocks. */
  template: 'normal' | 'image' | 'socials';
  items: FooterItem[];
}

export interface SiteChrome {
  menu: MenuGroup[] | null;
  footer: FooterBlock[] | null;
  legal: FooterBlock[] | null;
}

// Response shapes of the demo CMS (documented in docs/upstream-contracts.md).

type LinkType = 'normal' | 'search-query' | 'pill' | 'more-info' | 'external';
export type PersonRole = 'contact' | 'contact person' | 'expert' | 'dossier owner';

export interface CmsImage {
  source: string | null;
  alt: string;
}

/** A header video served by the demo (WebM, VP8) with a still of its first frame's scene. */
export interface CmsVideo {
  source: string;
  poster: string;
  type: string;
}

export interface CmsLink {
  title: string;
  /** Internal path (/nieuws/x), absolute URL, or for search-query a query string (q=…&theme=…). Null when item_id is set. */
  url: string | null;
  type: LinkType;
  /** A search record id: the product shows that item (title, journal/publisher, year) and links to its result page. */
  item_id?: string;
  /** The link's own badge: an editor's highlight, or a link to a page of the site's menu. */
  badge?: 'highlight' | 'menu';
}

export interface FormField {
  name: string;
  label: string;
  type: 'text' | 'email' | 'textarea';
  required: boolean;
}

interface Base {
  id: string;
  title: string;
}

export type CmsElement =
  | (Base & { type: 'text'; html: string })
  | (Base & { type: 'image'; source: string; alt: string; caption: string })
  | (Base & { type: 'links'; links: CmsLink[] })
  | (Base & { type: 'item-list'; query_url: string; max: number; display?: 'alphabet' })
  | (Base & { type: 'accordion'; items: { title: string; html: string }[] })
  | (Base & { type: 'video'; url: string; poster?: string })
  | (Base & { type: 'person'; name: string; role: PersonRole; organisation: string; email: string; image: CmsImage })
  | (Base & { type: 'form'; fields: FormField[]; submit_label: string })
  | (Base & { type: 'newsletter'; html: string });

export interface CmsArea {
  area: 'main' | 'aside' | 'summary' | 'contact' | 'more-info' | 'team';
  title: string;
  elements: CmsElement[];
}

export interface PageMetadata {
  lead: string;
  page_type?: { id: string };
  headerimage: CmsImage;
  headerimages: CmsImage[];
  /** A few pages (the videos page, each site's first dossier): a desktop and a mobile header video. */
  video_header: CmsVideo | null;
  video_header_mobile: CmsVideo | null;
  searchidentifier: string;
  /** Dossiers: the place the dossier is about; the product shows map-scope items within the radius. */
  location?: { lat: number; lon: number; radius_km: number };
  /** The layout the page asks for (requirements §2): default, default-no-footer, landing, sand or clean. */
  layout?: { id: string };
  /** The default layout's container size: small or exploded. */
  size?: { id: string };
  /** A page whose main content is the map around its location. */
  map_page?: boolean;
  /** The same page on a site of another language: that site's cname and the page's path there. */
  translations?: { language: 'nl' | 'en'; cname: string; path: string }[];
}

export interface CmsPage {
  title: string;
  last_updated: string;
  contents: CmsArea[];
  metadata: { 'page-metadata': PageMetadata };
}

export interface GknLink {
  linktext: string;
  link_intern: { url: string } | null;
  link_url: string | null;
}

export interface MenuElement {
  identifier: string;
  title: string;
  type: 'main' | 'normal' | 'aside';
  gkn_link: GknLink;
  subPages: { identifier: string; title: string; url: string }[];
}

export interface FooterElement {
  identifier: string;
  type: 'modularcontent';
  title: string;
  gkn_link: GknLink;
  image?: CmsImage;
  network?: 'linkedin' | 'x' | 'facebook' | 'youtube' | 'instagram';
}

export interface NavigationSection<E> {
  area: 'main' | 'other' | 'legal';
  title: string;
  areatemplate: { id: 'normal' | 'image' | 'socials' };
  elements: E[];
}

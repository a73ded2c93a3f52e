import type { ContactFormField } from './forms.js';

// The CMS elements of a page (docs/upstream-contracts.md §1.1), as the upstream mapper hands them
// on: one type per element kind, told apart by `type`. Fields are normalised (a blank string is
// null) and rich text is already sanitised, so views narrow on `type` and render what they get.

/** requirements §2 Links: the kinds of link a `links` element may hold; anything else is normal. */
export const LINK_TYPES = ['normal', 'search-query', 'pill', 'more-info', 'external'] as const;
export type LinkType = (typeof LINK_TYPES)[number];

/** requirements §5: the colours a CMS link may ask for. */
export const LINK_COLOURS = ['blue', 'green', 'bg-white', 'black', 'bg-black', 'video-color', 'bg-blue'] as const;
export type LinkColour = (typeof LINK_COLOURS)[number];

/**
 * requirements §3 Badge types that are no content type: a link the CMS editor highlighted
 * ('Uitgelicht'), and a link to a page of the site's menu. Content types come from the item itself.
 */
export const LINK_BADGES = ['highlight', 'menu'] as const;
export type LinkBadge = (typeof LINK_BADGES)[number];

/** One link of a `links` element: to a url, or to a knowledge-index item by id. */
export interface ElementLink {
  title: string;
  type: LinkType;
  /** Set when itemId is null. For search-query links: a query string (`q=…&theme=…`). */
  url: string | null;
  itemId: string | null;
  /** An allowed link colour when the CMS names one; others are ignored. */
  colour: LinkColour | null;
  /** The badge shown before the link when the CMS gives one of LINK_BADGES; others are ignored. */
  badge: LinkBadge | null;
}

interface ElementBase {
  id: string | null;
  /** The element's heading; null when the CMS gives none (or a blank one). */
  title: string | null;
}

/** Rich text (sanitised html). */
export interface TextElement extends ElementBase {
  type: 'text';
  html: string | null;
}

export interface ImageElement extends ElementBase {
  type: 'image';
  source: string;
  alt: string;
  caption: string | null;
}

export interface LinksElement extends ElementBase {
  type: 'links';
  links: ElementLink[];
}

/** The records of a prepared search query; its id keys the loaded items. */
export interface ItemListElement extends ElementBase {
  type: 'item-list';
  id: string;
  queryUrl: string;
  /** How many items to show; null: the loader's default. */
  max: number | null;
  /** 'alphabet': an A–Z index of the records. */
  display: 'alphabet' | null;
}

export interface AccordionElement extends ElementBase {
  type: 'accordion';
  items: { title: string | null; html: string | null }[];
}

/**
 * A video: an embeddable https player URL (YouTube and the like, shown in a frame once asked), or a
 * video file the browser plays itself (`file` is its media type), with an optional still to show
 * before it plays.
 */
export interface VideoElement extends ElementBase {
  type: 'video';
  url: string;
  /** The file's media type (video/mp4, video/webm, video/ogg) when url is a video file; null for a player URL. */
  file: VideoFileType | null;
  /** Address of a still shown before the video plays. */
  poster: string | null;
}

export type VideoFileType = 'video/mp4' | 'video/webm' | 'video/ogg';

export interface PersonElement extends ElementBase {
  type: 'person';
  name: string;
  /** requirements §3 author roles (contact, contact person, expert, dossier owner); others show no label. */
  role: string | null;
  organisation: string | null;
  email: string | null;
  /** The photo's address, when it has one. */
  photo: string | null;
}

/** The contact form of the Contactformulier page (requirements §7). */
export interface FormElement extends ElementBase {
  type: 'form';
  submitLabel: string | null;
  fields: ContactFormField[];
}

/** The newsletter sign-up block: its text (sanitised html) above the form. */
export interface NewsletterElement extends ElementBase {
  type: 'newsletter';
  html: string | null;
}

export type ContentElement =
  | TextElement
  | ImageElement
  | LinksElement
  | ItemListElement
  | AccordionElement
  | VideoElement
  | PersonElement
  | FormElement
  | NewsletterElement;

export type ElementType = ContentElement['type'];

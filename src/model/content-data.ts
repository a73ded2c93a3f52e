import type { SummaryItem } from './summary-items.js';

// What a CMS page's loader resolved besides the page itself: the records of its item lists, the
// knowledge-index items its links name, and its map banner. Plain JSON (loader data).

/** A record as a card: enough to show and link it (requirements §2 item-id links, §3 summary items). */
export interface ItemCard {
  id: string;
  title: string;
  description: string | null;
  contentsubtype: string;
  year: number | null;
  date: string | null;
  publisher: string | null;
  journal: string | null;
  summary: SummaryItem[];
  /** The result page: /zoeken/resultaat/<slug>?id=… */
  href: string;
  /** The record's language (its title and description are in it); absent when unknown. */
  language?: string | null;
}

export interface MapItem {
  id: string;
  title: string;
  contentsubtype: string;
  lat: number;
  lon: number;
  distanceKm: number;
  href: string;
}

export interface MapBannerData {
  centre: { lat: number; lon: number };
  radiusKm: number;
  items: MapItem[];
  /** Leaflet tile URL template ({z}/{x}/{y}); from the server's configuration. */
  tileUrl: string;
  tileAttribution: string;
  /** The map scope could not be searched: the banner says so instead of showing an empty list. */
  failed: boolean;
}

export interface ContentData {
  /** Per item-list element id: its records, or null when the prepared query failed. */
  itemLists: Record<string, ItemCard[] | null>;
  /** The item list shown as the page's A–Z index: its letter groups carry the `letter-x` ids. */
  alphabetList: string | null;
  /** Per item id of a link: the knowledge-index item, or null when it is unknown. */
  itemLinks: Record<string, ItemCard | null>;
  map: MapBannerData | null;
}

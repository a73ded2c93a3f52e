import { z } from 'zod';
import { getJson, type HttpJsonOptions } from '../http-json.js';

// The map banner's calls: the records of a map scope (requirements §9: gkn-mapdata unless the site names
// one), with their coordinates. Same search call as requirements §7, read for what a map needs.

const mapRecordSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  title: z.string().catch(''),
  contentsubtype: z.string().nullish(),
  geo: z.object({ lat: z.number(), lon: z.number() }).nullish().catch(null),
});
const mapPageSchema = z.object({
  hits: z.number().int().nonnegative().catch(0),
  records: z.array(mapRecordSchema).default([]),
});

export interface MapClientOptions {
  /** The search base URL, ending in '/'. */
  baseUrl: string;
  timeoutMs: number;
  observe?: HttpJsonOptions['observe'];
}

/** The service's largest page (docs/upstream-contracts.md §2.2). */
export const MAP_PAGE_SIZE = 100;

export function createMapClient(opts: MapClientOptions) {
  const base = opts.baseUrl.endsWith('/') ? opts.baseUrl : `${opts.baseUrl}/`;
  return {
    /** GET {search base}{map scope}?q=*&wq_max=100&wq_ofs={offset}: one page of the map scope. */
    page(scope: string, offset: number): Promise<z.infer<typeof mapPageSchema>> {
      const query = new URLSearchParams({ q: '*', wq_max: String(MAP_PAGE_SIZE), wq_ofs: String(offset) });
      return getJson(`${base}${encodeURIComponent(scope)}?${query}`, mapPageSchema, {
        timeoutMs: opts.timeoutMs,
        observe: opts.observe,
      });
    },
  };
}

export type MapClient = ReturnType<typeof createMapClient>;

import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT_DIR } from '../src/config/root-dir.js';

// The addresses of the memory soak's mixed request set (scripts/bench-soak.lua), found on the
// soak's own server before the load: the links of every site's home page, the search result
// pages they and a search page link to, each site's search address, the filters of a search page,
// and the /_data URLs of client navigations to some of those pages. Fetching them is the warm-up.

export type SoakKind = 'page' | 'data' | 'result' | 'search' | 'filter';

export interface SoakAddress {
  kind: SoakKind;
  host: string;
  path: string;
}

type Get = (base: string, path: string, host: string) => Promise<{ status: number; body: Buffer }>;

/** Files, media and the login: not pages a soak should ask for. */
const NOT_A_PAGE = /^\/(assets|_cms-media|logos|fonts|auth|_forms|_data)\/|\.[a-z0-9]{2,5}(\?|$)/i;
const RESULT = /^\/(zoeken\/resultaat|search\/result)\//;
const SEARCH = /^\/(zoeken|search)(\/|\?|$)/;

const decode = (href: string) => href.replace(/&amp;/g, '&').split('#')[0]!;

/** The site-relative links of a page, once each, in order. */
export function linksOf(html: string): string[] {
  const links = [...html.matchAll(/href="(\/[^"]*)"/g)].map((m) => decode(m[1]!));
  return [...new Set(links.filter((l) => l.startsWith('/') && !l.startsWith('//') && !NOT_A_PAGE.test(l)))];
}

/** The search form's address plus `/` (`/zoeken/`), to which a term is added; null without one. */
export function searchBaseOf(html: string): string | null {
  const form = /<form[^>]*role="search"[^>]*>/.exec(html)?.[0];
  const action = form && /action="(\/[^"?#]*)"/.exec(form)?.[1];
  return action ? `${action.replace(/\/$/, '')}/` : null;
}

/** The filter choices of a search page as query parameters (`theme=Bodem`), once each. */
export function filtersOf(html: string): string[] {
  const inputs = [...html.matchAll(/<input[^>]*type="checkbox"[^>]*>/g)].map((m) => m[0]);
  const pairs = inputs.flatMap((input) => {
    const name = /name="([^"]+)"/.exec(input)?.[1];
    const value = /value="([^"]*)"/.exec(input)?.[1];
    return name && value ? [`${encodeURIComponent(name)}=${encodeURIComponent(decode(value))}`] : [];
  });
  return [...new Set(pairs)];
}

/** The site ids of `sites/`, whose hosts are `<id>.localhost`. */
export function siteIds(dir = join(ROOT_DIR, 'sites')): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
}

/** Runs `work` over `items`, `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

export interface FindOptions {
  base: string;
  sites: string[];
  get: Get;
  /** A search term that finds something (its page gives the result links and filters). */
  term: string;
  /** How many /_data URLs to try (each is a render). */
  dataProbes?: number;
  /** How many sites' search pages to read for results and filters. */
  searchProbes?: number;
}

export async function findSoakAddresses(opts: FindOptions): Promise<SoakAddress[]> {
  const found: SoakAddress[] = [];
  const pages: SoakAddress[][] = [];
  const searches: SoakAddress[] = [];
  await eachLimited(opts.sites, 4, async (site) => {
    const host = `${site}.localhost`;
    const home = await opts.get(opts.base, '/', host);
    if (home.status !== 200) return;
    const html = home.body.toString('utf8');
    const links = ['/', ...linksOf(html).filter((l) => l !== '/')];
    pages.push(links.filter((l) => !SEARCH.test(l)).map((path) => ({ kind: 'page', host, path })));
    found.push(...links.filter((l) => RESULT.test(l)).map((path) => ({ kind: 'result' as const, host, path })));
    const search = searchBaseOf(html);
    if (search) searches.push({ kind: 'search', host, path: search });
  });
  // Interleaved across sites, so the first N of them are not all one site's.
  const interleaved: SoakAddress[] = [];
  for (let i = 0; pages.some((p) => i < p.length); i++) for (const p of pages) if (p[i]) interleaved.push(p[i]!);
  found.push(...interleaved, ...searches);
  const filters = new Set<string>();
  await eachLimited(searches.slice(0, opts.searchProbes ?? 3), 4, async (s) => {
    const page = await opts.get(opts.base, `${s.path}${encodeURIComponent(opts.term)}`, s.host);
    if (page.status !== 200) return;
    const html = page.body.toString('utf8');
    found.push(
      ...linksOf(html)
        .filter((l) => RESULT.test(l))
        .map((path) => ({ kind: 'result' as const, host: s.host, path })),
    );
    for (const f of filtersOf(html)) filters.add(f);
  });
  found.push(...[...filters].map((path) => ({ kind: 'filter' as const, host: '-', path })));
  // The route id of a client navigation: `home` for /, `content` for a CMS page; what answers 200 is kept.
  await eachLimited(interleaved.slice(0, opts.dataProbes ?? 60), 4, async (p) => {
    const route = p.path === '/' ? 'home' : 'content';
    const path = `/_data?route=${route}&path=${encodeURIComponent(p.path)}`;
    if ((await opts.get(opts.base, path, p.host)).status === 200) found.push({ kind: 'data', host: p.host, path });
  });
  return found;
}

/** The file scripts/bench-soak.lua reads: `kind<TAB>host<TAB>path` a line. */
export function writeSoakAddresses(file: string, addresses: SoakAddress[]): void {
  writeFileSync(file, addresses.map((a) => `${a.kind}\t${a.host}\t${a.path}\n`).join(''));
}

export function countByKind(addresses: SoakAddress[]): Record<SoakKind, number> {
  const counts: Record<SoakKind, number> = { page: 0, data: 0, result: 0, search: 0, filter: 0 };
  for (const a of addresses) counts[a.kind]++;
  return counts;
}

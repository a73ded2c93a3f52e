import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { hashString } from './prng.js';
import { THEMES } from './vocab-themes.js';

// The demo reads the same sites/*.json files as the product, but only the fields it needs and
// with its own lenient schema: it is a separate server and must not import product code.

const sectionIds = z.object({
  gkn_menu: z.string().min(1),
  gkn_footer: z.string().min(1),
  gkn_footer_legal: z.string().min(1),
});

const demoSiteSchema = z.object({
  id: z.string().min(1),
  site: z.object({
    title: z.string().min(1),
    description: z.string().optional(),
    language: z.enum(['nl', 'en']),
    home: z.string().min(1).default('index'),
    keywords: z.array(z.string()).default([]),
  }),
  api: z.object({ cname: z.string().min(1), sections: sectionIds }),
  gkz: z
    .object({ scope: z.string().min(1).default('gkn3'), map_scope: z.string().min(1).default('gkn-mapdata') })
    .default({ scope: 'gkn3', map_scope: 'gkn-mapdata' }),
  portlets: z
    .array(z.object({ domain: z.string().min(1), title: z.string().min(1), scope: z.string().min(1).default('gkn3') }))
    .default([]),
});

type DemoSiteFile = z.infer<typeof demoSiteSchema>;

export interface DemoSite {
  id: string;
  title: string;
  description: string;
  language: 'nl' | 'en';
  /** CMS path of the home page (site.home). */
  home: string;
  keywords: string[];
  cname: string;
  sections: { gkn_menu: string; gkn_footer: string; gkn_footer_legal: string };
  scope: string;
  mapScope: string;
  portlets: { domain: string; title: string; scope: string }[];
  /** Theme slugs the site's content is about, most specific first (3 to 5). */
  themes: string[];
}

// Neighbouring themes, to top up a site that names fewer than three.
const RELATED: Record<string, readonly string[]> = {
  bodem: ['akkerbouw', 'water', 'klimaat'],
  water: ['bodem', 'klimaat', 'biodiversiteit'],
  biodiversiteit: ['kringlooplandbouw', 'bomen', 'water'],
  glastuinbouw: ['klimaat', 'voedsel', 'onderwijs'],
  veehouderij: ['stikstof', 'kringlooplandbouw', 'bodem'],
  akkerbouw: ['bodem', 'kringlooplandbouw', 'water'],
  kringlooplandbouw: ['bodem', 'veehouderij', 'biodiversiteit'],
  stikstof: ['veehouderij', 'biodiversiteit', 'klimaat'],
  bomen: ['biodiversiteit', 'klimaat', 'water'],
  voedsel: ['kringlooplandbouw', 'akkerbouw', 'onderwijs'],
  klimaat: ['water', 'bodem', 'stikstof'],
  onderwijs: ['voedsel', 'biodiversiteit', 'akkerbouw'],
  visserij: ['water', 'voedsel', 'biodiversiteit'],
  bollenteelt: ['akkerbouw', 'bodem', 'glastuinbouw'],
};

/** Where a word in `text` first starts with `stem` (Infinity if none does). */
function wordStart(text: string, stem: string): number {
  for (let at = text.indexOf(stem); at !== -1; at = text.indexOf(stem, at + 1))
    if (at === 0 || !/\p{L}/u.test(text.charAt(at - 1))) return at;
  return Infinity;
}

/**
 * Themes for a site: those its id, title and keywords mention (earliest mention first), topped
 * up with neighbours of the first one; a site that names none gets a stable pick by its id.
 */
export function themesFor(id: string, words: string): string[] {
  const text = words.toLowerCase();
  const found = THEMES.map((t) => {
    // A stem counts at the start of a word: "mbo" is not in "bloembollen", "kas" not in "broeikasgassen".
    const hits = t.match.map((stem) => ({ at: wordStart(text, stem), stem })).filter((h) => h.at !== Infinity);
    const at = Math.min(...hits.map((h) => h.at));
    // At the same place the longer stem is the more specific: "bloembol" (bulbs) before "bloem".
    const length = Math.max(0, ...hits.filter((h) => h.at === at).map((h) => h.stem.length));
    return { t, at, length };
  })
    .filter((x) => x.at !== Infinity)
    .sort((a, b) => a.at - b.at || b.length - a.length)
    .map((x) => x.t.slug)
    .slice(0, 5);
  const slugs = found.length > 0 ? found : [THEMES[hashString(id) % THEMES.length]!.slug];
  for (const slug of RELATED[slugs[0]!] ?? []) if (slugs.length < 3 && !slugs.includes(slug)) slugs.push(slug);
  return slugs;
}

function toDemoSite(file: DemoSiteFile): DemoSite {
  const words = [file.id, file.site.title, ...file.site.keywords].join(' ');
  return {
    id: file.id,
    title: file.site.title,
    description: file.site.description ?? file.site.title,
    language: file.site.language,
    home: file.site.home.replace(/^\/+|\/+$/g, '') || 'index',
    keywords: file.site.keywords,
    cname: file.api.cname,
    sections: file.api.sections,
    scope: file.gkz.scope,
    mapScope: file.gkz.map_scope,
    portlets: file.portlets,
    themes: themesFor(file.id, words),
  };
}

function parseDemoSite(json: unknown): DemoSite {
  return toDemoSite(demoSiteSchema.parse(json));
}

/** Every sites/*.json that parses, sorted by id; files that don't parse are logged and skipped. */
export async function loadDemoSites(dir: string, log: (msg: string) => void): Promise<DemoSite[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  } catch {
    log(`demo: no sites directory at ${dir}; serving search only`);
    return [];
  }
  const sites: DemoSite[] = [];
  for (const name of names) {
    try {
      sites.push(parseDemoSite(JSON.parse(await readFile(join(dir, name), 'utf8'))));
    } catch (err) {
      const reason =
        err instanceof z.ZodError ? z.prettifyError(err).split('\n').slice(0, 3).join('; ') : (err as Error).message;
      log(`demo: skipped ${name}: ${reason}`);
    }
  }
  sites.sort((a, b) => a.id.localeCompare(b.id));
  return sites;
}

import { hashString } from './prng.js';
import type { SearchIndex } from './search-index.js';
import { themesFor, type DemoSite } from './site-files.js';
import type { SearchRecord } from './corpus-types.js';
import { THEMES } from './vocab-themes.js';

// Which records each scope holds (requirements §9: default scope gkn3, map scope gkn-mapdata):
// - gkn3: everything;
// - a site's own gkz.scope: the records tagged for that site (its themes, mostly its language);
//   sites sharing a scope share the union; portlet scopes work the same way;
// - gkn-mapdata: every record with coordinates; a site's own map_scope: those of its scope.

const ALL_SCOPE = 'gkn3';
const MAP_SCOPE = 'gkn-mapdata';

const themeByLabel = new Map<string, string>();
for (const t of THEMES) {
  themeByLabel.set(t.nl.label, t.slug);
  themeByLabel.set(t.en.label, t.slug);
}

/** Theme slug of a record: from its theme label, else a stable pick from its id. */
export function recordThemeSlug(record: SearchRecord): string {
  const known = record.theme ? themeByLabel.get(record.theme) : undefined;
  return known ?? THEMES[hashString(record.id) % THEMES.length]!.slug;
}

interface Tagging {
  themes: readonly string[];
  language: 'nl' | 'en';
}

/** Whether a record belongs to a site (or portlet) with these themes and language. */
function isTagged(record: SearchRecord, themeSlug: string, bucket: number, tag: Tagging): boolean {
  const onTheme = tag.themes.includes(themeSlug);
  if (tag.language === 'en') return record.language === 'en' || (onTheme && bucket % 10 === 0);
  return onTheme && (record.language === tag.language || bucket % 4 === 0);
}

export function defineScopes(index: SearchIndex, sites: readonly DemoSite[], log: (msg: string) => void): void {
  const records = index.records;
  const themeSlugs = records.map(recordThemeSlug);
  const buckets = records.map((r) => hashString(r.id) % 40);

  const contentScopes = new Map<string, Tagging[]>();
  for (const site of sites) {
    if (site.scope !== ALL_SCOPE) contentScopes.set(site.scope, [...(contentScopes.get(site.scope) ?? []), site]);
    for (const p of site.portlets) {
      if (p.scope === ALL_SCOPE || sites.some((s) => s.scope === p.scope)) continue;
      const tag = { themes: themesFor(p.domain, `${p.domain} ${p.title}`), language: 'nl' as const };
      contentScopes.set(p.scope, [...(contentScopes.get(p.scope) ?? []), tag]);
    }
  }
  for (const [name, tags] of contentScopes) {
    if (name === MAP_SCOPE) continue;
    const size = index.defineScope(name, (r, i) => tags.some((t) => isTagged(r, themeSlugs[i]!, buckets[i]!, t)));
    log(`demo: scope ${name}: ${size} records`);
  }

  index.defineScope(MAP_SCOPE, (r) => r.geo !== undefined);
  for (const site of sites) {
    if (site.mapScope === MAP_SCOPE || index.hasScope(site.mapScope)) continue;
    const base = site.scope;
    index.defineScope(
      site.mapScope,
      (r) => r.geo !== undefined && (base === ALL_SCOPE || index.get(base, r.id) !== undefined),
    );
  }
}

import { resolve } from 'node:path';
import { listSiteFiles, validateSiteFiles } from '../sites/site-files.js';
import type { SiteConfig } from '../sites/site-schema.js';
import { displayPath, plural, type Output } from './site-output.js';

// `gkn site list`: one row per valid site.

export interface SiteRow {
  id: string;
  language: string;
  title: string;
  hosts: string;
  interactivity: string;
  portlets: string;
}

export function siteRow(site: SiteConfig): SiteRow {
  return {
    id: site.id,
    language: site.site.language,
    title: site.site.title,
    hosts: site.hosts.map((h) => (h.environment === 'acceptance' ? `${h.name} (acc)` : h.name)).join(', ') || '-',
    interactivity: site.interactivity.enabled ? 'on' : 'off',
    portlets: site.portlets.map((p) => p.domain).join(', ') || '-',
  };
}

const COLUMNS: [keyof SiteRow, string][] = [
  ['id', 'ID'],
  ['language', 'LANGUAGE'],
  ['title', 'TITLE'],
  ['hosts', 'HOSTS'],
  ['interactivity', 'INTERACTIVITY'],
  ['portlets', 'PORTLETS'],
];

export function formatTable(rows: readonly SiteRow[]): string[] {
  const widths = COLUMNS.map(([key, head]) => Math.max(head.length, ...rows.map((r) => r[key].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(COLUMNS.map(([, head]) => head)), ...rows.map((r) => line(COLUMNS.map(([key]) => r[key])))];
}

export function runSiteList(sitesDir: string, json: boolean, io: Output): number {
  const dir = resolve(sitesDir);
  const { sites, problems } = validateSiteFiles(listSiteFiles(dir));
  const rows = sites.map(siteRow);
  if (json) io.out(JSON.stringify(rows, null, 2));
  else if (rows.length > 0) for (const line of [...formatTable(rows), '', plural(rows.length, 'site')]) io.out(line);
  else io.err(`no site files found in ${displayPath(dir)}`);
  if (problems.length > 0) {
    io.err(`${plural(problems.length, 'problem')} in the site files; run \`gkn site validate\` to see them`);
    return 1;
  }
  return rows.length > 0 ? 0 : 1;
}

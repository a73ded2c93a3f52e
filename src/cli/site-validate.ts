import { basename, resolve } from 'node:path';
import { listSiteFiles, validateSiteFiles, type SiteFileProblem } from '../sites/site-files.js';
import type { SiteConfig } from '../sites/site-schema.js';
import { contrastProblems } from './site-palette.js';
import { fontStackProblems } from './site-fonts.js';
import { displayPath, formatProblem, plural, type Output } from './site-output.js';

// `gkn site validate [files…]`: schema, file name, uniqueness across all sites, WCAG contrast and
// font stacks that browsers would reject.

/** Contrast of the site palette, and of each portlet palette on top of it (only the colours it overrides). */
export function siteContrastProblems(site: SiteConfig, file: string): SiteFileProblem[] {
  const own = contrastProblems(site.styles.color).map((p) => ({ file, ...p }));
  const portlets = site.portlets.flatMap((portlet, i) =>
    contrastProblems({ ...site.styles.color, ...portlet.palette }, `portlets[${i}].palette`)
      .filter((p) => p.path.split('.').pop()! in portlet.palette)
      .map((p) => ({ file, ...p })),
  );
  return [...own, ...portlets];
}

export function siteFontProblems(site: SiteConfig, file: string): SiteFileProblem[] {
  const { primary, secondary } = site.styles.typography;
  return Object.entries({ primary, secondary }).flatMap(([key, stack]) =>
    fontStackProblems(stack).map((message) => ({ file, path: `styles.typography.${key}`, message })),
  );
}

/** Checks beyond the schema that `gkn site validate` and `gkn site add` make: contrast and font stacks. */
export function siteStyleProblems(site: SiteConfig, file: string): SiteFileProblem[] {
  return [...siteContrastProblems(site, file), ...siteFontProblems(site, file)];
}

/**
 * Checks `files` (default: every file in `sitesDir`). Given files are checked for duplicates against
 * the other sites in `sitesDir`; a given file stands in for the file of the same name there.
 */
export function checkSiteFiles(
  files: readonly string[],
  sitesDir: string,
): { checked: string[]; problems: SiteFileProblem[] } {
  const checked = files.length > 0 ? files.map((f) => resolve(f)) : listSiteFiles(resolve(sitesDir));
  const names = new Set(checked.map((f) => basename(f)));
  const others = files.length > 0 ? listSiteFiles(resolve(sitesDir)).filter((f) => !names.has(basename(f))) : [];
  const { sites, problems } = validateSiteFiles([...others, ...checked]);
  const mine = new Set(checked);
  const byName = new Map(checked.map((f) => [basename(f), f]));
  const contrast = sites.flatMap((site) => {
    const file = byName.get(`${site.id}.json`);
    return file ? siteStyleProblems(site, file) : [];
  });
  return { checked, problems: [...problems.filter((p) => mine.has(p.file)), ...contrast] };
}

export function runSiteValidate(files: readonly string[], sitesDir: string, io: Output): number {
  const { checked, problems } = checkSiteFiles(files, sitesDir);
  if (checked.length === 0) {
    io.err(`no site files found in ${displayPath(resolve(sitesDir))}`);
    return 1;
  }
  if (problems.length === 0) {
    io.out(`${plural(checked.length, 'site file')} OK`);
    return 0;
  }
  for (const problem of problems) io.out(formatProblem(problem));
  const bad = new Set(problems.map((p) => p.file)).size;
  io.err(`${plural(problems.length, 'problem')} in ${plural(bad, 'site file')} (of ${checked.length} checked)`);
  return 1;
}

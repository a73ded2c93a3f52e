import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkSiteConfig, findDuplicates, listSiteFiles, validateSiteFiles } from '../sites/site-files.js';
import {
  DEFAULT_MAP_SCOPE,
  DEFAULT_SCOPE,
  siteSchema,
  type SiteConfig,
  type SiteConfigInput,
} from '../sites/site-schema.js';
import { derivePalette, isHexColour } from './site-palette.js';
import { siteStyleProblems } from './site-validate.js';
import { ask as askTerminal, PromptEndedError, type Question } from './site-prompt.js';
import { displayPath, formatProblem, type Output } from './site-output.js';

// `gkn site add <id>`: builds a complete site file from a few flags (or answers), checks it like
// `gkn site validate` would, and only then writes sites/<id>.json.

export interface SiteAddOptions {
  title?: string;
  description?: string;
  language: string;
  keywords?: string;
  searchPlaceholder?: string;
  home: string;
  host?: string[];
  acceptanceHost?: string[];
  baseColor?: string;
  highlightColor?: string;
  bannerColor?: string;
  linkColor?: string;
  fontPrimary: string;
  fontSecondary: string;
  cname?: string;
  scope: string;
  mapScope: string;
  interactive?: boolean;
  blueconicScript?: string;
  sitesDir: string;
  dryRun?: boolean;
}

export const DEFAULT_FONT_PRIMARY = "'Source Sans 3', 'Segoe UI', Arial, sans-serif";
export const DEFAULT_FONT_SECONDARY = "Georgia, 'Times New Roman', serif";
export { DEFAULT_MAP_SCOPE, DEFAULT_SCOPE };

type RequiredKey = 'title' | 'description' | 'baseColor';

const notEmpty = (answer: string) => (answer ? undefined : 'please enter a value');
export const REQUIRED: (Question & { key: RequiredKey })[] = [
  { key: 'title', flag: '--title', label: 'Title (shown in the browser tab and header)', check: notEmpty },
  {
    key: 'description',
    flag: '--description',
    label: 'Description (one or two sentences for search engines)',
    check: notEmpty,
  },
  {
    key: 'baseColor',
    flag: '--base-color',
    label: 'Base colour for text and links on white, e.g. #1e6b3a',
    check: (answer) => (isHexColour(answer) ? undefined : 'must be a colour like #1a2b3c'),
  },
];

const splitList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

const colourOrUndefined = (value: string | undefined) => (isHexColour(value) ? value : undefined);

/** The site file content for the given options; values are not checked here. */
export function buildSiteInput(id: string, opts: SiteAddOptions): SiteConfigInput {
  const title = opts.title ?? '';
  const derived = derivePalette({
    base: colourOrUndefined(opts.baseColor) ?? '#2e6b3a',
    highlight: colourOrUndefined(opts.highlightColor),
    banner: colourOrUndefined(opts.bannerColor),
    link: colourOrUndefined(opts.linkColor),
  });
  // Given values go in as typed, so a bad one is reported by the schema rather than replaced.
  const color = {
    ...derived,
    gkn_base_color: opts.baseColor ?? derived.gkn_base_color,
    gkn_highlight_color: opts.highlightColor ?? derived.gkn_highlight_color,
    gkn_banner_color: opts.bannerColor ?? derived.gkn_banner_color,
    gkn_link_color: opts.linkColor ?? derived.gkn_link_color,
  };
  const language = opts.language as 'nl' | 'en';
  return {
    id,
    site: {
      title,
      description: opts.description ?? '',
      keywords: splitList(opts.keywords),
      home: opts.home,
      language,
      search_placeholder: opts.searchPlaceholder ?? (language === 'en' ? `Search ${title}…` : `Zoek in ${title}…`),
      ...(opts.blueconicScript ? { blueconic_script: opts.blueconicScript } : {}),
    },
    styles: {
      color,
      typography: { primary: opts.fontPrimary, secondary: opts.fontSecondary, prefetch_count: 2, unlock_delay_ms: 300 },
    },
    api: {
      cname: opts.cname ?? id,
      sections: { gkn_menu: `menu-${id}`, gkn_footer: `footer-${id}`, gkn_footer_legal: `legal-${id}` },
    },
    gkz: { scope: opts.scope, map_scope: opts.mapScope },
    interactivity: { enabled: Boolean(opts.interactive) },
    hosts: [
      ...(opts.host ?? []).map((name) => ({ name, environment: 'production' as const })),
      ...(opts.acceptanceHost ?? []).map((name) => ({ name, environment: 'acceptance' as const })),
    ],
    portlets: [],
  };
}

/** Everything that would make the new file fail `gkn site validate`. */
export function checkNewSite(
  input: SiteConfigInput,
  file: string,
  existing: readonly { file: string; site: SiteConfig }[],
) {
  const { site, problems } = checkSiteConfig(input, file);
  if (!site) return { problems };
  const duplicates = findDuplicates([...existing, { file, site }]).filter((p) => p.file === file);
  return { site, problems: [...siteStyleProblems(site, file), ...duplicates] };
}

export type Asker = (questions: readonly Question[]) => Promise<Map<string, string>>;

export async function runSiteAdd(
  id: string,
  opts: SiteAddOptions,
  io: Output,
  interactive = Boolean(process.stdin.isTTY),
  askUser: Asker = askTerminal,
): Promise<number> {
  const dir = resolve(opts.sitesDir);
  const file = join(dir, `${id}.json`);
  const idCheck = siteSchema.shape.id.safeParse(id);
  if (!idCheck.success) {
    io.err(
      `${displayPath(file)}: id: ${idCheck.error.issues[0]?.message ?? 'is not a valid id'} (found ${JSON.stringify(id)})`,
    );
    return 1;
  }
  const existingFiles = listSiteFiles(dir);
  const existing = validateSiteFiles(existingFiles).sites.map((site) => ({ file: join(dir, `${site.id}.json`), site }));
  if (existsSync(file) || existing.some((e) => e.site.id === id)) {
    io.err(`site ${id} already exists: ${displayPath(file)}`);
    return 1;
  }

  const missing = REQUIRED.filter((q) => opts[q.key] === undefined || opts[q.key] === '');
  if (missing.length > 0) {
    const flags = missing.map((q) => q.flag).join(', ');
    if (!interactive) {
      io.err(
        `missing ${flags}: stdin is not a terminal, so gkn cannot ask for ${missing.length === 1 ? 'it' : 'them'}`,
      );
      return 1;
    }
    try {
      const answers = await askUser(missing);
      for (const q of missing) opts = { ...opts, [q.key]: answers.get(q.flag) };
    } catch (error) {
      if (!(error instanceof PromptEndedError)) throw error;
      io.err(`${error.message}; nothing written`);
      return 1;
    }
  }

  const input = buildSiteInput(id, opts);
  const { site, problems } = checkNewSite(input, file, existing);
  if (!site || problems.length > 0) {
    for (const problem of problems) io.err(formatProblem(problem));
    io.err(`site ${id} not added; nothing written`);
    return 1;
  }
  const text = `${JSON.stringify(site, null, 2)}\n`;
  if (opts.dryRun) {
    io.out(text.trimEnd());
    return 0;
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, text, { flag: 'wx' }); // never overwrite a file that appeared meanwhile
  io.out(`created ${displayPath(file)}`);
  io.err(
    `logos: add public/logos/${id}/logo_mobile.svg and logo_desktop.svg (or .png); without them the site shows no logo. The next build makes the site's share image (og:image) from logo_desktop`,
  );
  return 0;
}

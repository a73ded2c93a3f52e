import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The web fonts we serve ourselves (requirements §3 styles.typography, §9 font prefetch). Each family
// comes from its @fontsource package (OFL-1.1); scripts/build-fonts.ts copies the latin woff2 files
// of FONT_WEIGHTS into dist/client/assets/fonts (hashed names, cached for a year) and writes
// dist/client/fonts.json, which the server reads at boot. A family a site names that is in neither
// list below fails test/unit/web-fonts.test.ts: add it here (and its package) or to LOCAL_FONTS.

/** Families served as web fonts; the package is `@fontsource/<fontSlug(family)>`. */
export const WEB_FONTS = [
  'Fira Sans',
  'Fira Sans Condensed',
  'IBM Plex Sans',
  'IBM Plex Serif',
  'Inter',
  'Lato',
  'Lora',
  'Merriweather',
  'Merriweather Sans',
  'Montserrat',
  'Noto Sans',
  'Noto Serif',
  'Nunito Sans',
  'Open Sans',
  'PT Sans',
  'PT Serif',
  'Roboto',
  'Roboto Slab',
  'Source Sans 3',
  'Source Serif 4',
] as const;

/**
 * Families a site may name that we deliberately do not serve: fonts installed with the operating
 * systems (the stack's fallbacks) and the CSS generic families. Their licences mostly forbid
 * redistribution, and the web font before them in each stack is what the site is designed with.
 */
export const LOCAL_FONTS = [
  'Arial',
  'Arial Narrow',
  'Book Antiqua',
  'Cambria',
  'Century Gothic',
  'Geneva',
  'Georgia',
  'Helvetica',
  'Helvetica Neue',
  'Palatino',
  'Palatino Linotype',
  'Rockwell',
  'Segoe UI',
  'Tahoma',
  'Times New Roman',
  'Trebuchet MS',
  'Verdana',
  // generic families and system aliases
  'serif',
  'sans-serif',
  'monospace',
  'system-ui',
  '-apple-system',
  'BlinkMacSystemFont',
  'ui-sans-serif',
  'ui-serif',
] as const;

/** Weights the stylesheets use: text 400, labels and buttons 600, headings and strong 700. */
export const FONT_WEIGHTS = [400, 600, 700] as const;

/** Only the latin subset (Dutch and English); other characters fall back along the stack. */
export const FONT_SUBSET = 'latin';

interface WebFontFace {
  weight: number;
  /** Root-relative URL of the woff2 file, e.g. /assets/fonts/lato-latin-400-3F2A1B0C.woff2 */
  url: string;
}

/**
 * One weight of a metric-matched fallback: a system font (`local()`, by its full and PostScript
 * names) resized and given the web font's vertical metrics, so text set in it takes the room the
 * web font will take and the swap moves nothing (decision 007). Percentages, as CSS takes them.
 */
export interface FallbackFace {
  weight: number;
  local: string[];
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
}

/** A fallback family of one web font, e.g. `Source Sans 3 Fallback Arial`; the first one installed wins. */
export interface FallbackFont {
  family: string;
  faces: FallbackFace[];
}

export interface WebFont {
  family: string;
  faces: WebFontFace[];
  /** The subset's unicode-range, so the browser loads the file only for text that needs it. */
  unicodeRange: string | null;
  /** Computed by the build from the font files' metrics; in the stacks right after the family. */
  fallbacks: FallbackFont[];
}

/** By font slug (`source-sans-3`). */
export type FontCatalog = ReadonlyMap<string, WebFont>;

export const fontSlug = (family: string) =>
  family
    .trim()
    .replace(/^['"]|['"]$/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The family names of a CSS font stack, unquoted, in order. */
export function stackFamilies(stack: string): string[] {
  return stack
    .split(',')
    .map((f) => f.trim().replace(/^['"]|['"]$/g, ''))
    .filter(Boolean);
}

/** Written by the build beside the client manifest. */
export const fontManifestPath = (distDir: string) => join(distDir, 'client', 'fonts.json');

/** Read once at boot; no manifest (a build without fonts) = no web fonts, the stacks fall back to local fonts. */
export function readFontCatalog(distDir: string): FontCatalog {
  const file = fontManifestPath(distDir);
  if (!existsSync(file)) return new Map();
  const fonts = JSON.parse(readFileSync(file, 'utf8')) as (Omit<WebFont, 'fallbacks'> & Partial<WebFont>)[];
  // A manifest of a build before the fallback faces has none: the stacks stay as the sites wrote them.
  return new Map(fonts.map((f) => [fontSlug(f.family), { ...f, fallbacks: f.fallbacks ?? [] }]));
}

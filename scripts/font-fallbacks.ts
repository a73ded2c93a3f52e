import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromBuffer } from '@capsizecss/unpack';
import type { FallbackFace, FallbackFont } from '../src/server/render/web-fonts.js';

// Metric-matched fallback faces (decision 007). Until a web font has arrived the browser sets the
// text in the next family of the stack; when that family is a system font made to take the room
// of the web font (size-adjust from the average character width, ascent/descent/line-gap from the
// web font's own metrics), the swap moves nothing. The metrics of both sides are read from font
// files with @capsizecss/unpack at build time (a dev dependency: the server only reads fonts.json).

type Category = 'sans-serif' | 'serif';

/** Font metrics as @capsizecss/unpack reads them (font units; descent negative). */
export interface Metrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}

/**
 * A class of system fonts with the same metrics. Its metrics come from an @fontsource package of a
 * font of that class (read, never served); `regular` and `bold` are the `local()` names (full name
 * and PostScript name) of the installed fonts of the class. The first class installed on the
 * visitor's machine wins, so the most common comes first.
 */
interface SystemFontClass {
  /** The fallback family is `<web font> Fallback <name>`. */
  name: string;
  category: Category;
  metricsPackage: string;
  regular: string[];
  bold: string[];
}

export const SYSTEM_FONT_CLASSES: SystemFontClass[] = [
  // Windows and macOS; Linux with Liberation; ChromeOS (Arimo): the same widths and metrics.
  {
    name: 'Arial',
    category: 'sans-serif',
    metricsPackage: 'arimo',
    regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo-Regular'],
    bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold', 'Arimo-Bold'],
  },
  // Android.
  {
    name: 'Roboto',
    category: 'sans-serif',
    metricsPackage: 'roboto',
    regular: ['Roboto', 'Roboto-Regular'],
    bold: ['Roboto Bold', 'Roboto-Bold'],
  },
  // Linux without Liberation (Debian's default sans-serif, and this project's Chromium in CI).
  {
    name: 'DejaVu Sans',
    category: 'sans-serif',
    metricsPackage: 'dejavu-sans',
    regular: ['DejaVu Sans', 'DejaVuSans'],
    bold: ['DejaVu Sans Bold', 'DejaVuSans-Bold'],
  },
  {
    name: 'Times New Roman',
    category: 'serif',
    metricsPackage: 'tinos',
    regular: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif', 'Tinos', 'Tinos-Regular'],
    bold: [
      'Times New Roman Bold',
      'TimesNewRomanPS-BoldMT',
      'Liberation Serif Bold',
      'LiberationSerif-Bold',
      'Tinos Bold',
      'Tinos-Bold',
    ],
  },
  {
    name: 'Noto Serif',
    category: 'serif',
    metricsPackage: 'noto-serif',
    regular: ['Noto Serif', 'NotoSerif', 'NotoSerif-Regular'],
    bold: ['Noto Serif Bold', 'NotoSerif-Bold'],
  },
  {
    name: 'DejaVu Serif',
    category: 'serif',
    metricsPackage: 'dejavu-serif',
    regular: ['DejaVu Serif', 'DejaVuSerif'],
    bold: ['DejaVu Serif Bold', 'DejaVuSerif-Bold'],
  },
];

const percent = (n: number) => Math.round(n * 10_000) / 100;

/**
 * The descriptors that make `fallback` take the room of `web`: size-adjust scales the fallback's
 * average character width to the web font's, and the vertical metrics (which CSS applies after
 * size-adjust) are the web font's, divided by that scale.
 */
export function matchMetrics(web: Metrics, fallback: Metrics): Omit<FallbackFace, 'weight' | 'local'> {
  const scale = web.xWidthAvg / web.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const em = web.unitsPerEm * scale;
  return {
    sizeAdjust: percent(scale),
    ascentOverride: percent(web.ascent / em),
    descentOverride: percent(Math.abs(web.descent) / em),
    lineGapOverride: percent(web.lineGap / em),
  };
}

/** The metrics of the system font classes' reference files, read once per build. */
const referenceMetrics = new Map<string, Promise<Metrics>>();

async function referenceFile(file: string, what: string): Promise<Metrics> {
  let metrics = referenceMetrics.get(file);
  if (!metrics) {
    metrics = (async () => {
      try {
        return await fromBuffer(readFileSync(file));
      } catch (err) {
        throw new Error(`${what}: cannot read font metrics from ${file} (npm ci installs it)`, { cause: err });
      }
    })();
    referenceMetrics.set(file, metrics);
  }
  return metrics;
}

/** The @fontsource category of a family (`sans-serif`, `serif`, `display`, …) from its metadata. */
export function fontCategory(packageDir: string): string {
  const { category } = JSON.parse(readFileSync(join(packageDir, 'metadata.json'), 'utf8')) as { category?: string };
  return category ?? 'sans-serif';
}

/** Regular for text, bold for everything from semi-bold up: the weights system fonts come in. */
const isBold = (weight: number) => weight >= 600;

/**
 * The fallback families of one web font: for each system font class of its category (serif for
 * serif families, sans-serif for every other), one face per served weight, matched to that
 * weight's own file. `weights` maps each served weight to the bytes of its woff2 file.
 */
export async function fallbackFonts(
  family: string,
  category: string,
  weights: ReadonlyMap<number, Buffer>,
  packagesDir: string,
  subset: string,
): Promise<FallbackFont[]> {
  const classes = SYSTEM_FONT_CLASSES.filter((c) => c.category === (category === 'serif' ? 'serif' : 'sans-serif'));
  const web = new Map<number, Metrics>();
  for (const [weight, bytes] of weights) web.set(weight, await fromBuffer(bytes));
  const out: FallbackFont[] = [];
  for (const cls of classes) {
    const reference = (weight: 400 | 700) =>
      referenceFile(
        join(packagesDir, cls.metricsPackage, 'files', `${cls.metricsPackage}-${subset}-${weight}-normal.woff2`),
        `fallback ${cls.name} (@fontsource/${cls.metricsPackage})`,
      );
    const regular = await reference(400);
    const bold = await reference(700);
    out.push({
      family: `${family} Fallback ${cls.name}`,
      faces: [...web].map(([weight, metrics]) => ({
        weight,
        local: isBold(weight) ? cls.bold : cls.regular,
        ...matchMetrics(metrics, isBold(weight) ? bold : regular),
      })),
    });
  }
  return out;
}

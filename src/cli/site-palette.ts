import { HERO_SURFACES } from '../sites/hero-surfaces.js';
import type { Palette } from '../model/palette.js';

// Colour maths for site palettes: WCAG contrast, and filling a whole palette from the one to
// four colours a site admin gives to `gkn site add`.

/** WCAG AA for normal text: base and link colours on white, white text on the page heads' colours. */
export const MIN_TEXT_CONTRAST = 4.5;
const WHITE = '#ffffff';

const HEX = /^#[0-9a-fA-F]{6}$/;
export const isHexColour = (value: unknown): value is string => typeof value === 'string' && HEX.test(value);

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** WCAG 2 relative luminance. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function toHsl(hex: string): [number, number, number] {
  const [r, g, b] = toRgb(hex).map((c) => c / 255) as Rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

function fromHsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b]: Rgb =
    hue < 60
      ? [c, x, 0]
      : hue < 120
        ? [x, c, 0]
        : hue < 180
          ? [0, c, x]
          : hue < 240
            ? [0, x, c]
            : hue < 300
              ? [x, 0, c]
              : [c, 0, x];
  return toHex([(r + m) * 255, (g + m) * 255, (b + m) * 255]);
}

/** The same hue made darker, step by step, until it reaches `ratio` against white. */
export function darkenForWhite(hex: string, ratio = MIN_TEXT_CONTRAST): string {
  const [h, s, l] = toHsl(hex);
  let candidate = hex.toLowerCase();
  for (let light = l; contrastRatio(candidate, WHITE) < ratio && light > 0; light -= 0.01) {
    candidate = fromHsl(h, s, Math.max(0, light));
  }
  return candidate;
}

/** A colour with the hue of `hex` shifted, at a given saturation and lightness. */
function shade(hex: string, hueShift: number, saturation: number, lightness: number): string {
  const [h, s] = toHsl(hex);
  return fromHsl(h + hueShift, Math.min(s, saturation) || saturation * 0.3, lightness);
}

export interface PaletteSeed {
  base: string;
  highlight?: string;
  banner?: string;
  link?: string;
}

/**
 * A full palette from a base colour (and optionally highlight, banner, link). Given colours are
 * kept as they are; derived colours that carry or sit behind text are darkened until they meet WCAG
 * AA against white, and the badge colours are spread around the base hue so they look related but
 * stay distinct.
 */
export function derivePalette(seed: PaletteSeed): Palette {
  const { base } = seed;
  const [, baseSat, baseLight] = toHsl(base);
  const sat = Math.max(0.35, Math.min(0.75, baseSat));
  return {
    gkn_base_color: base,
    gkn_highlight_color: seed.highlight ?? shade(base, 40, 0.8, 0.55),
    gkn_banner_color:
      seed.banner ?? darkenForWhite(shade(base, 0, sat, Math.max(0.12, Math.min(baseLight - 0.08, 0.26))), 7),
    gkn_link_color: seed.link ?? darkenForWhite(shade(base, -15, sat, 0.32)),
    gkn_video_color: darkenForWhite(shade(base, 180, sat, 0.38)),
    gkn_news_color: shade(base, -30, sat, 0.42),
    gkn_activity_color: shade(base, 60, sat, 0.45),
    gkn_dossier_color: darkenForWhite(shade(base, 20, sat, 0.3)),
    gkn_other_color: shade(base, 0, 0.12, 0.45),
    gkn_project_color: shade(base, 120, sat, 0.36),
    gkn_gkz_color: shade(base, 240, sat, 0.4),
  };
}

export interface ContrastProblem {
  path: string;
  message: string;
}

/**
 * Base and link colours as text on white, and each colour the page heads set white text on (the
 * banner, the dossier colour…: src/sites/hero-surfaces.ts): each needs 4.5:1. One problem per colour.
 */
export function contrastProblems(palette: Palette, prefix = 'styles.color'): ContrastProblem[] {
  const checks = new Map<keyof Palette, string>([
    ['gkn_base_color', 'as text on white'],
    ['gkn_link_color', 'as link text on white'],
  ]);
  for (const surface of Object.values(HERO_SURFACES)) {
    if (!checks.has(surface.background)) checks.set(surface.background, 'behind white text');
  }
  return [...checks].flatMap(([key, use]) => {
    const colour = palette[key];
    const ratio = contrastRatio(colour, WHITE);
    if (ratio >= MIN_TEXT_CONTRAST) return [];
    return [
      {
        path: `${prefix}.${key}`,
        message: `${colour} has contrast ${ratio.toFixed(2)}:1 ${use}; WCAG AA needs ${MIN_TEXT_CONTRAST}:1 (try ${darkenForWhite(colour)})`,
      },
    ];
  });
}

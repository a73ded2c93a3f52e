import type { ContentSubtype } from '../../../model/search.js';
import type { Palette } from '../../../model/palette.js';

// requirements §3 Badge types, §4 Badge state, §9: colour groups, the 384 brightness rule, alpha 78.
type BadgeType = ContentSubtype | 'highlight' | 'menu';

const PALETTE_KEY: Record<Exclude<BadgeType, 'highlight'>, keyof Palette> = {
  news: 'gkn_news_color',
  gkz: 'gkn_gkz_color',
  other: 'gkn_other_color',
  source: 'gkn_link_color',
  dossier: 'gkn_dossier_color',
  project: 'gkn_project_color',
  event: 'gkn_activity_color',
  contact: 'gkn_banner_color',
  expert: 'gkn_video_color',
  menu: 'gkn_base_color',
};

/** requirements §9: the light variant of the highlight colour has alpha 78 (hex). */
export const HIGHLIGHT_ALPHA = '78';
const BRIGHTNESS_LIMIT = 384;
const HEX = /^#([0-9a-f]{6})$/i;

function rgb(hex: string): [number, number, number] | null {
  const m = HEX.exec(hex.trim());
  if (!m) return null;
  const n = parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** requirements §9: black text when the background's brightness sum (r+g+b) exceeds 384, else white. */
export function badgeTextColour(background: [number, number, number]): '#000000' | '#ffffff' {
  return background[0] + background[1] + background[2] > BRIGHTNESS_LIMIT ? '#000000' : '#ffffff';
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrastRatio(a: [number, number, number], b: [number, number, number]): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const hex = (c: [number, number, number]) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
/** WCAG AA for the badge's small bold text. */
const MIN_CONTRAST = 4.5;

/**
 * Requirements §9 pick the text colour; where a palette colour would leave that text unreadable
 * (a mid-tone with a brightness sum just under 384), the background is deepened or lightened in
 * small steps until the text reaches 4.5:1. The text colour itself always follows that rule.
 */
function readableBackground(bg: [number, number, number], text: '#000000' | '#ffffff'): [number, number, number] {
  const fg: [number, number, number] = text === '#000000' ? [0, 0, 0] : [255, 255, 255];
  const target = text === '#000000' ? 255 : 0;
  let c = bg;
  for (let step = 0; step < 20 && contrastRatio(c, fg) < MIN_CONTRAST; step++) {
    c = c.map((v) => Math.round(v + (target - v) * 0.08)) as [number, number, number];
  }
  return c;
}

export interface BadgeColours {
  background: string;
  color: string;
}

/**
 * The colours of a badge of this type in this palette, or null when they cannot be computed (an
 * unknown type or a colour that is not #rrggbb): such a badge is not shown (requirements §4: a badge
 * becomes visible after its colours are computed).
 */
export function badgeColours(type: string, palette: Partial<Palette>): BadgeColours | null {
  if (type === 'highlight') {
    const base = rgb(palette.gkn_highlight_color ?? '');
    if (!base) return null;
    // The translucent variant is seen over white: judge the text colour on the blend.
    const a = parseInt(HIGHLIGHT_ALPHA, 16) / 255;
    const seen = base.map((c) => Math.round(c * a + 255 * (1 - a))) as [number, number, number];
    return { background: `${palette.gkn_highlight_color}${HIGHLIGHT_ALPHA}`, color: badgeTextColour(seen) };
  }
  const key = PALETTE_KEY[type as keyof typeof PALETTE_KEY];
  const value = key ? rgb(palette[key] ?? '') : null;
  if (!value) return null;
  const color = badgeTextColour(value);
  return { background: hex(readableBackground(value, color)), color };
}

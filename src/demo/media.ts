import { createRng } from './prng.js';
import { THEMES } from './vocab-themes.js';

// Small generated SVG images served at /demo-media/<name>.svg: landscape scenes per theme
// (scene-<theme>-<0..5>), portraits (person-<0..11>) and partner logos (logo-<0..9>).
// Same name, same bytes.

const PALETTES: Record<string, [string, string, string]> = {
  bodem: ['#f3e3c3', '#8b5a2b', '#5c3b1e'],
  water: ['#d8ecf7', '#2f7fb5', '#1d4e89'],
  biodiversiteit: ['#fdf3d0', '#7bb661', '#e08fb5'],
  glastuinbouw: ['#e9f1f5', '#9fc5d6', '#c0392b'],
  veehouderij: ['#e6f2da', '#6aa84f', '#333333'],
  akkerbouw: ['#fbf0c9', '#d4a017', '#6b8e23'],
  kringlooplandbouw: ['#eef5e6', '#4e8d3a', '#a0522d'],
  stikstof: ['#eceff3', '#7d8fa3', '#3f6e3a'],
  bomen: ['#e3f0e1', '#2e6b30', '#6d4c2f'],
  voedsel: ['#fff1e0', '#e67e22', '#27ae60'],
  klimaat: ['#fdebd3', '#f39c12', '#2c3e50'],
  onderwijs: ['#eaf0fb', '#3d6cb9', '#f1c40f'],
  visserij: ['#dff1f7', '#2a7ab0', '#e8e1c9'],
  bollenteelt: ['#fdeef2', '#d6336c', '#4c9a2a'],
};

function scene(theme: string, variant: number): string {
  const [sky, mid, accent] = PALETTES[theme]!;
  const rng = createRng(`scene:${theme}:${variant}`);
  const hill = (y: number) => `M0 ${y} Q160 ${y - rng.int(20, 60)} 320 ${y} T640 ${y} V360 H0 Z`;
  const rows = Array.from(
    { length: 6 },
    (_, i) => `<path d="M${i * 110 - 40} 360 L${300 + i * 8} 250" stroke="${accent}" stroke-width="6" opacity=".5"/>`,
  ).join('');
  const trees = Array.from({ length: rng.int(2, 5) }, () => {
    const x = rng.int(30, 610);
    return `<rect x="${x - 3}" y="205" width="6" height="30" fill="#5b4636"/><circle cx="${x}" cy="${rng.int(190, 200)}" r="${rng.int(14, 24)}" fill="${accent}"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360" role="img">` +
    `<rect width="640" height="360" fill="${sky}"/><circle cx="${rng.int(60, 580)}" cy="${rng.int(40, 90)}" r="28" fill="#f7d154"/>` +
    `<path d="${hill(235)}" fill="${mid}" opacity=".7"/>${trees}<path d="${hill(265)}" fill="${mid}"/>${rows}</svg>`
  );
}

function person(n: number): string {
  const rng = createRng(`person:${n}`);
  const skin = rng.pick(['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac']);
  const shirt = rng.pick(['#2e6b30', '#1d4e89', '#8b5a2b', '#6d4c8f', '#c0392b']);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img">` +
    `<rect width="200" height="200" fill="#eef2e6"/><circle cx="100" cy="80" r="38" fill="${skin}"/>` +
    `<path d="M30 200 Q100 110 170 200 Z" fill="${shirt}"/></svg>`
  );
}

function logo(n: number): string {
  const rng = createRng(`logo:${n}`);
  const colour = rng.pick(['#2e6b30', '#1d4e89', '#b35900', '#6d4c8f']);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80" width="240" height="80" role="img">` +
    `<rect width="240" height="80" rx="8" fill="#ffffff"/><circle cx="40" cy="40" r="24" fill="${colour}"/>` +
    `<path d="M28 46 Q40 18 52 46" stroke="#fff" stroke-width="5" fill="none"/>` +
    `<rect x="78" y="28" width="${rng.int(90, 140)}" height="10" rx="5" fill="${colour}"/><rect x="78" y="46" width="${rng.int(60, 110)}" height="8" rx="4" fill="#9aa5a0"/></svg>`
  );
}

const THEME_SLUGS = new Set(THEMES.map((t) => t.slug));

/** The SVG for a media name (without .svg), or undefined when there is no such image. */
export function demoMedia(name: string): string | undefined {
  let m = /^scene-([a-z]+)-([0-5])$/.exec(name);
  if (m && THEME_SLUGS.has(m[1]!)) return scene(m[1]!, Number(m[2]));
  m = /^person-(\d{1,2})$/.exec(name);
  if (m && Number(m[1]) < 12) return person(Number(m[1]));
  m = /^logo-(\d)$/.exec(name);
  if (m) return logo(Number(m[1]));
  return undefined;
}

import type { Rng } from './prng.js';

// Drawing parts of the demo's scene illustrations (src/demo/scenes.ts): sky, light, clouds, land in
// perspective, trees, farm buildings, mills, animals and water, each an SVG fragment on a
// 1200×675 canvas. Made here from shapes and gradients (no downloaded art). `t` is the phase of
// a looping animation (0..1): clouds drift, sails turn, water ripples; a still image has t = 0.
// What moves is drawn into the scene's motion layer (on top of the land), so a video renders
// the still layers once and only the moving ones per frame.

export const W = 1200;
export const H = 675;

export interface Scene {
  rng: Rng;
  mood: Mood;
  /** y of the horizon. */
  horizon: number;
  /** Animation phase in [0, 1). */
  t: number;
  /** Gradient and clip definitions the parts add as they go (ids unique per scene). */
  defs: string[];
  /** What moves, in drawing order: drawn over the still land. */
  motion: string[];
  nextId(prefix: string): string;
}

export interface Mood {
  name: 'morning' | 'noon' | 'overcast' | 'evening' | 'spring';
  skyTop: string;
  skyBottom: string;
  sun: { x: number; y: number; colour: string } | null;
  cloud: string;
  /** Colour distant land fades into. */
  haze: string;
  /** Warm or cool tint laid over the finished scene, with its opacity. */
  tint: [string, number];
}

const MOODS: Mood[] = [
  {
    name: 'morning',
    skyTop: '#7fb6e3',
    skyBottom: '#f7e4c4',
    sun: { x: 0.22, y: 0.3, colour: '#fff1c1' },
    cloud: '#ffffff',
    haze: '#e9e2cf',
    tint: ['#ffcf8a', 0.08],
  },
  {
    name: 'noon',
    skyTop: '#4f9ad8',
    skyBottom: '#d4ebf8',
    sun: { x: 0.78, y: 0.14, colour: '#fffbe6' },
    cloud: '#ffffff',
    haze: '#cfe1ea',
    tint: ['#ffffff', 0],
  },
  {
    name: 'overcast',
    skyTop: '#98a8b6',
    skyBottom: '#e3e7e8',
    sun: null,
    cloud: '#f2f4f5',
    haze: '#d9dedf',
    tint: ['#6d7f8c', 0.08],
  },
  {
    name: 'evening',
    skyTop: '#4d5f9e',
    skyBottom: '#f5b27a',
    sun: { x: 0.7, y: 0.42, colour: '#ffd59a' },
    cloud: '#f8d2c0',
    haze: '#e9b79a',
    tint: ['#ff9a5a', 0.12],
  },
  {
    name: 'spring',
    skyTop: '#6fb0e8',
    skyBottom: '#eaf5fb',
    sun: { x: 0.35, y: 0.16, colour: '#fffbe6' },
    cloud: '#ffffff',
    haze: '#dcebef',
    tint: ['#ffffff', 0],
  },
];

export function pickMood(rng: Rng): Mood {
  return rng.pick(MOODS);
}

export function newScene(rng: Rng, t: number, horizon: number): Scene {
  const mood = pickMood(rng);
  let n = 0;
  return { rng, mood, horizon, t, defs: [], motion: [], nextId: (p) => `${p}${++n}` };
}

// ---- colour -----------------------------------------------------------------------------------

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** `a` moved towards `b` by `amount` (0: a, 1: b). */
export function mix(a: string, b: string, amount: number): string {
  const ca = channels(a);
  const cb = channels(b);
  return `#${ca
    .map((v, i) =>
      Math.round(v + (cb[i]! - v) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export const shade = (c: string, amount: number) => mix(c, '#000000', amount);
export const light = (c: string, amount: number) => mix(c, '#ffffff', amount);
/** A colour at a depth: 0 near (as is), 1 at the horizon (faded into the haze). */
export const far = (s: Scene, c: string, depth: number) => mix(c, s.mood.haze, Math.min(0.75, depth * 0.8));

/** Draws `svg` in the motion layer (see above); returns nothing to draw in place. */
export function moving(s: Scene, svg: string): string {
  s.motion.push(svg);
  return '';
}

const f = (n: number) => (Math.round(n * 10) / 10).toString();
const pts = (p: [number, number][]) => p.map(([x, y]) => `${f(x)},${f(y)}`).join(' ');

export function linearGradient(s: Scene, stops: [number, string, number?][], vertical = true): string {
  const id = s.nextId('g');
  const coords = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  s.defs.push(
    `<linearGradient id="${id}" ${coords}>${stops
      .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
      .join('')}</linearGradient>`,
  );
  return `url(#${id})`;
}

// ---- sky --------------------------------------------------------------------------------------

export function sky(s: Scene): string {
  const { mood } = s;
  const fill = linearGradient(s, [
    [0, mood.skyTop],
    [s.horizon / H, mood.skyBottom],
  ]);
  let out = `<rect width="${W}" height="${H}" fill="${fill}"/>`;
  if (mood.sun) {
    const id = s.nextId('sun');
    s.defs.push(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${mood.sun.colour}" stop-opacity=".9"/>` +
        `<stop offset=".18" stop-color="${mood.sun.colour}" stop-opacity=".55"/><stop offset="1" stop-color="${mood.sun.colour}" stop-opacity="0"/></radialGradient>`,
    );
    const x = mood.sun.x * W;
    const y = Math.min(mood.sun.y * H, s.horizon - 30);
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="260" fill="url(#${id})"/><circle cx="${f(x)}" cy="${f(y)}" r="34" fill="${mood.sun.colour}"/>`;
  }
  return out;
}

function cloud(x: number, y: number, size: number, colour: string, rng: Rng): string {
  const puffs = rng.int(4, 7);
  let out = `<ellipse cx="${f(x)}" cy="${f(y + size * 0.28)}" rx="${f(size * 1.5)}" ry="${f(size * 0.3)}" fill="${shade(colour, 0.1)}" opacity=".55"/>`;
  for (let i = 0; i < puffs; i++) {
    const px = x + (i / (puffs - 1) - 0.5) * size * 2.4;
    const r = size * (0.45 + rng.next() * 0.45) * (1 - Math.abs(i / (puffs - 1) - 0.5));
    out += `<circle cx="${f(px)}" cy="${f(y - r * 0.4)}" r="${f(r + size * 0.25)}" fill="${colour}"/>`;
  }
  return `<g opacity=".92">${out}</g>`;
}

/** Clouds that drift a little to the right and back over a loop. */
export function clouds(s: Scene, count: number): string {
  const rng = s.rng;
  let band = '';
  for (let i = 0; i < count; i++) {
    const y = 40 + rng.next() * (s.horizon - 140);
    const size = 30 + rng.next() * 45 * (1 - y / H);
    band += cloud(((i + rng.next() * 0.6) / count) * W, y, size, s.mood.cloud, rng);
  }
  const dx = ((1 - Math.cos(2 * Math.PI * s.t)) / 2) * 40;
  return `<g transform="translate(${f(dx)} 0)">${band}</g>`;
}

/** Birds in a loose V that cross the sky once per loop. */
export function birds(s: Scene, count: number): string {
  const rng = s.rng;
  const baseY = 60 + rng.next() * (s.horizon - 200);
  const x0 = ((rng.next() + s.t) % 1) * (W + 200) - 100;
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = x0 - Math.abs(i - count / 2) * 22 + i * 6;
    const y = baseY + Math.abs(i - count / 2) * 12 + rng.next() * 8;
    const flap = 4 + 3 * Math.sin((s.t * 12 + i) * Math.PI);
    out += `<path d="M${f(x - 9)} ${f(y - flap)} Q${f(x - 4)} ${f(y - 2)} ${f(x)} ${f(y)} Q${f(x + 4)} ${f(y - 2)} ${f(x + 9)} ${f(y - flap)}" stroke="#2b2f33" stroke-width="2" fill="none"/>`;
  }
  return moving(s, out);
}

// ---- land -------------------------------------------------------------------------------------

/** A soft ridge of land from the horizon up, faded by distance. */
export function hills(s: Scene, colour: string, height: number, depth: number): string {
  const rng = s.rng;
  const y0 = s.horizon;
  const bumps = rng.int(3, 6);
  let d = `M0 ${f(y0 + 2)} L0 ${f(y0 - rng.next() * height)}`;
  for (let i = 1; i <= bumps; i++) {
    const x = (i / bumps) * W;
    const cx = x - W / bumps / 2;
    d += ` Q${f(cx)} ${f(y0 - height - rng.next() * height)} ${f(x)} ${f(y0 - rng.next() * height * 0.6)}`;
  }
  d += ` L${W} ${f(y0 + 2)} Z`;
  return `<path d="${d}" fill="${far(s, colour, depth)}"/>`;
}

/** The ground from the horizon down, darker towards the viewer. */
export function ground(s: Scene, colour: string): string {
  const fill = linearGradient(s, [
    [0, far(s, colour, 0.9)],
    [0.35, far(s, colour, 0.3)],
    [1, shade(colour, 0.12)],
  ]);
  return `<rect y="${f(s.horizon)}" width="${W}" height="${f(H - s.horizon)}" fill="${fill}"/>`;
}

/** Where a ray from the vanishing point to (bottomX, H) crosses height y. */
const alongRay = (vx: number, vy: number, bottomX: number, y: number) => vx + ((bottomX - vx) * (y - vy)) / (H - vy);

/**
 * Strips of a field running to a vanishing point on the horizon (crop rows, bulb beds, furrows):
 * `colours` repeat across, each as wide as its `widths` entry (default equal); `top` is where the
 * field starts (at or below the horizon). Returns the strips and where each one's middle runs.
 */
export function stripes(
  s: Scene,
  opts: { colours: string[]; count: number; top: number; vx: number; spread?: number; widths?: number[] },
): string {
  const vy = s.horizon - 6;
  const spread = opts.spread ?? 3.2;
  const widths = Array.from({ length: opts.count }, (_, i) => opts.widths?.[i % opts.widths.length] ?? 1);
  const total = widths.reduce((a, b) => a + b, 0);
  let out = '';
  let at = 0;
  for (let i = 0; i < opts.count; i++) {
    const b0 = opts.vx + (at / total - 0.5) * W * spread;
    at += widths[i]!;
    const b1 = opts.vx + (at / total - 0.5) * W * spread;
    const colour = opts.colours[i % opts.colours.length]!;
    const quad: [number, number][] = [
      [alongRay(opts.vx, vy, b0, opts.top), opts.top],
      [alongRay(opts.vx, vy, b1, opts.top), opts.top],
      [b1, H],
      [b0, H],
    ];
    const fill = linearGradient(s, [
      [0, far(s, colour, 0.8)],
      [0.4, far(s, colour, 0.2)],
      [1, colour],
    ]);
    out += `<polygon points="${pts(quad)}" fill="${fill}"/>`;
  }
  return out;
}

/** The bottom-edge x of each strip's left and right side, as stripes() lays them out. */
export function stripeEdges(opts: {
  count: number;
  vx: number;
  spread?: number;
  widths?: number[];
}): [number, number][] {
  const spread = opts.spread ?? 3.2;
  const widths = Array.from({ length: opts.count }, (_, i) => opts.widths?.[i % opts.widths.length] ?? 1);
  const total = widths.reduce((a, b) => a + b, 0);
  let at = 0;
  return widths.map((w) => {
    const b0 = opts.vx + (at / total - 0.5) * W * spread;
    at += w;
    return [b0, opts.vx + (at / total - 0.5) * W * spread];
  });
}

/** A point on the ray from the vanishing point to (bottomX, H), at height y. */
export function onRay(s: Scene, vx: number, bottomX: number, y: number): number {
  return alongRay(vx, s.horizon - 6, bottomX, y);
}

/** Points along the same rays as stripes(): plant positions, nearer ones lower and larger. */
export function rowPoints(
  s: Scene,
  opts: { rows: number; perRow: number; top: number; vx: number; spread?: number },
): { x: number; y: number; scale: number; row: number }[] {
  const vy = s.horizon - 6;
  const spread = opts.spread ?? 3.2;
  const out: { x: number; y: number; scale: number; row: number }[] = [];
  for (let r = 0; r < opts.rows; r++) {
    const b = W / 2 + ((r + 0.5) / opts.rows - 0.5) * W * spread + (opts.vx - W / 2);
    for (let k = 0; k < opts.perRow; k++) {
      // Denser towards the horizon: equal steps in 1/depth.
      const u = (k + 0.5) / opts.perRow;
      const y = opts.top + (H - opts.top) * u * u;
      const scale = (y - vy) / (H - vy);
      out.push({ x: alongRay(opts.vx, vy, b, y), y, scale, row: r });
    }
  }
  return out.sort((a, b) => a.y - b.y);
}

/** Scale of something standing at y (1 at the bottom edge, 0 at the horizon). */
export const depthScale = (s: Scene, y: number) => Math.max(0.02, (y - s.horizon) / (H - s.horizon));

/** A ditch or canal running to the vanishing point, reflecting the sky, with moving ripples. */
export function water(s: Scene, opts: { vx: number; left: number; right: number; top: number }): string {
  const vy = s.horizon - 6;
  const quad: [number, number][] = [
    [alongRay(opts.vx, vy, opts.left, opts.top), opts.top],
    [alongRay(opts.vx, vy, opts.right, opts.top), opts.top],
    [opts.right, H],
    [opts.left, H],
  ];
  const fill = linearGradient(s, [
    [0, light(s.mood.skyBottom, 0.2)],
    [1, shade(s.mood.skyTop, 0.15)],
  ]);
  const clip = s.nextId('c');
  s.defs.push(`<clipPath id="${clip}"><polygon points="${pts(quad)}"/></clipPath>`);
  let ripples = '';
  for (let i = 0; i < 14; i++) {
    const u = ((i + s.t) / 14) ** 2;
    const y = opts.top + (H - opts.top) * u;
    const x = alongRay(opts.vx, vy, (opts.left + opts.right) / 2, y);
    const half = (alongRay(opts.vx, vy, opts.right, y) - alongRay(opts.vx, vy, opts.left, y)) * 0.3;
    ripples += `<path d="M${f(x - half)} ${f(y)} h${f(half * 2)}" stroke="#ffffff" stroke-opacity=".35" stroke-width="${f(1 + u * 3)}"/>`;
  }
  moving(s, `<g clip-path="url(#${clip})">${ripples}</g>`);
  return `<polygon points="${pts(quad)}" fill="${fill}"/>`;
}

/** Open water up to the horizon (sea, lake): sky-coloured, with waves that sway. */
export function sea(s: Scene, colour: string): string {
  const fill = linearGradient(s, [
    [0, mix(colour, s.mood.skyBottom, 0.55)],
    [1, shade(colour, 0.2)],
  ]);
  let waves = '';
  for (let i = 0; i < 22; i++) {
    const u = ((i + 0.5) / 22) ** 1.8;
    const y = s.horizon + (H - s.horizon) * u;
    const len = 20 + u * 140;
    for (let k = 0; k < 5; k++) {
      const sway = Math.sin(2 * Math.PI * s.t + i * 1.7 + k) * (4 + u * 14);
      const x = ((k * 263 + i * 97) % W) + Math.sin(i + k) * 40 + sway;
      waves += `<path d="M${f(x)} ${f(y)} q${f(len / 2)} ${f(-3 - u * 6)} ${f(len)} 0" stroke="#ffffff" stroke-opacity="${f(0.25 + u * 0.3)}" stroke-width="${f(1 + u * 2.5)}" fill="none"/>`;
    }
  }
  moving(s, waves);
  return `<rect y="${f(s.horizon)}" width="${W}" height="${f(H - s.horizon)}" fill="${fill}"/>`;
}

// ---- trees and plants -------------------------------------------------------------------------

export function deciduousTree(s: Scene, x: number, base: number, size: number, colour: string): string {
  const rng = s.rng;
  const trunk = shade('#6b4a2f', 0.1);
  let out = `<path d="M${f(x - size * 0.07)} ${f(base)} L${f(x - size * 0.04)} ${f(base - size * 0.9)} L${f(x + size * 0.04)} ${f(base - size * 0.9)} L${f(x + size * 0.07)} ${f(base)} Z" fill="${trunk}"/>`;
  const blobs = rng.int(4, 7);
  for (let i = 0; i < blobs; i++) {
    const a = (i / blobs) * Math.PI * 2;
    const r = size * (0.32 + rng.next() * 0.15);
    const cx = x + Math.cos(a) * size * 0.3;
    const cy = base - size * 1.15 + Math.sin(a) * size * 0.22;
    out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${shade(colour, 0.1 + (Math.sin(a) + 1) * 0.08)}"/>`;
  }
  out += `<circle cx="${f(x - size * 0.12)}" cy="${f(base - size * 1.3)}" r="${f(size * 0.3)}" fill="${light(colour, 0.12)}"/>`;
  return out;
}

export function conifer(x: number, base: number, size: number, colour: string): string {
  let out = `<rect x="${f(x - size * 0.05)}" y="${f(base - size * 0.3)}" width="${f(size * 0.1)}" height="${f(size * 0.3)}" fill="#5a3d27"/>`;
  for (let i = 0; i < 4; i++) {
    const top = base - size * (0.55 + i * 0.45);
    const half = size * (0.55 - i * 0.11);
    out += `<polygon points="${pts([
      [x, top - size * 0.6],
      [x + half, top + size * 0.25],
      [x - half, top + size * 0.25],
    ])}" fill="${shade(colour, 0.05 * (3 - i))}"/>`;
  }
  return out;
}

/** A poplar: the tall narrow tree of Dutch windbreaks. */
export function poplar(x: number, base: number, size: number, colour: string): string {
  return (
    `<rect x="${f(x - size * 0.03)}" y="${f(base - size * 0.4)}" width="${f(size * 0.06)}" height="${f(size * 0.4)}" fill="#5a3d27"/>` +
    `<ellipse cx="${f(x)}" cy="${f(base - size * 1.1)}" rx="${f(size * 0.17)}" ry="${f(size * 0.8)}" fill="${colour}"/>` +
    `<ellipse cx="${f(x - size * 0.05)}" cy="${f(base - size * 1.25)}" rx="${f(size * 0.08)}" ry="${f(size * 0.55)}" fill="${light(colour, 0.12)}"/>`
  );
}

/** A line of trees along the horizon (windbreak, wood edge). */
export function treeLine(s: Scene, opts: { from: number; to: number; y: number; size: number; colour: string }) {
  const rng = s.rng;
  let out = '';
  for (let x = opts.from; x < opts.to; x += opts.size * (0.35 + rng.next() * 0.5)) {
    const size = opts.size * (0.75 + rng.next() * 0.5);
    const colour = far(s, shade(opts.colour, rng.next() * 0.2), 0.5);
    const kind = rng.int(0, 4);
    out +=
      kind === 0
        ? poplar(x, opts.y, size, colour)
        : kind === 1
          ? conifer(x, opts.y, size * 0.7, colour)
          : deciduousTree(s, x, opts.y, size * 0.7, colour);
  }
  return out;
}

export function grassTufts(s: Scene, count: number, colour: string, top: number): string {
  const rng = s.rng;
  let out = '';
  for (let i = 0; i < count; i++) {
    const y = top + (H - top) * Math.sqrt(rng.next());
    const x = rng.next() * W;
    const k = depthScale(s, y) * 18;
    out += `<path d="M${f(x - k)} ${f(y)} q${f(k * 0.6)} ${f(-k * 1.6)} ${f(k * 0.4)} ${f(-k * 2.2)} M${f(x)} ${f(y)} q0 ${f(-k * 1.8)} ${f(k * 0.3)} ${f(-k * 2.6)} M${f(x + k)} ${f(y)} q${f(-k * 0.5)} ${f(-k * 1.4)} ${f(-k * 0.3)} ${f(-k * 2)}" stroke="${shade(colour, rng.next() * 0.25)}" stroke-width="${f(1 + k * 0.12)}" fill="none"/>`;
  }
  return out;
}

/** Flowers in a meadow: coloured dots, larger near the viewer. */
export function flowers(s: Scene, count: number, colours: string[], top: number): string {
  const rng = s.rng;
  const spots: string[] = [];
  for (let i = 0; i < count; i++) {
    const y = top + (H - top) * rng.next() ** 0.7;
    const r = 1 + depthScale(s, y) * 7;
    const x = rng.next() * W;
    const c = rng.pick(colours);
    spots.push(
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${c}"/>` +
        (r > 4 ? `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.35)}" fill="#f6d743"/>` : ''),
    );
  }
  return spots.join('');
}

/** A tulip (or other bulb flower) on its stem, seen from the side. */
export function tulip(x: number, y: number, size: number, colour: string): string {
  const stem = `<path d="M${f(x)} ${f(y)} v${f(-size * 1.6)}" stroke="#3f7d2c" stroke-width="${f(Math.max(1, size * 0.14))}"/>`;
  const leaf = `<path d="M${f(x)} ${f(y)} q${f(-size * 0.7)} ${f(-size * 0.7)} ${f(-size * 0.45)} ${f(-size * 1.3)} q${f(size * 0.2)} ${f(size * 0.6)} ${f(size * 0.45)} ${f(size * 1.3)}" fill="#4c8f35"/>`;
  const cup = `<path d="M${f(x - size * 0.4)} ${f(y - size * 2.1)} q0 ${f(size * 0.7)} ${f(size * 0.4)} ${f(size * 0.7)} q${f(size * 0.4)} 0 ${f(size * 0.4)} ${f(-size * 0.7)} l${f(-size * 0.2)} ${f(size * 0.2)} l${f(-size * 0.2)} ${f(-size * 0.3)} l${f(-size * 0.2)} ${f(size * 0.3)} Z" fill="${colour}"/>`;
  return stem + leaf + cup;
}

// ---- buildings and machines -------------------------------------------------------------------

/** A Dutch farmhouse or barn: brick walls under a big dark roof. */
export function barn(x: number, base: number, size: number, opts: { wall: string; roof: string; long?: boolean }) {
  const w = size * (opts.long ? 2.2 : 1.3);
  const h = size * 0.55;
  const roofTop = base - h - size * 0.75;
  return (
    `<rect x="${f(x)}" y="${f(base - h)}" width="${f(w)}" height="${f(h)}" fill="${opts.wall}"/>` +
    `<polygon points="${pts([
      [x - size * 0.08, base - h + 2],
      [x + size * 0.45, roofTop],
      [x + w - size * 0.45, roofTop],
      [x + w + size * 0.08, base - h + 2],
    ])}" fill="${opts.roof}"/>` +
    `<rect x="${f(x + w * 0.38)}" y="${f(base - h * 0.75)}" width="${f(w * 0.24)}" height="${f(h * 0.75)}" fill="${shade(opts.wall, 0.45)}"/>` +
    `<rect x="${f(x + w * 0.1)}" y="${f(base - h * 0.7)}" width="${f(size * 0.12)}" height="${f(size * 0.12)}" fill="#f3f0e6"/>` +
    `<rect x="${f(x + w * 0.78)}" y="${f(base - h * 0.7)}" width="${f(size * 0.12)}" height="${f(size * 0.12)}" fill="#f3f0e6"/>`
  );
}

export function silo(x: number, base: number, size: number, colour: string): string {
  return (
    `<rect x="${f(x)}" y="${f(base - size * 1.6)}" width="${f(size * 0.4)}" height="${f(size * 1.6)}" fill="${colour}"/>` +
    `<ellipse cx="${f(x + size * 0.2)}" cy="${f(base - size * 1.6)}" rx="${f(size * 0.2)}" ry="${f(size * 0.12)}" fill="${light(colour, 0.3)}"/>` +
    `<rect x="${f(x + size * 0.05)}" y="${f(base - size * 1.6)}" width="${f(size * 0.06)}" height="${f(size * 1.6)}" fill="${light(colour, 0.25)}"/>`
  );
}

/** A windmill whose sails turn a quarter turn per loop. */
export function windmill(s: Scene, x: number, base: number, size: number): string {
  const body = `<polygon points="${pts([
    [x - size * 0.22, base],
    [x - size * 0.12, base - size * 1.1],
    [x + size * 0.12, base - size * 1.1],
    [x + size * 0.22, base],
  ])}" fill="#5a4a3c"/>`;
  const cap = `<path d="M${f(x - size * 0.16)} ${f(base - size * 1.08)} Q${f(x)} ${f(base - size * 1.35)} ${f(x + size * 0.16)} ${f(base - size * 1.08)} Z" fill="#3b3029"/>`;
  const hub: [number, number] = [x, base - size * 1.18];
  const angle = 20 + s.t * 90;
  let sails = '';
  for (let i = 0; i < 4; i++) {
    sails +=
      `<g transform="rotate(${f(angle + i * 90)} ${f(hub[0])} ${f(hub[1])})">` +
      `<rect x="${f(hub[0] - size * 0.025)}" y="${f(hub[1] - size * 0.95)}" width="${f(size * 0.05)}" height="${f(size * 0.95)}" fill="#3b3029"/>` +
      `<rect x="${f(hub[0] + size * 0.025)}" y="${f(hub[1] - size * 0.9)}" width="${f(size * 0.16)}" height="${f(size * 0.7)}" fill="#efe6d5" stroke="#3b3029" stroke-width="${f(size * 0.012)}"/></g>`;
  }
  const door = `<path d="M${f(x - size * 0.05)} ${f(base)} v${f(-size * 0.16)} a${f(size * 0.05)} ${f(size * 0.05)} 0 0 1 ${f(size * 0.1)} 0 v${f(size * 0.16)} Z" fill="#2a211b"/>`;
  return moving(
    s,
    body + cap + door + sails + `<circle cx="${f(hub[0])}" cy="${f(hub[1])}" r="${f(size * 0.035)}" fill="#2a211b"/>`,
  );
}

/** A wind turbine whose blades turn a third of a turn per loop. */
export function turbine(s: Scene, x: number, base: number, size: number, phase: number): string {
  const hub: [number, number] = [x, base - size];
  const mast = `<polygon points="${pts([
    [x - size * 0.018, base],
    [x - size * 0.008, hub[1]],
    [x + size * 0.008, hub[1]],
    [x + size * 0.018, base],
  ])}" fill="#f4f6f7"/><rect x="${f(x - size * 0.03)}" y="${f(hub[1] - size * 0.02)}" width="${f(size * 0.08)}" height="${f(size * 0.04)}" rx="${f(size * 0.015)}" fill="#e6eaec"/>`;
  const angle = phase + s.t * 120;
  let blades = '';
  for (let i = 0; i < 3; i++) {
    blades += `<path transform="rotate(${f(angle + i * 120)} ${f(hub[0])} ${f(hub[1])})" d="M${f(hub[0] - size * 0.015)} ${f(hub[1])} L${f(hub[0])} ${f(hub[1] - size * 0.48)} L${f(hub[0] + size * 0.025)} ${f(hub[1])} Z" fill="#fbfcfc" stroke="#c9d0d4" stroke-width="${f(Math.max(0.5, size * 0.004))}"/>`;
  }
  return moving(
    s,
    mast + blades + `<circle cx="${f(hub[0])}" cy="${f(hub[1])}" r="${f(size * 0.02)}" fill="#d5dadd"/>`,
  );
}

/** A block of glasshouses with a saw-tooth roof; lit from inside in the evening (grow lights). */
export function greenhouses(s: Scene, x: number, base: number, width: number, height: number, ridges: number) {
  const lit = s.mood.name === 'evening' || s.mood.name === 'overcast';
  const glass = lit ? '#f6c27a' : light(s.mood.skyTop, 0.45);
  const ridgeW = width / ridges;
  let roof = '';
  for (let i = 0; i < ridges; i++) {
    const x0 = x + i * ridgeW;
    roof += `<polygon points="${pts([
      [x0, base - height],
      [x0 + ridgeW / 2, base - height - ridgeW * 0.35],
      [x0 + ridgeW, base - height],
    ])}" fill="${i % 2 ? light(glass, 0.25) : glass}" stroke="#8a9aa2" stroke-width="1"/>`;
  }
  let mullions = '';
  for (let mx = x; mx <= x + width; mx += Math.max(6, ridgeW / 2)) {
    mullions += `<path d="M${f(mx)} ${f(base)} v${f(-height)}" stroke="#8a9aa2" stroke-width="1"/>`;
  }
  const wall = linearGradient(s, [
    [0, light(glass, 0.3)],
    [1, lit ? '#e9a75e' : mix(glass, '#7fae6a', 0.35)],
  ]);
  let glints = '';
  for (let gx = x + width * 0.1; gx < x + width; gx += width * 0.27) {
    glints += `<polygon points="${pts([
      [gx, base],
      [gx + height * 0.35, base],
      [gx + height * 0.75, base - height],
      [gx + height * 0.4, base - height],
    ])}" fill="#ffffff" opacity=".22"/>`;
  }
  return `<rect x="${f(x)}" y="${f(base - height)}" width="${f(width)}" height="${f(height)}" fill="${wall}"/>${glints}${mullions}${roof}`;
}

export function tractor(x: number, base: number, size: number, colour: string, flip: boolean): string {
  const g =
    `<rect x="${f(-size * 0.6)}" y="${f(-size * 0.75)}" width="${f(size * 1.1)}" height="${f(size * 0.4)}" fill="${colour}"/>` +
    `<rect x="${f(-size * 0.45)}" y="${f(-size * 1.25)}" width="${f(size * 0.45)}" height="${f(size * 0.55)}" fill="${shade(colour, 0.15)}"/>` +
    `<rect x="${f(-size * 0.4)}" y="${f(-size * 1.18)}" width="${f(size * 0.35)}" height="${f(size * 0.3)}" fill="#cfe3ec"/>` +
    `<circle cx="${f(-size * 0.3)}" cy="${f(-size * 0.32)}" r="${f(size * 0.32)}" fill="#2b2b2b"/><circle cx="${f(-size * 0.3)}" cy="${f(-size * 0.32)}" r="${f(size * 0.13)}" fill="#d9b23a"/>` +
    `<circle cx="${f(size * 0.35)}" cy="${f(-size * 0.2)}" r="${f(size * 0.2)}" fill="#2b2b2b"/><circle cx="${f(size * 0.35)}" cy="${f(-size * 0.2)}" r="${f(size * 0.08)}" fill="#d9b23a"/>`;
  return `<g transform="translate(${f(x)} ${f(base)}) scale(${flip ? -1 : 1} 1)">${g}</g>`;
}

export function haybale(x: number, base: number, size: number): string {
  return (
    `<ellipse cx="${f(x)}" cy="${f(base - size * 0.45)}" rx="${f(size * 0.6)}" ry="${f(size * 0.45)}" fill="#d8b45a"/>` +
    `<ellipse cx="${f(x + size * 0.35)}" cy="${f(base - size * 0.45)}" rx="${f(size * 0.25)}" ry="${f(size * 0.43)}" fill="#e8cd7e"/>` +
    `<ellipse cx="${f(x + size * 0.35)}" cy="${f(base - size * 0.45)}" rx="${f(size * 0.12)}" ry="${f(size * 0.22)}" fill="none" stroke="#c79f45" stroke-width="${f(size * 0.03)}"/>`
  );
}

// ---- animals and boats ------------------------------------------------------------------------

/** A grazing cow: black-and-white, red-and-white or brown. */
export function cow(s: Scene, x: number, base: number, size: number, flip: boolean): string {
  const rng = s.rng;
  const [coat, patch] = rng.pick([
    ['#f7f5f0', '#1f1f1f'],
    ['#f7f5f0', '#8b3a1e'],
    ['#7a4a2a', '#5a321a'],
  ] as const);
  const legs = [-0.55, -0.35, 0.3, 0.5]
    .map(
      (lx) =>
        `<rect x="${f(lx * size)}" y="${f(-size * 0.45)}" width="${f(size * 0.1)}" height="${f(size * 0.45)}" fill="${shade(coat, 0.15)}"/>`,
    )
    .join('');
  let patches = '';
  for (let i = 0; i < 3; i++) {
    patches += `<ellipse cx="${f((rng.next() - 0.5) * size)}" cy="${f(-size * (0.6 + rng.next() * 0.2))}" rx="${f(size * (0.12 + rng.next() * 0.12))}" ry="${f(size * 0.12)}" fill="${patch}"/>`;
  }
  const grazing = rng.chance(0.5);
  const head = grazing
    ? `<ellipse cx="${f(size * 0.85)}" cy="${f(-size * 0.3)}" rx="${f(size * 0.14)}" ry="${f(size * 0.2)}" fill="${patch}"/>`
    : `<ellipse cx="${f(size * 0.9)}" cy="${f(-size * 0.8)}" rx="${f(size * 0.17)}" ry="${f(size * 0.14)}" fill="${patch}"/><ellipse cx="${f(size * 1.02)}" cy="${f(-size * 0.74)}" rx="${f(size * 0.07)}" ry="${f(size * 0.06)}" fill="#e7b7a5"/>`;
  const body = `<rect x="${f(-size * 0.7)}" y="${f(-size * 0.9)}" width="${f(size * 1.4)}" height="${f(size * 0.5)}" rx="${f(size * 0.22)}" fill="${coat}"/>`;
  const neck = `<path d="M${f(size * 0.55)} ${f(-size * 0.85)} L${f(size * (grazing ? 0.85 : 0.88))} ${f(-size * (grazing ? 0.4 : 0.85))} L${f(size * 0.7)} ${f(-size * 0.5)} Z" fill="${coat}"/>`;
  const shadow = `<ellipse cx="0" cy="0" rx="${f(size * 0.8)}" ry="${f(size * 0.08)}" fill="#000" opacity=".15"/>`;
  const tail = `<path d="M${f(-size * 0.68)} ${f(-size * 0.82)} q${f(-size * 0.12)} ${f(size * 0.2)} ${f(-size * 0.06)} ${f(size * 0.45)}" stroke="${shade(coat, 0.2)}" stroke-width="${f(size * 0.04)}" fill="none"/>`;
  const ears = grazing
    ? ''
    : `<ellipse cx="${f(size * 0.8)}" cy="${f(-size * 0.92)}" rx="${f(size * 0.09)}" ry="${f(size * 0.04)}" fill="${patch}"/>`;
  return `<g transform="translate(${f(x)} ${f(base)}) scale(${flip ? -1 : 1} 1)">${shadow}${tail}${legs}${body}${patches}${neck}${ears}${head}</g>`;
}

/** A fishing cutter with outriggers, rocking a little on the swell. */
export function cutter(s: Scene, x: number, base: number, size: number, colour: string): string {
  const roll = Math.sin(s.t * Math.PI * 2) * 2;
  const hull = `<path d="M${f(-size)} ${f(-size * 0.3)} L${f(size * 1.1)} ${f(-size * 0.38)} L${f(size * 0.85)} 0 L${f(-size * 0.8)} 0 Z" fill="${colour}"/><path d="M${f(-size)} ${f(-size * 0.3)} L${f(size * 1.1)} ${f(-size * 0.38)} L${f(size * 1.08)} ${f(-size * 0.3)} L${f(-size * 0.97)} ${f(-size * 0.22)} Z" fill="#f4f4f0"/>`;
  const cabin = `<rect x="${f(-size * 0.55)}" y="${f(-size * 0.75)}" width="${f(size * 0.5)}" height="${f(size * 0.42)}" fill="#f4f4f0"/><rect x="${f(-size * 0.5)}" y="${f(-size * 0.7)}" width="${f(size * 0.4)}" height="${f(size * 0.12)}" fill="#35505f"/>`;
  const mast = `<path d="M${f(size * 0.2)} ${f(-size * 0.35)} v${f(-size * 1.1)} M${f(size * 0.2)} ${f(-size * 1.2)} L${f(-size * 0.7)} ${f(-size * 0.7)} M${f(size * 0.2)} ${f(-size * 1.2)} L${f(size * 1.1)} ${f(-size * 0.7)}" stroke="#2f3b42" stroke-width="${f(size * 0.04)}"/>`;
  const wake = `<path d="M${f(-size * 0.8)} 2 q${f(-size * 0.5)} 4 ${f(-size * 1.2)} 6" stroke="#fff" stroke-opacity=".6" stroke-width="2" fill="none"/>`;
  return moving(s, `<g transform="translate(${f(x)} ${f(base)}) rotate(${f(roll)})">${mast}${cabin}${hull}${wake}</g>`);
}

export function gull(s: Scene, x: number, y: number, size: number): string {
  const flap = Math.sin((s.t * 8 + x) * Math.PI) * size * 0.3;
  return moving(
    s,
    `<path d="M${f(x - size)} ${f(y - flap)} Q${f(x - size * 0.4)} ${f(y - size * 0.5)} ${f(x)} ${f(y)} Q${f(x + size * 0.4)} ${f(y - size * 0.5)} ${f(x + size)} ${f(y - flap)}" stroke="#f7f7f7" stroke-width="${f(size * 0.22)}" fill="none"/>`,
  );
}

export function butterfly(s: Scene, x: number, y: number, size: number, colour: string): string {
  const open = 0.4 + 0.6 * Math.abs(Math.sin((s.t * 10 + x / 97) * Math.PI));
  const dx = Math.sin(s.t * Math.PI * 2 + x) * 10;
  const dy = Math.cos(s.t * Math.PI * 4 + x) * 6;
  return moving(
    s,
    `<g transform="translate(${f(x + dx)} ${f(y + dy)}) scale(${f(open)} 1)">` +
      `<ellipse cx="${f(-size * 0.5)}" cy="${f(-size * 0.2)}" rx="${f(size * 0.5)}" ry="${f(size * 0.4)}" fill="${colour}"/>` +
      `<ellipse cx="${f(size * 0.5)}" cy="${f(-size * 0.2)}" rx="${f(size * 0.5)}" ry="${f(size * 0.4)}" fill="${colour}"/>` +
      `<ellipse cx="${f(-size * 0.35)}" cy="${f(size * 0.3)}" rx="${f(size * 0.3)}" ry="${f(size * 0.25)}" fill="${shade(colour, 0.2)}"/>` +
      `<ellipse cx="${f(size * 0.35)}" cy="${f(size * 0.3)}" rx="${f(size * 0.3)}" ry="${f(size * 0.25)}" fill="${shade(colour, 0.2)}"/>` +
      `<rect x="${f(-size * 0.06)}" y="${f(-size * 0.5)}" width="${f(size * 0.12)}" height="${f(size)}" rx="${f(size * 0.06)}" fill="#2b2b2b"/></g>`,
  );
}

/** A solar park's rows of panels, in perspective towards the viewer. */
export function solarPanels(s: Scene, top: number, rows: number): string {
  let out = '';
  for (let r = 0; r < rows; r++) {
    const u = ((r + 1) / rows) ** 1.6;
    const y = top + (H - top) * u * 0.85;
    const k = depthScale(s, y);
    const h = 6 + k * 50;
    const panel = linearGradient(s, [
      [0, light(s.mood.skyTop, 0.1)],
      [1, '#1f3a5a'],
    ]);
    out += `<polygon points="${pts([
      [-20, y],
      [W + 20, y],
      [W + 20 - k * 40, y - h],
      [-20 + k * 40, y - h],
    ])}" fill="${panel}" stroke="#c6d3dc" stroke-width="${f(0.5 + k)}"/>`;
    const step = 18 + k * 50;
    let cells = '';
    for (let x = -20 + step; x < W + 20; x += step) cells += `M${f(x)} ${f(y)} l${f((W / 2 - x) * 0.04 * k)} ${f(-h)} `;
    out += `<path d="${cells}" stroke="#9fb3c4" stroke-width="${f(0.4 + k * 0.8)}" opacity=".7"/>`;
  }
  return out;
}

/** A fence of posts and wire along the foreground. */
export function fence(s: Scene, y: number): string {
  const k = depthScale(s, y);
  const h = 20 + k * 40;
  let posts = '';
  for (let x = 10; x < W; x += 60 + k * 60) {
    posts += `<rect x="${f(x)}" y="${f(y - h)}" width="${f(3 + k * 4)}" height="${f(h)}" fill="#6d5440"/>`;
  }
  return `${posts}<path d="M0 ${f(y - h * 0.7)} H${W} M0 ${f(y - h * 0.35)} H${W}" stroke="#4a4a4a" stroke-width="1" opacity=".6"/>`;
}

export const format = f;
export const points = pts;

import { createRng } from './prng.js';
import {
  H,
  W,
  barn,
  birds,
  butterfly,
  clouds,
  conifer,
  cow,
  cutter,
  deciduousTree,
  depthScale,
  far,
  fence,
  flowers,
  grassTufts,
  greenhouses,
  ground,
  gull,
  haybale,
  hills,
  light,
  linearGradient,
  moving,
  newScene,
  onRay,
  poplar,
  rowPoints,
  sea,
  shade,
  silo,
  sky,
  solarPanels,
  stripeEdges,
  stripes,
  tractor,
  treeLine,
  tulip,
  turbine,
  water,
  windmill,
  format as f,
  type Scene,
} from './scene-parts.js';

// The demo's scene illustrations: one composition per theme (a bulb field, glasshouses, a
// pasture with cows, a fishing cutter…), varied per variant by the time of day, the horizon, what
// stands where and how many. sceneSvg(theme, variant, t) is the scene at animation phase t (the
// header videos play t from 0 to 1; a still image is t = 0). Same arguments, same SVG.

export const SCENE_VARIANTS = 8;

type Composer = (s: Scene) => string;

const GRASS = '#6fa64a';
const LEAF = '#3f7f3a';
const BRICK = '#9b4a32';
const ROOF = '#3a3a3f';

const horizonRow = (s: Scene, colour = LEAF) =>
  treeLine(s, { from: -20, to: W + 20, y: s.horizon + 2, size: 34 + s.rng.next() * 16, colour });

const farm = (s: Scene, x: number, size: number) =>
  barn(x, s.horizon + size * 0.25, size, { wall: s.rng.pick([BRICK, '#7d6a58', '#b0553a']), roof: ROOF, long: true }) +
  deciduousTree(s, x - size * 0.3, s.horizon + size * 0.25, size * 0.9, far(s, LEAF, 0.3));

const COMPOSERS: Record<string, Composer> = {
  bollenteelt(s) {
    const { rng } = s;
    const colours = rng.sample(['#d62839', '#f6c90e', '#ef7aa8', '#7b3fa0', '#f08a24', '#f4efe4', '#c0143c'], 4);
    const vx = W * (0.3 + rng.next() * 0.4);
    const top = s.horizon + 8;
    const field = { count: 18, vx, widths: [1, 0.3] };
    let out = hills(s, '#7aa860', 14, 0.9) + horizonRow(s);
    if (rng.chance(0.7)) out += windmill(s, W * (0.1 + rng.next() * 0.8), s.horizon + 6, 110 + rng.next() * 40);
    const beds = colours.flatMap((c) => [shade(c, 0.18), '#4d8a35']);
    out += ground(s, GRASS) + stripes(s, { ...field, colours: beds, top });
    // Each bed in flower: heads in rows across it, tulips on their stems near the viewer.
    stripeEdges(field).forEach(([b0, b1], i) => {
      if (i % 2) return;
      const colour = colours[(i / 2) % colours.length]!;
      for (let k = 0; k < 24; k++) {
        const u = (k + 0.5) / 24;
        const y = top + 12 + (H - top - 12) * u * u;
        const scale = depthScale(s, y);
        if (scale < 0.1) continue;
        const x0 = onRay(s, vx, b0, y);
        const x1 = onRay(s, vx, b1, y);
        const n = Math.max(2, Math.round((x1 - x0) / (8 + scale * 26)));
        for (let j = 0; j < n; j++) {
          const x = x0 + ((x1 - x0) * (j + 0.5 + (rng.next() - 0.5) * 0.6)) / n;
          out +=
            scale > 0.5
              ? tulip(x, y, 4 + scale * 12, light(colour, 0.08))
              : `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(1.5 + scale * 7)}" ry="${f(1 + scale * 5)}" fill="${light(colour, 0.12)}"/>`;
        }
      }
    });
    return out;
  },
  akkerbouw(s) {
    const { rng } = s;
    const gold = rng.pick(['#d9b44a', '#c9a23c', '#e0c163']);
    const vx = W * (0.2 + rng.next() * 0.6);
    let out = hills(s, '#8fb069', 16, 0.9) + horizonRow(s) + farm(s, W * (0.6 + rng.next() * 0.25), 60);
    out += ground(s, gold) + stripes(s, { colours: [gold, shade(gold, 0.08)], count: 40, top: s.horizon + 4, vx });
    const bales = Array.from(
      { length: rng.int(4, 8) },
      () => s.horizon + 20 + rng.next() ** 0.7 * (H - s.horizon - 40),
    );
    for (const y of bales.sort((a, b) => a - b)) out += haybale(rng.next() * W, y, 10 + depthScale(s, y) * 110);
    const ty = s.horizon + 30 + rng.next() * 60;
    out += tractor(
      rng.next() * W,
      ty,
      10 + depthScale(s, ty) * 70,
      rng.pick(['#b8312f', '#2f7d32', '#1f5fa8']),
      rng.chance(0.5),
    );
    return out;
  },
  veehouderij(s) {
    const { rng } = s;
    let out = hills(s, '#7aa860', 12, 0.9) + horizonRow(s) + farm(s, W * (0.05 + rng.next() * 0.6), 70);
    out += ground(s, GRASS) + grassTufts(s, 80, '#4f8a35', s.horizon + 40);
    const cows = Array.from({ length: rng.int(3, 7) }, () => s.horizon + 20 + rng.next() * (H - s.horizon - 40)).sort(
      (a, b) => a - b,
    );
    for (const y of cows) out += cow(s, rng.next() * W, y, 12 + depthScale(s, y) * 110, rng.chance(0.5));
    if (rng.chance(0.5)) out += fence(s, H - 10);
    return out;
  },
  glastuinbouw(s) {
    const { rng } = s;
    let out = hills(s, '#87aa70', 10, 0.9) + horizonRow(s, '#557f48');
    out += ground(s, '#7ea85d');
    const blocks = rng.int(2, 3);
    for (let i = 0; i < blocks; i++) {
      const base = s.horizon + 20 + i * ((H - s.horizon) * 0.2);
      const k = depthScale(s, base);
      const width = W * (0.5 + rng.next() * 0.4) * (0.7 + k);
      const x = rng.next() * (W - width * 0.6) - width * 0.2;
      out += greenhouses(s, x, base, width, 30 + k * 200, Math.round(10 + rng.next() * 12));
    }
    out += water(s, { vx: W * 0.5, left: -200 + rng.next() * 200, right: 80 + rng.next() * 160, top: s.horizon + 40 });
    out += grassTufts(s, 40, '#4f8a35', H - 80);
    return out;
  },
  water(s) {
    const { rng } = s;
    const vx = W * (0.35 + rng.next() * 0.3);
    let out = hills(s, '#86ad6a', 10, 0.95) + horizonRow(s);
    out += windmill(s, W * (0.08 + rng.next() * 0.84), s.horizon + 8, 120 + rng.next() * 80);
    out += ground(s, GRASS);
    const left = W * (0.15 + rng.next() * 0.25);
    out += water(s, { vx, left, right: left + W * (0.35 + rng.next() * 0.25), top: s.horizon + 3 });
    if (rng.chance(0.5)) out += cow(s, W * 0.85, s.horizon + 60, 40, true);
    out += grassTufts(s, 120, '#5f8f3a', s.horizon + 60);
    return out;
  },
  bodem(s) {
    const { rng } = s;
    const earth = rng.pick(['#7b5638', '#8a6141', '#6e4b30']);
    const cut = H - 150 - rng.next() * 40;
    let out = hills(s, '#8fb069', 12, 0.9) + horizonRow(s) + farm(s, W * (0.1 + rng.next() * 0.7), 55);
    out +=
      ground(s, earth) +
      stripes(s, { colours: [earth, shade(earth, 0.2)], count: 46, top: s.horizon + 4, vx: W * 0.5 });
    // A cut through the soil along the front: topsoil, subsoil, sand, with roots and worms.
    const layers: [number, string][] = [
      [cut, '#3f2a1c'],
      [cut + 50, '#6b4a2e'],
      [cut + 100, '#b89062'],
    ];
    for (const [y, c] of layers) out += `<rect y="${f(y)}" width="${W}" height="${f(H - y)}" fill="${c}"/>`;
    out += `<path d="M0 ${f(cut)} H${W}" stroke="#5e8d3a" stroke-width="8"/>`;
    for (let i = 0; i < 14; i++) {
      const x = rng.next() * W;
      out += `<path d="M${f(x)} ${f(cut)} q${f((rng.next() - 0.5) * 40)} 40 ${f((rng.next() - 0.5) * 30)} ${f(40 + rng.next() * 70)}" stroke="#d9c7a3" stroke-width="2" fill="none" opacity=".8"/>`;
    }
    for (let i = 0; i < 5; i++) {
      const x = rng.next() * W;
      const y = cut + 20 + rng.next() * 90;
      out += `<path d="M${f(x)} ${f(y)} q12 -10 24 0 t24 0" stroke="#d98c8c" stroke-width="6" stroke-linecap="round" fill="none"/>`;
    }
    for (let i = 0; i < 30; i++) {
      out += `<ellipse cx="${f(rng.next() * W)}" cy="${f(cut + 60 + rng.next() * 100)}" rx="${f(3 + rng.next() * 6)}" ry="${f(2 + rng.next() * 4)}" fill="#d7c4a0" opacity=".8"/>`;
    }
    return out;
  },
  biodiversiteit(s) {
    const { rng } = s;
    let out = hills(s, '#86ad6a', 14, 0.9) + horizonRow(s);
    out += ground(s, '#7fb055');
    // A hedgerow across the middle distance.
    const hedgeY = s.horizon + 30 + rng.next() * 40;
    for (let x = -20; x < W + 20; x += 26) {
      out += `<circle cx="${f(x)}" cy="${f(hedgeY - 10 - rng.next() * 10)}" r="${f(18 + rng.next() * 10)}" fill="${far(s, shade(LEAF, rng.next() * 0.2), 0.3)}"/>`;
    }
    out += flowers(s, 420, ['#f4f1ea', '#f6c90e', '#d94f70', '#8e6cc0', '#e8743b'], hedgeY + 10);
    out += grassTufts(s, 90, '#4f8a35', hedgeY + 40);
    for (let i = rng.int(3, 6); i > 0; i--) {
      out += butterfly(
        s,
        rng.next() * W,
        hedgeY + 40 + rng.next() * (H - hedgeY - 80),
        8 + rng.next() * 10,
        rng.pick(['#f08a24', '#f6e27a', '#6aa0e0', '#ffffff']),
      );
    }
    return out;
  },
  kringlooplandbouw(s) {
    const { rng } = s;
    const split = W * (0.35 + rng.next() * 0.3);
    let out = hills(s, '#86ad6a', 12, 0.9) + horizonRow(s);
    out +=
      barn(split - 80, s.horizon + 30, 70, { wall: BRICK, roof: ROOF, long: true }) +
      silo(split + 90, s.horizon + 30, 55, '#c8ccd0');
    out += ground(s, GRASS);
    out += `<polygon points="${f(split)},${f(s.horizon + 30)} ${W},${f(s.horizon + 30)} ${W},${H} ${f(split - 200)},${H}" fill="${linearGradient(
      s,
      [
        [0, far(s, '#c9a23c', 0.5)],
        [1, '#c9a23c'],
      ],
    )}"/>`;
    for (const p of rowPoints(s, { rows: 10, perRow: 8, top: s.horizon + 40, vx: split + 300, spread: 1.4 })) {
      if (p.x > split - 200 * p.scale)
        out += `<path d="M${f(p.x)} ${f(p.y)} v${f(-4 - p.scale * 20)}" stroke="#a7832c" stroke-width="${f(1 + p.scale * 3)}"/>`;
    }
    for (let i = rng.int(2, 4); i > 0; i--) {
      const y = s.horizon + 50 + rng.next() * (H - s.horizon - 80);
      out += cow(s, rng.next() * (split - 150), y, 12 + depthScale(s, y) * 90, rng.chance(0.5));
    }
    // A heap of compost by the barn.
    out += `<ellipse cx="${f(split - 140)}" cy="${f(s.horizon + 46)}" rx="40" ry="16" fill="#5b3e26"/>`;
    return out;
  },
  stikstof(s) {
    const { rng } = s;
    let out = hills(s, '#86ad6a', 10, 0.9) + horizonRow(s) + farm(s, W * (0.55 + rng.next() * 0.3), 70);
    out += ground(s, '#8d7a9a');
    // Heath in bloom in front, a measuring station beside it, a haze over the farm.
    out += flowers(s, 500, ['#a65ca8', '#c07cc0', '#8a4d93', '#6b8f4a'], s.horizon + 10);
    out += grassTufts(s, 60, '#6b7f3a', s.horizon + 50);
    const mx = W * (0.1 + rng.next() * 0.3);
    const my = s.horizon + 90;
    out += `<rect x="${f(mx)}" y="${f(my - 60)}" width="40" height="50" fill="#e9ecef" stroke="#9aa4ab"/><path d="M${f(mx + 20)} ${f(my - 60)} v-70" stroke="#6c757d" stroke-width="3"/><circle cx="${f(mx + 20)}" cy="${f(my - 132)}" r="7" fill="#c0392b"/><path d="M${f(mx + 8)} ${f(my - 10)} v10 M${f(mx + 32)} ${f(my - 10)} v10" stroke="#6c757d" stroke-width="3"/>`;
    out += `<rect y="${f(s.horizon - 60)}" width="${W}" height="100" fill="${linearGradient(s, [
      [0, '#d8d0b0', 0],
      [0.5, '#d8d0b0', 0.45],
      [1, '#d8d0b0', 0],
    ])}"/>`;
    return out;
  },
  bomen(s) {
    const { rng } = s;
    let out = hills(s, '#5f8a50', 40, 0.8);
    out += treeLine(s, { from: -20, to: W + 20, y: s.horizon + 4, size: 70, colour: '#3e6e3a' });
    out += ground(s, '#6d9a45');
    // A path into the wood.
    const vx = W * (0.4 + rng.next() * 0.2);
    out += `<polygon points="${f(vx - 6)},${f(s.horizon + 6)} ${f(vx + 6)},${f(s.horizon + 6)} ${f(vx + 240)},${H} ${f(vx - 200)},${H}" fill="${linearGradient(
      s,
      [
        [0, far(s, '#c9b48a', 0.7)],
        [1, '#b89c6c'],
      ],
    )}"/>`;
    const trees = Array.from({ length: rng.int(10, 16) }, () => s.horizon + 10 + rng.next() * (H - s.horizon)).sort(
      (a, b) => a - b,
    );
    for (const y of trees) {
      let x = rng.next() * W;
      if (Math.abs(x - vx) < 160 * depthScale(s, y)) x += 320 * depthScale(s, y);
      const size = 30 + depthScale(s, y) * 260;
      const colour = shade(rng.pick([LEAF, '#2f6b3a', '#5c8f3a', '#2e5e45']), rng.next() * 0.15);
      out += rng.chance(0.35) ? conifer(x, y, size * 0.8, colour) : deciduousTree(s, x, y, size, colour);
    }
    return out;
  },
  voedsel(s) {
    const { rng } = s;
    const vx = W * (0.3 + rng.next() * 0.4);
    let out = hills(s, '#86ad6a', 12, 0.9) + horizonRow(s) + farm(s, W * (0.05 + rng.next() * 0.7), 55);
    out +=
      ground(s, '#7b5e40') +
      stripes(s, { colours: ['#7b5e40', '#6c5035'], count: 24, top: s.horizon + 4, vx, spread: 2.4 });
    const crop = rng.pick(['#5e9e3a', '#7fb24a', '#3f7f5a']);
    for (const p of rowPoints(s, { rows: 24, perRow: 14, top: s.horizon + 10, vx, spread: 2.4 })) {
      if (p.row % 2) continue;
      out += `<circle cx="${f(p.x)}" cy="${f(p.y - p.scale * 10)}" r="${f(2 + p.scale * 18)}" fill="${shade(crop, rng.next() * 0.15)}"/>`;
    }
    // Crates of the harvest in front.
    const produce = rng.sample(['#d8352a', '#f08a24', '#6aa84f', '#f6c90e', '#8e3b76'], 3);
    produce.forEach((c, i) => {
      const x = 60 + i * 170 + rng.next() * 40 + (rng.chance(0.5) ? W - 620 : 0);
      out += `<rect x="${f(x)}" y="${f(H - 110)}" width="150" height="90" fill="#b7874f" stroke="#8a6136" stroke-width="4"/>`;
      for (let k = 0; k < 9; k++)
        out += `<circle cx="${f(x + 18 + k * 15)}" cy="${f(H - 112 - (k % 3) * 5)}" r="16" fill="${shade(c, (k % 3) * 0.08)}"/>`;
      out += `<path d="M${f(x)} ${f(H - 75)} h150 M${f(x)} ${f(H - 45)} h150" stroke="#8a6136" stroke-width="3"/>`;
    });
    return out;
  },
  klimaat(s) {
    const { rng } = s;
    let out = hills(s, '#86ad6a', 10, 0.9) + horizonRow(s);
    const count = rng.int(3, 6);
    for (let i = 0; i < count; i++) {
      const x = ((i + 0.5) / count) * W + (rng.next() - 0.5) * 80;
      out += turbine(s, x, s.horizon + 4 + i * 4, 110 + rng.next() * 130, rng.next() * 120);
    }
    out += ground(s, GRASS);
    out += rng.chance(0.6) ? solarPanels(s, s.horizon + 30, 7) : grassTufts(s, 120, '#4f8a35', s.horizon + 30);
    return out;
  },
  onderwijs(s) {
    const { rng } = s;
    let out = hills(s, '#86ad6a', 12, 0.9) + horizonRow(s);
    // A school building with a teaching greenhouse beside it, trial plots with labels in front.
    const x = W * (0.1 + rng.next() * 0.4);
    const base = s.horizon + 40;
    out += `<rect x="${f(x)}" y="${f(base - 110)}" width="300" height="110" fill="#d9d4c7"/><rect x="${f(x)}" y="${f(base - 118)}" width="300" height="12" fill="#4a5561"/>`;
    for (let r = 0; r < 2; r++) {
      for (let c = 0; c < 8; c++)
        out += `<rect x="${f(x + 14 + c * 36)}" y="${f(base - 98 + r * 46)}" width="24" height="30" fill="${light(s.mood.skyTop, 0.35)}"/>`;
    }
    out += greenhouses(s, x + 310, base, 160, 60, 6);
    out += ground(s, GRASS);
    const plots = ['#6aa84f', '#a7c957', '#d9b44a', '#4c8f35', '#8fbf5a', '#c26a3d'];
    for (let i = 0; i < 6; i++) {
      const y = base + 40 + Math.floor(i / 3) * 90;
      const k = depthScale(s, y);
      const px = W * 0.1 + (i % 3) * W * 0.3;
      out += `<rect x="${f(px)}" y="${f(y)}" width="${f(200 + k * 100)}" height="${f(20 + k * 50)}" fill="${rng.pick(plots)}"/>`;
      out += `<path d="M${f(px + 10)} ${f(y + 10)} v-34" stroke="#6d5440" stroke-width="3"/><rect x="${f(px - 8)}" y="${f(y - 44)}" width="36" height="20" fill="#ffffff" stroke="#6d5440"/>`;
    }
    return out;
  },
  visserij(s) {
    const { rng } = s;
    let out = sea(s, rng.pick(['#2a6f97', '#2f7f8f', '#3d6e8c']));
    // Dunes on one side, a cutter or two at sea, gulls over them.
    const dunesLeft = rng.chance(0.5);
    const dx = dunesLeft ? 0 : W;
    // Over the waves, so in the motion layer too (drawn in order).
    moving(
      s,
      `<path d="M${f(dx)} ${f(s.horizon - 20)} Q${f(dunesLeft ? 200 : W - 200)} ${f(s.horizon - 60)} ${f(dunesLeft ? 420 : W - 420)} ${H} L${f(dx)} ${H} Z" fill="${linearGradient(
        s,
        [
          [0, '#e8d9a8'],
          [1, '#cdb57d'],
        ],
      )}"/>` + (rng.chance(0.5) ? poplar(dunesLeft ? 60 : W - 60, s.horizon - 10, 40, far(s, LEAF, 0.4)) : ''),
    );
    for (let i = rng.int(1, 2); i > 0; i--) {
      const y = s.horizon + 20 + rng.next() * (H - s.horizon - 120);
      const x = dunesLeft ? 450 + rng.next() * (W - 600) : 100 + rng.next() * (W - 600);
      out += cutter(s, x, y, 20 + depthScale(s, y) * 140, rng.pick(['#1f4e79', '#8b1e2d', '#2f5d3a']));
    }
    for (let i = rng.int(3, 7); i > 0; i--)
      out += gull(s, rng.next() * W, 60 + rng.next() * (s.horizon - 100), 8 + rng.next() * 10);
    return out;
  },
};

/** A scene as four SVG documents, drawn in this order: sky, clouds, land (still) and motion. */
export interface SceneLayers {
  sky: string;
  clouds: string;
  land: string;
  motion: string;
}

/** The scene of a theme (a slug of vocab-themes) and variant at animation phase t, in layers. */
export function sceneLayers(theme: string, variant: number, t = 0): SceneLayers {
  const compose = COMPOSERS[theme];
  if (!compose) throw new Error(`no scene for theme ${theme}`);
  // Nothing drawn may depend on t but positions: the still layers are the same at every t.
  const rng = createRng(`scene:${theme}:${variant}`);
  const horizon = H * (0.4 + rng.next() * 0.14);
  const s = newScene(rng, t, horizon);
  const skyLayer = sky(s);
  const cloudLayer = clouds(s, rng.int(3, 7));
  if (rng.chance(0.5)) birds(s, rng.int(3, 6));
  const land = compose(s);
  const [tint, amount] = s.mood.tint;
  const motion =
    s.motion.join('') + (amount > 0 ? `<rect width="${W}" height="${H}" fill="${tint}" opacity="${amount}"/>` : '');
  const doc = (body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><defs>${s.defs.join('')}</defs>${body}</svg>`;
  return { sky: doc(skyLayer), clouds: doc(cloudLayer), land: doc(land), motion: doc(motion) };
}

/** The whole scene as one SVG document (a still: t = 0). */
export function sceneSvg(theme: string, variant: number, t = 0): string {
  const layers = sceneLayers(theme, variant, t);
  const body = (svg: string) => svg.slice(svg.indexOf('</defs>') + 7, -6);
  return (
    layers.sky.slice(0, layers.sky.indexOf('</defs>') + 7) +
    [layers.sky, layers.clouds, layers.land, layers.motion].map(body).join('') +
    '</svg>'
  );
}

export const SCENE_THEMES = Object.keys(COMPOSERS);

import { createRng, slugify } from './prng.js';
import { ORGANISATIONS } from './vocab-common.js';

// Partner logos for the demo's footer ("Mogelijk gemaakt door"): a wordmark per organisation of the
// demo's own (made-up) organisations, an emblem beside its name. Drawn here; no real logo is copied.
// Served as /demo-media/logo-<slug of the name>.svg.

const COLOURS = ['#2e6b30', '#1d4e89', '#a14f00', '#6d4c8f', '#0f6b6b', '#8b2d2d', '#3d5a1e'];

const EMBLEMS: ((c: string) => string)[] = [
  // a leaf with its vein
  (c) =>
    `<path d="M44 84C8 64 10 22 66 8c10 34 4 66-22 76z" fill="${c}"/><path d="M44 84Q42 50 62 14" stroke="#fff" stroke-width="4" fill="none"/>`,
  // a drop with a wave
  (c) =>
    `<path d="M44 6c18 26 32 40 32 56a32 32 0 0 1-64 0c0-16 14-30 32-56z" fill="${c}"/><path d="M20 62q12-10 24 0t24 0" stroke="#fff" stroke-width="4" fill="none"/>`,
  // the sun over furrows
  (c) =>
    `<circle cx="44" cy="40" r="18" fill="${c}"/><path d="M6 66h76M14 78h60M24 88h40" stroke="${c}" stroke-width="6"/>`,
  // a shield with a chevron
  (c) =>
    `<path d="M10 8h68v36c0 24-16 38-34 46C26 82 10 68 10 44z" fill="${c}"/><path d="M22 34l22 18 22-18" stroke="#fff" stroke-width="6" fill="none"/>`,
  // an ear of grain
  (c) =>
    `<path d="M44 90V10" stroke="${c}" stroke-width="4"/>${[20, 36, 52, 68]
      .map(
        (y) =>
          `<ellipse cx="34" cy="${y}" rx="9" ry="5" transform="rotate(-35 34 ${y})" fill="${c}"/><ellipse cx="54" cy="${y}" rx="9" ry="5" transform="rotate(35 54 ${y})" fill="${c}"/>`,
      )
      .join('')}`,
  // three rising bars in a ring
  (c) =>
    `<circle cx="44" cy="46" r="40" fill="none" stroke="${c}" stroke-width="6"/><path d="M28 64V48M44 64V34M60 64V24" stroke="${c}" stroke-width="9"/>`,
];

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The name on at most two lines, as even as the words allow. */
function lines(name: string): string[] {
  const words = name.split(' ');
  if (name.length <= 18 || words.length === 1) return [name];
  let best = [name];
  let bestDiff = Infinity;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    const diff = Math.max(a.length, b.length);
    if (diff < bestDiff) [best, bestDiff] = [[a, b], diff];
  }
  return best;
}

function wordmark(name: string): string {
  const rng = createRng(`logo:${name}`);
  const colour = rng.pick(COLOURS);
  const emblem = rng.pick(EMBLEMS)(colour);
  const rows = lines(name);
  const size = rows.length === 1 ? 28 : 24;
  const room = 214;
  const text = rows
    .map((row, i) => {
      // Fit a long line into the room (an estimate of the glyphs' width; the browser's font decides).
      const estimate = row.length * size * 0.55;
      const fit = estimate > room ? ` textLength="${room}" lengthAdjust="spacingAndGlyphs"` : '';
      const y = rows.length === 1 ? 60 : 44 + i * 30;
      return `<text x="100" y="${y}"${fit} font-size="${size}" font-weight="${i === 0 ? 700 : 500}" fill="${i === 0 ? colour : '#33413a'}">${escapeXml(row)}</text>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 100" width="320" height="100" role="img" aria-label="${escapeXml(name)}">` +
    `<rect width="320" height="100" fill="#ffffff"/><g transform="translate(6 4)">${emblem}</g>` +
    `<g font-family="'Fira Sans','Segoe UI',Roboto,Arial,Helvetica,sans-serif">${text}</g></svg>`
  );
}

const BY_SLUG = new Map([...ORGANISATIONS.nl, ...ORGANISATIONS.en].map((name) => [slugify(name), name]));

/** The logo's media name of an organisation of the demo (vocab-common ORGANISATIONS). */
export const logoName = (organisation: string) => `logo-${slugify(organisation)}`;

/** The wordmark SVG for a logo media name (without .svg), or undefined when there is no such partner. */
export function demoLogo(name: string): string | undefined {
  const m = /^logo-([a-z0-9-]+)$/.exec(name);
  const organisation = m && BY_SLUG.get(m[1]!);
  return organisation ? wordmark(organisation) : undefined;
}

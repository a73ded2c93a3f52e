import { cachedMedia } from './media-cache.js';
import { demoLogo } from './media-logos.js';
import { createRng } from './prng.js';
import { shade } from './scene-parts.js';
import { sceneSvg, SCENE_THEMES, SCENE_VARIANTS } from './scenes.js';

// The demo CMS's images, served at /demo-media/<name>: scene illustrations per theme as JPEG
// (scene-<theme>-<variant>.jpg, drawn by scenes.ts and rendered with sharp on first request),
// portraits (person-<0..11>.svg) and partner wordmarks (logo-<organisation>.svg, media-logos.ts).
// Same name, same bytes.

const JPEG_QUALITY = 72;

/** A medium's bytes and content type. */
export interface DemoMedium {
  type: string;
  body: Buffer | string;
}

function portrait(n: number): string {
  const rng = createRng(`person:${n}`);
  const skin = rng.pick(['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac', '#f5cfa0']);
  const hair = rng.pick(['#2b1d14', '#5a3825', '#a0522d', '#d9b26f', '#8c8c8c', '#111111']);
  const shirt = rng.pick(['#2e6b30', '#1d4e89', '#8b5a2b', '#6d4c8f', '#b3432f', '#2f6f73']);
  const backdrop = rng.pick(['#e7efe0', '#e3ebf3', '#f3ece0', '#ece6f2', '#e0efec']);
  const style = rng.int(0, 4);
  const behind =
    style === 1
      ? `<path d="M58 90Q52 40 100 38Q148 40 142 90L150 160H50Z" fill="${hair}"/>`
      : style === 2
        ? `<circle cx="100" cy="36" r="16" fill="${hair}"/>`
        : '';
  const top = [
    `<path d="M62 86Q58 40 100 40Q142 40 138 86Q132 60 100 60Q70 60 62 86Z" fill="${hair}"/>`,
    `<path d="M62 86Q58 40 100 40Q142 40 138 86Q120 56 96 58Q76 62 62 86Z" fill="${hair}"/>`,
    `<path d="M63 80Q62 44 100 44Q138 44 137 80Q128 58 100 58Q72 58 63 80Z" fill="${hair}"/>`,
    Array.from({ length: 9 }, (_, i) => {
      const a = Math.PI * (1.05 + (i / 8) * 0.9);
      return `<circle cx="${(100 + Math.cos(a) * 36).toFixed(1)}" cy="${(80 + Math.sin(a) * 36).toFixed(1)}" r="13" fill="${hair}"/>`;
    }).join(''),
    `<path d="M62 82Q62 70 66 66L70 84ZM138 82Q138 70 134 66L130 84Z" fill="${hair}"/>`,
  ][style];
  const glasses = rng.chance(0.35)
    ? `<g fill="none" stroke="#2b2b2b" stroke-width="2.5"><circle cx="86" cy="90" r="10"/><circle cx="114" cy="90" r="10"/><path d="M96 90h8"/></g>`
    : '';
  const beard =
    style !== 1 && rng.chance(0.25)
      ? `<path d="M70 100Q100 150 130 100Q120 122 100 124Q80 122 70 100Z" fill="${hair}"/>`
      : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">` +
    `<rect width="200" height="200" fill="${backdrop}"/><circle cx="150" cy="40" r="70" fill="#ffffff" opacity=".35"/>` +
    behind +
    `<path d="M22 200Q28 142 100 136Q172 142 178 200Z" fill="${shirt}"/>` +
    `<path d="M86 138L100 160L114 138Z" fill="#f4f4f0"/><rect x="88" y="116" width="24" height="24" fill="${shade(skin, 0.1)}"/>` +
    `<ellipse cx="64" cy="92" rx="6" ry="9" fill="${skin}"/><ellipse cx="136" cy="92" rx="6" ry="9" fill="${skin}"/>` +
    `<ellipse cx="100" cy="88" rx="36" ry="42" fill="${skin}"/>` +
    `<circle cx="86" cy="90" r="3.5" fill="#2b2b2b"/><circle cx="114" cy="90" r="3.5" fill="#2b2b2b"/>` +
    `<path d="M80 80h12M108 80h12" stroke="${hair}" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M88 110Q100 118 112 110" stroke="#8a4b3c" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    beard +
    top +
    glasses +
    `</svg>`
  );
}

const SCENE_NAME = new RegExp(`^scene-(${SCENE_THEMES.join('|')})-(\\d{1,2})\\.jpg$`);

/** The medium for a file name under /demo-media/, or undefined when there is none (videos: media-video.ts). */
export function demoMedia(file: string): Promise<DemoMedium> | undefined {
  const scene = SCENE_NAME.exec(file);
  if (scene && Number(scene[2]) < SCENE_VARIANTS) {
    const svg = sceneSvg(scene[1]!, Number(scene[2]));
    const jpeg = cachedMedia(`jpeg ${JPEG_QUALITY}\n${svg}`, async () => {
      const { default: sharp } = await import('sharp');
      return sharp(Buffer.from(svg)).jpeg({ quality: JPEG_QUALITY, optimiseCoding: true }).toBuffer();
    });
    return jpeg.then((body) => ({ type: 'image/jpeg', body }));
  }
  const person = /^person-(\d{1,2})\.svg$/.exec(file);
  if (person && Number(person[1]) < 12)
    return Promise.resolve({ type: 'image/svg+xml', body: portrait(Number(person[1])) });
  const logo = /^(logo-[a-z0-9-]+)\.svg$/.exec(file);
  const svg = logo ? demoLogo(logo[1]!) : undefined;
  if (svg) return Promise.resolve({ type: 'image/svg+xml', body: svg });
  return undefined;
}

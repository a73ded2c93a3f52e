import { cachedMedia } from './media-cache.js';
import { H, W } from './scene-parts.js';
import { sceneLayers, SCENE_THEMES, SCENE_VARIANTS } from './scenes.js';
import { muxWebm, vp8FromWebp } from './webm.js';

// Videos for the demo CMS: the header videos (requirements §3 video_header, video_header_mobile) and the
// films of video elements. A theme's scene comes alive for a few seconds (clouds drift, sails and
// blades turn, water ripples, birds cross), the whole scene (desktop, 16:9) or a window that pans
// across it (mobile, 9:16 portrait); the loop ends where it starts. Encoded as VP8 in WebM so every
// browser plays it. Named video-<theme>-<variant>-<desktop|mobile>; made on first request (the
// still layers rendered once, the moving ones per frame, each frame a lossy WebP whose VP8
// bitstream becomes a video frame) and kept (media-cache.ts). Same name, same bytes.

export type VideoShape = 'desktop' | 'mobile';

const SIZE: Record<VideoShape, { width: number; height: number }> = {
  desktop: { width: 640, height: 360 },
  mobile: { width: 360, height: 640 },
};
const FPS = 10;
const FRAMES = 30; // 3 s, looped by the page
const QUALITY = 55;

/** The scene drawn at this height fills the video's height; a mobile video shows a 9:16 window of it. */
const SCENE_HEIGHT = { desktop: 360, mobile: 640 };
const sceneWidth = (shape: VideoShape) => Math.round((W * SCENE_HEIGHT[shape]) / H);

/** Left edge of frame i's window on the scene: a mobile video pans there and back (a seamless loop). */
function windowLeft(shape: VideoShape, i: number): number {
  const p = (1 - Math.cos((2 * Math.PI * i) / FRAMES)) / 2; // 0 → 1 → 0
  return Math.round((sceneWidth(shape) - SIZE[shape].width) * (0.25 + 0.5 * p));
}

const VIDEO_NAME = new RegExp(`^video-(${SCENE_THEMES.join('|')})-(\\d{1,2})-(desktop|mobile)$`);

/** The WebM for a video name (without .webm), or undefined when there is no such video. */
export function demoVideo(name: string): Promise<Buffer> | undefined {
  const m = VIDEO_NAME.exec(name);
  if (!m || Number(m[2]) >= SCENE_VARIANTS) return undefined;
  const [theme, variant, shape] = [m[1]!, Number(m[2]), m[3] as VideoShape];
  // The recipe (media-cache.ts): the still layers and what moves at a few moments of the loop.
  const probes = [0, 0.25, 0.5].map((t) => sceneLayers(theme, variant, t));
  const moving = probes.map((f) => f.clouds + f.motion).join('');
  const recipe = [`video 3 ${shape} ${FRAMES} ${FPS} ${QUALITY}`, probes[0]!.sky, probes[0]!.land, moving].join('\n');
  return cachedMedia(recipe, () =>
    encode(
      Array.from({ length: FRAMES }, (_, i) => sceneLayers(theme, variant, i / FRAMES)),
      shape,
    ),
  );
}

/** RGBA pixels of one layer (SVG) at the scene size for this shape, cut to the columns [left, left + width). */
async function layerPixels(svg: string, shape: VideoShape, left: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const sized = svg.replace(
    `width="${W}" height="${H}"`,
    `width="${sceneWidth(shape)}" height="${SCENE_HEIGHT[shape]}"`,
  );
  return sharp(Buffer.from(sized))
    .ensureAlpha()
    .extract({ left, top: 0, width: SIZE[shape].width, height: SIZE[shape].height })
    .raw()
    .toBuffer();
}

/** `top` (RGBA, straight alpha) laid over `base` (RGBA, opaque) in place. */
function over(base: Buffer, top: Buffer): void {
  for (let i = 0; i < base.length; i += 4) {
    const a = top[i + 3]!;
    if (a === 0) continue;
    if (a === 255) {
      base[i] = top[i]!;
      base[i + 1] = top[i + 1]!;
      base[i + 2] = top[i + 2]!;
      continue;
    }
    for (let c = 0; c < 3; c++) base[i + c] = (top[i + c]! * a + base[i + c]! * (255 - a) + 127) / 255;
  }
}

async function encode(frames: ReturnType<typeof sceneLayers>[], shape: VideoShape): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const { width, height } = SIZE[shape];
  // Sky and land stand still: drawn once at full width and cut per frame; clouds and what moves, per frame.
  const full = { left: 0, width: sceneWidth(shape) };
  const render = (svg: string) =>
    sharp(Buffer.from(svg.replace(`width="${W}" height="${H}"`, `width="${full.width}" height="${height}"`)))
      .ensureAlpha()
      .raw()
      .toBuffer();
  const [sky, land] = await Promise.all([render(frames[0]!.sky), render(frames[0]!.land)]);
  const cut = (pixels: Buffer, left: number) => {
    const out = Buffer.alloc(width * height * 4);
    for (let y = 0; y < height; y++)
      pixels.copy(out, y * width * 4, (y * full.width + left) * 4, (y * full.width + left + width) * 4);
    return out;
  };
  const out: Buffer[] = [];
  for (const [i, layers] of frames.entries()) {
    const left = windowLeft(shape, i);
    const [clouds, motion] = await Promise.all([
      layerPixels(layers.clouds, shape, left),
      layerPixels(layers.motion, shape, left),
    ]);
    const frame = cut(sky, left);
    over(frame, clouds);
    over(frame, cut(land, left));
    over(frame, motion);
    const webp = await sharp(frame, { raw: { width, height, channels: 4 } })
      .removeAlpha()
      .webp({ quality: QUALITY })
      .toBuffer();
    out.push(vp8FromWebp(webp));
  }
  return muxWebm({ width, height, fps: FPS, frames: out });
}

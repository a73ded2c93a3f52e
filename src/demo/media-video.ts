import { demoMedia } from './media.js';
import { muxWebm, vp8FromWebp } from './webm.js';

// Header videos for the demo CMS (requirements §3 video_header, video_header_mobile): a few seconds of a
// theme's landscape scene, slowly zooming (desktop, 16:9) or panning (mobile, 9:16 portrait),
// encoded as VP8 in WebM so every browser plays it. Named video-<theme>-<0..5>-<desktop|mobile>;
// built on first request (sharp renders each frame to a lossy WebP, whose VP8 bitstream becomes
// a video frame) and kept. Same name, same bytes.

export type VideoShape = 'desktop' | 'mobile';

const SIZE: Record<VideoShape, { width: number; height: number }> = {
  desktop: { width: 640, height: 360 },
  mobile: { width: 360, height: 640 },
};
const FPS = 10;
const FRAMES = 30; // 3 s, looped by the page

/** The scene's SVG seen through a moving window: ping-pong over the loop, so it loops seamlessly. */
function frameSvg(scene: string, shape: VideoShape, i: number): string {
  const p = (1 - Math.cos((2 * Math.PI * i) / FRAMES)) / 2; // 0 → 1 → 0
  const { width, height } = SIZE[shape];
  let box: [number, number, number, number];
  if (shape === 'desktop') {
    const zoom = 1 + 0.15 * p;
    const w = 640 / zoom;
    const h = 360 / zoom;
    box = [(640 - w) * 0.6, (360 - h) * 0.5, w, h];
  } else {
    const w = (360 * 9) / 16;
    box = [(640 - w) * (0.2 + 0.6 * p), 0, w, 360];
  }
  return scene.replace(
    /viewBox="[^"]*" width="\d+" height="\d+"/,
    `viewBox="${box.map((n) => n.toFixed(2)).join(' ')}" width="${width}" height="${height}"`,
  );
}

const cache = new Map<string, Promise<Buffer>>();

/** The WebM for a video name (without .webm), or undefined when there is no such video. */
export function demoVideo(name: string): Promise<Buffer> | undefined {
  const m = /^video-([a-z]+)-([0-5])-(desktop|mobile)$/.exec(name);
  const scene = m ? demoMedia(`scene-${m[1]}-${m[2]}`) : undefined;
  if (!m || !scene) return undefined;
  let video = cache.get(name);
  if (!video) {
    video = encode(scene, m[3] as VideoShape);
    video.catch(() => cache.delete(name));
    cache.set(name, video);
  }
  return video;
}

async function encode(scene: string, shape: VideoShape): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const frames: Buffer[] = [];
  for (let i = 0; i < FRAMES; i++) {
    const webp = await sharp(Buffer.from(frameSvg(scene, shape, i)))
      .flatten({ background: '#ffffff' })
      .webp({ quality: 70 })
      .toBuffer();
    frames.push(vp8FromWebp(webp));
  }
  return muxWebm({ ...SIZE[shape], fps: FPS, frames });
}

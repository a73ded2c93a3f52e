// A minimal WebM (Matroska) muxer for the demo's header videos: one VP8 video track, one cluster,
// every frame a key frame, with cues so players can seek and loop. Enough for a few seconds of
// small video; the element ids and layout follow the Matroska specification (RFC 9559).

type Element = Buffer;

/** EBML variable-size integer for an element's data size. */
function vint(n: number): Buffer {
  for (let len = 1; len <= 8; len++) {
    if (n < 2 ** (7 * len) - 1) {
      const out = Buffer.alloc(len);
      let v = n;
      for (let i = len - 1; i >= 0; i--) {
        out[i] = v % 256;
        v = Math.floor(v / 256);
      }
      out[0]! |= 1 << (8 - len);
      return out;
    }
  }
  throw new Error(`EBML size too large: ${n}`);
}

function idBytes(id: number): Buffer {
  const hex = id.toString(16);
  return Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
}

function el(id: number, ...children: Buffer[]): Element {
  const data = Buffer.concat(children);
  return Buffer.concat([idBytes(id), vint(data.length), data]);
}

function uint(id: number, value: number): Element {
  const bytes: number[] = [];
  let v = value;
  do {
    bytes.unshift(v % 256);
    v = Math.floor(v / 256);
  } while (v > 0);
  return el(id, Buffer.from(bytes));
}

function float(id: number, value: number): Element {
  const b = Buffer.alloc(8);
  b.writeDoubleBE(value);
  return el(id, b);
}

const str = (id: number, value: string): Element => el(id, Buffer.from(value, 'ascii'));

export interface Vp8Video {
  width: number;
  height: number;
  fps: number;
  /** VP8 key frames (the bitstream of a lossy WebP's `VP8 ` chunk is exactly one). */
  frames: Buffer[];
}

export function muxWebm(video: Vp8Video): Buffer {
  const frameMs = 1000 / video.fps;
  const header = el(
    0x1a45dfa3,
    uint(0x4286, 1),
    uint(0x42f7, 1),
    uint(0x42f2, 4),
    uint(0x42f3, 8),
    str(0x4282, 'webm'),
    uint(0x4287, 2),
    uint(0x4285, 2),
  );
  const info = el(
    0x1549a966,
    uint(0x2ad7b1, 1_000_000),
    str(0x4d80, 'gkn-demo'),
    str(0x5741, 'gkn-demo'),
    float(0x4489, video.frames.length * frameMs),
  );
  const tracks = el(
    0x1654ae6b,
    el(
      0xae,
      uint(0xd7, 1),
      uint(0x73c5, 1),
      uint(0x83, 1),
      uint(0x9c, 0),
      str(0x86, 'V_VP8'),
      uint(0x23e383, Math.round(1e9 / video.fps)),
      el(0xe0, uint(0xb0, video.width), uint(0xba, video.height)),
    ),
  );
  const blocks = video.frames.map((frame, i) => {
    const head = Buffer.alloc(4);
    head[0] = 0x81; // track number 1 as a vint
    head.writeInt16BE(Math.round(i * frameMs), 1); // timecode relative to the cluster, ms
    head[3] = 0x80; // key frame
    return el(0xa3, head, frame);
  });
  const cluster = el(0x1f43b675, uint(0xe7, 0), ...blocks);
  // Positions are relative to the start of the segment's data.
  const clusterPosition = info.length + tracks.length;
  const cues = el(0x1c53bb6b, el(0xbb, uint(0xb3, 0), el(0xb7, uint(0xf7, 1), uint(0xf1, clusterPosition))));
  return Buffer.concat([header, el(0x18538067, info, tracks, cluster, cues)]);
}

/** The VP8 bitstream inside a lossy WebP file (RIFF `WEBP`, chunk `VP8 `). */
export function vp8FromWebp(webp: Buffer): Buffer {
  if (webp.toString('ascii', 0, 4) !== 'RIFF' || webp.toString('ascii', 8, 12) !== 'WEBP')
    throw new Error('not a WebP file');
  for (let at = 12; at + 8 <= webp.length;) {
    const fourcc = webp.toString('ascii', at, at + 4);
    const size = webp.readUInt32LE(at + 4);
    if (fourcc === 'VP8 ') return webp.subarray(at + 8, at + 8 + size);
    at += 8 + size + (size % 2);
  }
  throw new Error('WebP has no lossy VP8 chunk');
}

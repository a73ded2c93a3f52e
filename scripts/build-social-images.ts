import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT_DIR } from '../src/config/root-dir.js';
import { SOCIAL_IMAGE_SIZE, socialImageManifestPath, type SocialImage } from '../src/server/render/social-images.js';
import { FONT_SUBSET, FONT_WEIGHTS, fontSlug, WEB_FONTS } from '../src/server/render/web-fonts.js';
import { listSiteFiles, validateSiteFiles } from '../src/sites/site-files.js';
import type { SiteConfig } from '../src/sites/site-schema.js';
import { woffToSfnt } from './woff-to-sfnt.js';

// Each site's default share image (src/server/render/social-images.ts): 1200×630 PNG, the site's
// desktop logo on a white panel over its banner colour, a band of its highlight colour below.
// Rendered with sharp, a devDependency: only the build needs it. The logo's text is set in the
// site's own web font, from the @fontsource packages through a private fontconfig (no system
// fonts), so the image is the same on every build machine. A content hash names each file and an
// existing file is not rendered again: a rebuild costs a few string hashes.

/** Bump when the card's design or renderer changes, so every image is rendered anew. */
const CARD_VERSION = 1;

type Logo = { type: 'svg' | 'png'; data: Buffer } | null;

function logoOf(publicDir: string, id: string): Logo {
  for (const type of ['svg', 'png'] as const) {
    const file = join(publicDir, 'logos', id, `logo_desktop.${type}`);
    if (existsSync(file)) return { type, data: readFileSync(file) };
  }
  return null;
}

const xml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** The card as SVG: the logo (4:1, as the desktop logos are drawn) fitted into the panel, or the title without one. */
export function socialCardSvg(site: SiteConfig, logo: Logo): string {
  const { width, height } = SOCIAL_IMAGE_SIZE;
  const color = site.styles.color;
  const content = logo
    ? `<image x="120" y="195" width="960" height="240" preserveAspectRatio="xMidYMid meet" href="data:image/${logo.type === 'svg' ? 'svg+xml' : 'png'};base64,${logo.data.toString('base64')}"/>`
    : `<text x="600" y="340" text-anchor="middle" font-family="${xml(site.styles.typography.primary)}" font-weight="700" font-size="64" fill="${xml(color.gkn_base_color)}">${xml(site.site.title)}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${xml(color.gkn_banner_color)}"/>`,
    `<rect x="80" y="165" width="1040" height="300" rx="28" fill="#ffffff"/>`,
    content,
    `<rect y="594" width="${width}" height="36" fill="${xml(color.gkn_highlight_color)}"/>`,
    `</svg>`,
  ].join('');
}

/**
 * The web fonts as TrueType files in a temporary folder, and a fontconfig that knows only them,
 * named in FONTCONFIG_FILE before the first text is rendered in this process.
 */
function privateFonts(packagesDir: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'gkn-social-fonts-'));
  for (const family of WEB_FONTS) {
    const slug = fontSlug(family);
    for (const weight of FONT_WEIGHTS) {
      const woff = join(packagesDir, slug, 'files', `${slug}-${FONT_SUBSET}-${weight}-normal.woff`);
      if (existsSync(woff)) writeFileSync(join(dir, `${slug}-${weight}.ttf`), woffToSfnt(readFileSync(woff)));
    }
  }
  writeFileSync(
    join(dir, 'fonts.conf'),
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig><dir>${xml(dir)}</dir><cachedir>${xml(join(dir, 'cache'))}</cachedir></fontconfig>\n`,
  );
  process.env.FONTCONFIG_FILE = join(dir, 'fonts.conf');
  return dir;
}

/** Writes a file atomically: a server serving during a rebuild never sends half of one. */
function writeAtomic(path: string, body: Buffer | string): void {
  writeFileSync(`${path}.${process.pid}.tmp`, body);
  renameSync(`${path}.${process.pid}.tmp`, path);
}

export async function buildSocialImages(
  distDir = join(ROOT_DIR, 'dist'),
  opts: { sitesDir?: string; publicDir?: string; packagesDir?: string } = {},
): Promise<Record<string, SocialImage>> {
  const sitesDir = opts.sitesDir ?? join(ROOT_DIR, 'sites');
  const publicDir = opts.publicDir ?? join(ROOT_DIR, 'public');
  const outDir = join(distDir, 'client', 'assets', 'social');
  mkdirSync(outDir, { recursive: true });
  const { sites, problems } = validateSiteFiles(listSiteFiles(sitesDir));
  if (problems.length > 0)
    throw new Error(`social images: invalid site files (${problems[0]!.file}: ${problems[0]!.message})`);
  let fontsDir: string | null = null;
  const images: Record<string, SocialImage> = {};
  try {
    for (const site of sites) {
      const svg = socialCardSvg(site, logoOf(publicDir, site.id));
      const hash = createHash('sha256').update(`${CARD_VERSION}\n${svg}`).digest('hex').slice(0, 8).toUpperCase();
      const name = `${site.id}-${hash}.png`;
      if (!existsSync(join(outDir, name))) {
        fontsDir ??= privateFonts(opts.packagesDir ?? join(ROOT_DIR, 'node_modules', '@fontsource'));
        const { default: sharp } = await import('sharp');
        writeAtomic(
          join(outDir, name),
          await sharp(Buffer.from(svg)).png({ palette: true, compressionLevel: 9 }).toBuffer(),
        );
      }
      images[site.id] = { url: `/assets/social/${name}`, ...SOCIAL_IMAGE_SIZE, type: 'image/png' };
    }
  } finally {
    if (fontsDir) rmSync(fontsDir, { recursive: true, force: true });
  }
  writeAtomic(socialImageManifestPath(distDir), `${JSON.stringify(images, null, 2)}\n`);
  return images;
}

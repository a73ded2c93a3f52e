import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PublicSite } from '../../app/model/site.js';
import { escapeHtml } from './document-template.js';

/** Web font files we serve: `public/fonts/<family slug>.woff2` (e.g. source-sans-3.woff2). */
export type FontFiles = ReadonlyMap<string, string>;

export const fontSlug = (family: string) => family.trim().replace(/^['"]|['"]$/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Scanned once at boot; no directory = no web fonts (the stacks fall back to local fonts). */
export function scanFontFiles(publicDir: string): FontFiles {
  const dir = join(publicDir, 'fonts');
  if (!existsSync(dir)) return new Map();
  return new Map(readdirSync(dir).filter((f) => f.endsWith('.woff2')).map((f) => [f.slice(0, -'.woff2'.length), `/fonts/${f}`]));
}

/** The first family of each stack (primary, then secondary) that we have a file for, up to `count` (spec §9). */
export function fontsToPrefetch(site: Pick<PublicSite, 'fonts'>, files: FontFiles): { family: string; url: string }[] {
  const out: { family: string; url: string }[] = [];
  for (const stack of [site.fonts.primary, site.fonts.secondary]) {
    for (const raw of stack.split(',')) {
      const family = raw.trim().replace(/^['"]|['"]$/g, '');
      const url = files.get(fontSlug(family));
      if (url && !out.some((f) => f.url === url)) out.push({ family, url });
    }
  }
  return out.slice(0, Math.max(0, site.fonts.prefetchCount));
}

/**
 * Head tags for the site's web fonts (spec §9: font prefetch count and unlock delay per site):
 * preload + @font-face for the prefetched fonts, and a nonced script that holds text back until
 * they are ready or `unlockDelayMs` passed, whichever comes first. Without JavaScript nothing is
 * held back (font-display: swap). No font files = no tags at all.
 */
export function fontHeadTags(site: Pick<PublicSite, 'fonts'>, files: FontFiles, nonce: string): string[] {
  const fonts = fontsToPrefetch(site, files);
  if (fonts.length === 0) return [];
  const faces = fonts.map((f) => `@font-face{font-family:'${f.family.replace(/'/g, '')}';src:url(${f.url}) format('woff2');font-display:swap}`).join('');
  const delay = Math.max(0, Math.min(site.fonts.unlockDelayMs, 10_000));
  return [
    ...fonts.map((f) => `<link rel="preload" href="${escapeHtml(f.url)}" as="font" type="font/woff2" crossorigin>`),
    `<style nonce="${nonce}">${faces}html.gkn-fonts-wait body{visibility:hidden}</style>`,
    `<script nonce="${nonce}">(function(d){var c=d.documentElement.classList,u=function(){c.remove('gkn-fonts-wait')};c.add('gkn-fonts-wait');setTimeout(u,${delay});d.fonts&&d.fonts.ready.then(u)})(document)</script>`,
  ];
}

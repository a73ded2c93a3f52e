import type { PublicSite } from '../../model/site.js';
import { escapeHtml } from '../../model/html-escape.js';
import { fontSlug, stackFamilies, type FallbackFace, type FontCatalog, type WebFont } from './web-fonts.js';

export { fontSlug };

/** The families of the site's stacks (primary, then secondary) that we serve, each once. */
export function siteWebFonts(site: Pick<PublicSite, 'fonts'>, catalog: FontCatalog): WebFont[] {
  const out: WebFont[] = [];
  for (const family of [...stackFamilies(site.fonts.primary), ...stackFamilies(site.fonts.secondary)]) {
    const font = catalog.get(fontSlug(family));
    if (font && !out.includes(font)) out.push(font);
  }
  return out;
}

/** The first served family of a stack: the one the browser will use for it. */
const firstServed = (stack: string, catalog: FontCatalog) =>
  stackFamilies(stack)
    .map((f) => catalog.get(fontSlug(f)))
    .find(Boolean);

const faceOf = (font: WebFont | undefined, weight: number) =>
  font ? (font.faces.find((f) => f.weight === weight) ?? font.faces[0]) : undefined;

/**
 * The font files to preload, most needed first, up to the site's prefetch count (requirements §9): the
 * text face (primary 400), the heading face (secondary 700), then bold and semi-bold text.
 */
export function fontsToPrefetch(
  site: Pick<PublicSite, 'fonts'>,
  catalog: FontCatalog,
): { family: string; weight: number; url: string }[] {
  const text = firstServed(site.fonts.primary, catalog);
  const heading = firstServed(site.fonts.secondary, catalog);
  const wanted: [WebFont | undefined, number][] = [
    [text, 400],
    [heading, 700],
    [text, 700],
    [text, 600],
  ];
  const out: { family: string; weight: number; url: string }[] = [];
  for (const [font, weight] of wanted) {
    const face = faceOf(font, weight);
    if (font && face && !out.some((f) => f.url === face.url))
      out.push({ family: font.family, weight: face.weight, url: face.url });
  }
  return out.slice(0, Math.max(0, site.fonts.prefetchCount));
}

const cssFamily = (family: string) => `'${family.replace(/['\\]/g, '')}'`;

/** A metric-matched fallback face: a system font made to take the web font's room (decision 007). */
const fallbackFaceCss = (family: string, face: FallbackFace) =>
  `@font-face{font-family:${cssFamily(family)};font-style:normal;font-weight:${face.weight};` +
  `src:${face.local.map((name) => `local(${cssFamily(name)})`).join(',')};` +
  `size-adjust:${face.sizeAdjust}%;ascent-override:${face.ascentOverride}%;descent-override:${face.descentOverride}%;line-gap-override:${face.lineGapOverride}%}`;

/**
 * @font-face rules (font-display: swap) for every face of the site's served families, and their
 * metric-matched fallback faces.
 */
export function fontFaceCss(site: Pick<PublicSite, 'fonts'>, catalog: FontCatalog): string {
  return siteWebFonts(site, catalog)
    .flatMap((font) => [
      ...font.faces.map(
        (face) =>
          `@font-face{font-family:${cssFamily(font.family)};font-style:normal;font-weight:${face.weight};font-display:swap;` +
          `src:url(${face.url}) format('woff2')${font.unicodeRange ? `;unicode-range:${font.unicodeRange}` : ''}}`,
      ),
      ...font.fallbacks.flatMap((fallback) => fallback.faces.map((face) => fallbackFaceCss(fallback.family, face))),
    ])
    .join('');
}

/**
 * A site's font stack with each served family followed by its fallback families, so the text the
 * browser shows before the web font arrives already takes the room the web font will take.
 */
export function fontStackWithFallbacks(stack: string, catalog: FontCatalog): string {
  return stack
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) => [
      entry,
      ...(catalog.get(fontSlug(entry))?.fallbacks ?? []).map((fallback) => cssFamily(fallback.family)),
    ])
    .join(', ');
}

/**
 * Head tags for the site's web fonts (requirements §9: font prefetch count and unlock delay per site):
 * @font-face for the families the site names, preloads for the first `prefetchCount` files, and
 * a nonced script that holds text back until the fonts are ready or `unlockDelayMs` passed,
 * whichever comes first. Without JavaScript nothing is held back (font-display: swap). A site
 * that names no served family gets no tags at all.
 */
export function fontHeadTags(site: Pick<PublicSite, 'fonts'>, catalog: FontCatalog, nonce: string): string[] {
  const faces = fontFaceCss(site, catalog);
  if (!faces) return [];
  const delay = Math.max(0, Math.min(site.fonts.unlockDelayMs, 10_000));
  const prefetch = fontsToPrefetch(site, catalog);
  // The prefetched faces, loaded by name: the text waits for exactly these (or the delay).
  const wait = JSON.stringify(prefetch.map((f) => `${f.weight} 1em ${cssFamily(f.family)}`)).replace(/</g, '\\u003c');
  return [
    ...prefetch.map((f) => `<link rel="preload" href="${escapeHtml(f.url)}" as="font" type="font/woff2" crossorigin>`),
    `<style nonce="${nonce}">${faces}html.gkn-fonts-wait body{visibility:hidden}</style>`,
    `<script nonce="${nonce}">(function(d,w){var c=d.documentElement.classList,u=function(){c.remove('gkn-fonts-wait')};if(!w.length||!d.fonts)return;c.add('gkn-fonts-wait');setTimeout(u,${delay});Promise.all(w.map(function(f){return d.fonts.load(f)})).then(u,u)})(document,${wait})</script>`,
  ];
}

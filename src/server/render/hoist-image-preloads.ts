/**
 * The `<link rel="preload" as="image">` tags React's server render puts first in the root's markup
 * for the images it fetches at high priority (a page's header image, LoadedImage `priority`, or a
 * header video's poster, HeaderMedia).
 * Inside the body they come after the head's inline styles and the icon sprite, tens of KB into
 * the document; in the head they are in its first bytes, so the browser starts the image of the
 * page's largest paint as early as it can (docs/benchmark.md, "Lighthouse"). React writes `as`
 * before `href` for an <img>'s preload and after it for a preload() call's.
 */
const LEADING_IMAGE_PRELOADS = /^(?:<link rel="preload"(?=[^>]*\sas="image")[^>]*\/>)+/;

/** The root's markup without its leading image preloads, and those preloads, for the head. */
export function hoistImagePreloads(root: string): { root: string; preloads: string } {
  const found = LEADING_IMAGE_PRELOADS.exec(root)?.[0];
  return found ? { root: root.slice(found.length), preloads: found } : { root, preloads: '' };
}

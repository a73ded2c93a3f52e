/** The longest description search results show whole (requirements §10.7.5). */
export const MAX_DESCRIPTION_LENGTH = 160;

/** Left off before the ellipsis, so a cut never ends in ',…' or ' -…'. */
const TRAILING_PUNCTUATION = /[\s,;:.!?\-–—(]+$/u;

/**
 * A page's meta description: white space collapsed, and a text longer than `max` characters
 * (code points) cut at the last word boundary that leaves room for an ellipsis, then '…'. A first
 * word longer than that is cut inside the word.
 */
export function metaDescription(text: string, max = MAX_DESCRIPTION_LENGTH): string {
  const chars = [...text.replace(/\s+/gu, ' ').trim()];
  if (chars.length <= max) return chars.join('');
  let end = max - 1; // room for '…'
  while (end > 0 && chars[end] !== ' ') end--;
  const kept = chars.slice(0, end > 0 ? end : max - 1).join('');
  return `${kept.replace(TRAILING_PUNCTUATION, '') || kept}…`;
}

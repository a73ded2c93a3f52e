import type { AlphabetEntry } from './page-chrome.js';
import type { ContentElement } from './content-element.js';

// An A–Z list (requirements §3 Alphabet item: letter, items): items grouped by the first letter of their
// title, and the letters the alphabet navigation shows. Pure: the loader and the view share it.

/** An item-list element shown as an A–Z index; the first on a page gets the alphabet navigation. */
export const isAlphabetList = (e: ContentElement) => e.type === 'item-list' && e.display === 'alphabet';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
/** Titles that start with a digit or a sign go together after Z. */
export const OTHER_LETTER = '0-9';

/** 'Éénjarige teelt' → 'E', '3D-scan' → '0-9': accents folded, leading punctuation skipped. */
export function letterOf(title: string): string {
  const first = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .charAt(0)
    .toUpperCase();
  return LETTERS.includes(first) ? first : OTHER_LETTER;
}

export interface LetterGroup<T> {
  letter: string;
  items: T[];
}

/** The non-empty groups in alphabet order, items kept in the order given. */
export function groupByLetter<T extends { title: string }>(items: readonly T[]): LetterGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const letter = letterOf(item.title);
    groups.set(letter, [...(groups.get(letter) ?? []), item]);
  }
  return [...LETTERS, OTHER_LETTER].flatMap((letter) => {
    const list = groups.get(letter);
    return list ? [{ letter, items: list }] : [];
  });
}

/** Every letter A–Z with its count (0 = shown disabled), plus 0-9 only when some title needs it. */
export function alphabetEntries(groups: readonly LetterGroup<unknown>[]): AlphabetEntry[] {
  const counts = new Map(groups.map((g) => [g.letter, g.items.length]));
  const entries = LETTERS.map((letter) => ({ letter, count: counts.get(letter) ?? 0 }));
  return counts.has(OTHER_LETTER) ? [...entries, { letter: OTHER_LETTER, count: counts.get(OTHER_LETTER)! }] : entries;
}

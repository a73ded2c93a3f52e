import { useState, useSyncExternalStore } from 'react';

// Keeping the server's HTML while the page hydrates (decision 024): StaticHtml for a whole part,
// DateDisplay for a date's text. React does not look inside an element rendered with an empty
// `dangerouslySetInnerHTML` (and `suppressHydrationWarning`), so what the server wrote stays.

/** The inner HTML of an element whose server HTML is kept. */
export const SERVER_HTML = { __html: '' };

const noSubscription = () => () => {};
const afterHydration = () => false;
const whileHydrating = () => true;

/**
 * Whether an element may keep the server's HTML now: it was hydrated (not mounted on the client),
 * and everything in `keepWhile` is still the same (===) as at hydration. `null` never keeps.
 */
export function useKeepServerHtml(keepWhile: readonly unknown[] | null): boolean {
  // True only in the render that hydrates this element (the server snapshot), false on a client mount.
  const hydrating = useSyncExternalStore(noSubscription, afterHydration, whileHydrating);
  const [kept] = useState(() => (hydrating && typeof document !== 'undefined' ? keepWhile : null));
  return kept !== null && keepWhile !== null && sameList(kept, keepWhile);
}

function sameList(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

import { useCallback, useState } from 'react';
import { AT_TOP_BELOW, STICKY_SEARCH_AFTER } from '../logic/chrome-constants.js';
import { useScrollFrame } from './use-scroll-frame.js';

const AT_TOP = 1;
const PAST_SEARCH = 2;

/**
 * The two scroll thresholds of the top bar (requirements §9): at top below 20px, sticky search
 * above 150px. A re-render only when a flag flips. The server (and the first client render)
 * assume the top of the page.
 */
export function useScrollFlags(): { atTop: boolean; pastSearch: boolean } {
  const [flags, setFlags] = useState(AT_TOP);
  useScrollFrame(
    useCallback(() => {
      const y = window.scrollY;
      setFlags((y < AT_TOP_BELOW ? AT_TOP : 0) | (y > STICKY_SEARCH_AFTER ? PAST_SEARCH : 0));
    }, []),
  );
  return { atTop: (flags & AT_TOP) !== 0, pastSearch: (flags & PAST_SEARCH) !== 0 };
}

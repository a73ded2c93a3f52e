import { useEffect, useState } from 'react';
import { AT_TOP_BELOW, STICKY_SEARCH_AFTER } from '../logic/chrome-constants.js';

const AT_TOP = 1;
const PAST_SEARCH = 2;

/**
 * The two scroll thresholds of the top bar (spec §9): at top below 20px, sticky search above
 * 150px. One passive listener, one frame per burst, and a re-render only when a flag flips.
 * The server (and the first client render) assume the top of the page.
 */
export function useScrollFlags(): { atTop: boolean; pastSearch: boolean } {
  const [flags, setFlags] = useState(AT_TOP);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      setFlags((y < AT_TOP_BELOW ? AT_TOP : 0) | (y > STICKY_SEARCH_AFTER ? PAST_SEARCH : 0));
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return { atTop: (flags & AT_TOP) !== 0, pastSearch: (flags & PAST_SEARCH) !== 0 };
}

import { useEffect } from 'react';
import { HASH_SCROLL_DELAY_MS, TOC_SECTION_OFFSET } from '../logic/chrome-constants.js';
import { scrollToOffset } from './scroll-to.js';

/**
 * requirements §4 Page loading: with a hash in the address on load, scroll to that section after 3000 ms
 * (images and late content have moved it by then; the browser's own jump came first). Once per page load.
 */
export function useHashScrollOnLoad(): void {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    const timer = setTimeout(() => {
      // Only the scroll: the keyboard's starting point stays where the visitor may have moved it by now.
      const el = document.getElementById(id);
      if (el) scrollToOffset(el, TOC_SECTION_OFFSET);
    }, HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
}

import { useEffect } from 'react';
import { HASH_SCROLL_DELAY_MS, TOC_SECTION_OFFSET } from '../logic/chrome-constants.js';
import { CMS_ID_PREFIX } from '../../model/cms-ids.js';
import { scrollToOffset } from './scroll-to.js';

// What a visitor does to move the page themselves: after any of these the page is theirs.
const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

let handled = false;

/**
 * requirements §4 Page loading: on load the page is at its top; with a hash in the address it
 * scrolls to that section after 3000 ms (by then images and late content have settled). The
 * browser's own jump to the hash, before any script ran, is undone at hydration. A visitor who
 * scrolls, types or clicks in those 3000 ms keeps the page where they put it. Once per document.
 * `<html data-hash-scroll>` says where it stands: waiting, done, or left (to the visitor).
 */
export function useHashScrollOnLoad(): void {
  useEffect(() => {
    if (handled) return;
    handled = true;
    const hashId = decodeURIComponent(window.location.hash.slice(1));
    // An address saved before CMS ids were namespaced (`#contact` for `cms-contact`) still lands.
    const id = hashId && [hashId, CMS_ID_PREFIX + hashId].find((candidate) => document.getElementById(candidate));
    if (!id) return;
    const root = document.documentElement;
    window.scrollTo({ top: 0 });
    root.dataset.hashScroll = 'waiting';
    const leave = () => {
      clearTimeout(timer);
      stopListening();
      root.dataset.hashScroll = 'left';
    };
    const stopListening = () => VISITOR_INPUT.forEach((type) => window.removeEventListener(type, leave, true));
    VISITOR_INPUT.forEach((type) => window.addEventListener(type, leave, { capture: true, passive: true }));
    const timer = setTimeout(() => {
      stopListening();
      const el = document.getElementById(id);
      // Only the scroll: the keyboard's starting point stays where it was.
      if (el) scrollToOffset(el, TOC_SECTION_OFFSET);
      root.dataset.hashScroll = 'done';
    }, HASH_SCROLL_DELAY_MS);
    return () => {
      clearTimeout(timer);
      stopListening();
    };
  }, []);
}

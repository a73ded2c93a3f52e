import { useEffect } from 'react';

// One passive scroll listener for the whole page, and at most one round of work per animation
// frame however fast scroll events come: every hook that follows the scroll subscribes here.
const subscribers = new Set<() => void>();
let frame = 0;

function runSubscribers(): void {
  frame = 0;
  for (const onFrame of subscribers) onFrame();
}

function onScroll(): void {
  frame ||= requestAnimationFrame(runSubscribers);
}

/**
 * Calls `onFrame` at once (the page may have loaded scrolled) and then once in every animation
 * frame in which the page scrolled. Pass a stable function (useCallback): a new one is called at
 * once and follows the scroll instead of the old one.
 */
export function useScrollFrame(onFrame: () => void): void {
  useEffect(() => {
    onFrame();
    subscribers.add(onFrame);
    if (subscribers.size === 1) window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      subscribers.delete(onFrame);
      if (subscribers.size > 0) return;
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      frame = 0;
    };
  }, [onFrame]);
}

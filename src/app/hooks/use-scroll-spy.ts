import { useCallback, useRef, useState } from 'react';
import { useScrollFrame } from './use-scroll-frame.js';

/**
 * The index of the last element (by id, in order) whose top is within `offset` px of the viewport
 * top (requirements §4 TOC: 110px), or -1 above the first; at the very end of the page, the last.
 * `onChange` hears every change caused by scrolling.
 */
export function useScrollSpy(
  ids: string[],
  offset: number,
  onChange?: (index: number) => void,
): [number, (index: number) => void] {
  const [current, setCurrent] = useState(-1);
  const latest = useRef({ current, onChange });
  latest.current = { current, onChange };
  const key = ids.join(' ');
  const update = useCallback(() => {
    let found = -1;
    for (let i = 0; i < ids.length; i++) {
      const el = document.getElementById(ids[i]!);
      if (el && el.getBoundingClientRect().top <= offset) found = i;
    }
    // Scrolled to the very end: the last sections may never reach the offset, so the last counts.
    const root = document.documentElement;
    if (found >= 0 && window.innerHeight + window.scrollY >= root.scrollHeight - 2) found = ids.length - 1;
    if (found !== latest.current.current) {
      setCurrent(found);
      latest.current.onChange?.(found);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- ids are compared by value (key)
  }, [key, offset]);
  useScrollFrame(update);
  return [current, setCurrent];
}

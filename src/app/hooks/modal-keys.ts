import type { KeyboardEvent } from 'react';

const FOCUSABLE = 'summary, a[href], button:not([disabled]), input:not([disabled]), select, textarea';

/**
 * The keys of an open modal panel (the main menu, the mobile filter panel), for its onKeyDown:
 * Escape closes it; Tab and Shift+Tab go round its visible controls instead of leaving it.
 */
export function handleModalKeys(event: KeyboardEvent<HTMLElement>, close: () => void): void {
  if (event.key === 'Escape') {
    event.preventDefault();
    close();
    return;
  }
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(isVisible);
  const first = focusable[0];
  const last = focusable.at(-1);
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}

/** Shown and not hidden: a control in a closed level, a folded list or a hidden panel is skipped. */
function isVisible(el: HTMLElement): boolean {
  return el.checkVisibility?.({ visibilityProperty: true }) ?? el.offsetParent !== null;
}

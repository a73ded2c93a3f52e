/** Scrolls so that `el` sits `offset` px below the viewport top. */
export function scrollToOffset(el: Element, offset: number): void {
  window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - offset });
}

/**
 * Scrolls so the element with `id` sits `offset` px below the viewport top and moves the
 * keyboard's starting point there (an in-page link would do the same). False if there is no such element.
 */
export function scrollToId(id: string, offset: number): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  scrollToOffset(el, offset);
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
  return true;
}

/** Puts `#id` in the address without the browser's own jump (requirements §2: TOC entries add the hash). */
export function setHash(id: string): void {
  if (window.location.hash !== `#${id}`) window.history.replaceState(window.history.state, '', `#${id}`);
}

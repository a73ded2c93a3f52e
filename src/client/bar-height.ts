// Focus not obscured (WCAG 2.2 SC 2.4.11, requirements §10.4.8): what the browser scrolls into view by
// itself (a focused control, an in-page link, scrollIntoView) must land below the sticky top bar,
// whose height depends on the page (a table of contents row, the alphabet, a row that wraps) and,
// below 960px, below the sticky search bar that hangs under it once the page is scrolled. The page's
// scroll padding (chrome-css.ts) is built from two variables on <html> kept in step here:
// --gkn-bar-height, the bar's measured height, and --gkn-search-height, the sticky search bar's
// height when last shown. Until this runs, and without JavaScript, chrome-css.ts estimates both.

/**
 * Follows the top bar of the page for as long as the document lives: the bar that is there now and
 * any that replaces it after a client navigation (a layout without the bar removes the variables).
 */
export function followBarHeight(root: HTMLElement = document.documentElement): void {
  let bar: HTMLElement | null = null;
  // Observer callbacks run after layout, so reading is free; all reads come before any write (a read
  // after a write forces another style and layout pass). A variable on <html> restyles the whole page
  // (about 25-70 ms on a phone), so one is written only when the height differs from what the page
  // already uses: chrome-css.ts's estimate (--gkn-bar-rows, --gkn-bar-below), which is usually right,
  // or the last measurement.
  const resized = new ResizeObserver(() => {
    if (!bar?.isConnected) return;
    const height = bar.offsetHeight;
    // Out of the flow, and 0 while hidden: the height it will have when it slides in is its last.
    const search = bar.querySelector<HTMLElement>('.gkn-search')?.offsetHeight ?? 0;
    const used = getComputedStyle(root);
    const usedHeight = parseFloat(used.getPropertyValue('--gkn-bar-height') || used.getPropertyValue('--gkn-bar-rows'));
    const usedSearch = parseFloat(used.getPropertyValue('--gkn-bar-below'));
    if (height !== usedHeight) root.style.setProperty('--gkn-bar-height', `${height}px`);
    if (search && search !== usedSearch) root.style.setProperty('--gkn-search-height', `${search}px`);
  });
  const attach = () => {
    const current = document.querySelector<HTMLElement>('.gkn-bar');
    if (current === bar) return;
    resized.disconnect();
    bar = current;
    if (!bar) {
      root.style.removeProperty('--gkn-bar-height');
      return;
    }
    resized.observe(bar);
    const search = bar.querySelector('.gkn-search');
    if (search) resized.observe(search);
  };
  attach();
  new MutationObserver(attach).observe(document.body, { childList: true, subtree: true });
}

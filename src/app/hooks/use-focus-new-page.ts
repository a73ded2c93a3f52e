import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import type { RouteHandle } from '../logic/route-handle.js';

/** A search or portlet search page: filters, sort and paging update it in place (its own focus and aria-live). */
const isSearchPage = (handle: unknown) => ((handle as RouteHandle | undefined)?.flags ?? []).length > 0;

/**
 * After a client navigation to a new page, keyboard and screen-reader users continue at its main
 * heading (which the reader then reads out), not at a link that is gone or at the top of the
 * document. Not on the first load, not for a hash (the table of contents' business), and not while
 * a search updates in place.
 */
export function useFocusNewPage(): void {
  const { pathname, search, hash } = useLocation();
  const searchPage = isSearchPage(useMatches().at(-1)?.handle);
  const previous = useRef<{ address: string; searchPage: boolean } | null>(null);
  useEffect(() => {
    const address = `${pathname}${search}`;
    const last = previous.current;
    previous.current = { address, searchPage };
    if (!last || last.address === address || hash || (last.searchPage && searchPage)) return;
    const target = document.querySelector<HTMLElement>('#main h1') ?? document.getElementById('main');
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [pathname, search, hash, searchPage]);
}

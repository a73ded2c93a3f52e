/** What the router needs from us: navigate to a path within the site. */
interface Navigator {
  navigate(to: string, options?: { preventScrollReset?: boolean }): Promise<void> | void;
}

/**
 * spec §2 Links: internal links go to the router. SiteLink renders them as plain anchors marked
 * `data-router-link`; one listener on the document turns a plain left click on one into a
 * client navigation, as react-router's <Link> would. Clicks with a modifier (new tab, download),
 * on a link with a target, to another origin, or already handled stay the browser's. A link
 * marked `data-preserve-scroll` keeps the scroll position (SiteLink's preventScrollReset).
 */
export function interceptRouterLinks(router: Navigator, doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = (event.target as Element | null)?.closest?.('a[data-router-link]') as HTMLAnchorElement | null;
    if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void router.navigate(`${url.pathname}${url.search}${url.hash}`, {
      preventScrollReset: anchor.hasAttribute('data-preserve-scroll'),
    });
  });
}

import {
  createElement,
  useCallback,
  useEffect,
  useRef,
  type MouseEvent,
  type OlHTMLAttributes,
  type ReactNode,
} from 'react';
import { createPath, useLocation, useNavigate } from 'react-router-dom';
import { SERVER_HTML, useKeepServerHtml } from './keep-server-html.js';
import { markWhenLoaded } from './ui/mark-when-loaded.js';

/**
 * A part of the page that costs no hydration work (decision 024). While the page hydrates, the
 * element keeps the server's HTML: it is rendered with an empty `dangerouslySetInnerHTML`, and React
 * does not look inside an element whose content it does not own, so none of the components inside
 * run in the browser. Once anything in `keepWhile` is no longer the same (===) as at hydration — a
 * client navigation or a revalidation brought new loader data, the viewer logged in — it is
 * replaced by its children rendered as usual, so it never shows a previous page's or viewer's HTML.
 * `keepWhile` null renders the children at once (hydrated as usual): a part that has something to
 * click for this viewer.
 *
 * Inside the kept HTML, router links (react-router marks them `data-discover`) still navigate
 * client-side through one click handler on the element, images are still marked loaded
 * (requirements §9), and only parts with nothing interactive go in one.
 */
type Props = Omit<OlHTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> & {
  as: 'div' | 'ul' | 'ol' | 'figure';
  keepWhile: readonly unknown[] | null;
  children: ReactNode;
  [data: `data-${string}`]: string | undefined;
};

export function StaticHtml({ as, keepWhile, children, ...attributes }: Props) {
  const keep = useKeepServerHtml(keepWhile);
  const ref = useRef<HTMLElement>(null);
  const onClick = useRouterLinks();
  useEffect(() => {
    if (!keep || !ref.current) return;
    const stops = [...ref.current.querySelectorAll('img')].map((img) =>
      markWhenLoaded(img, (loaded) => img.setAttribute('data-loaded', String(loaded))),
    );
    return () => stops.forEach((stop) => stop());
  }, [keep]);
  if (!keep) return createElement(as, { ...attributes, key: 'rendered' }, children);
  return createElement(as, {
    ...attributes,
    key: 'kept',
    ref,
    onClick,
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: SERVER_HTML,
  });
}

/**
 * What react-router's <Link> does on a click (SiteLink's site paths): a plain left click without a
 * modifier key is a client navigation, a replace when it goes where the page already is.
 */
function useRouterLinks() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = createPath(location);
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-discover][href]');
      if (!link || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      if (link.target && link.target !== '_self') return;
      event.preventDefault();
      const to = link.getAttribute('href')!;
      void navigate(to, { replace: to === here });
    },
    [navigate, here],
  );
}

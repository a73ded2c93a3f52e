import { useEffect } from 'react';
import type { PortletView } from '../../../model/portlet.js';
import { allowedParentOrigin, HEIGHT, HELLO, originOf, type HeightMessage } from './portlet-messages.js';

/**
 * The height the frame needs: down to the end of the portlet's content, plus the main area's
 * bottom padding and the layout's footer. Not the document's height: a page that fills at least
 * the viewport would then never let the frame shrink.
 */
function contentHeight(root: HTMLElement): number {
  const bottom = root.getBoundingClientRect().bottom + window.scrollY;
  const main = root.closest('main');
  const padding = main ? Number.parseFloat(getComputedStyle(main).paddingBottom) || 0 : 0;
  const footer = document.querySelector<HTMLElement>('.gkn-portlet-footer');
  return Math.ceil(bottom + padding + (footer?.offsetHeight ?? 0));
}

/**
 * In a frame on one of the portlet's embed origins, report the portlet's height to the parent
 * whenever it changes. The parent is known from the referrer or from its hello message; any
 * other origin is ignored.
 */
export function usePortletResize(portlet: PortletView): void {
  useEffect(() => {
    if (window.parent === window) return;
    const root = document.querySelector<HTMLElement>('[data-portlet]');
    if (!root) return;
    let parentOrigin = allowedParentOrigin(originOf(document.referrer), portlet.embedOrigins);
    let last = -1;
    const post = () => {
      if (!parentOrigin) return;
      const height = contentHeight(root);
      if (height === last) return;
      last = height;
      const message: HeightMessage = { type: HEIGHT, domain: portlet.domain, height };
      window.parent.postMessage(message, parentOrigin);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent || (event.data as { type?: unknown } | null)?.type !== HELLO) return;
      const origin = allowedParentOrigin(event.origin, portlet.embedOrigins);
      if (!origin) return;
      parentOrigin = origin;
      last = -1;
      post();
    };
    window.addEventListener('message', onMessage);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(post);
    observer?.observe(root);
    const footer = document.querySelector('.gkn-portlet-footer');
    if (footer) observer?.observe(footer);
    post();
    return () => {
      window.removeEventListener('message', onMessage);
      observer?.disconnect();
    };
  }, [portlet.domain, portlet.embedOrigins]);
}

import { createContext, useContext } from 'react';
import type { PreviewScope } from '../../model/services.js';

/**
 * Inside a preview: the one path its signed link may show and the link itself. A link to that
 * path stays in the preview; every other link goes to the published page (docs/architecture.md
 * §7 "Preview"). Null outside a preview.
 */
export const PreviewScopeContext = createContext<PreviewScope | null>(null);

/** The signed preview address for `href` when it names the previewed path, else null. */
export function usePreviewHref(href: string): string | null {
  const scope = useContext(PreviewScopeContext);
  if (!scope) return null;
  const path = href.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1');
  if (path !== scope.path.replace(/(.)\/$/, '$1')) return null;
  const hash = href.includes('#') ? href.slice(href.indexOf('#')) : '';
  return `${scope.href}${hash}`;
}

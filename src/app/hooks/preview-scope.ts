import { createContext, useContext } from 'react';

/**
 * Inside a preview: maps a link's href to the signed preview address when it names the previewed
 * path, else null (every other link goes to the published page; docs/architecture.md §7
 * "Preview"). The preview page provides it (logic/preview-links.ts, in the preview's own chunk);
 * null outside a preview, so the first load carries only this context.
 */
export const PreviewLinksContext = createContext<((href: string) => string | null) | null>(null);

/** The signed preview address for `href` inside a preview, else null. */
export function usePreviewHref(href: string): string | null {
  return useContext(PreviewLinksContext)?.(href) ?? null;
}

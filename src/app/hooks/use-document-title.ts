import { useEffect } from 'react';
import { documentTitle } from '../logic/page-title.js';
import { useSite } from '../site-context.js';

/** Keeps document.title on '<title> | <site>' after client navigations (the server wrote the first). */
export function useDocumentTitle(title: string | null | undefined): void {
  const site = useSite();
  useEffect(() => {
    if (title !== undefined) document.title = documentTitle(title, site.title);
  }, [title, site.title]);
}

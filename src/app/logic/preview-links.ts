import type { PreviewScope } from '../../model/services.js';

const withoutTrailingSlash = (path: string) => path.replace(/(.)\/$/, '$1');

/**
 * The links rule of a preview (docs/architecture.md §7 "Preview"): a link to the one path its
 * signed link may show keeps that signed link (plus the link's hash); any other link, null.
 */
export function previewLinksFor(scope: PreviewScope): (href: string) => string | null {
  const previewed = withoutTrailingSlash(scope.path);
  return (href) => {
    if (withoutTrailingSlash(href.split(/[?#]/)[0]!) !== previewed) return null;
    const hash = href.includes('#') ? href.slice(href.indexOf('#')) : '';
    return `${scope.href}${hash}`;
  };
}

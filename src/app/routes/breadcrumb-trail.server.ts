import type { Crumb } from '../../model/page.js';
import type { Services } from '../../model/services.js';

/** No page is deeper than this; more ancestors are not looked up. */
const MAX_ANCESTORS = 4;

/**
 * The sections above a CMS page (/nieuws for /nieuws/x), named as the menu names them, else by
 * their own CMS page's title; an ancestor with neither is left out. Home is not in it (the
 * breadcrumbs and the BreadcrumbList add it). Null for a top-level page: nothing to show.
 */
export async function breadcrumbTrail(pathname: string, services: Services): Promise<Crumb[] | null> {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length < 2) return null;
  const ancestors = segments
    .slice(0, -1)
    .slice(0, MAX_ANCESTORS)
    .map((_, i) => `/${segments.slice(0, i + 1).join('/')}`);
  const chrome = await services.chrome();
  const menuTitles = new Map<string, string>();
  for (const group of chrome.menu ?? [])
    for (const item of group.items) {
      if (item.link && !item.link.external) menuTitles.set(item.link.href, item.title || item.link.text);
      for (const sub of item.subPages) menuTitles.set(sub.href, sub.title);
    }
  const crumbs = await Promise.all(
    ancestors.map(async (href): Promise<Crumb | null> => {
      const title = menuTitles.get(href);
      if (title) return { title, href };
      const page = await services.page(href);
      return page.status === 200 && page.page.title ? { title: page.page.title, href } : null;
    }),
  );
  const trail = crumbs.filter((c): c is Crumb => c !== null);
  return trail.length > 0 ? trail : null;
}

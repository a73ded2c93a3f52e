import type { MenuGroup, MenuItem } from '../../model/page.js';

/**
 * requirements §2 Main menu: the link type (main, normal or aside) decides where and how an item shows.
 * - main: the first level, prominent, with its second-level submenu; wherever the CMS put it.
 * - normal: where its group is (the main group: the first level; another group: the side
 *   column), as a regular link.
 * - aside: the side column; asides of the main group form a group of their own there, first.
 */
export interface MenuColumns {
  first: MenuItem[];
  side: { title: string | null; items: MenuItem[] }[];
}

export function menuColumns(groups: MenuGroup[]): MenuColumns {
  const isMain = (g: MenuGroup) => g.area === 'main';
  const first = groups.flatMap((g) =>
    g.items.filter((item) => (isMain(g) ? item.type !== 'aside' : item.type === 'main')),
  );
  const mainAsides = groups.filter(isMain).flatMap((g) => g.items.filter((item) => item.type === 'aside'));
  const side = [
    { title: null, items: mainAsides },
    ...groups
      .filter((g) => !isMain(g))
      .map((g) => ({ title: g.title, items: g.items.filter((item) => item.type !== 'main') })),
  ].filter((g) => g.items.some((item) => item.link));
  return { first, side };
}

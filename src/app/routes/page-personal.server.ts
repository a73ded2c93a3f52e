import type { PagePersonal } from '../../model/personal-api.js';
import type { LoaderContext } from '../../model/services.js';
import type { ContentPageData } from '../pages/ContentPage.js';
import { isDossierTemplate } from '../templates/sections.js';

// Server only (imported by server-side loader modules, or lazily): the loaders' personal part.

/**
 * The personal part of a page's loader data (docs/architecture.md §6.5): the user's bookmark ids
 * and, on a result page, the item's comments. Only for a logged-in user on an interactive site
 * (the context has a personal service only then); a visitor's data gets no `personal` key, so a
 * page the page cache shares never holds user state. Never throws: a failing user API gives null.
 */
export async function pagePersonal(
  ctx: LoaderContext,
  opts: { commentsOf?: string } = {},
): Promise<{ personal?: PagePersonal }> {
  const { personal } = ctx;
  if (!personal) return {};
  const [bookmarks, comments] = await Promise.all([
    personal.bookmarks(),
    opts.commentsOf === undefined ? undefined : personal.itemComments(opts.commentsOf),
  ]);
  return { personal: { bookmarks, ...(comments === undefined ? {} : { comments }) } };
}

/**
 * A content page with the user's bookmarks when it shows item cards, which carry a bookmark toggle
 * (requirements §4); an A–Z list is an index of links, not cards, and asks nothing. A dossier has
 * its own bookmark toggle and comments (requirements §2 Dossier page), under its content id.
 */
export async function withCardsPersonal(page: ContentPageData, ctx: LoaderContext): Promise<ContentPageData> {
  const dossierId = personalIdOfPage(page);
  if (dossierId) return { ...page, ...(await pagePersonal(ctx, { commentsOf: dossierId })) };
  const { itemLists, alphabetList } = page.content;
  const hasCards = Object.entries(itemLists).some(([id, items]) => id !== alphabetList && items?.length);
  return hasCards ? { ...page, ...(await pagePersonal(ctx)) } : page;
}

/** A dossier's id for comments and bookmarks: its content id (src/model/content-ref.ts), if it has one. */
const personalIdOfPage = ({ template, page }: ContentPageData) =>
  isDossierTemplate(template) && page.searchIdentifier ? page.searchIdentifier : null;

import type { PagePersonal } from '../../model/personal-api.js';
import type { LoaderContext } from '../../model/services.js';

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

import type { Locale } from '../../model/services.js';
import { ROUTE_SEGMENTS } from './route-segments.js';

// The addresses of the personal side's own pages (requirements §2 /mijn-gkn), for links and the
// route table alike.

/** The delete confirmation page under the dashboard, per language (requirements §6). */
export const DELETE_COMMENT_SEGMENT = { nl: 'reactie-verwijderen', en: 'delete-comment' } as const satisfies Record<
  Locale,
  string
>;

/** /mijn-gkn/reactie-verwijderen?id=<comment>&returnTo=<path>: the confirmation without JavaScript. */
export function deleteCommentHref(commentId: string, returnTo: string, locale: Locale): string {
  const query = new URLSearchParams({ id: commentId, returnTo });
  return `/${ROUTE_SEGMENTS.dashboard[locale]}/${DELETE_COMMENT_SEGMENT[locale]}?${query}`;
}

/** The query parameter that shows every comment of an item instead of the first two (requirements §9). */
export const SHOW_ALL_COMMENTS = { name: 'reacties', value: 'alle' } as const;

/** The page's address with every comment shown, at the comment section. */
export function showAllCommentsHref(pathname: string, search: string, anchor: string): string {
  const query = new URLSearchParams(search);
  query.set(SHOW_ALL_COMMENTS.name, SHOW_ALL_COMMENTS.value);
  return `${pathname}?${query}#${anchor}`;
}

export const asksAllComments = (search: string) =>
  new URLSearchParams(search).get(SHOW_ALL_COMMENTS.name) === SHOW_ALL_COMMENTS.value;

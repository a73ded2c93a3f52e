import type { Locale } from '../../model/services.js';
import { ROUTE_SEGMENTS } from './route-segments.js';

// The links of the personal side's controls without JavaScript (docs/architecture.md §6.5).

/** /mijn-gkn/reactie-verwijderen?id=<comment>&returnTo=<path>: the confirmation without JavaScript. */
export function deleteCommentHref(commentId: string, returnTo: string, locale: Locale): string {
  const query = new URLSearchParams({ id: commentId, returnTo });
  return `/${ROUTE_SEGMENTS.dashboard[locale]}/${ROUTE_SEGMENTS.deleteComment[locale]}?${query}`;
}

/** The query parameter that shows every comment of an item instead of the first two (requirements §9). */
const SHOW_ALL_COMMENTS = { name: 'reacties', value: 'alle' } as const;

/** The page's address with every comment shown, at the comment section. */
export function showAllCommentsHref(pathname: string, search: string, anchor: string): string {
  const query = new URLSearchParams(search);
  query.set(SHOW_ALL_COMMENTS.name, SHOW_ALL_COMMENTS.value);
  return `${pathname}?${query}#${anchor}`;
}

export const asksAllComments = (search: string) =>
  new URLSearchParams(search).get(SHOW_ALL_COMMENTS.name) === SHOW_ALL_COMMENTS.value;

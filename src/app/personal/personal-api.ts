// The browser's side of our personal API (docs/architecture.md §6.4): JSON in and out, never a
// token of the user API. requirements §8: comment and bookmark errors are only logged.

import type { CommentView, MyData } from '../../model/personal-api.js';

export const API = {
  bookmarks: '/api/bookmarks',
  comments: '/api/comments',
  deleteComment: '/api/comments/delete',
  myData: '/api/mydata',
  orphans: '/api/mydata/orphans',
} as const;

/** The write fields of the API's plain form posts (the path without JavaScript). */
export const FIELDS = { token: 'token', returnTo: 'returnTo' } as const;

async function call<T>(url: string, body?: object): Promise<T> {
  const response = await fetch(url, {
    method: body ? 'POST' : 'GET',
    headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
    cache: 'no-store',
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The list in flight: a page of result cards asks once, not once per card. */
let bookmarksInFlight: Promise<string[]> | null = null;
export const fetchBookmarks = () =>
  (bookmarksInFlight ??= call<{ ids: string[] }>(API.bookmarks)
    .then((r) => r.ids)
    .finally(() => {
      bookmarksInFlight = null;
    }));
export const saveBookmark = (id: string, bookmarked: boolean, token: string) =>
  call<{ ids: string[] }>(API.bookmarks, { id, bookmarked, token }).then((r) => r.ids);
export const fetchComments = (item: string) =>
  call<{ comments: CommentView[] }>(`${API.comments}?${new URLSearchParams({ item })}`).then((r) => r.comments);
export const postComment = (item: string, text: string, token: string) =>
  call<{ comment: CommentView }>(API.comments, { item, text, token }).then((r) => r.comment);
export const deleteComment = (id: string, token: string) => call<unknown>(API.deleteComment, { id, token });

/** requirements §8: logged, never shown. */
export function logPersonalError(what: string, error: unknown): void {
  console.warn(`${what} failed`, error);
}

export const fetchMyData = () => call<MyData>(API.myData);
/** requirements §4 orphan comments: the server deletes the user's comments on items that no longer exist. */
export const deleteOrphanComments = (token: string) => call<{ deleted: number }>(API.orphans, { token });

import type { Request } from 'express';
import type { Logger } from 'pino';
import { resultUrlOf } from '../../app/logic/search-url.js';
import { cmsPageRefOf } from '../../model/content-ref.js';
import { siteOrigin } from '../../sites/site-origin.js';
import type { CommentView, ItemCard, MyComment, MyData } from '../../model/personal-api.js';
import type { UserComment } from '../../model/user-data.js';
import type { UserApiClient } from '../../upstream/user-api/user-api-client.js';
import type { ItemLookupFn } from './item-lookup.js';

// The personal API's work over the user API (requirements §4 Bookmark update, orphan comments),
// apart from HTTP: what to read, change and save, and what the browser may see of it.

export const commentView = (c: UserComment, userId: string | null): CommentView => ({
  id: c.id,
  item: c.item,
  author: c.author,
  text: c.text,
  date: c.date,
  own: userId !== null && c.authorId === userId,
});

/** Newest first (requirements §9), whatever order the user API keeps. */
export const newestFirst = (comments: UserComment[]) =>
  [...comments].sort((a, b) => b.date.localeCompare(a.date) || Number(b.id) - Number(a.id));

/** The item's result page on this site (requirements §2). */
export const resultHref = (req: Request, title: string, id: string) =>
  resultUrlOf({ kind: 'site', locale: req.locale }, title, id);

/**
 * Where a comment or bookmark leads back to: a record's result page on this site, or the dossier
 * (a CMS page, src/model/content-ref.ts) at its path when it is this site's, else at the address
 * stored with the comment when it was posted on its own site (`storedUrl`).
 */
export function itemHref(req: Request, id: string, title: string, storedUrl?: string | null): string | null {
  const page = cmsPageRefOf(id);
  if (!page) return resultHref(req, title, id);
  if (page.site === req.site.config.id) return `/${page.path}`;
  return storedUrl && /^https?:\/\//.test(storedUrl) ? storedUrl : null;
}

/** The address stored with a new comment: the record's result page, or the dossier's full address. */
export function postedItemUrl(req: Request, id: string, title: string): string {
  const page = cmsPageRefOf(id);
  return page ? `${siteOrigin(req.site.config)}/${page.path}` : resultHref(req, title, id);
}

/** How many knowledge-index lookups one request runs at a time. */
const LOOKUPS_AT_ONCE = 8;

async function eachLimited<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(LOOKUPS_AT_ONCE, items.length) }, worker));
  return results;
}

export function personalData(deps: { userApi: UserApiClient; lookup: ItemLookupFn; logger: Logger }) {
  const { userApi, lookup, logger } = deps;

  /** The user's bookmarks; a user the API does not know yet gets empty preferences saved first (requirements §7). */
  const bookmarks = async (token: string): Promise<string[]> => {
    const ids = await userApi.bookmarks(token);
    if (ids) return ids;
    return userApi.saveBookmarks(token, []);
  };

  return {
    bookmarks,

    /**
     * requirements §4 Bookmark update: present → removed, absent → added (or the state asked for),
     * then the whole list is saved. Answers the list as saved.
     */
    async setBookmark(token: string, id: string, bookmarked: boolean | undefined, max: number) {
      const ids = await bookmarks(token);
      const has = ids.includes(id);
      const want = bookmarked ?? !has;
      if (want === has) return { ids, tooMany: false };
      if (want && ids.length >= max) return { ids, tooMany: true };
      const next = want ? [...ids, id] : ids.filter((x) => x !== id);
      return { ids: await userApi.saveBookmarks(token, next), tooMany: false };
    },

    /**
     * The user's bookmarks as item cards and their comments. A read: it changes nothing. A comment
     * whose item the knowledge index no longer has (404 in this site's scope and in the whole
     * index), or whose dossier the CMS no longer has (404), is left out and counted in `orphans`;
     * the page that asked then deletes them with `deleteOrphans`, a post (requirements §4 orphan
     * comments; docs/decisions/018). A lookup that fails (5xx, timeout) proves nothing: that
     * comment is kept and shown under the title it was posted with. Bookmarks of items that are
     * gone or cannot be looked up are left out of the cards but stay saved.
     */
    async myData(req: Request, token: string): Promise<MyData> {
      const [ids, comments] = await Promise.all([bookmarks(token), userApi.myComments(token)]);
      const items = [...new Set([...ids, ...comments.map((c) => c.item)])];
      const found = new Map(await eachLimited(items, async (id) => [id, await lookup(req, id)] as const));
      const cards = ids.flatMap((id): ItemCard[] => {
        const it = found.get(id);
        if (it?.status !== 'found') return [];
        const { item } = it;
        const href = itemHref(req, id, item.title);
        return href ? [{ id, title: item.title, href, contentsubtype: item.contentsubtype }] : [];
      });
      const orphans = comments.filter((c) => found.get(c.item)?.status === 'gone');
      const mine = newestFirst(comments)
        .filter((c) => found.get(c.item)?.status !== 'gone')
        .map((c): MyComment => {
          const it = found.get(c.item);
          const title = it?.status === 'found' ? it.item.title : c.itemTitle || c.item;
          return {
            id: c.id,
            item: c.item,
            itemTitle: title,
            itemHref: itemHref(req, c.item, title, c.itemUrl) ?? c.itemUrl,
            text: c.text,
            date: c.date,
          };
        });
      return { bookmarks: cards, comments: mine, orphans: orphans.length };
    },

    /**
     * requirements §4 orphan comments, as a write: the user's comments whose item the knowledge
     * index no longer has are deleted at the user API. Which ones is decided here, from the user
     * API and the index, never from the request. Answers how many were deleted.
     */
    async deleteOrphans(req: Request, token: string): Promise<number> {
      const comments = await userApi.myComments(token);
      const items = [...new Set(comments.map((c) => c.item))];
      const found = new Map(await eachLimited(items, async (id) => [id, await lookup(req, id)] as const));
      const orphans = comments.filter((c) => found.get(c.item)?.status === 'gone');
      const deleted = await Promise.all(
        orphans.map(async (c) => {
          try {
            await userApi.deleteComment(token, c.id);
            logger.info({ comment: c.id, item: c.item }, 'comment on an item that no longer exists deleted');
            return true;
          } catch (err) {
            logger.warn({ err, comment: c.id }, 'deleting a comment on an item that no longer exists failed');
            return false;
          }
        }),
      );
      return deleted.filter(Boolean).length;
    },
  };
}

export type PersonalData = ReturnType<typeof personalData>;
